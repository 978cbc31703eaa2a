/**
 * Which friend-info fields (spec 000 §3.1 types: 0 text, 1 number, 2 long text, 10 image, 13 PDF, 20 choice,
 * 30 date) each field of the friend-info form builder may save into (docs/decisions/info-form.md):
 *
 * - a textbox (5) gives one line of text: text (0) and long text (2); with the numeric rule (数値(整数)) a
 *   number (1) too. Any other rule may give letters, which a number field cannot hold.
 * - a textarea (10) gives several lines of any length: long text (2) only, since text holds 200 characters
 *   (spec 000 §5.2) and would cut the answer.
 * - a dropdown (20) gives one of its choices: a choice field (20), or its text into text (0) or long text (2).
 *   Into a choice field its choices must be the field's own (dropdown.ts, friend_field_option_not_in_var).
 *
 * None gives a date, an image or a PDF, so no field saves into types 30, 10 or 13. The picker offers only these
 * types (`x-item-types` for the field's widest set, `itemsWhere` for the current rule) and the rule
 * `friend_field_var_type` refuses another on save, in the browser and on the server alike.
 */
import type { FieldInput, PluginContext, Rule } from '../../engine/core/index.ts';
import { itemId } from './time.ts';
import { VAR_TYPE_LABELS, type VarType } from './var-fields.ts';

/** The friend-info types a textbox saves into whatever its rule. */
export const TEXTBOX_VAR_TYPES = [0, 2] as const;
/** A numeric textbox also saves into number fields. */
export const NUMERIC_TEXTBOX_VAR_TYPES = [0, 1, 2] as const;
/** A textarea saves into long-text fields only. */
export const TEXTAREA_VAR_TYPES = [2] as const;
/** A dropdown saves into choice fields, or its choice's text into text fields. */
export const DROPDOWN_VAR_TYPES = [0, 2, 20] as const;

/**
 * The friend-info field of an item that saves into these types (`x-item-types`: the picker lists and creates
 * only these). @example varIdProperty(TEXTAREA_VAR_TYPES)
 */
export const varIdProperty = <const T extends readonly number[]>(types: T) =>
  ({ ...itemId('varia', '友だち情報', 'Friend-info field'), 'x-item-types': types }) as const;

/**
 * The accepted types as the message names them. @example typeNames([0, 2], 'ja') // 'テキスト・長文テキスト'
 */
export function typeNames(types: readonly number[], lang: string): string {
  const en = lang === 'en';
  // The names the new-field form gives the types (テキスト, 長文テキスト…), lower case inside the English sentence.
  const names = types.map((type) => {
    const label = VAR_TYPE_LABELS[type as VarType];
    return label ? (en ? label.en.toLowerCase() : label.ja) : String(type);
  });
  return en ? names.join(', ').replace(/, ([^,]*)$/, ' or $1') : names.join('・');
}

/** The data the check reads. */
interface Synced {
  syncGc?: boolean;
  var_id?: number;
  var_type?: number;
}

/**
 * What a textbox saves into for its rule. @example textboxVarTypes({ rule: 'numeric' }) // [0, 1, 2]
 */
export const textboxVarTypes = (d: Synced & { rule?: unknown }): readonly number[] =>
  d.rule === 'numeric' ? NUMERIC_TEXTBOX_VAR_TYPES : TEXTBOX_VAR_TYPES;

/**
 * The type of the chosen friend-info field: the account's item (the server's and the picker's), else the type
 * the block carries (`var_type`), else unknown (a deleted item: its own rule speaks of it).
 *
 * @example chosenVarType({ var_id: 6 }, ctx) // 10 when item 6 is an image field
 */
export function chosenVarType(d: Synced, ctx: PluginContext): number | undefined {
  if (d.var_id === undefined) return undefined;
  const type = ctx.item('varia', d.var_id)?.type;
  const n = typeof type === 'number' ? type : typeof type === 'string' && type !== '' ? Number(type) : NaN;
  if (Number.isInteger(n)) return n;
  return typeof d.var_type === 'number' ? d.var_type : undefined;
}

/**
 * The rule refusing a friend-info field of a type the item cannot save into, at `/var_id`.
 *
 * @example varTypeRule(() => TEXTAREA_VAR_TYPES) // refuses a textarea saving into an image field
 */
export function varTypeRule<D extends Synced>(accepted: (d: D) => readonly number[]): Rule<D> {
  return {
    code: 'friend_field_var_type',
    path: '/var_id',
    violated: (d, ctx) => {
      if (d.syncGc !== true) return false;
      const type = chosenVarType(d, ctx);
      const types = accepted(d);
      return type === undefined || types.includes(type)
        ? false
        : [{ path: '/var_id', params: { types: typeNames(types, ctx.lang) } }];
    },
  };
}

/**
 * The friend-info picker's input: only the fields of the accepted types are listed (`itemsWhere` on the item's
 * `type`); one already chosen of another type keeps its chip and the rule's message.
 *
 * @example varIdInput([2]) // { itemsWhere: { type: [2] } }
 */
export function varIdInput(accepted: readonly number[]): FieldInput {
  return { itemsWhere: { type: accepted } };
}
