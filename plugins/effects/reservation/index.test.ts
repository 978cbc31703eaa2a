import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  createBlock,
  createContext,
  hasErrors,
  loadBlock,
  updateData,
} from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { reservationEffect } from './index.ts';

/** Effect 31, event reservation (spec 000 §2.4, §2.5, §3.8, §3.9, §5.3, §8, §9), through the engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const withoutEventReserve = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'event_reserve'),
});

const validate = (data: unknown, context = ctx) => registry.validateBlock('effect', data, context);
const errors = (data: unknown, context = ctx) =>
  validate(data, context).filter((i) => i.severity === 'error');
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const QUOTA = 'イベント予約の操作で送信されるメッセージは、メッセージ通数を消費する場合があります';
const quota = expect.objectContaining({
  path: '',
  code: 'reservation_quota',
  message: QUOTA,
  severity: 'warning',
});
/** Slot 1 has plans 11 and 12, slot 2 none, slot 3 plan 21 (tests/support/demo-context.ts). */
const make = (overrides: Record<string, unknown>) => ({
  type: 31,
  fire_type: 0,
  event_slot_id: 2,
  num_of_takes: 1,
  ...overrides,
});
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>, context = ctx) =>
  reservationEffect.summary(make(data) as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 31 reservation: ability event_reserve, multiple', () => {
  it('is offered only to accounts with the event_reserve ability', () => {
    const offered = (context = ctx) =>
      addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type);
    expect(offered()).toContain(31);
    expect(offered(withoutEventReserve)).not.toContain(31);
    expect(
      applyOperation(registry, [], { op: 'add', block: newBlock(31) }, withoutEventReserve),
    ).toMatchObject({
      ok: false,
      issue: { code: 'ability_missing' },
    });
  });

  it('may be added more than once', () => {
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(31) }, ctx);
    if (!first.ok) throw new Error('first add refused');
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(31) }, ctx);
    expect(second.ok && second.blocks.length).toBe(2);
  });
});

describe('effect 31 reservation: slot, plan and count', () => {
  it('creates a block that makes one reservation, the slot left to choose', () => {
    const block = newBlock(31);
    expect(block.data).toEqual({ type: 31, fire_type: 0, num_of_takes: 1 });
    expect(validate(block.data)).toEqual([
      issue('/event_slot_id', 'action_required', 'イベント予約枠を選択してください'),
    ]);
  });

  it('accepts a slot without plans, and warns that the message quota may be used', () => {
    expect(validate(make({}))).toEqual([quota]);
    expect(hasErrors(validate(make({})))).toBe(false);
    expect(validate(make({ fire_type: 1, num_of_takes: undefined }))).toEqual([quota]);
  });

  it('asks for a plan when the slot has plans: プランを選択してください', () => {
    expect(errors(make({ event_slot_id: 1 }))).toEqual([
      issue('/event_menu_id', 'action_required', 'プランを選択してください'),
    ]);
    expect(errors(make({ event_slot_id: 1, fire_type: 1, num_of_takes: undefined }))).toEqual([
      issue('/event_menu_id', 'action_required', 'プランを選択してください'),
    ]);
    expect(errors(make({ event_slot_id: 1, event_menu_id: 11 }))).toEqual([]);
    expect(errors(make({ event_slot_id: 3, event_menu_id: 21 }))).toEqual([]);
  });

  it('refuses a plan of another slot, and a plan for a slot without plans', () => {
    const NOT_IN_SLOT = 'このプランは選択した予約枠にありません';
    expect(errors(make({ event_slot_id: 1, event_menu_id: 21 }))).toEqual([
      issue('/event_menu_id', 'event_menu_not_in_slot', NOT_IN_SLOT),
    ]);
    expect(errors(make({ event_slot_id: 2, event_menu_id: 11 }))).toEqual([
      issue('/event_menu_id', 'event_menu_not_in_slot', NOT_IN_SLOT),
    ]);
  });

  it('reads has_menu alone, and event_menus alone, when the slot item carries only one', () => {
    const onlyFlag = createContext({ items: { event_reserve: [{ id: 1, name: '枠', has_menu: 1 }] } });
    expect(errors(make({ event_slot_id: 1 }), onlyFlag)).toEqual([
      expect.objectContaining({ code: 'action_required' }),
    ]);
    expect(errors(make({ event_slot_id: 1, event_menu_id: 99 }), onlyFlag)).toEqual([]);
    const onlyMenus = createContext({
      items: { event_reserve: [{ id: 1, name: '枠', event_menus: [{ id: 5, name: 'A' }] }] },
    });
    expect(errors(make({ event_slot_id: 1 }), onlyMenus)).toEqual([
      expect.objectContaining({ code: 'action_required' }),
    ]);
    expect(errors(make({ event_slot_id: 1, event_menu_id: 5 }), onlyMenus)).toEqual([]);
  });

  it('does not judge the plan of a slot the context does not know or that was deleted', () => {
    expect(errors(make({ event_slot_id: 50 }))).toEqual([]);
    expect(errors(make({ event_slot_id: 50, event_menu_id: 11 }))).toEqual([]);
    const deleted = createContext({ ...demoContextInput, deleted: { event_reserve: [1] } });
    expect(errors(make({ event_slot_id: 1 }), deleted)).toEqual([]);
  });

  it('needs at least 1 reservation when making one: 予約数は1以上で入力してください', () => {
    expect(errors(make({ num_of_takes: 0 }))).toEqual([
      issue('/num_of_takes', 'minimum', '予約数は1以上で入力してください'),
    ]);
    expect(errors(make({ num_of_takes: undefined }))).toEqual([
      issue('/num_of_takes', 'required', '予約数を入力してください'),
    ]);
    expect(errors(make({ num_of_takes: 1.5 }))).toEqual([
      issue('/num_of_takes', 'integer', '予約数は整数で入力してください'),
    ]);
    expect(errors(make({ num_of_takes: 30 }))).toEqual([]);
  });

  it('refuses an unknown operation and slot ids below 1', () => {
    expect(errors(make({ fire_type: 2 }))).toEqual([
      issue('/fire_type', 'enum', '操作の値が選択肢にありません'),
    ]);
    expect(errors(make({ event_slot_id: 0 }))).toEqual([
      issue('/event_slot_id', 'action_required', 'イベント予約枠を選択してください'),
    ]);
    expect(errors(make({ event_slot_id: 1, event_menu_id: 0 }))).toEqual([
      issue('/event_menu_id', 'action_required', 'プランを選択してください'),
    ]);
  });
});

// The remaining count (rest_unavailable: 残数が取得できませんでした) is the console's: its widget's test shows the
// count and the failure text (Widget.test.tsx).

describe('effect 31 reservation: change rules and visibility', () => {
  it('clears the plan when the slot changes', () => {
    const block = load(make({ event_slot_id: 1, event_menu_id: 11, num_of_takes: 2 }));
    expect(updateData(registry, block, ['event_slot_id'], 3, ctx)).toEqual(
      make({ event_slot_id: 3, num_of_takes: 2 }),
    );
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['event_slot_id'], value: 2 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual(make({ event_slot_id: 2, num_of_takes: 2 }));
  });

  it('keeps the plan when another field changes', () => {
    const block = load(make({ event_slot_id: 1, event_menu_id: 11 }));
    expect(updateData(registry, block, ['num_of_takes'], 3, ctx)).toEqual(
      make({ event_slot_id: 1, event_menu_id: 11, num_of_takes: 3 }),
    );
  });

  it('removes the count when cancelling and fills 1 when making a reservation again', () => {
    const block = load(make({ num_of_takes: 4 }));
    const cancel = updateData(registry, block, ['fire_type'], 1, ctx);
    expect(cancel).toEqual({ type: 31, fire_type: 1, event_slot_id: 2 });
    expect(updateData(registry, { ...block, data: cancel }, ['fire_type'], 0, ctx)).toEqual(make({}));
  });

  it('shows the plan only for a slot with plans, or when a plan is set', () => {
    const visible = reservationEffect.ui?.visibleWhen?.event_menu_id;
    expect(visible?.(make({ event_slot_id: 1 }) as never, ctx)).toBe(true);
    expect(visible?.(make({ event_slot_id: 2 }) as never, ctx)).toBe(false);
    expect(visible?.(make({ event_slot_id: 2, event_menu_id: 11 }) as never, ctx)).toBe(true);
    expect(visible?.(make({ event_slot_id: undefined }) as never, ctx)).toBe(false);
  });
});

describe('effect 31 reservation: summary', () => {
  it('names the slot, the plan and the count', () => {
    expect(summary({})).toBe('「オンライン説明会」を1件予約');
    expect(summary({ event_slot_id: 1, event_menu_id: 11, num_of_takes: 2 })).toBe(
      '「体験レッスン」(通常コース)を2件予約',
    );
  });

  it('words a cancellation', () => {
    expect(summary({ fire_type: 1, num_of_takes: undefined })).toBe('「オンライン説明会」の予約をキャンセル');
    expect(summary({ fire_type: 1, event_slot_id: 1, event_menu_id: 11 })).toBe(
      '「体験レッスン」(通常コース)の予約をキャンセル',
    );
  });

  it('cuts plan names to 10 characters, and names plans the slot does not list', () => {
    expect(summary({ event_slot_id: 1, event_menu_id: 12 })).toBe(
      '「体験レッスン」(プレミアムコース特別…)を1件予約',
    );
    expect(summary({ event_slot_id: 50, event_menu_id: 11 })).toBe('「ID:50」(通常コース)を1件予約');
    expect(summary({ event_slot_id: 2, event_menu_id: 77 })).toBe('「オンライン説明会」(ID:77)を1件予約');
  });

  it('says when no slot is chosen, and names a deleted slot', () => {
    expect(summary({ event_slot_id: undefined })).toBe('イベント予約枠未選択');
    const deleted = createContext({ ...demoContextInput, deleted: { event_reserve: [2] } });
    expect(summary({}, deleted)).toBe('「(削除済み)」を1件予約');
  });
});
