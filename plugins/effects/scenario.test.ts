import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  createBlock,
  createContext,
  loadBlock,
  updateData,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { scenarioEffect } from './scenario.ts';

/** Effect 5, scenario operation (spec 000 §2.4, §2.5, §4, §5.3, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const withoutScenario = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'scenario'),
});

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>, context = ctx) =>
  scenarioEffect.summary({ type: 5, move: 0, ...data } as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 5 scenario: single use, ability scenario', () => {
  it('is offered only to accounts with the scenario ability', () => {
    const offered = (context = ctx) =>
      addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type);
    expect(offered()).toContain(5);
    expect(offered()).toEqual(expect.arrayContaining([1, 13, 6]));
    expect(offered(withoutScenario)).not.toContain(5);
    expect(offered(withoutScenario)).toEqual(offered().filter((type) => type !== 5));
  });

  it('stays in the add menu, unavailable, once a scenario step is in the list', () => {
    const blocks = [newBlock(1), newBlock(5)];
    const scenario = addableTypes(registry, 'effect', blocks, ctx).find((t) => t.plugin.type === 5);
    expect(scenario).toMatchObject({ available: false, reason: 'already_added' });
    const text = addableTypes(registry, 'effect', blocks, ctx).find((t) => t.plugin.type === 1);
    expect(text).toMatchObject({ available: true });
  });

  it('refuses a second scenario step: 既に追加されています', () => {
    const first = applyOperation(registry, [newBlock(1)], { op: 'add', block: newBlock(5) }, ctx);
    expect(first.ok && first.blocks.map((b) => b.type)).toEqual([1, 5]);
    if (!first.ok) return;
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(5), index: 0 }, ctx);
    expect(second).toEqual({
      ok: false,
      issue: { path: '', code: 'already_added', severity: 'error', message: '既に追加されています' },
    });
  });

  it('can be added again once the first one is removed', () => {
    const scenario = newBlock(5);
    const removed = applyOperation(registry, [scenario], { op: 'remove', id: scenario.id }, ctx);
    expect(removed.ok).toBe(true);
    if (!removed.ok) return;
    const again = applyOperation(registry, removed.blocks, { op: 'add', block: newBlock(5) }, ctx);
    expect(again.ok && again.blocks.length).toBe(1);
  });

  it('lets multiple-use steps be added twice', () => {
    const result = applyOperation(registry, [newBlock(1)], { op: 'add', block: newBlock(1) }, ctx);
    expect(result.ok && result.blocks.length).toBe(2);
  });

  it('refuses the step for an account without the ability', () => {
    const result = applyOperation(registry, [], { op: 'add', block: newBlock(5) }, withoutScenario);
    expect(result).toEqual({
      ok: false,
      issue: expect.objectContaining({
        code: 'ability_missing',
        message: 'このアカウントでは利用できない種類です',
      }),
    });
  });
});

describe('effect 5 scenario: the scenario (group_id)', () => {
  it('creates a block that starts from the beginning, the scenario left to choose', () => {
    const block = newBlock(5);
    expect(block.data).toEqual({ type: 5, move: 0 });
    expect(validate(block.data)).toEqual([
      issue('/group_id', 'action_required', 'シナリオを選択してください'),
    ]);
  });

  it('accepts a scenario, 0 (stop) and -1 (resume)', () => {
    for (const groupId of [3, 0, -1]) expect(validate({ type: 5, group_id: groupId, move: 0 })).toEqual([]);
  });

  it('refuses group ids below -1 and non-integers', () => {
    expect(validate({ type: 5, group_id: -2, move: 0 })).toEqual([
      issue('/group_id', 'action_required', 'シナリオを選択してください'),
    ]);
    expect(validate({ type: 5, group_id: 1.5, move: 0 })).toEqual([
      issue('/group_id', 'integer', 'シナリオは整数で入力してください'),
    ]);
  });

  it.each([0, -1])('choosing %i resets move to the start and clears day and time', (groupId) => {
    const block = load({ type: 5, group_id: 3, move: 1, date: 2, time: '09:00' });
    const data = updateData(registry, block, ['group_id'], groupId, ctx);
    expect(data).toEqual({ type: 5, group_id: groupId, move: 0 });
    expect(validate(data)).toEqual([]);
  });

  it('keeps the midpoint when another scenario is chosen', () => {
    const block = load({ type: 5, group_id: 3, move: 1, date: 2, time: '09:00' });
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['group_id'], value: 8 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({
      type: 5,
      group_id: 8,
      move: 1,
      date: 2,
      time: '09:00',
    });
  });
});

describe('effect 5 scenario: start from a midpoint (move 1)', () => {
  it('accepts a midpoint with day and time', () => {
    expect(validate({ type: 5, group_id: 3, move: 1, date: 2, time: '09:00' })).toEqual([]);
    expect(validate({ type: 5, group_id: 3, move: 1, date: 9999, time: '23:59' })).toEqual([]);
  });

  it('needs day and time', () => {
    expect(validate({ type: 5, group_id: 3, move: 1 })).toEqual([
      issue('/date', 'required', '日数を入力してください'),
      issue('/time', 'required', '時刻を入力してください'),
    ]);
  });

  it('bounds the day to 0–9999 and the time to HH:mm', () => {
    const midpoint = { type: 5, group_id: 3, move: 1, date: 1, time: '00:00' };
    expect(validate({ ...midpoint, date: -1 })).toEqual([
      issue('/date', 'minimum', '日数は0以上で入力してください'),
    ]);
    expect(validate({ ...midpoint, date: 10000 })).toEqual([
      issue('/date', 'maximum', '日数は9999以下で入力してください'),
    ]);
    for (const time of ['24:00', '9:00', '09:60']) {
      expect(validate({ ...midpoint, time })).toEqual([
        issue('/time', 'pattern', '時刻の形式が正しくありません'),
      ]);
    }
  });

  it('refuses an unknown move', () => {
    expect(validate({ type: 5, group_id: 3, move: 2 })).toEqual([
      issue('/move', 'enum', '開始位置の値が選択肢にありません'),
    ]);
  });

  it('fills day 0 and the default time 00:00 when switching to a midpoint', () => {
    const block = load({ type: 5, group_id: 3, move: 0 });
    const data = updateData(registry, block, ['move'], 1, ctx);
    expect(data).toEqual({ type: 5, group_id: 3, move: 1, date: 0, time: '00:00' });
    expect(validate(data)).toEqual([]);
  });

  it('keeps a day and time already there', () => {
    const block = load({ type: 5, group_id: 3, move: 0, date: 4, time: '10:30' });
    expect(updateData(registry, block, ['move'], 1, ctx)).toEqual({
      type: 5,
      group_id: 3,
      move: 1,
      date: 4,
      time: '10:30',
    });
  });

  it('clears day and time when switching back to the start', () => {
    const block = load({ type: 5, group_id: 3, move: 1, date: 2, time: '09:00' });
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['move'], value: 0 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({ type: 5, group_id: 3, move: 0 });
  });

  it.each([0, -1])('refuses raw data with a midpoint and group_id %i', (groupId) => {
    expect(validate({ type: 5, group_id: groupId, move: 1, date: 1, time: '00:00' })).toEqual([
      issue('/move', 'scenario_midpoint_needs_scenario', '途中から開始するにはシナリオを選択してください'),
    ]);
  });
});

describe('effect 5 scenario: summary', () => {
  it('words stop and resume', () => {
    expect(summary({ group_id: 0 })).toBe('シナリオ配信を停止');
    expect(summary({ group_id: -1 })).toBe('以前のシナリオを再開');
  });

  it('says when no scenario is chosen', () => {
    expect(summary({})).toBe('シナリオ未選択');
  });

  it('names the scenario and where it starts', () => {
    expect(summary({ group_id: 3 })).toBe('「新規登録シナリオ」を最初から開始');
    expect(summary({ group_id: 3, move: 1, date: 2, time: '09:00' })).toBe(
      '「新規登録シナリオ」を2日目 09:00から開始',
    );
  });

  it('words the midpoint filled by the change rule', () => {
    const data = updateData(registry, load({ type: 5, group_id: 3, move: 0 }), ['move'], 1, ctx);
    expect(scenarioEffect.summary(data as never, ctx)).toBe('「新規登録シナリオ」を0日目 00:00から開始');
  });

  it('names a scenario not loaded by its id and a deleted one as (削除済み)', () => {
    expect(summary({ group_id: 8 })).toBe('「ID:8」を最初から開始');
    const deleted = createContext({ ...demoContextInput, deleted: { scenario: [3] } });
    expect(summary({ group_id: 3 }, deleted)).toBe('「(削除済み)」を最初から開始');
  });
});
