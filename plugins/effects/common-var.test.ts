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
import { commonVarEffect, fixDecimals } from './common-var.ts';

/** Effect 32, common-info operation (spec 000 §2.5, §3.8, §5.2, §5.3, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown, context = ctx) => registry.validateBlock('effect', data, context);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
/** Item 1 is a number bounded 0–9999, 2 a number without bounds, 3 a standard text, 4 a date. */
const add = (overrides: Record<string, unknown>) => ({
  type: 32,
  common_var_id: 1,
  operand: 2,
  value_type: 1,
  fix_value: 5,
  ...overrides,
});
const random = (overrides: Record<string, unknown>) =>
  add({ value_type: 2, fix_value: undefined, min_value: 1, max_value: 10, ...overrides });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>, context = ctx) =>
  commonVarEffect.summary(add(data) as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 32 common-var: offered to every account, multiple', () => {
  it('needs no ability and may be added more than once', () => {
    const bare = createContext({});
    expect(addableTypes(registry, 'effect', [], bare).map((t) => t.plugin.type)).toContain(32);
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(32) }, bare);
    if (!first.ok) throw new Error('first add refused');
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(32) }, bare);
    expect(second.ok && second.blocks.length).toBe(2);
  });
});

describe('effect 32 common-var: the item (numeric items only)', () => {
  it('creates a block that adds a constant, item and value left to choose', () => {
    const block = newBlock(32);
    expect(block.data).toEqual({ type: 32, operand: 2, value_type: 1 });
    expect(validate(block.data)).toEqual([
      issue('/fix_value', 'required', '値を入力してください'),
      issue('/common_var_id', 'action_required', '共通情報を選択してください'),
    ]);
  });

  it('accepts number items, and items the context does not know', () => {
    expect(validate(add({}))).toEqual([]);
    expect(validate(add({ common_var_id: 2 }))).toEqual([]);
    expect(validate(add({ common_var_id: 50 }))).toEqual([]);
  });

  it.each([3, 4])('refuses the non-number item %i: 数値型の共通情報を選択してください', (id) => {
    expect(validate(add({ common_var_id: id }))).toEqual([
      issue('/common_var_id', 'common_var_not_number', '数値型の共通情報を選択してください'),
    ]);
  });

  it('refuses item ids below 1', () => {
    expect(validate(add({ common_var_id: 0 }))).toEqual([
      issue('/common_var_id', 'action_required', '共通情報を選択してください'),
    ]);
  });
});

describe('effect 32 common-var: operand and constant value', () => {
  it('accepts add (2) and subtract (3) only', () => {
    expect(validate(add({ operand: 3 }))).toEqual([]);
    for (const operand of [1, 4]) {
      expect(validate(add({ operand }))).toEqual([issue('/operand', 'enum', '操作の値が選択肢にありません')]);
    }
  });

  it('needs the constant: 値を入力してください', () => {
    expect(validate(add({ fix_value: undefined }))).toEqual([
      issue('/fix_value', 'required', '値を入力してください'),
    ]);
  });

  it('has a minimum of 0 for add and subtract', () => {
    expect(validate(add({ fix_value: 0 }))).toEqual([]);
    for (const operand of [2, 3]) {
      expect(validate(add({ operand, fix_value: -1 }))).toEqual([
        issue('/fix_value', 'minimum', '値は0以上で入力してください'),
      ]);
    }
  });

  it("is bounded by the item's maximum when it gives one", () => {
    expect(validate(add({ fix_value: 9999 }))).toEqual([]);
    expect(validate(add({ fix_value: 10000 }))).toEqual([
      issue('/fix_value', 'maximum', '値は9999以下で入力してください'),
    ]);
  });

  it('is bounded by ±9999999999.999 otherwise', () => {
    expect(validate(add({ common_var_id: 2, fix_value: 9999999999.999 }))).toEqual([]);
    expect(validate(add({ common_var_id: 2, fix_value: 10000000000 }))).toEqual([
      issue('/fix_value', 'maximum', '値は9999999999.999以下で入力してください'),
    ]);
  });

  it('reads a maximum given as text, and ignores one that is no number', () => {
    const textMax = createContext({ items: { common_vars: [{ id: 1, name: '在庫', type: 2, max: '100' }] } });
    expect(validate(add({ fix_value: 101 }), textMax)).toEqual([
      issue('/fix_value', 'maximum', '値は100以下で入力してください'),
    ]);
    const noMax = createContext({ items: { common_vars: [{ id: 1, name: '在庫', type: 2, max: 'なし' }] } });
    expect(validate(add({ fix_value: 101 }), noMax)).toEqual([]);
  });

  it('allows at most 3 decimals', () => {
    expect(validate(add({ fix_value: 1.125 }))).toEqual([]);
    expect(validate(add({ fix_value: 1.1234 }))).toEqual([
      issue('/fix_value', 'decimal_digits', '値の小数点以下は3桁以内で入力してください'),
    ]);
  });

  it('fixes a non-integer to 3 decimals when entered (change rule)', () => {
    const block = load(add({}));
    expect(updateData(registry, block, ['fix_value'], 1.23456, ctx)).toEqual(add({ fix_value: 1.235 }));
    expect(updateData(registry, block, ['fix_value'], 2.5, ctx)).toEqual(add({ fix_value: 2.5 }));
    expect(updateData(registry, block, ['fix_value'], 7, ctx)).toEqual(add({ fix_value: 7 }));
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['fix_value'], value: 0.0004 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual(add({ fix_value: 0 }));
  });

  it('rounds half up as the decimals are written, and leaves 3-decimal numbers unchanged', () => {
    expect(fixDecimals(1.23456)).toBe(1.235);
    expect(fixDecimals(1.0005)).toBe(1.001);
    expect(fixDecimals(2.675)).toBe(2.675);
    expect(fixDecimals(-1.0005)).toBe(-1.001);
    expect(fixDecimals(9999999999.9994)).toBe(9999999999.999);
    expect(fixDecimals(1e-7)).toBe(0);
    expect(fixDecimals(-1e-7)).toBe(0);
    for (const n of [0, 1, 1.001, 2.675, 9999999999.999])
      expect(fixDecimals(fixDecimals(n))).toBe(fixDecimals(n));
  });

  it('refuses 1.0005, which is no 3-decimal number though it prints close to one', () => {
    expect(validate(add({ fix_value: 1.0005 }))).toEqual([
      issue('/fix_value', 'decimal_digits', '値の小数点以下は3桁以内で入力してください'),
    ]);
  });
});

describe('effect 32 common-var: random amount (value_type 2)', () => {
  it('accepts a range and needs both ends', () => {
    expect(validate(random({}))).toEqual([]);
    expect(validate(random({ min_value: 0, max_value: 0 }))).toEqual([]);
    expect(validate(random({ min_value: undefined, max_value: undefined }))).toEqual([
      issue('/min_value', 'required', '最小値を入力してください'),
      issue('/max_value', 'required', '最大値を入力してください'),
    ]);
  });

  it('refuses a negative minimum, ends over the item maximum, and more than 3 decimals', () => {
    expect(validate(random({ min_value: -1 }))).toEqual([
      issue('/min_value', 'minimum', '最小値は0以上で入力してください'),
    ]);
    expect(validate(random({ min_value: 10000, max_value: 10001 }))).toEqual([
      issue('/min_value', 'maximum', '最小値は9999以下で入力してください'),
      issue('/max_value', 'maximum', '最大値は9999以下で入力してください'),
    ]);
    expect(validate(random({ max_value: 10.0001 }))).toEqual([
      issue('/max_value', 'decimal_digits', '最大値の小数点以下は3桁以内で入力してください'),
    ]);
  });

  it('refuses raw data whose maximum is below the minimum: range_max_below_min', () => {
    expect(validate(random({ min_value: 5, max_value: 1 }))).toEqual([
      issue('/max_value', 'range_max_below_min', '最大値は最小値以上にしてください'),
    ]);
  });

  it('raises the maximum to the minimum and rounds both (change rule)', () => {
    const block = load(random({}));
    expect(updateData(registry, block, ['min_value'], 20, ctx)).toMatchObject({
      min_value: 20,
      max_value: 20,
    });
    expect(updateData(registry, block, ['max_value'], 0, ctx)).toMatchObject({ min_value: 1, max_value: 1 });
    expect(updateData(registry, block, ['max_value'], 3.33339, ctx)).toMatchObject({
      min_value: 1,
      max_value: 3.333,
    });
  });

  it('drops the values of the other value type when switching', () => {
    const toRandom = updateData(registry, load(add({})), ['value_type'], 2, ctx);
    expect(toRandom).toEqual({ type: 32, common_var_id: 1, operand: 2, value_type: 2 });
    expect(updateData(registry, load(random({})), ['value_type'], 1, ctx)).toEqual({
      type: 32,
      common_var_id: 1,
      operand: 2,
      value_type: 1,
    });
  });
});

describe('effect 32 common-var: summary', () => {
  it('words adding and subtracting a constant', () => {
    expect(summary({})).toBe('「在庫数」に5を加算');
    expect(summary({ operand: 3, fix_value: 1.125 })).toBe('「在庫数」から1.125を減算');
    expect(summary({ fix_value: undefined })).toBe('「在庫数」に(値未設定)を加算');
  });

  it('words a random amount, cutting the name to 10 characters', () => {
    expect(commonVarEffect.summary(random({ common_var_id: 2 }) as never, ctx)).toBe(
      '「累計来店者数カウンタ…」に1〜10の乱数を加算',
    );
  });

  it('says when no item is chosen, and names unknown and deleted items', () => {
    expect(commonVarEffect.summary({ type: 32, operand: 2, value_type: 1 } as never, ctx)).toBe(
      '共通情報未選択',
    );
    expect(summary({ common_var_id: 50 })).toBe('「ID:50」に5を加算');
    const deleted = createContext({ ...demoContextInput, deleted: { common_vars: [1] } });
    expect(summary({}, deleted)).toBe('「(削除済み)」に5を加算');
  });
});
