import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { listMode, listModePhrase, listModeWords } from '../shared/conditions/fields.ts';
import { type ConditionJsonLogic, listModeLogic, listModeOf } from '../shared/conditions/json-logic.ts';
import {
  type ConditionMeaning,
  idsOf,
  intOf,
  listModeSql,
  listModeVerdict,
} from '../shared/conditions/meaning.ts';
import { quotedItems } from '../shared/conditions/summary.ts';
import { itemIds } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'コンバージョン',
  'x-title-en': 'Conversion',
  properties: {
    type: { const: 80 },
    tracker_ids: itemIds('tracker', 'コンバージョン', 'Conversion trackers'),
    tracker_or: {
      ...listMode('コンバージョンの条件', 'Tracker mode'),
      oneOf: [
        { const: 0, title: 'いずれかを達成', 'x-title-en': 'Any of them' },
        { const: 1, title: 'すべてを達成', 'x-title-en': 'All of them' },
        { const: 2, title: 'いずれも未達成', 'x-title-en': 'None of them' },
        { const: 3, title: 'すべては達成していない', 'x-title-en': 'Not all of them' },
      ],
    },
  },
  required: ['type', 'tracker_ids', 'tracker_or'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const VERBS = { positive: '達成', negative: '達成していない' } as const;

/** Conversion trackers (80) as JSON Logic over the friend's `conversions` (the list modes). */
const conversionJsonLogic: ConditionJsonLogic = {
  toLogic: (d) => listModeLogic(d.tracker_or, idsOf(d, 'tracker_ids') ?? [], 'conversions'),
  fromLogic(logic) {
    const read = listModeOf(logic, 'conversions');
    return read && { type: 80, tracker_ids: read.ids, tracker_or: read.mode };
  },
};

/** Conversion (80): the list modes over the trackers the friend converted on; none chosen is unknown. */
const conversionMeaning: ConditionMeaning = {
  type: 80,
  evaluate(d, friend) {
    const trackers = idsOf(d, 'tracker_ids');
    if (!trackers) return 'unknown';
    return listModeVerdict(intOf(d, 'tracker_or'), trackers, new Set(friend.conversions));
  },
  compile(d, ctx) {
    const trackers = idsOf(d, 'tracker_ids');
    if (!trackers) return 'unknown';
    const { eb } = ctx;
    return listModeSql(ctx, intOf(d, 'tracker_or'), trackers, (ids) =>
      eb.exists(
        eb
          .selectFrom('friend_conversions')
          .select('friend_conversions.friend_id')
          .whereRef('friend_conversions.friend_id', '=', 'f.id')
          .where('friend_conversions.tracker_id', 'in', ids),
      ),
    );
  },
};

/**
 * Conversion (condition 80, ability show-analytics; spec 001 §3, §6, §9): friends who reached any, all, none or
 * not all of the chosen conversion trackers.
 */
export const conversionCondition = definePlugin({
  kind: 'condition',
  type: 80,
  key: 'conversion',
  label: { ja: 'コンバージョン', en: 'Conversion' },
  description: { ja: 'コンバージョンの達成で絞り込みます', en: 'Filters friends by conversions reached' },
  multiplicity: 'multiple',
  ability: 'show-analytics',
  listed: true,
  menuOrder: 120,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 80 as const, tracker_ids: [], tracker_or: 0 as const }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? d.tracker_ids.length
        ? `Conversions reached: ${listModeWords(d.tracker_or)} ${quotedItems(ctx, 'tracker', d.tracker_ids)}`
        : 'No conversion chosen'
      : d.tracker_ids.length
        ? `コンバージョン${quotedItems(ctx, 'tracker', d.tracker_ids)}${listModePhrase(d.tracker_or, VERBS)}`
        : 'コンバージョン未選択',
  rules: [{ code: 'action_required', path: '/tracker_ids', violated: (d) => d.tracker_ids.length === 0 }],
  ui: { order: ['tracker_ids', 'tracker_or'] },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? conversionMeaning : undefined,
    jsonLogic: conversionJsonLogic,
  },
  examples: {
    valid: [
      { type: 80, tracker_ids: [1], tracker_or: 0 },
      { type: 80, tracker_ids: [1, 2], tracker_or: 3 },
    ],
    invalid: [
      { data: { type: 80, tracker_ids: [], tracker_or: 0 }, expect: 'action_required', path: '/tracker_ids' },
      { data: { type: 80, tracker_ids: [1], tracker_or: 4 }, expect: 'enum', path: '/tracker_or' },
    ],
  },
});
