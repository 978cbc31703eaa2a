/** Shared scalar fragments: times, ids, binary flags. */

/** A time of day as HH:mm (00:00–23:59). @example { ...hhmm('送信時刻', 'Send time'), default: '12:00' } */
export const hhmm = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'string',
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    title,
    'x-title-en': titleEn,
    'x-widget': 'time',
  }) as const;

/** The id of an item of a kind, as the item picker chooses it. @example itemId('tag', 'タグ', 'Tag') */
export const itemId = <const K extends string, const T extends string, const E extends string>(
  kind: K,
  title: T,
  titleEn: E,
) => ({ type: 'integer', minimum: 1, title, 'x-title-en': titleEn, 'x-item': kind }) as const;

/** A list of item ids of a kind. @example itemIds('tag', 'タグ', 'Tags') */
export const itemIds = <const K extends string, const T extends string, const E extends string>(
  kind: K,
  title: T,
  titleEn: E,
) =>
  ({
    type: 'array',
    items: { type: 'integer', minimum: 1 },
    uniqueItems: true,
    title,
    'x-title-en': titleEn,
    'x-item': kind,
  }) as const;
