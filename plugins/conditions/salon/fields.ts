import { ymdDate } from '../../shared/conditions/fields.ts';

/**
 * The parts of condition 67 (spec 001 §3 "Salon reservation"): the reservation date range and the resource,
 * course and status selections, each switched on with `use` and negated with `invert`.
 */

/** The select-all sentinel of the resource and course lists (spec 001 §9). */
export const SELECT_ALL = -1;

const flag = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({ type: 'boolean', title, 'x-title-en': titleEn }) as const;

/** The reservation date range: timeRange { use, invert, selected { from, to } } (yyyy/MM/dd). */
export const timeRangeSchema = {
  type: 'object',
  title: '予約日',
  'x-title-en': 'Reservation date',
  properties: {
    use: flag('予約日で絞り込む', 'Filter by reservation date'),
    invert: flag('期間以外', 'Outside the period'),
    selected: {
      type: 'object',
      title: '予約日の期間',
      'x-title-en': 'Reservation period',
      properties: { from: ymdDate('開始日', 'From'), to: ymdDate('終了日', 'To') },
      additionalProperties: false,
    },
  },
  required: ['use', 'invert', 'selected'],
  additionalProperties: false,
} as const;

/** A resource or course selection: { use, dynamic, with_past, invert, selected[] } of item ids (-1: all). */
const idSelection = <
  const K extends string,
  const T extends string,
  const E extends string,
  const U extends string,
>(
  kind: K,
  title: T,
  titleEn: E,
  useTitle: U,
) =>
  ({
    type: 'object',
    title,
    'x-title-en': titleEn,
    properties: {
      use: flag(useTitle, 'Filter by it'),
      dynamic: flag('予約時の指定に合わせる', 'Dynamic (as chosen at booking)'),
      with_past: flag('過去の予約を含む', 'Include past reservations'),
      invert: flag('選択したもの以外', 'Other than the selected'),
      selected: {
        type: 'array',
        items: { type: 'integer', minimum: SELECT_ALL },
        uniqueItems: true,
        title,
        'x-title-en': titleEn,
        'x-item': kind,
      },
    },
    required: ['use', 'selected'],
    additionalProperties: false,
  }) as const;

export const resourceSchema = idSelection('salon_resource', 'リソース', 'Resources', 'リソースで絞り込む');
export const courseSchema = idSelection('salon_course', 'コース', 'Courses', 'コースで絞り込む');

/** The status selection: { use, invert, selected[] } of status keys. */
export const statusSchema = {
  type: 'object',
  title: 'ステータス',
  'x-title-en': 'Statuses',
  properties: {
    use: flag('ステータスで絞り込む', 'Filter by status'),
    invert: flag('選択したもの以外', 'Other than the selected'),
    selected: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 100 },
      uniqueItems: true,
      title: 'ステータス',
      'x-title-en': 'Statuses',
    },
  },
  required: ['use', 'selected'],
  additionalProperties: false,
} as const;

/** A selection switched off and emptied. */
export const emptyIdSelection = () => ({
  use: false,
  dynamic: false,
  with_past: false,
  invert: false,
  selected: [],
});
export const emptyTimeRange = () => ({ use: false, invert: false, selected: {} });
export const emptyStatus = () => ({ use: false, invert: false, selected: [] });
