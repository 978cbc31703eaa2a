import { describe, expect, it } from 'vitest';
import {
  applyOperation,
  createBlock,
  createContext,
  type EditorBlock,
  loadBlock,
  updateData,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { textEffect } from './text.ts';

/** Effect 1, send text (spec 000 §2.5, §3.8, §4, §5.3, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const text = (overrides: Record<string, unknown>) => ({
  type: 1,
  text: 'こんにちは',
  delay_type: 0,
  ...overrides,
});
const load = (data: Record<string, unknown>, id = 'b1') => loadBlock(registry, 'effect', data, () => id);

describe('effect 1 text: defaults and the message text', () => {
  it('creates a block with an empty text and the delay defaults 0, 0, 12:00', () => {
    const block = createBlock(registry, 'effect', 1, ctx, () => 'new');
    expect(block).toEqual({
      id: 'new',
      kind: 'effect',
      type: 1,
      data: { type: 1, text: '', delay_type: 0, delay_min: 0, delay_max: 0, delay_at: '12:00' },
      collapsed: false,
    });
  });

  it('asks for the text of a new block: メッセージ本文を入力してください', () => {
    const block = createBlock(registry, 'effect', 1, ctx);
    expect(validate(block.data)).toEqual([issue('/text', 'required', 'メッセージ本文を入力してください')]);
  });

  it('asks for the text when it is missing altogether', () => {
    expect(validate({ type: 1, delay_type: 0 })).toEqual([
      issue('/text', 'required', 'メッセージ本文を入力してください'),
    ]);
  });

  it('accepts 4500 characters (full-width too) and refuses 4501', () => {
    expect(validate(text({ text: 'あ'.repeat(4500) }))).toEqual([]);
    expect(validate(text({ text: 'a'.repeat(4500) }))).toEqual([]);
    expect(validate(text({ text: 'あ'.repeat(4501) }))).toEqual([
      issue('/text', 'maxLength', 'メッセージ本文は4500文字以内で入力してください'),
    ]);
  });

  it('its help under the field does not contradict the refusal of 4501 characters (it said they are split)', () => {
    const field = (textEffect.schema.properties as Record<string, Record<string, unknown>>).text;
    for (const help of [field['x-help'], field['x-help-en'], field.description]) {
      expect(help).not.toMatch(/^(4500文字を超えるメッセージは|Messages over)/);
      expect(help).toMatch(/差し込んだ|placeholders/);
    }
  });

  it('refuses fields that are not part of the text step', () => {
    expect(validate(text({ egg_id: 3 }))).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties', params: { property: 'egg_id' } }),
    ]);
  });

  it('accepts a condition (member_query_id) on the step', () => {
    expect(validate(text({ member_query_id: 12 }))).toEqual([]);
  });

  it('sets the text through applyOperation, leaving the delay untouched', () => {
    const block = createBlock(registry, 'effect', 1, ctx, () => 'b1');
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['text'], value: 'やあ' },
      ctx,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.blocks[0].data).toEqual({ ...block.data, text: 'やあ' });
    expect(validate(result.blocks[0].data)).toEqual([]);
  });
});

describe('effect 1 text: send timing (delay)', () => {
  it('accepts each delay type with the fields it needs', () => {
    expect(validate(text({ delay_type: 0 }))).toEqual([]);
    expect(validate(text({ delay_type: 1, delay_min: 0, delay_max: 0 }))).toEqual([]);
    expect(validate(text({ delay_type: 1, delay_min: 5, delay_max: 10 }))).toEqual([]);
    expect(validate(text({ delay_type: 2, delay_at: '09:30' }))).toEqual([]);
  });

  it('refuses an unknown delay type', () => {
    expect(validate(text({ delay_type: 3 }))).toEqual([
      issue('/delay_type', 'enum', '送信タイミングの値が選択肢にありません'),
    ]);
  });

  it('needs delay_min and delay_max when delay_type is 1', () => {
    expect(validate(text({ delay_type: 1 }))).toEqual([
      issue('/delay_min', 'required', '遅延(最小・分)を入力してください'),
      issue('/delay_max', 'required', '遅延(最大・分)を入力してください'),
    ]);
  });

  it('refuses a negative delay_min (and delay_max)', () => {
    expect(validate(text({ delay_type: 1, delay_min: -1, delay_max: 0 }))).toEqual([
      issue('/delay_min', 'minimum', '遅延(最小・分)は0以上で入力してください'),
    ]);
    expect(validate(text({ delay_type: 1, delay_min: 0, delay_max: -1 }))).toEqual([
      issue('/delay_max', 'minimum', '遅延(最大・分)は0以上で入力してください'),
    ]);
  });

  it('refuses minutes that are not whole numbers', () => {
    expect(validate(text({ delay_type: 1, delay_min: 1.5, delay_max: 2 }))).toEqual([
      issue('/delay_min', 'integer', '遅延(最小・分)は整数で入力してください'),
    ]);
  });

  it('refuses raw data whose delay_max is below delay_min: delay_max_below_min', () => {
    expect(validate(text({ delay_type: 1, delay_min: 10, delay_max: 5 }))).toEqual([
      issue('/delay_max', 'delay_max_below_min', '遅延の最大は最小以上にしてください'),
    ]);
  });

  it('ignores the minute range when the step is not delayed', () => {
    expect(validate(text({ delay_type: 0, delay_min: 10, delay_max: 5 }))).toEqual([]);
    expect(validate(text({ delay_type: 2, delay_min: 10, delay_max: 5, delay_at: '08:00' }))).toEqual([]);
  });

  it('needs delay_at only when delay_type is 2', () => {
    expect(validate(text({ delay_type: 2 }))).toEqual([
      issue('/delay_at', 'required', '送信時刻を入力してください'),
    ]);
    expect(validate(text({ delay_type: 0 }))).toEqual([]);
    expect(validate(text({ delay_type: 1, delay_min: 1, delay_max: 2 }))).toEqual([]);
  });

  it.each(['00:00', '09:00', '12:00', '23:59'])('accepts delay_at %s', (at) => {
    expect(validate(text({ delay_type: 2, delay_at: at }))).toEqual([]);
  });

  it.each(['24:00', '9:00', '12:60', '1200', '12:00:00', ''])('refuses delay_at %j', (at) => {
    expect(validate(text({ delay_type: 2, delay_at: at }))).toEqual([
      issue('/delay_at', 'pattern', '送信時刻の形式が正しくありません'),
    ]);
  });

  it('checks the delay_at format even while it is not used', () => {
    expect(validate(text({ delay_type: 0, delay_at: '25:00' }))).toEqual([
      issue('/delay_at', 'pattern', '送信時刻の形式が正しくありません'),
    ]);
  });
});

describe('effect 1 text: the delay change rule (delay_max is raised to delay_min)', () => {
  const delayed = (): EditorBlock => load(text({ delay_type: 1, delay_min: 5, delay_max: 10 }));

  it('raises delay_max when delay_min goes above it', () => {
    const data = updateData(registry, delayed(), ['delay_min'], 15, ctx);
    expect(data).toMatchObject({ delay_min: 15, delay_max: 15 });
    expect(validate(data)).toEqual([]);
  });

  it('leaves delay_max alone when delay_min stays at or below it', () => {
    expect(updateData(registry, delayed(), ['delay_min'], 10, ctx)).toMatchObject({
      delay_min: 10,
      delay_max: 10,
    });
    expect(updateData(registry, delayed(), ['delay_min'], 3, ctx)).toMatchObject({
      delay_min: 3,
      delay_max: 10,
    });
  });

  it('puts delay_max back to delay_min when it is lowered below it', () => {
    const data = updateData(registry, delayed(), ['delay_max'], 2, ctx);
    expect(data).toMatchObject({ delay_min: 5, delay_max: 5 });
    expect(updateData(registry, delayed(), ['delay_max'], 7, ctx)).toMatchObject({
      delay_min: 5,
      delay_max: 7,
    });
  });

  it('applies the rule through applyOperation as well', () => {
    const blocks = [delayed()];
    const result = applyOperation(
      registry,
      blocks,
      { op: 'update', id: 'b1', path: ['delay_min'], value: 30 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({
      type: 1,
      text: 'こんにちは',
      delay_type: 1,
      delay_min: 30,
      delay_max: 30,
    });
    expect(blocks[0].data.delay_max).toBe(10);
  });

  it('does not touch the delay when another field changes', () => {
    const block = load({ type: 1, text: 'x', delay_type: 1, delay_min: 10, delay_max: 5 });
    expect(updateData(registry, block, ['text'], 'y', ctx)).toMatchObject({ delay_min: 10, delay_max: 5 });
  });

  it('keeps the 12:00 default of a new block when switching to a fixed time', () => {
    const block = createBlock(registry, 'effect', 1, ctx);
    const data = updateData(
      registry,
      { ...block, data: { ...block.data, text: 'x' } },
      ['delay_type'],
      2,
      ctx,
    );
    expect(data.delay_at).toBe('12:00');
    expect(validate(data)).toEqual([]);
  });
});

describe('effect 1 text: summary', () => {
  const summary = (data: Record<string, unknown>) => textEffect.summary(text(data) as never, ctx);

  it('cuts the text at 10 width units, full-width counting 2', () => {
    expect(summary({ text: 'こんにちは世界' })).toBe('こんにちは… をすぐに送信');
    expect(summary({ text: 'abcdefghijk' })).toBe('abcdefghij… をすぐに送信');
    expect(summary({ text: 'abcdefghij' })).toBe('abcdefghij をすぐに送信');
    // A family emoji joined by ZWJ is one character of width 2: it was cut inside (👨‍👩‍👧‍…).
    expect(summary({ text: '👨‍👩‍👧‍👦😀😀😀😀😀😀ab' })).toBe('👨‍👩‍👧‍👦😀😀😀😀… をすぐに送信');
    expect(summary({ text: 'こんにちは' })).toBe('こんにちは をすぐに送信');
    expect(summary({ text: 'abcあいうえ' })).toBe('abcあいう… をすぐに送信');
  });

  it('keeps the summary on one line', () => {
    expect(summary({ text: 'a\nb' })).toBe('a b をすぐに送信');
  });

  it('says when there is no text', () => {
    expect(summary({ text: '' })).toBe('(本文なし) をすぐに送信');
  });

  it('words each send timing', () => {
    expect(summary({ text: 'Hi', delay_type: 1, delay_min: 5, delay_max: 10 })).toBe('Hi を5〜10分後送信');
    expect(summary({ text: 'Hi', delay_type: 2, delay_at: '09:30' })).toBe('Hi を09:30に送信');
    expect(summary({ text: 'Hi', delay_type: 0, delay_at: '09:30' })).toBe('Hi をすぐに送信');
  });
});
