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
import { menuEffect } from './menu.ts';

/** Effect 14, rich menu operation (spec 000 §2.4, §2.5, §3.8, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const withoutRichmenu = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'richmenu'),
});

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const summary = (data: Record<string, unknown>, context = ctx) =>
  menuEffect.summary({ type: 14, ...data } as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 14 menu: ability richmenu, multiple', () => {
  it('is offered only to accounts with the richmenu ability', () => {
    const offered = (context = ctx) =>
      addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type);
    expect(offered()).toContain(14);
    expect(offered(withoutRichmenu)).not.toContain(14);
  });

  it('refuses the step for an account without the ability', () => {
    expect(applyOperation(registry, [], { op: 'add', block: newBlock(14) }, withoutRichmenu)).toEqual({
      ok: false,
      issue: expect.objectContaining({
        code: 'ability_missing',
        message: 'このアカウントでは利用できない種類です',
      }),
    });
  });

  it('may be added more than once', () => {
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(14) }, ctx);
    if (!first.ok) throw new Error('first add refused');
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(14) }, ctx);
    expect(second.ok && second.blocks.length).toBe(2);
  });
});

describe('effect 14 menu: the menu (menu_id)', () => {
  it('creates a block with the menu left to choose: リッチメニューを入力してください', () => {
    const block = newBlock(14);
    expect(block.data).toEqual({ type: 14 });
    expect(validate(block.data)).toEqual([
      issue('/menu_id', 'action_required', 'リッチメニューを選択してください'),
    ]);
  });

  it('accepts a menu and 0 (remove the menu), with or without a condition', () => {
    expect(validate({ type: 14, menu_id: 1 })).toEqual([]);
    expect(validate({ type: 14, menu_id: 0 })).toEqual([]);
    expect(validate({ type: 14, menu_id: 0, member_query_id: 3 })).toEqual([]);
  });

  it('refuses negative ids, non-integers and unknown fields', () => {
    expect(validate({ type: 14, menu_id: -1 })).toEqual([
      issue('/menu_id', 'action_required', 'リッチメニューを選択してください'),
    ]);
    expect(validate({ type: 14, menu_id: 1.5 })).toEqual([
      issue('/menu_id', 'integer', 'リッチメニューは整数で入力してください'),
    ]);
    expect(validate({ type: 14, menu_id: 1, rmid: 1 })).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties', params: { property: 'rmid' } }),
    ]);
  });

  it('sets the menu through applyOperation', () => {
    const block = loadBlock(registry, 'effect', { type: 14, menu_id: 1 }, () => 'b1');
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['menu_id'], value: 0 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({ type: 14, menu_id: 0 });
    expect(updateData(registry, block, ['menu_id'], 2, ctx)).toEqual({ type: 14, menu_id: 2 });
  });
});

describe('effect 14 menu: summary', () => {
  it('words removing the menu and switching to one', () => {
    expect(summary({ menu_id: 0 })).toBe('リッチメニューを解除');
    expect(summary({ menu_id: 1 })).toBe('リッチメニューを「メインメニュー」に切り替え');
  });

  it('cuts the name to 10 characters with an ellipsis', () => {
    expect(summary({ menu_id: 2 })).toBe('リッチメニューを「キャンペーン用リッチ…」に切り替え');
  });

  it('says when no menu is chosen, and names unknown and deleted menus', () => {
    expect(summary({})).toBe('リッチメニュー未選択');
    expect(summary({ menu_id: 50 })).toBe('リッチメニューを「ID:50」に切り替え');
    const deleted = createContext({ ...demoContextInput, deleted: { menu: [1] } });
    expect(summary({ menu_id: 1 }, deleted)).toBe('リッチメニューを「(削除済み)」に切り替え');
  });
});
