/**
 * Common-info items (spec 002 §3 "Common-variable types: 1 standard, 2 number, 3 long text, 10 date"): the
 * account's own values, which effect 32 changes and condition 77 compares. One list of their type names for the
 * server (the picker's `type_name`) and the console (the common-info item's page, /line/common_var/edit/{id}).
 */

/** The common-info types: 1 standard, 2 number, 3 long text, 10 date. */
export const COMMON_VAR_TYPES = [1, 2, 3, 10] as const;

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
