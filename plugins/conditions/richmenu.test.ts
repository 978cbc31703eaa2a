import { describe, expect, it } from 'vitest';
import {
  applyOperation,
  createBlock,
  createContext,
  loadBlock,
  updateData,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { richmenuCondition } from './richmenu.ts';

/** Condition 93, rich menu (spec 001 §3, §4, §9). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);
const summary = (data: Record<string, unknown>) =>
  richmenuCondition.summary({ type: 93, ...data } as never, ctx);

describe('condition 93 richmenu (ability richmenu)', () => {
  it('accepts 0 set, 10 not set with a menu, 2 any set and 12 none set without one', () => {
    expect(richmenuCondition.ability).toBe('richmenu');
    expect(validate({ type: 93, richmenu_id: 1, match: 0 })).toEqual([]);
    expect(validate({ type: 93, richmenu_id: 1, match: 10 })).toEqual([]);
    expect(validate({ type: 93, match: 2 })).toEqual([]);
    expect(validate({ type: 93, match: 12 })).toEqual([]);
    expect(validate({ type: 93, richmenu_id: 1, match: 1 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
  });

  it('needs the menu for 0 and 10', () => {
    expect(validate(createBlock(registry, 'condition', 93, ctx, () => 'c1').data)).toEqual([
      issue('/richmenu_id', 'action_required', 'リッチメニューを選択してください'),
    ]);
    expect(validate({ type: 93, match: 10 })).toEqual([
      issue('/richmenu_id', 'action_required', 'リッチメニューを選択してください'),
    ]);
  });

  it('"not specified" sets match to any-set (2) and clears richmenu_id', () => {
    expect(update({ type: 93, richmenu_id: 1, match: 0 }, 'richmenu_id', undefined)).toEqual({
      type: 93,
      match: 2,
    });
    expect(update({ type: 93, richmenu_id: 1, match: 10 }, 'richmenu_id', undefined)).toEqual({
      type: 93,
      match: 2,
    });
    expect(update({ type: 93, richmenu_id: 1, match: 0 }, 'richmenu_id', 0)).toEqual({ type: 93, match: 2 });
    const result = applyOperation(
      registry,
      [load({ type: 93, richmenu_id: 2, match: 0 })],
      { op: 'update', id: 'c1', path: ['richmenu_id'], value: undefined },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({ type: 93, match: 2 });
  });

  it('choosing a menu returns to the per-menu modes; the any-menu modes drop the menu', () => {
    expect(update({ type: 93, match: 2 }, 'richmenu_id', 1)).toEqual({ type: 93, richmenu_id: 1, match: 0 });
    expect(update({ type: 93, match: 12 }, 'richmenu_id', 1)).toEqual({
      type: 93,
      richmenu_id: 1,
      match: 10,
    });
    expect(update({ type: 93, richmenu_id: 1, match: 0 }, 'richmenu_id', 2)).toEqual({
      type: 93,
      richmenu_id: 2,
      match: 0,
    });
    expect(update({ type: 93, richmenu_id: 1, match: 0 }, 'match', 12)).toEqual({ type: 93, match: 12 });
    expect(update({ type: 93, richmenu_id: 1, match: 0 }, 'match', 10)).toEqual({
      type: 93,
      richmenu_id: 1,
      match: 10,
    });
  });

  it('summarises each match', () => {
    expect(summary({ richmenu_id: 1, match: 0 })).toBe('リッチメニュー『メインメニュー』が設定されている');
    expect(summary({ richmenu_id: 2, match: 10 })).toBe(
      'リッチメニュー『キャンペーン用リッチ…』が設定されていない',
    );
    expect(summary({ match: 2 })).toBe('いずれかのリッチメニューが設定されている');
    expect(summary({ match: 12 })).toBe('リッチメニューが設定されていない');
    expect(summary({ match: 0 })).toBe('リッチメニュー未選択');
  });
});
