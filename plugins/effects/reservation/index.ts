import {
  type BlockSchema,
  definePlugin,
  type ItemRef,
  itemName,
  type PluginContext,
  truncateName,
} from '../../../engine/core/index.ts';
import { effectCommonProperties } from '../../shared/effect.ts';
import { sharedHelp } from '../../shared/help.ts';
import { quoteIn } from '../../shared/summary.ts';
import { itemId } from '../../shared/time.ts';
import { reservationDryRun } from './dry-run.ts';

/** fire_type values (spec 000 §3.8 "make or cancel"; the wire numbers are this project's choice). */
export const RESERVATION_MAKE = 0;
export const RESERVATION_CANCEL = 1;

const schema = {
  type: 'object',
  title: 'イベント予約操作',
  'x-title-en': 'Event reservation operation',
  properties: {
    type: { const: 31 },
    fire_type: {
      type: 'integer',
      title: '操作',
      'x-title-en': 'Operation',
      oneOf: [
        { const: 0, title: '予約する', 'x-title-en': 'Make a reservation' },
        { const: 1, title: '予約をキャンセルする', 'x-title-en': 'Cancel the reservation' },
      ],
      default: 0,
    },
    event_slot_id: itemId('event_reserve', 'イベント予約枠', 'Event slot'),
    event_menu_id: {
      type: 'integer',
      minimum: 1,
      title: 'プラン',
      'x-title-en': 'Plan',
      ...sharedHelp('予約枠にプランがあるときに選択します', 'Chosen when the slot has plans'),
      'x-item': 'event_menu',
      // Plans are foldered by slot: the picker offers the chosen slot's plans only.
      'x-item-folder': 'event_slot_id',
    },
    num_of_takes: {
      type: 'integer',
      minimum: 1,
      title: '予約数',
      'x-title-en': 'Number of reservations',
      default: 1,
    },
    ...effectCommonProperties,
  },
  required: ['type', 'fire_type', 'event_slot_id'],
  additionalProperties: false,
  allOf: [{ if: { properties: { fire_type: { const: 0 } } }, then: { required: ['num_of_takes'] } }],
} as const satisfies BlockSchema;

/** A plan of an event slot as the slot item carries it (spec 000 §3.9: id, name, price). */
interface EventMenu {
  id: number | string;
  name?: string;
}

function eventMenus(slot: ItemRef): EventMenu[] | undefined {
  if (!Array.isArray(slot.event_menus)) return undefined;
  return slot.event_menus.filter(
    (menu): menu is EventMenu => typeof menu === 'object' && menu !== null && 'id' in menu,
  );
}

/** Whether a slot has plans: its `has_menu` flag when given, else whether it lists any plan. */
export function slotHasMenu(slot: ItemRef): boolean {
  if (slot.has_menu !== undefined && slot.has_menu !== null) return Boolean(slot.has_menu);
  return (eventMenus(slot)?.length ?? 0) > 0;
}

/** The slot item when the context knows it (null and undefined: deleted or not loaded, nothing to check). */
function slotOf(d: { event_slot_id?: number }, ctx: PluginContext): ItemRef | undefined {
  return d.event_slot_id === undefined
    ? undefined
    : (ctx.item('event_reserve', d.event_slot_id) ?? undefined);
}

function planName(d: { event_menu_id?: number }, slot: ItemRef | undefined, ctx: PluginContext): string {
  const menu = slot && eventMenus(slot)?.find((m) => String(m.id) === String(d.event_menu_id));
  return typeof menu?.name === 'string'
    ? truncateName(menu.name)
    : itemName(ctx, 'event_menu', d.event_menu_id);
}

/**
 * Make or cancel an event reservation (effect 31, ability event_reserve; spec 000 §2.5, §3.8, §3.9): a slot,
 * a plan when the slot has plans (the slot item's `has_menu` and `event_menus`), and the number of
 * reservations (at least 1) when making one. The console shows the remaining count beside the number (its
 * `reservation-takes` widget); when it cannot be fetched it shows this plugin's `rest_unavailable` message
 * (残数が取得できませんでした).
 */
export const reservationEffect = definePlugin({
  kind: 'effect',
  type: 31,
  key: 'reservation',
  label: { ja: 'イベント予約操作', en: 'Event reservation operation' },
  description: { ja: 'イベントの予約を作成・キャンセルします', en: 'Makes or cancels an event reservation' },
  multiplicity: 'multiple',
  ability: 'event_reserve',
  listed: true,
  menuOrder: 110,
  version: 1,
  migrations: {},
  schema,
  // event_slot_id is left for the operator to choose ('required' until then).
  defaults: () =>
    ({ type: 31 as const, fire_type: 0 as const, num_of_takes: 1 }) as {
      type: 31;
      fire_type: 0;
      num_of_takes: number;
      event_slot_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.event_slot_id === undefined) return 'No event slot chosen';
      const plan = d.event_menu_id === undefined ? '' : ` (${planName(d, slotOf(d, ctx), ctx)})`;
      const target = `${quoteIn('en', itemName(ctx, 'event_reserve', d.event_slot_id))}${plan}`;
      return d.fire_type === RESERVATION_CANCEL
        ? `Cancel the reservation of ${target}`
        : `Reserve ${d.num_of_takes ?? 1} of ${target}`;
    }
    if (d.event_slot_id === undefined) return 'イベント予約枠未選択';
    const slot = slotOf(d, ctx);
    const plan = d.event_menu_id === undefined ? '' : `(${planName(d, slot, ctx)})`;
    const target = `「${itemName(ctx, 'event_reserve', d.event_slot_id)}」${plan}`;
    return d.fire_type === RESERVATION_CANCEL
      ? `${target}の予約をキャンセル`
      : `${target}を${d.num_of_takes ?? 1}件予約`;
  },
  rules: [
    {
      code: 'action_required',
      path: '/event_menu_id',
      violated: (d, ctx) => {
        const slot = slotOf(d, ctx);
        return !!slot && slotHasMenu(slot) && d.event_menu_id === undefined;
      },
    },
    {
      code: 'event_menu_not_in_slot',
      path: '/event_menu_id',
      violated: (d, ctx) => {
        const slot = slotOf(d, ctx);
        if (!slot || d.event_menu_id === undefined) return false;
        if (!slotHasMenu(slot)) return true;
        const menus = eventMenus(slot);
        return !!menus && !menus.some((menu) => String(menu.id) === String(d.event_menu_id));
      },
    },
    // Making or cancelling sends the reservation messages, which count against the message quota.
    { code: 'reservation_quota', severity: 'warning', violated: () => true },
  ],
  changes: [
    {
      on: ['event_slot_id'],
      description: {
        ja: '予約枠を変えるとプランの選択を消します',
        en: 'Changing the slot clears the plan',
      },
      apply(draft, prev) {
        if (draft.event_slot_id !== prev.event_slot_id) delete draft.event_menu_id;
      },
    },
    {
      on: ['fire_type'],
      description: {
        ja: 'キャンセルにすると予約数を消し、予約に戻すと予約数1を入れます',
        en: 'Cancelling removes the number of reservations; making one again fills 1',
      },
      apply(draft) {
        if (draft.fire_type === RESERVATION_CANCEL) delete draft.num_of_takes;
        else draft.num_of_takes ??= 1;
      },
    },
  ],
  messages: {
    event_menu_not_in_slot: {
      ja: 'このプランは選択した予約枠にありません',
      en: 'This plan does not belong to the chosen slot',
    },
    reservation_quota: {
      ja: 'イベント予約の操作で送信されるメッセージは、メッセージ通数を消費する場合があります',
      en: 'Messages sent by reservation operations may count against the message quota',
    },
    rest_unavailable: { ja: '残数が取得できませんでした', en: 'The remaining count could not be fetched' },
  },
  widgets: { 'reservation-takes': { load: () => import('./Widget.tsx') } },
  ui: {
    order: ['fire_type', 'event_slot_id', 'event_menu_id', 'num_of_takes'],
    // A number input that shows the remaining count of the chosen plan or slot (spec 000 §2.5): ./Widget.tsx.
    widgets: { num_of_takes: 'reservation-takes' },
    visibleWhen: {
      // A plan is asked for only when the slot has plans (or one is already set and must be visible to fix).
      event_menu_id: (d, ctx) => {
        const slot = slotOf(d, ctx);
        return d.event_menu_id !== undefined || (!!slot && slotHasMenu(slot));
      },
    },
  },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? reservationDryRun : undefined },
  examples: {
    valid: [
      { type: 31, fire_type: 0, event_slot_id: 2, num_of_takes: 1 },
      { type: 31, fire_type: 0, event_slot_id: 1, event_menu_id: 11, num_of_takes: 2 },
      { type: 31, fire_type: 1, event_slot_id: 2 },
    ],
    invalid: [
      {
        data: { type: 31, fire_type: 0, num_of_takes: 1 },
        expect: 'action_required',
        path: '/event_slot_id',
      },
      {
        data: { type: 31, fire_type: 0, event_slot_id: 2, num_of_takes: 0 },
        expect: 'minimum',
        path: '/num_of_takes',
      },
      { data: { type: 31, fire_type: 0, event_slot_id: 2 }, expect: 'required', path: '/num_of_takes' },
      { data: { type: 31, fire_type: 2, event_slot_id: 2 }, expect: 'enum', path: '/fire_type' },
    ],
  },
});
