import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { sharedHelp } from '../shared/help.ts';
import { itemId } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'シナリオ',
  'x-title-en': 'Scenario',
  properties: {
    type: { const: 41 },
    group_id: itemId('scenario', 'シナリオ', 'Scenario'),
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      // Spec 001 §9 "Scenario match: 0 subscribed, 3 not, 2 sent up to day N, 4 finished, 5 not finished".
      oneOf: [
        { const: 0, title: '購読中', 'x-title-en': 'Subscribed' },
        { const: 3, title: '購読していない', 'x-title-en': 'Not subscribed' },
        { const: 2, title: '指定日数目まで配信済み', 'x-title-en': 'Sent up to day N' },
        { const: 4, title: '配信完了', 'x-title-en': 'Finished' },
        { const: 5, title: '配信未完了', 'x-title-en': 'Not finished' },
      ],
      default: 0,
    },
    date: {
      type: 'integer',
      minimum: 0,
      maximum: 9999,
      title: '日数',
      'x-title-en': 'Day',
      ...sharedHelp(
        'この日数目までのメッセージが配信済みの友だちを探します',
        'Friends who were sent the messages up to this day',
      ),
    },
  },
  required: ['type', 'group_id', 'match'],
  additionalProperties: false,
  allOf: [{ if: { properties: { match: { const: 2 } }, required: ['match'] }, then: { required: ['date'] } }],
} as const satisfies BlockSchema;

const PHRASES: Record<number, string> = {
  0: 'を購読中',
  3: 'を購読していない',
  4: 'の配信が完了',
  5: 'の配信が未完了',
};
const PHRASES_EN: Record<number, string> = {
  0: ': subscribed',
  3: ': not subscribed',
  4: ': delivery finished',
  5: ': delivery not finished',
};

/**
 * Scenario (condition 41, ability scenario; spec 001 §3, §9): subscribed or not, sent up to day N, finished or
 * not.
 */
export const scenarioCondition = definePlugin({
  kind: 'condition',
  type: 41,
  key: 'scenario',
  label: { ja: 'シナリオ', en: 'Scenario' },
  description: { ja: 'シナリオの購読状況で絞り込みます', en: 'Filters friends by scenario subscription' },
  multiplicity: 'multiple',
  ability: 'scenario',
  listed: true,
  menuOrder: 110,
  version: 1,
  migrations: {},
  schema,
  // group_id is left for the operator to choose ('required' until then).
  defaults: () => ({ type: 41 as const, match: 0 as const }) as { type: 41; match: 0; group_id: number },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.group_id === undefined) return 'No scenario chosen';
      const scenario = `Scenario ${quotedItem(ctx, 'scenario', d.group_id)}`;
      if (d.match === 2) return `${scenario}: sent up to day ${d.date ?? 0}`;
      return `${scenario}${PHRASES_EN[d.match] ?? ''}`;
    }
    if (d.group_id === undefined) return 'シナリオ未選択';
    const name = `シナリオ${quotedItem(ctx, 'scenario', d.group_id)}`;
    if (d.match === 2) return `${name}の${d.date ?? 0}日目まで配信済み`;
    return `${name}${PHRASES[d.match] ?? ''}`;
  },
  changes: [
    {
      on: ['match'],
      description: {
        ja: '指定日数目まで配信済み以外にすると日数を消し、選ぶと0日目から始めます',
        en: 'Leaving "sent up to day N" removes the day; choosing it starts at day 0',
      },
      apply(draft) {
        if (draft.match === 2) draft.date ??= 0;
        else delete draft.date;
      },
    },
  ],
  ui: { order: ['group_id', 'match', 'date'] },
  examples: {
    valid: [
      { type: 41, group_id: 3, match: 0 },
      { type: 41, group_id: 3, match: 2, date: 7 },
      { type: 41, group_id: 3, match: 5 },
    ],
    invalid: [
      { data: { type: 41, match: 0 }, expect: 'required', path: '/group_id' },
      { data: { type: 41, group_id: 3, match: 1 }, expect: 'enum', path: '/match' },
      { data: { type: 41, group_id: 3, match: 2 }, expect: 'required', path: '/date' },
      { data: { type: 41, group_id: 3, match: 2, date: 10000 }, expect: 'maximum', path: '/date' },
    ],
  },
});
