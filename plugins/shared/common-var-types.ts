/**
 * Common-info items (spec 002 §3 "Common-variable types: 1 standard, 2 number, 3 long text, 10 date"): the
 * account's own values, which effect 32 changes and condition 77 compares. One list of their type names for the
 * server (the picker's `type_name`) and the console (the common-info item's page, /line/common_var/edit/{id}).
 */

/** The common-info types: 1 standard, 2 number, 3 long text, 10 date. */
export const COMMON_VAR_TYPES = [1, 2, 3, 10] as const;

/** The number type: effect 32 changes and condition 77 compares only items of it (`x-item-types`). */
export const COMMON_VAR_NUMBER_TYPE = 2;

/**
 * Whether an item the context knows is of another type than number: effect 32's and condition 77's refusal. An
 * item without a type is not judged; a type given as text counts as its number.
 *
 * @example isOtherThanNumber({ type: 1 }) // true
 * @example isOtherThanNumber({ type: '2' }) // false
 */
export const isOtherThanNumber = (item: { type?: unknown } | null | undefined): boolean =>
  !!item && item.type !== undefined && Number(item.type) !== COMMON_VAR_NUMBER_TYPE;

/** One common-info type. */
export type CommonVarType = (typeof COMMON_VAR_TYPES)[number];

/**
 * The names of the types, as the picker lists them (`type_name`) and the item's page shows them.
 *
 * @example COMMON_VAR_TYPE_LABELS[2].ja // '数値'
 */
export const COMMON_VAR_TYPE_LABELS: Readonly<Record<CommonVarType, { ja: string; en: string }>> = {
  1: { ja: '標準', en: 'Standard' },
  2: { ja: '数値', en: 'Number' },
  3: { ja: '長文テキスト', en: 'Long text' },
  10: { ja: '日付', en: 'Date' },
};
