/** Scalar fragments of the condition schemas: 0/1 switches, yyyy/MM/dd dates, id lists with a mode. */

/**
 * A 0/1 switch drawn as a checkbox (the wire keeps the integers the specification uses: use_group, use_date...).
 *
 * @example use_group: flag01('フォルダで指定', 'By folder')
 */
export const flag01 = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'integer',
    title,
    'x-title-en': titleEn,
    'x-widget': 'checkbox',
    oneOf: [
      { const: 0, title: 'しない', 'x-title-en': 'Off' },
      { const: 1, title: 'する', 'x-title-en': 'On' },
    ],
    default: 0,
  }) as const;

/** A calendar date as yyyy/MM/dd (spec 001 §9: the date-range picker format). */
export const YMD_PATTERN = '^[0-9]{4}/(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])$';

/** A yyyy/MM/dd date field with the date picker. @example date_from: ymdDate('開始日', 'From') */
export const ymdDate = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({ type: 'string', pattern: YMD_PATTERN, title, 'x-title-en': titleEn, 'x-widget': 'date' }) as const;

/**
 * How a list of ids matches (spec 001 §9 "Tag and tracker modes 0..3"): any, all, exclude-any, exclude-all.
 *
 * @example tag_or: listMode('タグの条件', 'Tag mode')
 */
export const listMode = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'integer',
    title,
    'x-title-en': titleEn,
    oneOf: [
      { const: 0, title: 'いずれかを含む', 'x-title-en': 'Any of them' },
      { const: 1, title: 'すべてを含む', 'x-title-en': 'All of them' },
      { const: 2, title: 'いずれも含まない', 'x-title-en': 'None of them' },
      { const: 3, title: 'すべては含まない', 'x-title-en': 'Not all of them' },
    ],
    default: 0,
  }) as const;

/** The summary endings of the list modes 0..3, by verb: のいずれかを含む, のすべてを含む, ... */
export function listModePhrase(mode: number, verb: { positive: string; negative: string }): string {
  switch (mode) {
    case 1:
      return `のすべてを${verb.positive}`;
    case 2:
      return `のいずれも${verb.negative}`;
    case 3:
      return `のすべては${verb.negative}`;
    default:
      return `のいずれかを${verb.positive}`;
  }
}

/**
 * The list modes 0..3 in English, before a quoted list: "any of", "all of", "none of", "not all of".
 *
 * @example `Tags: ${listModeWords(2)} "VIP", "New"` // 'Tags: none of "VIP", "New"'
 */
export function listModeWords(mode: number): string {
  return ['any of', 'all of', 'none of', 'not all of'][mode] ?? 'any of';
}
