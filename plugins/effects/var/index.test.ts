import { describe, expect, it } from 'vitest';
import {
  applyOperation,
  createBlock,
  createContext,
  loadBlock,
  updateData,
} from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { varEffect } from './index.ts';

/** Effect 6, friend-info operation (spec 000 §2.5, §3.8, §4, §5.2, §5.3, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const reaction = createContext({ ...demoContextInput, flags: { reactionContext: true } });
const linkedDataAllowed = createContext({ ...demoContextInput, flags: { linkedDataAllowed: true } });

const validate = (data: unknown, context = ctx) => registry.validateBlock('effect', data, context);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>, context = ctx) => varEffect.summary(data as never, context);

/** Friend-info items of the demo context by var_type, with a value that type accepts. */
const string = {
  type: 6,
  var_id: 3,
  var_type: 'string',
  operand: 1,
  valuetype: 1,
  fix_value: 'ゴールド会員',
};
const number = { type: 6, var_id: 4, var_type: 'number', operand: 1, valuetype: 1, fix_value: '5' };
const date = { type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 1, fix_value: '2026/01/31' };
const image = { type: 6, var_id: 6, var_type: 'image', operand: 4, valuetype: 1 };
const pdf = { type: 6, var_id: 7, var_type: 'pdf', operand: 4, valuetype: 1 };
const select = { type: 6, var_id: 8, var_type: 'select', operand: 1, valuetype: 1, fix_value: '赤' };
const text = { type: 6, var_id: 9, var_type: 'text', operand: 1, valuetype: 1, fix_value: 'よろしく' };

const OPERAND_NOT_ALLOWED = 'この友だち情報ではこの操作は選べません';

describe('effect 6 var: the friend-info item', () => {
  it('creates a block that assigns a constant, the item left to choose', () => {
    const block = createBlock(registry, 'effect', 6, ctx);
    expect(block.data).toEqual({ type: 6, operand: 1, valuetype: 1 });
    expect(validate(block.data)).toEqual([
      issue('/var_id', 'action_required', '友だち情報を選択してください'),
    ]);
  });

  it('accepts a valid block of every item type', () => {
    for (const data of [string, number, date, image, pdf, select, text])
      expect(validate(data), data.var_type).toEqual([]);
  });

  it('refuses an unknown var_type and a var_id below 1', () => {
    expect(validate({ ...string, var_type: 'colour' })).toEqual([
      issue('/var_type', 'enum', '項目の種類の値が選択肢にありません'),
    ]);
    expect(validate({ ...string, var_id: 0 })).toEqual([
      issue('/var_id', 'action_required', '友だち情報を選択してください'),
    ]);
  });
});

describe('effect 6 var: changing var_id (spec 000 §4)', () => {
  const filled = {
    type: 6,
    var_id: 1,
    var_type: 'number',
    operand: 2,
    valuetype: 2,
    fix_value: '12',
    min_value: 1,
    max_value: 5,
    dynamic_value: 'action_date',
    context: { key: 'course' },
    member_query_id: 7,
  };

  it.each([
    [3, 'string', 1],
    [4, 'number', 1],
    [5, 'date', 1],
    [6, 'image', 4],
    [7, 'pdf', 4],
    [8, 'select', 1],
    [9, 'text', 1],
  ])(
    'item %i: var_type %s, operand %i, valuetype 1, values and context cleared',
    (varId, varType, operand) => {
      const data = updateData(registry, load(filled), ['var_id'], varId, ctx);
      expect(data).toEqual({
        type: 6,
        var_id: varId,
        var_type: varType,
        operand,
        valuetype: 1,
        member_query_id: 7,
      });
    },
  );

  it('resets through applyOperation too', () => {
    const result = applyOperation(
      registry,
      [load(filled)],
      { op: 'update', id: 'b1', path: ['var_id'], value: 6 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({
      type: 6,
      var_id: 6,
      var_type: 'image',
      operand: 4,
      valuetype: 1,
      member_query_id: 7,
    });
    expect(result.ok && validate(result.blocks[0].data)).toEqual([]);
  });

  it('drops var_type when the item is not known to the context', () => {
    const data = updateData(registry, load(filled), ['var_id'], 50, ctx);
    expect(data).toEqual({ type: 6, var_id: 50, operand: 1, valuetype: 1, member_query_id: 7 });
  });

  it('leaves the block alone when the same item is chosen again', () => {
    const block = load(filled);
    expect(updateData(registry, block, ['var_id'], 1, ctx)).toBe(block.data);
  });

  it('asks for the value after choosing a text item', () => {
    const block = createBlock(registry, 'effect', 6, ctx);
    const data = updateData(registry, block, ['var_id'], 3, ctx);
    expect(validate(data)).toEqual([issue('/fix_value', 'required', '値を入力してください')]);
  });
});

describe('effect 6 var: operands by field type and context', () => {
  it('allows every operand on number and text items outside a reaction', () => {
    for (const operand of [1, 2, 3]) expect(validate({ ...number, operand })).toEqual([]);
    for (const operand of [1, 2, 3]) expect(validate({ ...string, operand })).toEqual([]);
    expect(validate({ ...number, operand: 4, fix_value: undefined })).toEqual([]);
  });

  it('allows only assign (1) and clear (4) on a date item', () => {
    expect(validate(date)).toEqual([]);
    expect(validate({ ...date, operand: 4 })).toEqual([]);
    for (const operand of [2, 3]) {
      expect(validate({ ...date, operand })).toEqual([
        issue('/operand', 'operand_not_allowed', OPERAND_NOT_ALLOWED),
      ]);
    }
  });

  it('allows only assign (1) and clear (4) on a choice item', () => {
    expect(validate({ ...select, operand: 4 })).toEqual([]);
    expect(validate({ ...select, operand: 2 })).toEqual([
      issue('/operand', 'operand_not_allowed', OPERAND_NOT_ALLOWED),
    ]);
  });

  it.each([
    ['image', image],
    ['pdf', pdf],
  ])('allows only clear (4) on a %s item', (_name, data) => {
    for (const operand of [1, 2, 3]) {
      expect(validate({ ...data, operand, fix_value: 'a' })).toEqual([
        issue('/operand', 'operand_not_allowed', OPERAND_NOT_ALLOWED),
      ]);
    }
  });

  it('refuses add (2) and subtract (3) in a reaction context', () => {
    for (const operand of [2, 3]) {
      expect(validate({ ...number, operand }, reaction)).toEqual([
        issue('/operand', 'operand_not_in_reaction', '自動応答では加算・減算は選べません'),
      ]);
      expect(validate({ ...string, operand }, reaction)).toEqual([
        issue('/operand', 'operand_not_in_reaction', '自動応答では加算・減算は選べません'),
      ]);
    }
    expect(validate(number, reaction)).toEqual([]);
    expect(validate({ ...number, operand: 4 }, reaction)).toEqual([]);
  });

  it('judges the field by the item the context knows, not by a stale or missing var_type', () => {
    const { var_type: _dropped, ...untyped } = image;
    expect(validate({ ...untyped, operand: 1, fix_value: 'a' })).toEqual([
      issue('/operand', 'operand_not_allowed', OPERAND_NOT_ALLOWED),
    ]);
    // Item 5 is a date although the saved copy says number: the date rules apply.
    expect(validate({ ...number, var_id: 5, operand: 2 })).toContainEqual(
      issue('/operand', 'operand_not_allowed', OPERAND_NOT_ALLOWED),
    );
  });

  it('offers a date only a fixed date or the action date, and a choice only a choice', () => {
    const VALUETYPE = 'この友だち情報ではこの値の種類は選べません';
    const { fix_value: _f, ...dateNoValue } = date;
    expect(validate({ ...dateNoValue, valuetype: 2, min_value: 1, max_value: 2 })).toEqual([
      issue('/valuetype', 'valuetype_not_for_field', VALUETYPE),
    ]);
    const { fix_value: _g, ...selectNoValue } = select;
    expect(validate({ ...selectNoValue, valuetype: 2, min_value: 1, max_value: 2 })).toEqual([
      issue('/valuetype', 'valuetype_not_for_field', VALUETYPE),
    ]);
    expect(validate({ ...string, valuetype: 3, dynamic_value: 'action_date', fix_value: undefined })).toEqual(
      [issue('/valuetype', 'valuetype_not_for_field', VALUETYPE)],
    );
  });

  it('refuses an unknown operand', () => {
    expect(validate({ ...number, operand: 5 })).toEqual([
      issue('/operand', 'enum', '操作の値が選択肢にありません'),
    ]);
  });

  it('drops every value when the operand becomes clear (4)', () => {
    const block = load({ ...number, valuetype: 2, fix_value: '3', min_value: 1, max_value: 2 });
    expect(updateData(registry, block, ['operand'], 4, ctx)).toEqual({
      type: 6,
      var_id: 4,
      var_type: 'number',
      operand: 4,
      valuetype: 2,
    });
  });

  it('keeps the constant when switching between assign, add and subtract', () => {
    expect(updateData(registry, load(number), ['operand'], 2, ctx)).toEqual({ ...number, operand: 2 });
  });
});

describe('effect 6 var: value types', () => {
  it('needs the constant value: 値を入力してください', () => {
    const { fix_value: _, ...withoutValue } = string;
    expect(validate(withoutValue)).toEqual([issue('/fix_value', 'required', '値を入力してください')]);
    expect(validate({ ...string, fix_value: '' })).toEqual([
      issue('/fix_value', 'required', '値を入力してください'),
    ]);
    expect(validate({ ...number, operand: 2, fix_value: '' })).toEqual([
      issue('/fix_value', 'required', '値を入力してください'),
    ]);
  });

  it('asks a choice field for its value as picked: 値を選択してください', () => {
    expect(validate({ ...select, fix_value: '' })).toEqual([
      issue('/fix_value', 'action_required', '値を選択してください'),
    ]);
  });

  it('needs no value to clear', () => {
    expect(validate({ type: 6, var_id: 3, var_type: 'string', operand: 4, valuetype: 1 })).toEqual([]);
  });

  it('offers linked data (15) only when the context allows it', () => {
    const linked = { ...number, valuetype: 15, fix_value: undefined, context: { key: 'course' } };
    expect(validate(linked)).toEqual([
      issue('/valuetype', 'valuetype_not_allowed', '連携データはこのアクションでは利用できません'),
    ]);
    expect(validate(linked, reaction)).toEqual([
      issue('/valuetype', 'valuetype_not_allowed', '連携データはこのアクションでは利用できません'),
    ]);
    expect(validate(linked, linkedDataAllowed)).toEqual([]);
    expect(validate({ ...linked, operand: 4 })).toEqual([]);
  });

  it('needs a context for linked data', () => {
    expect(validate({ ...number, valuetype: 15, fix_value: undefined }, linkedDataAllowed)).toEqual([
      issue('/context', 'required', '連携データを入力してください'),
    ]);
  });

  it('refuses an unknown value type', () => {
    expect(validate({ ...number, valuetype: 4 })).toEqual([
      issue('/valuetype', 'enum', '値の種類の値が選択肢にありません'),
    ]);
  });

  it('drops the values of the other value types when the value type changes', () => {
    const toRandom = updateData(registry, load(number), ['valuetype'], 2, ctx);
    expect(toRandom).toEqual({ type: 6, var_id: 4, var_type: 'number', operand: 1, valuetype: 2 });
    const linked = load({ ...number, valuetype: 15, fix_value: undefined, context: { key: 'course' } });
    expect(updateData(registry, linked, ['valuetype'], 1, ctx)).not.toHaveProperty('context');
    const random = load({ ...number, valuetype: 2, fix_value: undefined, min_value: 1, max_value: 3 });
    expect(updateData(registry, random, ['valuetype'], 15, ctx)).toEqual({
      type: 6,
      var_id: 4,
      var_type: 'number',
      operand: 1,
      valuetype: 15,
    });
  });

  it('sets valuetype 3 when the dynamic value becomes action_date, and back to 1 when it is removed', () => {
    const block = load(date);
    const actionDate = updateData(registry, block, ['dynamic_value'], 'action_date', ctx);
    expect(actionDate).toEqual({
      type: 6,
      var_id: 5,
      var_type: 'date',
      operand: 1,
      valuetype: 3,
      dynamic_value: 'action_date',
    });
    expect(validate(actionDate)).toEqual([]);
    const back = updateData(registry, { ...block, data: actionDate }, ['dynamic_value'], undefined, ctx);
    expect(back).toEqual({ type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 1 });
    expect(validate(back)).toEqual([issue('/fix_value', 'required', '値を入力してください')]);
  });

  it('offers a date item the value type (固定値 or アクション実行日) with the note that dates take no arithmetic', () => {
    const { inputs, visibleWhen } = varEffect.ui ?? {};
    const dateBlock = { ...date, fix_value: undefined };
    expect(visibleWhen?.valuetype?.(dateBlock as never, ctx)).toBe(true);
    expect(inputs?.valuetype?.(dateBlock as never, ctx)).toEqual({
      options: [1, 3],
      note: '日付の計算(○日後など)には対応していません',
    });
    const english = createContext({ ...demoContextInput, lang: 'en' });
    expect(inputs?.valuetype?.(dateBlock as never, english).note).toBe(
      'Date arithmetic (such as "3 days later") is not supported',
    );
    // Other items: no note; choices, images and PDFs: no value type at all.
    expect(inputs?.valuetype?.(number as never, ctx)).toEqual({ options: [1, 2] });
    for (const data of [select, image, pdf]) expect(visibleWhen?.valuetype?.(data as never, ctx)).toBe(false);
  });

  it('choosing アクション実行日 (valuetype 3) on a date item sets action_date and saves without error', () => {
    const data = updateData(registry, load(date), ['valuetype'], 3, ctx);
    expect(data).toEqual({
      type: 6,
      var_id: 5,
      var_type: 'date',
      operand: 1,
      valuetype: 3,
      dynamic_value: 'action_date',
    });
    expect(validate(data)).toEqual([]);
    expect(summary(data)).toBe('「来店日」にアクション実行日を設定');
    const back = updateData(registry, { ...load(date), data }, ['valuetype'], 1, ctx);
    expect(back).toEqual({ type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 1 });
  });

  it('needs the dynamic value with valuetype 3 and knows only action_date', () => {
    expect(validate({ type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 3 })).toEqual([
      issue('/dynamic_value', 'action_required', '日付の指定を選択してください'),
    ]);
    expect(
      validate({ type: 6, var_id: 5, var_type: 'date', operand: 1, valuetype: 3, dynamic_value: 'today' }),
    ).toEqual([issue('/dynamic_value', 'enum', '日付の指定の値が選択肢にありません')]);
  });
});

describe('effect 6 var: random range (valuetype 2)', () => {
  const random = {
    type: 6,
    var_id: 4,
    var_type: 'number',
    operand: 1,
    valuetype: 2,
    min_value: 1,
    max_value: 10,
  };

  it('accepts a range from 0 and a range of one value', () => {
    expect(validate(random)).toEqual([]);
    expect(validate({ ...random, min_value: 0, max_value: 0 })).toEqual([]);
    expect(validate({ ...random, min_value: 4, max_value: 4 })).toEqual([]);
  });

  it('needs both ends', () => {
    expect(validate({ type: 6, var_id: 4, operand: 1, valuetype: 2 })).toEqual([
      issue('/min_value', 'required', '最小値を入力してください'),
      issue('/max_value', 'required', '最大値を入力してください'),
    ]);
  });

  it('refuses a negative minimum', () => {
    expect(validate({ ...random, min_value: -1 })).toEqual([
      issue('/min_value', 'minimum', '最小値は0以上で入力してください'),
    ]);
  });

  it('refuses ends beyond 9999999999.999', () => {
    expect(validate({ ...random, max_value: 10000000000 })).toEqual([
      issue('/max_value', 'maximum', '最大値は9999999999.999以下で入力してください'),
    ]);
  });

  it('refuses raw data whose maximum is below the minimum: range_max_below_min', () => {
    expect(validate({ ...random, min_value: 5, max_value: 1 })).toEqual([
      issue('/max_value', 'range_max_below_min', '最大値は最小値以上にしてください'),
    ]);
  });

  it('raises the maximum to the minimum (change rule)', () => {
    const block = load(random);
    expect(updateData(registry, block, ['min_value'], 20, ctx)).toMatchObject({
      min_value: 20,
      max_value: 20,
    });
    expect(updateData(registry, block, ['min_value'], 5, ctx)).toMatchObject({ min_value: 5, max_value: 10 });
    expect(updateData(registry, block, ['max_value'], 0, ctx)).toMatchObject({ min_value: 1, max_value: 1 });
    expect(updateData(registry, block, ['max_value'], 3, ctx)).toMatchObject({ min_value: 1, max_value: 3 });
  });

  it('fills the maximum from the minimum after switching to a random range', () => {
    const switched = updateData(registry, load(number), ['valuetype'], 2, ctx);
    const data = updateData(registry, { ...load(number), data: switched }, ['min_value'], 3, ctx);
    expect(data).toEqual({
      type: 6,
      var_id: 4,
      var_type: 'number',
      operand: 1,
      valuetype: 2,
      min_value: 3,
      max_value: 3,
    });
    expect(validate(data)).toEqual([]);
  });
});

describe('effect 6 var: constant values by field type', () => {
  it.each(['9999999999.999', '-9999999999.999', '0', '-5', '1.125', '12.5'])(
    'accepts the number %s',
    (value) => {
      expect(validate({ ...number, fix_value: value })).toEqual([]);
    },
  );

  it('bounds numbers at ±9999999999.999', () => {
    expect(validate({ ...number, fix_value: '10000000000' })).toEqual([
      issue('/fix_value', 'maximum', '値は9999999999.999以下で入力してください'),
    ]);
    expect(validate({ ...number, fix_value: '-10000000000' })).toEqual([
      issue('/fix_value', 'minimum', '値は-9999999999.999以上で入力してください'),
    ]);
  });

  it('allows at most 3 decimals', () => {
    expect(validate({ ...number, fix_value: '1.1234' })).toEqual([
      issue('/fix_value', 'decimal_digits', '値の小数点以下は3桁以内で入力してください'),
    ]);
    expect(validate({ ...number, operand: 2, fix_value: '-0.0001' })).toEqual([
      issue('/fix_value', 'decimal_digits', '値の小数点以下は3桁以内で入力してください'),
    ]);
  });

  it.each(['abc', '1e3', '1,000', '１２', '1.', '.5'])(
    'refuses the non-number %j for a number item',
    (value) => {
      expect(validate({ ...number, fix_value: value })).toEqual([
        issue('/fix_value', 'number_required', '値は数値で入力してください'),
      ]);
    },
  );

  it('does not apply number rules to text items', () => {
    expect(validate({ ...string, fix_value: 'abc' })).toEqual([]);
    expect(validate({ ...string, fix_value: '1.12345' })).toEqual([]);
  });

  it.each([
    ['string', string],
    ['select', select],
  ])('allows 200 characters for a %s item and refuses 201', (_name, data) => {
    expect(validate({ ...data, fix_value: 'あ'.repeat(200) })).toEqual([]);
    expect(validate({ ...data, fix_value: 'あ'.repeat(201) })).toEqual([
      issue('/fix_value', 'maxLength', '値は200文字以内で入力してください'),
    ]);
  });

  it('limits number values to 200 characters as well', () => {
    expect(validate({ ...number, fix_value: `0.${'0'.repeat(199)}` })).toContainEqual(
      issue('/fix_value', 'maxLength', '値は200文字以内で入力してください'),
    );
  });

  it('allows 20000 characters for a long text item and refuses 20001', () => {
    expect(validate({ ...text, fix_value: 'あ'.repeat(20000) })).toEqual([]);
    expect(validate({ ...text, fix_value: 'あ'.repeat(20001) })).toEqual([
      issue('/fix_value', 'maxLength', '値は20000文字以内で入力してください'),
    ]);
  });

  it('takes one of a choice item’s choices, and refuses a value not among them where the choices are known', () => {
    const bloodType = { ...select, var_id: 12, fix_value: 'AB' };
    expect(validate(bloodType)).toEqual([]);
    expect(validate({ ...bloodType, fix_value: 'C' })).toEqual([
      issue('/fix_value', 'choice_not_in_item', '値はこの友だち情報の選択肢から選んでください'),
    ]);
    // Cleared, nothing to judge; a context (or an item) without choices cannot judge.
    expect(validate({ ...bloodType, operand: 4, fix_value: undefined })).toEqual([]);
    expect(validate({ ...bloodType, fix_value: 'C' }, createContext())).toEqual([]);
    expect(validate({ ...select, fix_value: 'C' })).toEqual([]);
  });

  it('reads choices given as { value } objects, as the server lists them', () => {
    const server = createContext({
      items: {
        varia: [{ id: 1, name: '色', type: 20, choices: [{ id: 1, value: '赤', color: '#F44336' }] }],
      },
    });
    const colour = { type: 6, var_id: 1, operand: 1, valuetype: 1 };
    expect(validate({ ...colour, fix_value: '赤' }, server)).toEqual([]);
    expect(validate({ ...colour, fix_value: '青' }, server)).toEqual([
      issue('/fix_value', 'choice_not_in_item', '値はこの友だち情報の選択肢から選んでください'),
    ]);
  });

  it.each(['2026/01/31', '2024/02/29', '1999/12/01'])('accepts the date %s', (value) => {
    expect(validate({ ...date, fix_value: value })).toEqual([]);
  });

  it.each(['2026-01-31', '2026/1/31', '2026/02/30', '2025/02/29', '2026/13/01', '明日', '20260131'])(
    'refuses the date %j',
    (value) => {
      expect(validate({ ...date, fix_value: value })).toEqual([
        issue('/fix_value', 'date_format', '値を正しく設定してください'),
      ]);
    },
  );
});

describe('effect 6 var: summary', () => {
  it('says when no item is chosen', () => {
    expect(summary({ type: 6, operand: 1, valuetype: 1 })).toBe('友だち情報未選択');
  });

  it('words clear', () => {
    expect(summary(image)).toBe('「写真」をクリア');
    expect(summary({ ...string, operand: 4 })).toBe('「会員ランク」をクリア');
  });

  it('words a constant for each operand', () => {
    expect(summary(string)).toBe('「会員ランク」を「ゴールド会…」に設定');
    expect(summary({ ...number, operand: 2 })).toBe('「ポイント」に「5」を加算');
    expect(summary({ ...number, operand: 3, fix_value: '1.125' })).toBe('「ポイント」に「1.125」を減算');
    expect(summary({ ...string, fix_value: undefined })).toBe('「会員ランク」の値未入力');
    expect(summary({ ...number, operand: 2, fix_value: '' })).toBe('「ポイント」の値未入力');
  });

  it('cuts a long constant at 10 width units', () => {
    expect(summary({ ...text, fix_value: 'こんにちは世界' })).toBe('「自己紹介」を「こんにちは…」に設定');
  });

  it('words a random range for each operand', () => {
    const random = { type: 6, var_id: 4, var_type: 'number', valuetype: 2, min_value: 1, max_value: 10 };
    expect(summary({ ...random, operand: 1 })).toBe('「ポイント」を1〜10の乱数に設定');
    expect(summary({ ...random, operand: 2 })).toBe('「ポイント」に1〜10の乱数を加算');
    expect(summary({ ...random, operand: 3 })).toBe('「ポイント」に1〜10の乱数を減算');
  });

  it('words the action date', () => {
    expect(summary({ ...date, valuetype: 3, dynamic_value: 'action_date', fix_value: undefined })).toBe(
      '「来店日」にアクション実行日を設定',
    );
  });

  it('words linked data by its key label, its key, or 未設定', () => {
    const linked = { ...number, valuetype: 15, fix_value: undefined };
    expect(summary({ ...linked, context: { key: 'course', key_label: 'コース' } })).toBe(
      '「ポイント」を連携データ「コース」に設定',
    );
    expect(summary({ ...linked, operand: 2, context: { key: 'course' } })).toBe(
      '「ポイント」に連携データ「course」を加算',
    );
    expect(summary(linked)).toBe('「ポイント」を連携データ「未設定」に設定');
  });

  it('names an item not loaded by its id and a deleted item as (削除済み)', () => {
    expect(summary({ ...string, var_id: 50 })).toBe('「ID:50」を「ゴールド会…」に設定');
    const deleted = createContext({ ...demoContextInput, deleted: { varia: [3] } });
    expect(summary(string, deleted)).toBe('「(削除済み)」を「ゴールド会…」に設定');
  });
});
