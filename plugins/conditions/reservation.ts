import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { flag01 } from '../shared/conditions/fields.ts';
import {
  type FactTest,
  factLogic,
  readBack,
  someRowLogic,
  someRowOf,
  testValue,
} from '../shared/conditions/json-logic-facts.ts';
import { type ConditionData, type ConditionMeaning, intOf } from '../shared/conditions/meaning.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { itemId } from '../shared/time.ts';

/** A negated reservation state is the state plus 10 (spec 001 §3 "match (type plus 10 if negated)"). */
export const NEGATED = 10;

const schema = {
  type: 'object',
  title: 'イベント予約',
  'x-title-en': 'Event reservation',
  properties: {
    type: { const: 65 },
    use_group: flag01('フォルダで指定', 'By folder'),
    event_slot_id: itemId('event_reserve', 'イベント', 'Event slot'),
    event_slot_group_id: itemId('event_reserve_group', 'イベントフォルダ', 'Event folder'),
    match: {
      type: 'integer',
      title: '予約の状態',
      'x-title-en': 'Reservation state',
      // Spec 001 §9 "Reservation: 1 reserved, 2 cancelled, 3 pending, 4 denied"; plus 10 negates.
      oneOf: [
        { const: 1, title: '予約している', 'x-title-en': 'Reserved' },
        { const: 2, title: 'キャンセルした', 'x-title-en': 'Cancelled' },
        { const: 3, title: '承認待ち', 'x-title-en': 'Pending' },
        { const: 4, title: '却下された', 'x-title-en': 'Denied' },
        { const: 11, title: '予約していない', 'x-title-en': 'Not reserved' },
        { const: 12, title: 'キャンセルしていない', 'x-title-en': 'Not cancelled' },
        { const: 13, title: '承認待ちではない', 'x-title-en': 'Not pending' },
        { const: 14, title: '却下されていない', 'x-title-en': 'Not denied' },
      ],
      default: 1,
    },
  },
  required: ['type', 'match'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { use_group: { const: 1 } }, required: ['use_group'] },
      then: { required: ['event_slot_group_id'] },
      else: { required: ['event_slot_id'] },
    },
  ],
} as const satisfies BlockSchema;

const PHRASES: Record<number, string> = {
  1: 'を予約している',
  2: 'の予約をキャンセルした',
  3: 'の予約が承認待ち',
  4: 'の予約が却下された',
  11: 'を予約していない',
  12: 'の予約をキャンセルしていない',
  13: 'の予約が承認待ちではない',
  14: 'の予約が却下されていない',
};
const PHRASES_EN: Record<number, string> = {
  1: 'reserved',
  2: 'reservation cancelled',
  3: 'reservation awaiting approval',
  4: 'reservation rejected',
  11: 'not reserved',
  12: 'reservation not cancelled',
  13: 'reservation not awaiting approval',
  14: 'reservation not rejected',
};

/**
 * Event reservation (65; spec 001 §9 "Reservation: 1 reserved, 2 cancelled, 3 pending, 4 denied", plus 10
 * negated): the friend has (not) an event reservation of the slot, or of any slot of the folder, in that status.
 */
const reservationMeaning: ConditionMeaning = {
  type: 65,
  evaluate(d, friend, ctx) {
    const t = reservationTest(d, ctx.slotGroups);
    if (!t) return 'unknown';
    const found = friend.reservations.some(
      (r) => r.kind === 'event' && t.slots.includes(r.target_id) && r.status === t.status,
    );
    return found === t.has;
  },
  compile(d, ctx) {
    const t = reservationTest(d, ctx.slotGroups);
    if (!t) return 'unknown';
    const { eb } = ctx;
    const found = eb.exists(
      eb
        .selectFrom('friend_reservations')
        .select('friend_reservations.friend_id')
        .whereRef('friend_reservations.friend_id', '=', 'f.id')
        .where('friend_reservations.kind', '=', 'event')
        .where('friend_reservations.target_id', 'in', [...t.slots])
        .where('friend_reservations.status', '=', t.status),
    );
    return t.has ? found : eb.not(found);
  },
};

/**
 * Event reservation (65) of one slot as JSON Logic over the friend's `reservations` rows (kind, target_id,
 * status as text): some event reservation of the slot in the state (match % 10; none for 11–14). A folder
 * (use_group 1) has no form: its slots are the account's, not the condition's (as tags by folder).
 */
const reservationJsonLogic = readBack(
  (d) => {
    if (intOf(d, 'use_group') === 1) return undefined;
    const t = reservationTest(d, undefined);
    if (!t) return undefined;
    const tests: FactTest[] = [
      { op: '===', fact: 'kind', value: 'event' },
      { op: '===', fact: 'target_id', value: t.slots[0] as number },
      { op: '===', fact: 'status', value: t.status },
    ];
    return someRowLogic('reservations', tests.map(factLogic), t.has);
  },
  (logic) => {
    const row = someRowOf(logic, 'reservations');
    const slot = row && testValue(row.tests, 'target_id', '===');
    const status = row && testValue(row.tests, 'status', '===');
    if (!row || typeof slot !== 'number' || typeof status !== 'string') return undefined;
    return { type: 65, use_group: 0, event_slot_id: slot, match: Number(status) + (row.exists ? 0 : 10) };
  },
);

/**
 * Event reservation (condition 65, ability event_reserve; spec 001 §3, §9): the state of a reservation of an
 * event slot, or of any slot of a folder (use_group 1); states 1–4, plus 10 when negated.
 */
export const reservationCondition = definePlugin({
  kind: 'condition',
  type: 65,
  key: 'reservation',
  label: { ja: 'イベント予約', en: 'Event reservation' },
  description: { ja: 'イベントの予約状況で絞り込みます', en: 'Filters friends by event reservation' },
  multiplicity: 'multiple',
  ability: 'event_reserve',
  listed: true,
  menuOrder: 190,
  version: 1,
  migrations: {},
  schema,
  // The slot is left for the operator to choose ('required' until then).
  defaults: () =>
    ({ type: 65 as const, use_group: 0 as const, match: 1 as const }) as {
      type: 65;
      use_group: 0;
      match: 1;
      event_slot_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      const state = PHRASES_EN[d.match] ?? 'no state chosen';
      if (d.use_group === 1) {
        if (d.event_slot_group_id === undefined) return 'No event folder chosen';
        return `Events in folder ${quotedItem(ctx, 'event_reserve_group', d.event_slot_group_id)}: ${state}`;
      }
      if (d.event_slot_id === undefined) return 'No event chosen';
      return `Event ${quotedItem(ctx, 'event_reserve', d.event_slot_id)}: ${state}`;
    }
    const phrase = PHRASES[d.match] ?? '';
    if (d.use_group === 1) {
      if (d.event_slot_group_id === undefined) return 'イベントフォルダ未選択';
      return `イベントフォルダ${quotedItem(ctx, 'event_reserve_group', d.event_slot_group_id)}のイベント${phrase}`;
    }
    if (d.event_slot_id === undefined) return 'イベント未選択';
    return `イベント${quotedItem(ctx, 'event_reserve', d.event_slot_id)}${phrase}`;
  },
  changes: [
    {
      on: ['use_group'],
      description: {
        ja: 'フォルダ指定にするとイベントを、個別のイベントに戻すとフォルダを消します',
        en: 'Switching to a folder clears the slot; switching back clears the folder',
      },
      apply(draft) {
        if (draft.use_group === 1) delete draft.event_slot_id;
        else delete draft.event_slot_group_id;
      },
    },
  ],
  ui: { order: ['use_group', 'event_slot_id', 'event_slot_group_id', 'match'] },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? reservationMeaning : undefined,
    jsonLogic: reservationJsonLogic,
  },
  examples: {
    valid: [
      { type: 65, use_group: 0, event_slot_id: 1, match: 1 },
      { type: 65, event_slot_id: 1, match: 12 },
      { type: 65, use_group: 1, event_slot_group_id: 2, match: 11 },
    ],
    invalid: [
      { data: { type: 65, use_group: 0, match: 1 }, expect: 'action_required', path: '/event_slot_id' },
      { data: { type: 65, use_group: 1, match: 1 }, expect: 'action_required', path: '/event_slot_group_id' },
      { data: { type: 65, event_slot_id: 1, match: 10 }, expect: 'enum', path: '/match' },
    ],
  },
});

/**
 * The slots and status a condition asks about: one slot, or the slots of a folder (use_group 1; a folder the
 * account does not hold, or one without slots, is unknown).
 */
function reservationTest(d: ConditionData, slotGroups: ReadonlyMap<number, readonly number[]> | undefined) {
  const match = intOf(d, 'match');
  const slots =
    intOf(d, 'use_group') === 1
      ? slotGroups?.get(intOf(d, 'event_slot_group_id') ?? -1)
      : [intOf(d, 'event_slot_id')].filter((slot) => slot !== undefined);
  if (!slots?.length || match === undefined) return undefined;
  const status = match % 10;
  if (status < 1 || status > 4 || (match !== status && match !== status + 10)) return undefined;
  return { slots, status: String(status), has: match < 10 };
}
