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
import { tagEffect } from './tag.ts';

/** Effect 13, tag operation (spec 000 §2.5, §3.8, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const tag = (overrides: Record<string, unknown>) => ({ type: 13, remove: 0, use_group: 0, ...overrides });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>, context = ctx) =>
  tagEffect.summary(tag(data) as never, context);

describe('effect 13 tag: individual tags', () => {
  it('creates a block that adds individual tags, none chosen yet', () => {
    expect(createBlock(registry, 'effect', 13, ctx).data).toEqual({
      type: 13,
      remove: 0,
      use_group: 0,
      tag_ids: [],
    });
  });

  it('asks to choose tags when none are chosen: タグを選択してください', () => {
    expect(validate(createBlock(registry, 'effect', 13, ctx).data)).toEqual([
      issue('/tag_ids', 'action_required', 'タグを選択してください'),
    ]);
    expect(validate(tag({ remove: 1, tag_ids: [] }))).toEqual([
      issue('/tag_ids', 'action_required', 'タグを選択してください'),
    ]);
  });

  it('refuses raw data without tag_ids in the individual-tag modes', () => {
    expect(validate({ type: 13, remove: 0 })).toEqual([
      issue('/tag_ids', 'action_required', 'タグを選択してください'),
    ]);
  });

  it('accepts adding and removing chosen tags', () => {
    expect(validate(tag({ remove: 0, tag_ids: [1, 2] }))).toEqual([]);
    expect(validate(tag({ remove: 1, tag_ids: [3] }))).toEqual([]);
    // use_group absent means individual tags.
    expect(validate({ type: 13, remove: 0, tag_ids: [1] })).toEqual([]);
  });

  it('refuses an unknown operation and an unknown use_group value', () => {
    expect(validate(tag({ remove: 4, tag_ids: [1] }))).toEqual([
      issue('/remove', 'enum', '操作の値が選択肢にありません'),
    ]);
    expect(validate(tag({ use_group: 2, tag_ids: [1] }))).toEqual([
      issue('/use_group', 'enum', 'フォルダ単位で指定の値が選択肢にありません'),
    ]);
  });

  it('refuses a tag chosen twice and tag ids below 1', () => {
    expect(validate(tag({ tag_ids: [1, 1] }))).toEqual([
      issue('/tag_ids', 'uniqueItems', 'タグに重複があります'),
    ]);
    expect(validate(tag({ tag_ids: [0] }))).toEqual([
      expect.objectContaining({ path: '/tag_ids/0', code: 'minimum' }),
    ]);
  });
});

describe('effect 13 tag: every tag of a folder (use_group)', () => {
  it('needs tag_group_id, not tags', () => {
    expect(validate(tag({ use_group: 1 }))).toEqual([
      issue('/tag_group_id', 'action_required', 'タグフォルダを選択してください'),
    ]);
    expect(validate(tag({ use_group: 1, tag_ids: [], tag_group_id: 4 }))).toEqual([]);
    expect(validate(tag({ remove: 1, use_group: 1, tag_group_id: 4 }))).toEqual([]);
  });

  it('refuses a folder id below 1', () => {
    expect(validate(tag({ use_group: 1, tag_group_id: 0 }))).toEqual([
      issue('/tag_group_id', 'action_required', 'タグフォルダを選択してください'),
    ]);
  });

  it('clears the chosen tags when switching to a folder', () => {
    const block = load(tag({ tag_ids: [1, 2] }));
    const data = updateData(registry, block, ['use_group'], 1, ctx);
    expect(data).toEqual({ type: 13, remove: 0, use_group: 1, tag_ids: [] });
    expect(validate(data)).toEqual([
      issue('/tag_group_id', 'action_required', 'タグフォルダを選択してください'),
    ]);
  });

  it('clears the folder when switching back to individual tags', () => {
    const block = load(tag({ use_group: 1, tag_ids: [], tag_group_id: 4 }));
    const result = applyOperation(
      registry,
      [block],
      { op: 'update', id: 'b1', path: ['use_group'], value: 0 },
      ctx,
    );
    expect(result.ok && result.blocks[0].data).toEqual({ type: 13, remove: 0, use_group: 0, tag_ids: [] });
  });

  it('keeps the chosen tags when another field changes', () => {
    const block = load(tag({ tag_ids: [1, 2] }));
    expect(updateData(registry, block, ['remove'], 1, ctx)).toEqual(tag({ remove: 1, tag_ids: [1, 2] }));
  });
});

describe('effect 13 tag: tags from linked data (remove 2 and 3)', () => {
  const linked = { category: 'reserve', event: 'register', key: 'course', key_label: 'コース' };

  it('needs no tags and no folder, but a context', () => {
    expect(validate({ type: 13, remove: 2, context: linked })).toEqual([]);
    expect(validate(tag({ remove: 3, tag_ids: [], context: { key: 'course' } }))).toEqual([]);
    expect(validate(tag({ remove: 2, use_group: 1, context: { key: 'course' } }))).toEqual([]);
    expect(validate({ type: 13, remove: 2 })).toEqual([
      issue('/context', 'required', '連携データを入力してください'),
    ]);
  });

  it('needs the context key: キーを選択してください', () => {
    expect(validate({ type: 13, remove: 3, context: {} })).toEqual([
      issue('/context/key', 'action_required', 'キーを選択してください'),
    ]);
    expect(validate({ type: 13, remove: 2, context: { key: '', key_label: 'コース' } })).toEqual([
      issue('/context/key', 'action_required', 'キーを選択してください'),
    ]);
  });

  it('checks the context fields', () => {
    expect(validate({ type: 13, remove: 2, context: { key: 'k'.repeat(101) } })).toEqual([
      issue('/context/key', 'maxLength', 'キーは100文字以内で入力してください'),
    ]);
    expect(validate({ type: 13, remove: 2, context: { key: 'k', open_api_trigger_id: -1 } })).toEqual([
      issue('/context/open_api_trigger_id', 'minimum', '外部連携トリガーは0以上で入力してください'),
    ]);
    expect(validate({ type: 13, remove: 2, context: { key: 'k', colour: 'red' } })).toEqual([
      expect.objectContaining({
        path: '/context',
        code: 'additionalProperties',
        params: { property: 'colour' },
      }),
    ]);
  });

  it('clears the context when leaving the linked-data modes', () => {
    const block = load({ type: 13, remove: 2, use_group: 0, tag_ids: [], context: linked });
    const add = updateData(registry, block, ['remove'], 0, ctx);
    expect(add).toEqual({ type: 13, remove: 0, use_group: 0, tag_ids: [] });
    expect(updateData(registry, block, ['remove'], 1, ctx)).not.toHaveProperty('context');
  });

  it('keeps the context when switching between the two linked-data modes', () => {
    const block = load({ type: 13, remove: 2, context: linked });
    expect(updateData(registry, block, ['remove'], 3, ctx)).toEqual({ type: 13, remove: 3, context: linked });
  });
});

describe('effect 13 tag: summary', () => {
  it('names the chosen tags with the verb of the operation', () => {
    expect(summary({ tag_ids: [1, 2] })).toBe('タグ VIP、新規 を追加');
    expect(summary({ remove: 1, tag_ids: [2] })).toBe('タグ 新規 を削除');
  });

  it('cuts names to 10 characters with an ellipsis', () => {
    expect(summary({ tag_ids: [3] })).toBe('タグ とても長い名前のタグ… を追加');
  });

  it('shows at most 3 tags, then 他N件', () => {
    expect(summary({ tag_ids: [1, 2, 3] })).toBe('タグ VIP、新規、とても長い名前のタグ… を追加');
    expect(summary({ tag_ids: [1, 2, 3, 4] })).toBe('タグ VIP、新規、とても長い名前のタグ… 他1件 を追加');
    expect(summary({ tag_ids: [1, 2, 3, 4, 99] })).toBe('タグ VIP、新規、とても長い名前のタグ… 他2件 を追加');
  });

  it('shows a deleted tag as (削除済み) and a tag not loaded by its id', () => {
    expect(summary({ tag_ids: [99] })).toBe('タグ (削除済み) を追加');
    expect(summary({ tag_ids: [1, 99] })).toBe('タグ VIP、(削除済み) を追加');
    expect(summary({ tag_ids: [50] })).toBe('タグ ID:50 を追加');
    // The English UI says the whole sentence in English (it read タグ (deleted) を追加 before).
    expect(summary({ tag_ids: [99] }, createContext({ ...demoContextInput, lang: 'en' }))).toBe(
      'Add tags (deleted)',
    );
  });

  it('keeps a tag name that looks like markup as plain text', () => {
    const text = summary({ tag_ids: [4] });
    expect(text).toBe('タグ <img src=x… を追加');
    expect(text).not.toContain('&lt;');
  });

  it('says when no tag is chosen', () => {
    expect(summary({ tag_ids: [] })).toBe('タグを追加(未選択)');
    expect(summary({ remove: 1 })).toBe('タグを削除(未選択)');
  });

  it('names the folder in folder mode', () => {
    expect(summary({ use_group: 1, tag_group_id: 4, tag_ids: [1] })).toBe('フォルダ「購買」のタグを追加');
    expect(summary({ remove: 1, use_group: 1 })).toBe('フォルダ「未設定」のタグを削除');
  });

  it('names the linked-data key in the linked-data modes', () => {
    expect(summary({ remove: 2, context: { key: 'course', key_label: 'コース' } })).toBe(
      '連携データ「コース」のタグを追加',
    );
    expect(summary({ remove: 3, context: { key: 'course' } })).toBe('連携データ「course」のタグを削除');
    expect(summary({ remove: 2, tag_ids: [1] })).toBe('連携データ「未設定」のタグを追加');
  });
});
