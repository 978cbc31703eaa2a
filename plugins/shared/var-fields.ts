import type { PluginContext } from '../../engine/core/index.ts';

/**
 * Friend-info fields (spec 000 §3.1, §5.2, §9): their types, which take a default value, and the limits of a new
 * field. One list for the server (POST /line/var/new), the console (the item picker's new-field form) and the
 * schemas (`'x-item-types'` hints).
 */

/** The field types: 0 standard text, 1 number, 2 long text, 10 image, 13 PDF, 20 choice, 30 date. */
export const VAR_TYPES = [0, 1, 2, 10, 13, 20, 30] as const;

/** One field type. */
export type VarType = (typeof VAR_TYPES)[number];

/** The choice type: a new field of it opens the choice editor (spec 000 §4). */
export const VAR_CHOICE_TYPE = 20;

/** The date type (a reminder's goal date field takes only these). */
export const VAR_DATE_TYPE = 30;

/** Types that take a default value (spec 000 §5.2). @example VAR_TYPES_WITH_DEFAULT.has(10) // false */
export const VAR_TYPES_WITH_DEFAULT: ReadonlySet<number> = new Set([0, 1, 2, 20]);

/** A default value's length (spec 000 §5.2, §9), and a choice's (the same field text limit). */
export const VAR_DEFAULT_MAX_LENGTH = 200;

/** The names of the types, as the picker lists them (`type_name`) and the new-field form offers them. */
export const VAR_TYPE_LABELS: Readonly<Record<VarType, { ja: string; en: string }>> = {
  0: { ja: 'テキスト', en: 'Text' },
  1: { ja: '数値', en: 'Number' },
  2: { ja: '長文テキスト', en: 'Long text' },
  10: { ja: '画像', en: 'Image' },
  13: { ja: 'PDF', en: 'PDF' },
  20: { ja: '選択肢', en: 'Choice' },
  30: { ja: '日付', en: 'Date' },
};

/**
 * The values of a choice field's choices, in order (items list them as texts or as `{ value }` objects, as the
 * server's choices are), or undefined when the context does not know the field or its choices. Condition 75
 * queries them and effect 6 assigns them; both refuse a value not among them.
 *
 * @example choiceValues(ctx, 12) // ['A', 'B', 'O', 'AB'] in the demo account
 */
export function choiceValues(ctx: PluginContext, varId: number | undefined): string[] | undefined {
  const choices = varId === undefined ? undefined : ctx.item('varia', varId)?.choices;
  if (!Array.isArray(choices)) return undefined;
  return choices.map((choice) =>
    typeof choice === 'object' && choice !== null
      ? String((choice as { value?: unknown }).value ?? '')
      : String(choice),
  );
}
