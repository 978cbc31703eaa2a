import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  createBlock,
  createContext,
  hasErrors,
  loadBlocks,
  serializeBlocks,
  updateData,
  validateDocument,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { notificationEffect } from './notification.ts';

/** Effect 16, notification, deprecated (spec 000 §2.4, §2.5, §5.3, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const RETIRED = '通知設定は廃止予定です。今後は通知機能をご利用ください';
const retired = expect.objectContaining({
  path: '',
  code: 'notification_retired',
  message: RETIRED,
  severity: 'warning',
});
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });

describe('effect 16 notification: deprecated, never offered', () => {
  it('is registered but not listed', () => {
    expect(registry.get('effect', 16)).toBe(notificationEffect);
    expect(notificationEffect.listed).toBe(false);
    expect(notificationEffect.multiplicity).toBe('single');
  });

  it('is never in the add menu, whatever the account holds', () => {
    for (const context of [ctx, createContext({})]) {
      expect(addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type)).not.toContain(16);
    }
  });

  it('refuses to be added: この種類は新しく追加できません', () => {
    const block = createBlock(registry, 'effect', 16, ctx, () => 'n1');
    expect(applyOperation(registry, [], { op: 'add', block }, ctx)).toEqual({
      ok: false,
      issue: { path: '', code: 'not_listed', severity: 'error', message: 'この種類は新しく追加できません' },
    });
  });
});

describe('effect 16 notification: loads, validates and saves back unchanged', () => {
  const saved = [
    { type: 1, text: 'こんにちは', delay_type: 0 },
    { type: 16, text: '新しい友だちが登録されました', member_query_id: 4 },
  ];

  it('loads as an ordinary (not broken) block and serializes to the same wire data', () => {
    const blocks = loadBlocks(registry, 'effect', saved);
    expect(blocks.map((b) => [b.type, b.broken])).toEqual([
      [1, undefined],
      [16, undefined],
    ]);
    expect(serializeBlocks(registry, blocks)).toEqual(saved);
    expect(JSON.stringify(serializeBlocks(registry, blocks))).toBe(JSON.stringify(saved));
  });

  it('validates in a saved action with the retirement warning only: saving is not blocked', () => {
    const issues = validateDocument(registry, 'action', { inputs: saved }, ctx, { checkAbilities: true });
    expect(issues).toEqual([
      expect.objectContaining({ path: '/inputs/1', code: 'notification_retired', severity: 'warning' }),
    ]);
    expect(hasErrors(issues)).toBe(false);
  });

  it('can still be edited once loaded', () => {
    const [, block] = loadBlocks(registry, 'effect', saved);
    expect(updateData(registry, block, ['text'], '更新', ctx)).toEqual({
      type: 16,
      text: '更新',
      member_query_id: 4,
    });
  });
});

describe('effect 16 notification: the text (at most 100, with a counter)', () => {
  it('always warns that notification settings are being retired', () => {
    expect(validate({ type: 16, text: 'x' })).toEqual([retired]);
    expect(validate(notificationEffect.defaults())).toEqual([retired]);
  });

  it('accepts no text, an empty text and 100 characters (full-width too)', () => {
    expect(validate({ type: 16 })).toEqual([retired]);
    expect(validate({ type: 16, text: '' })).toEqual([retired]);
    expect(validate({ type: 16, text: 'あ'.repeat(100) })).toEqual([retired]);
  });

  it('refuses 101 characters: 通知内容は100文字以内で入力してください', () => {
    expect(validate({ type: 16, text: 'あ'.repeat(101) })).toEqual([
      issue('/text', 'maxLength', '通知内容は100文字以内で入力してください'),
    ]);
  });

  it('draws the text as a textarea whose maxLength gives the counter', () => {
    expect(notificationEffect.schema.properties.text).toMatchObject({
      maxLength: 100,
      'x-widget': 'textarea',
    });
  });

  it('refuses a text that is not a string and unknown fields', () => {
    expect(validate({ type: 16, text: 3 })).toEqual([
      issue('/text', 'type', '通知内容の形式が正しくありません'),
    ]);
    expect(validate({ type: 16, text: 'x', url: 'https://example.com' })).toEqual([
      expect.objectContaining({ path: '', code: 'additionalProperties', params: { property: 'url' } }),
    ]);
  });
});

describe('effect 16 notification: summary', () => {
  const summary = (data: Record<string, unknown>) =>
    notificationEffect.summary({ type: 16, ...data } as never, ctx);

  it('cuts the text at 10 width units', () => {
    expect(summary({ text: '新しい友だちが登録されました' })).toBe('通知「新しい友だ…」');
    expect(summary({ text: 'Hello' })).toBe('通知「Hello」');
  });

  it('says when there is no text', () => {
    expect(summary({})).toBe('通知(本文なし)');
    expect(summary({ text: '' })).toBe('通知(本文なし)');
  });
});
