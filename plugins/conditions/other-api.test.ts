import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { apiCondition, EXTERNAL_CONTEXT_EVENT_FLAG } from './api.ts';
import { commonVarBounds, commonVarCondition, MEMBER_FILTER_FLAG } from './common-var.ts';
import { otherCondition, showsRegistrationType } from './other.ts';

/** Conditions 110 other, 115 external API integration and 77 common info (spec 001 §3, §5, §6, §9). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const withEvent = createContext({ ...demoContextInput, flags: { [EXTERNAL_CONTEXT_EVENT_FLAG]: true } });

const validate = (data: unknown, context = ctx) => registry.validateBlock('condition', data, context);
const issue = (path: string, code: string, message: string, severity = 'error') =>
  expect.objectContaining({ path, code, message, severity });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);

describe('condition 110 other (single use)', () => {
  it('accepts has_response 0, 1, 12, 11, 10 and has_type 0, 1, 11, 2, 12', () => {
    expect(otherCondition.multiplicity).toBe('single');
    for (const has_response of [1, 12, 11, 10])
      expect(validate({ type: 110, has_response, has_type: 0 })).toEqual([]);
    for (const has_type of [1, 11, 2, 12])
      expect(validate({ type: 110, has_response: 0, has_type })).toEqual([]);
    expect(validate({ type: 110, has_response: 2 })).toEqual([
      issue('/has_response', 'enum', '反応の値が選択肢にありません'),
    ]);
    expect(validate({ type: 110, has_response: 1, has_type: 10 })).toEqual([
      issue('/has_type', 'enum', '登録種別の値が選択肢にありません'),
    ]);
  });

  it('needs a response or a registration type', () => {
    expect(validate(createBlock(registry, 'condition', 110, ctx, () => 'c1').data)).toEqual([
      issue('/has_response', 'action_required', '反応または登録種別を選択してください'),
    ]);
  });

  it('shows the registration type with user-mail, hidden in the mail-first mode', () => {
    const context = (permissions: string[]) => createContext({ ...demoContextInput, permissions });
    expect(showsRegistrationType(context(['user-mail']))).toBe(true);
    expect(showsRegistrationType(context(['user-mail', 'user-mail-set-to-expa-mode']))).toBe(false);
    expect(showsRegistrationType(context([]))).toBe(false);
    const visible = otherCondition.ui?.visibleWhen?.has_type;
    expect(visible?.({ type: 110, has_response: 1, has_type: 0 }, context([]))).toBe(false);
    expect(visible?.({ type: 110, has_response: 1, has_type: 2 }, context([]))).toBe(true);
  });

  it('summarises', () => {
    const text = (data: Record<string, unknown>) =>
      otherCondition.summary({ type: 110, ...data } as never, ctx);
    expect(text({ has_response: 1, has_type: 0 })).toBe('反応あり');
    expect(text({ has_response: 12, has_type: 2 })).toBe('反応なし・メールで登録');
    expect(text({ has_response: 0, has_type: 11 })).toBe('LINE以外で登録');
    expect(text({ has_response: 0 })).toBe('反応・登録種別(未選択)');
  });
});

describe('condition 115 api (ability open-api, external context event only)', () => {
  const api = {
    type: 115,
    context: { category: 'reserve', event: 'register', key: 'course', key_label: 'コース' },
  };

  it('needs the context key and a query where the mode shows one', () => {
    expect(apiCondition.ability).toBe('open-api');
    expect(validate(createBlock(registry, 'condition', 115, withEvent, () => 'c1').data, withEvent)).toEqual([
      issue('/query', 'required', '検索する値を入力してください'),
    ]);
    expect(validate({ type: 115, context: {}, match: 3 }, withEvent)).toEqual([
      issue('/context/key', 'action_required', 'キーを選択してください'),
    ]);
    expect(validate({ ...api, match: 0, query: 'カット' }, withEvent)).toEqual([]);
    expect(validate({ ...api, match: 10, query: '3' }, withEvent)).toEqual([]);
    expect(validate({ ...api, match: 10, query: '三' }, withEvent)).toEqual([
      issue('/query', 'condition_query_not_number', '検索する値は数値で入力してください'),
    ]);
    expect(validate({ ...api, match: 20 }, withEvent)).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
  });

  it('warns when the funnel has no external context event', () => {
    expect(validate({ ...api, match: 3 })).toEqual([
      issue(
        '',
        'api_needs_context_event',
        '外部API連携の条件は、外部連携のイベントを選んだアクションでのみ使えます',
        'warning',
      ),
    ]);
    expect(validate({ ...api, match: 3 }, withEvent)).toEqual([]);
  });

  it('clears the query from a text mode to a numeric mode', () => {
    expect(update({ ...api, match: 1, query: 'abc' }, 'match', 11)).toEqual({ ...api, match: 11 });
  });

  it('summarises the key and the comparison', () => {
    const text = (data: Record<string, unknown>) => apiCondition.summary(data as never, ctx);
    expect(text({ ...api, match: 0, query: 'カット' })).toBe('外部連携「コース」が「カット」と一致する');
    expect(text({ type: 115, context: { key: 'amount' }, match: 10, query: '5000' })).toBe(
      '外部連携「amount」が5000以上',
    );
    expect(text({ ...api, match: 2 })).toBe('外部連携「コース」が未登録');
    expect(text({ ...api, match: 0, query: '' })).toBe('外部連携「コース」(値未入力)');
    expect(text({ type: 115, context: {}, match: 0 })).toBe('外部連携のキー未選択');
  });
});

describe('condition 77 common-var (number-type items only)', () => {
  it('accepts a number item and a value within its bounds', () => {
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: 5 })).toEqual([]);
    expect(validate({ type: 77, common_var_id: 1, match: 0, query: 9999 })).toEqual([]);
    expect(validate({ type: 77, common_var_id: 2, match: 13, query: -50.5 })).toEqual([]);
  });

  it('refuses an item that is not of the number type', () => {
    for (const id of [3, 4])
      expect(validate({ type: 77, common_var_id: id, match: 10, query: 1 })).toEqual([
        issue('/common_var_id', 'condition_common_var_not_number', '数値型の共通情報を選択してください'),
      ]);
  });

  it('judges the item as effect 32 does: a type given as text counts as its number, no type is not judged', () => {
    const typed = (type: string | undefined) =>
      createContext({
        items: { common_vars: [{ id: 1, name: '在庫', ...(type === undefined ? {} : { type }) }] },
      });
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: 1 }, typed('2'))).toEqual([]);
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: 1 }, typed(undefined))).toEqual([]);
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: 1 }, typed('1'))).toEqual([
      issue('/common_var_id', 'condition_common_var_not_number', '数値型の共通情報を選択してください'),
    ]);
  });

  it('bounds the value by the item type minimum and maximum', () => {
    expect(commonVarBounds(ctx, 1)).toEqual({ min: 0, max: 9999 });
    expect(commonVarBounds(ctx, 2)).toEqual({ min: -9999999999.999, max: 9999999999.999 });
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: -1 })).toEqual([
      issue('/query', 'minimum', '値は0以上で入力してください'),
    ]);
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: 10000 })).toEqual([
      issue('/query', 'maximum', '値は9999以下で入力してください'),
    ]);
    expect(validate({ type: 77, common_var_id: 2, match: 10, query: 1e11 })).toEqual([
      issue('/query', 'maximum', '値は9999999999.999以下で入力してください'),
    ]);
  });

  it('accepts 0, 4 and 10–13 and needs a value', () => {
    expect(validate({ type: 77, common_var_id: 1, match: 1, query: 1 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
    expect(validate(createBlock(registry, 'condition', 77, ctx, () => 'c1').data)).toEqual([
      issue('/common_var_id', 'action_required', '共通情報を選択してください'),
      issue('/query', 'required', '値を入力してください'),
    ]);
  });

  it('clears the value when the item changes or a text mode becomes numeric', () => {
    expect(update({ type: 77, common_var_id: 1, match: 10, query: 5 }, 'common_var_id', 2)).toEqual({
      type: 77,
      common_var_id: 2,
      match: 10,
    });
    expect(update({ type: 77, common_var_id: 1, match: 0, query: 5 }, 'match', 12)).toEqual({
      type: 77,
      common_var_id: 1,
      match: 12,
    });
  });

  it('warns in a member filter, where it is not offered', () => {
    const members = createContext({ ...demoContextInput, flags: { [MEMBER_FILTER_FLAG]: true } });
    expect(validate({ type: 77, common_var_id: 1, match: 10, query: 5 }, members)).toEqual([
      issue('', 'common_var_member_filter', '共通情報の条件はメンバーの絞り込みでは使えません', 'warning'),
    ]);
  });

  it('summarises', () => {
    const text = (data: Record<string, unknown>) =>
      commonVarCondition.summary({ type: 77, ...data } as never, ctx);
    expect(text({ common_var_id: 1, match: 10, query: 5 })).toBe('共通情報『在庫数』が5以上');
    expect(text({ common_var_id: 1, match: 0, query: 0 })).toBe('共通情報『在庫数』が「0」と一致する');
    expect(text({ common_var_id: 2, match: 13 })).toBe('共通情報『累計来店者数カウンタ…』(値未入力)');
    expect(text({ match: 0 })).toBe('共通情報未選択');
  });
});
