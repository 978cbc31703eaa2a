import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { descriptionFormItem } from './description.ts';

/** Headings 500/501 and the items with little of their own: 570, 580, 581, 600 (spec 002 §3, §5). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const validate = (data: unknown) => registry.validateBlock('form-item', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });

describe.each([
  [500, 'description'],
  [501, 'description_md'],
])('heading %i', (swatch, type) => {
  const heading = (more: Record<string, unknown>) => ({ swatch_id: swatch, type, ...more });

  it('needs no title; its text is at most 2000 characters', () => {
    expect(validate(heading({}))).toEqual([]);
    expect(validate(heading({ help: 'あ'.repeat(2000) }))).toEqual([]);
    expect(validate(heading({ help: 'あ'.repeat(2001) }))).toEqual([
      issue('/help', 'maxLength', '本文は2000文字以内で入力してください'),
    ]);
    expect(validate(heading({ title: 'あ'.repeat(256) }))).toEqual([
      issue('/title', 'maxLength', '見出しは255文字以内で入力してください'),
    ]);
  });

  it('takes no rules and no answer fields', () => {
    expect(validate(heading({ rules: [] }))).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties', params: { property: 'rules' } }),
    ]);
  });

  it('switching the image to none drops the URL', () => {
    const block = loadBlock(
      registry,
      'form-item',
      heading({ image_type: 2, image_url: 'https://a.jp/x.png' }),
      () => 'b',
    );
    expect(updateData(registry, block, ['image_type'], 0, ctx)).toEqual(heading({ image_type: 0 }));
  });
});

describe('heading summary', () => {
  it('shows the title, else the start of the text', () => {
    expect(descriptionFormItem.summary({ swatch_id: 500, type: 'description', title: 'ご案内' }, ctx)).toBe(
      '「ご案内」',
    );
    expect(
      descriptionFormItem.summary({ swatch_id: 500, type: 'description', help: '以下にお答えください' }, ctx),
    ).toBe('「以下にお答えください」');
    expect(descriptionFormItem.summary({ swatch_id: 500, type: 'description' }, ctx)).toBe(
      '(タイトル未設定)',
    );
  });
});

describe.each([
  [570, 'prefectures'],
  [580, 'school'],
  [581, 'high_school'],
  [600, 'email'],
])('form item %i %s', (swatch, type) => {
  const item = (more: Record<string, unknown>) => ({ swatch_id: swatch, type, title: '質問', ...more });

  it('creates a valid item once titled', () => {
    const data = createBlock(registry, 'form-item', swatch, ctx).data as Record<string, unknown>;
    expect(validate(data)).toEqual([issue('/title', 'required', 'タイトルを入力してください')]);
    expect(validate({ ...data, title: '質問' })).toEqual([]);
  });

  it('needs a title of at most 255 and help of at most 200', () => {
    expect(validate(item({ title: 'あ'.repeat(256) }))).toEqual([
      issue('/title', 'maxLength', 'タイトルは255文字以内で入力してください'),
    ]);
    expect(validate(item({ help: 'あ'.repeat(201) }))).toEqual([
      issue('/help', 'maxLength', '説明文は200文字以内で入力してください'),
    ]);
  });

  it('takes the required rule only', () => {
    expect(validate(item({ rules: [{ name: 'required' }] }))).toEqual([]);
    expect(validate(item({ rules: [{ name: 'max', value: 3 }] }))).toEqual([
      expect.objectContaining({ path: '/rules/0/name', code: 'enum' }),
    ]);
  });

  it('hiding it removes the required rule', () => {
    const block = loadBlock(registry, 'form-item', item({ rules: [{ name: 'required' }] }), () => 'b');
    expect(updateData(registry, block, ['prefs'], { hide_block: 1 }, ctx)).toEqual(
      item({ rules: [], prefs: { hide_block: 1 } }),
    );
  });
});
