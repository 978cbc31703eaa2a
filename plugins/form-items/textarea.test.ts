import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';

/** Swatch 520, textarea: length bounded by 20000 with destinations (spec 002 §5). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const validate = (data: unknown) => registry.validateBlock('form-item', data, ctx);
const textarea = (max: number, assign_to: unknown[] = []) => ({
  swatch_id: 520,
  type: 'textarea',
  title: 'ご意見',
  rules: [{ name: 'max', value: max }],
  assign_to,
});
const over = (limit: number) =>
  expect.objectContaining({
    path: '/rules/0/value',
    code: 'form_length_over',
    message: `文字数の上限は${limit}文字以下で入力してください`,
  });

describe('form item 520 textarea: length limits', () => {
  it('has no bound without destinations', () => {
    expect(validate(textarea(50000))).toEqual([]);
  });

  it('is bounded by 20000 with destinations (memo, a long-text friend-info field)', () => {
    expect(validate(textarea(20000, [{ id: 'memo' }]))).toEqual([]);
    expect(validate(textarea(20001, [{ id: 'memo' }]))).toEqual([over(20000)]);
    expect(validate(textarea(20000, [{ id: 'var', targets: [9] }]))).toEqual([]);
  });

  it('is bounded lower where a destination is lower (a text field 200, a short name 20)', () => {
    expect(validate(textarea(201, [{ id: 'var', targets: [3] }]))).toEqual([over(200)]);
    expect(validate(textarea(21, [{ id: 'memo' }, { id: 'short_name' }]))).toEqual([over(20)]);
  });

  it('takes no text rule types', () => {
    expect(validate({ swatch_id: 520, type: 'textarea', title: 'x', rules: [{ name: 'tel' }] })).toEqual([
      expect.objectContaining({ path: '/rules/0/name', code: 'enum' }),
    ]);
  });
});
