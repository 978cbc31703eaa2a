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
import { templateEffect } from './template.ts';

/** Effect 12, send template (spec 000 §2.5, §3.8, §4, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const template = (overrides: Record<string, unknown>) => ({
  type: 12,
  egg_id: 1,
  delay_type: 0,
  ...overrides,
});
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>, context = ctx) =>
  templateEffect.summary(template(data) as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 12 template: the template (egg_id)', () => {
  it('creates a block with the delay defaults 0, 0, 12:00, the template left to choose', () => {
    const block = newBlock(12);
    expect(block.data).toEqual({ type: 12, delay_type: 0, delay_min: 0, delay_max: 0, delay_at: '12:00' });
    expect(validate(block.data)).toEqual([
      issue('/egg_id', 'action_required', 'テンプレートを選択してください'),
    ]);
  });

  it('accepts a chosen template and a condition on the step', () => {
    expect(validate(template({}))).toEqual([]);
    expect(validate(template({ member_query_id: 12 }))).toEqual([]);
  });

  it('refuses template ids below 1 and non-integers', () => {
    expect(validate(template({ egg_id: 0 }))).toEqual([
      issue('/egg_id', 'action_required', 'テンプレートを選択してください'),
    ]);
    expect(validate(template({ egg_id: 1.5 }))).toEqual([
      issue('/egg_id', 'integer', 'テンプレートは整数で入力してください'),
    ]);
  });

  it('refuses fields of the text step', () => {
    expect(validate(template({ text: 'こんにちは' }))).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties', params: { property: 'text' } }),
    ]);
  });

  it('is offered to every account and may be added more than once', () => {
    const bare = createContext({});
    expect(addableTypes(registry, 'effect', [], bare).map((t) => t.plugin.type)).toContain(12);
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(12) }, bare);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(12) }, bare);
    expect(second.ok && second.blocks.map((b) => b.type)).toEqual([12, 12]);
    expect(
      addableTypes(registry, 'effect', first.blocks, bare).find((t) => t.plugin.type === 12),
    ).toMatchObject({ available: true });
  });

  it('sets the template through applyOperation, leaving the delay untouched', () => {
    const block = createBlock(registry, 'effect', 12, ctx, () => 'b1');
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['egg_id'], value: 2 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({ ...block.data, egg_id: 2 });
    expect(result.ok && validate(result.blocks[0].data)).toEqual([]);
  });
});

describe('effect 12 template: send timing, as the text step', () => {
  it('accepts each delay type with the fields it needs', () => {
    expect(validate(template({ delay_type: 1, delay_min: 0, delay_max: 0 }))).toEqual([]);
    expect(validate(template({ delay_type: 1, delay_min: 5, delay_max: 10 }))).toEqual([]);
    expect(validate(template({ delay_type: 2, delay_at: '23:59' }))).toEqual([]);
  });

  it('needs delay_min and delay_max for a delay and delay_at for a fixed time', () => {
    expect(validate(template({ delay_type: 1 }))).toEqual([
      issue('/delay_min', 'required', '遅延(最小・分)を入力してください'),
      issue('/delay_max', 'required', '遅延(最大・分)を入力してください'),
    ]);
    expect(validate(template({ delay_type: 2 }))).toEqual([
      issue('/delay_at', 'required', '送信時刻を入力してください'),
    ]);
  });

  it('refuses an unknown delay type, a negative delay and a malformed time', () => {
    expect(validate(template({ delay_type: 3 }))).toEqual([
      issue('/delay_type', 'enum', '送信タイミングの値が選択肢にありません'),
    ]);
    expect(validate(template({ delay_type: 1, delay_min: -1, delay_max: 0 }))).toEqual([
      issue('/delay_min', 'minimum', '遅延(最小・分)は0以上で入力してください'),
    ]);
    for (const at of ['24:00', '9:00', '12:60']) {
      expect(validate(template({ delay_type: 2, delay_at: at }))).toEqual([
        issue('/delay_at', 'pattern', '送信時刻の形式が正しくありません'),
      ]);
    }
  });

  it('refuses raw data whose delay_max is below delay_min: delay_max_below_min', () => {
    expect(validate(template({ delay_type: 1, delay_min: 10, delay_max: 5 }))).toEqual([
      issue('/delay_max', 'delay_max_below_min', '遅延の最大は最小以上にしてください'),
    ]);
  });

  it('raises delay_max to delay_min (change rule)', () => {
    const block = load(template({ delay_type: 1, delay_min: 5, delay_max: 10 }));
    expect(updateData(registry, block, ['delay_min'], 15, ctx)).toMatchObject({
      delay_min: 15,
      delay_max: 15,
    });
    expect(updateData(registry, block, ['delay_max'], 2, ctx)).toMatchObject({ delay_min: 5, delay_max: 5 });
    expect(updateData(registry, block, ['delay_min'], 3, ctx)).toMatchObject({ delay_min: 3, delay_max: 10 });
  });
});

describe('effect 12 template: summary', () => {
  it('names the template with the send timing', () => {
    expect(summary({})).toBe('テンプレート「ウェルカムメッセージ」をすぐに送信');
    expect(summary({ delay_type: 1, delay_min: 5, delay_max: 10 })).toBe(
      'テンプレート「ウェルカムメッセージ」を5〜10分後送信',
    );
    expect(summary({ delay_type: 2, delay_at: '09:30' })).toBe(
      'テンプレート「ウェルカムメッセージ」を09:30に送信',
    );
  });

  it('cuts the name to 10 characters with an ellipsis', () => {
    expect(summary({ egg_id: 2 })).toBe('テンプレート「月末セールのお知らせ…」をすぐに送信');
  });

  it('says when no template is chosen', () => {
    expect(templateEffect.summary({ type: 12, delay_type: 0 } as never, ctx)).toBe('テンプレート未選択');
  });

  it('names a template not loaded by its id and a deleted one as (削除済み)', () => {
    expect(summary({ egg_id: 50 })).toBe('テンプレート「ID:50」をすぐに送信');
    const deleted = createContext({ ...demoContextInput, deleted: { template: [1] } });
    expect(summary({}, deleted)).toBe('テンプレート「(削除済み)」をすぐに送信');
  });
});
