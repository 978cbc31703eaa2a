import type { EnumChoice } from '../../core/index.ts';
import type { FieldOption } from './field-input.ts';
import { sameValue } from './schema-helpers.ts';

/** A schema choice as an enum widget draws it; `offered: false` marks a saved value the plugin no longer offers. */
export interface DrawnChoice extends EnumChoice {
  offered: boolean;
}

/**
 * The choices an enum select or radio group draws: the schema's choices, narrowed to the values the plugin
 * offers for the current data (`ui.inputs[field].options`, e.g. effect 6 offers 代入 and クリア for a date item),
 * in the schema's order with the schema's labels (or the option's own label, when it gives one). The saved value stays among them even when no longer offered
 * (`offered: false`), so the operator sees it with its error rather than the data changing silently. Without
 * `options` every choice is offered.
 *
 * @example narrowChoices(enumChoices(operandSchema)!, [1, 4], 2).map((c) => [c.label, c.offered])
 * // [['代入', true], ['加算', false], ['クリア', true]]
 */
export function narrowChoices(
  choices: readonly EnumChoice[],
  options: readonly FieldOption[] | undefined,
  current: unknown,
): DrawnChoice[] {
  if (!options) return choices.map((choice) => ({ ...choice, offered: true }));
  return choices.flatMap((choice): DrawnChoice[] => {
    const option = options.find((o) => sameValue(typeof o === 'object' ? o.value : o, choice.value));
    // An option may relabel its choice for the current data (condition 75: を選択している for a choice item).
    const label = typeof option === 'object' ? option.label : choice.label;
    if (option !== undefined) return [{ ...choice, label, offered: true }];
    return sameValue(choice.value, current) ? [{ ...choice, offered: false }] : [];
  });
}
