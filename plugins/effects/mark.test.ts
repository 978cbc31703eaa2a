import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  createBlock,
  createContext,
  hasErrors,
  validateDocument,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { markEffect } from './mark.ts';

/** Effect 7, response mark and display state (spec 000 §2.4, §2.5, §3.8, §5.3, §9), through the engine paths. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('effect', data, ctx);
const issue = (path: string, code: string, message: string, severity = 'error') =>
  expect.objectContaining({ path, code, message, severity });
const mark = (overrides: Record<string, unknown>) => ({ type: 7, notify: -10, user_rate: -10, ...overrides });
const summary = (data: Record<string, unknown>, context = ctx) =>
  markEffect.summary(mark(data) as never, context);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

const BLOCK_WARNING =
  'ブロックした友だちは友だちリストに表示されなくなり、メッセージも届かなくなります。また、タグと友だち情報はすべて削除されます';

describe('effect 7 mark: single use, no ability', () => {
  it('is offered to every account', () => {
    expect(addableTypes(registry, 'effect', [], createContext({})).map((t) => t.plugin.type)).toContain(7);
  });

  it('stays in the add menu, unavailable, once a mark step is in the list', () => {
    const blocks = [newBlock(1), newBlock(7)];
    expect(addableTypes(registry, 'effect', blocks, ctx).find((t) => t.plugin.type === 7)).toMatchObject({
      available: false,
      reason: 'already_added',
    });
  });

  it('refuses a second mark step: 既に追加されています', () => {
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(7) }, ctx);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyOperation(registry, first.blocks, { op: 'add', block: newBlock(7) }, ctx)).toEqual({
      ok: false,
      issue: { path: '', code: 'already_added', severity: 'error', message: '既に追加されています' },
    });
  });

  it('refuses two mark steps in a saved action', () => {
    const issues = validateDocument(registry, 'action', { inputs: [mark({}), mark({ user_rate: 1 })] }, ctx);
    expect(issues).toEqual([issue('/inputs/1', 'already_added', '既に追加されています')]);
  });
});

describe('effect 7 mark: response mark (notify)', () => {
  it('creates a block that changes nothing: both fields -10', () => {
    const block = newBlock(7);
    expect(block.data).toEqual({ type: 7, notify: -10, user_rate: -10 });
    expect(validate(block.data)).toEqual([]);
  });

  it('accepts no change (-10) and any mark id from 1', () => {
    for (const notify of [-10, 1, 2, 30]) expect(validate(mark({ notify }))).toEqual([]);
  });

  it.each([0, -1, -5, -9])('refuses %i: neither a mark nor no change', (notify) => {
    expect(validate(mark({ notify }))).toEqual([
      issue('/notify', 'enum', '対応マークの値が選択肢にありません'),
    ]);
  });

  it('refuses values below -10 and non-integers', () => {
    expect(validate(mark({ notify: -11 }))).toEqual([
      issue('/notify', 'minimum', '対応マークは-10以上で入力してください'),
    ]);
    expect(validate(mark({ notify: 1.5 }))).toEqual([
      issue('/notify', 'integer', '対応マークは整数で入力してください'),
    ]);
  });

  it('needs both fields', () => {
    expect(validate({ type: 7, user_rate: -10 })).toEqual([
      issue('/notify', 'required', '対応マークを入力してください'),
    ]);
    expect(validate({ type: 7, notify: -10 })).toEqual([
      issue('/user_rate', 'action_required', '表示状態を選択してください'),
    ]);
  });
});

describe('effect 7 mark: display state (user_rate)', () => {
  it.each([-10, 0, 1])('accepts %i without any issue', (userRate) => {
    expect(validate(mark({ user_rate: userRate }))).toEqual([]);
  });

  it('warns when blocking: blocked friends vanish, get no messages, lose tags and friend info', () => {
    expect(validate(mark({ user_rate: -1 }))).toEqual([
      issue('/user_rate', 'mark_block_warning', BLOCK_WARNING, 'warning'),
    ]);
  });

  it('does not keep a blocking step from being saved (a warning, not an error)', () => {
    const issues = validateDocument(registry, 'action', { inputs: [mark({ user_rate: -1 })] }, ctx);
    expect(issues).toEqual([issue('/inputs/0/user_rate', 'mark_block_warning', BLOCK_WARNING, 'warning')]);
    expect(hasErrors(issues)).toBe(false);
  });

  it.each([2, -2, -11])('refuses the unknown display state %i', (userRate) => {
    expect(validate(mark({ user_rate: userRate }))).toEqual([
      issue('/user_rate', 'enum', '表示状態の値が選択肢にありません'),
    ]);
  });

  it('words the warning in English as well', () => {
    const en = createContext({ ...demoContextInput, lang: 'en' });
    expect(registry.validateBlock('effect', mark({ user_rate: -1 }), en)[0].message).toMatch(
      /Blocked friends/,
    );
  });
});

describe('effect 7 mark: summary', () => {
  it('says when nothing changes', () => {
    expect(summary({})).toBe('変更なし');
  });

  it('names the response mark through the context', () => {
    expect(summary({ notify: 2 })).toBe('対応マークを「対応中」に変更');
    expect(summary({ notify: 3 })).toBe('対応マークを「要フォロー(至急の対…」に変更');
    expect(summary({ notify: 9 })).toBe('対応マークを「ID:9」に変更');
  });

  it('words each display state', () => {
    expect(summary({ user_rate: -1 })).toBe('表示状態を「ブロック」に変更');
    expect(summary({ user_rate: 0 })).toBe('表示状態を「非表示」に変更');
    expect(summary({ user_rate: 1 })).toBe('表示状態を「通常」に変更');
  });

  it('joins both changes', () => {
    expect(summary({ notify: 1, user_rate: 0 })).toBe('対応マークを「未対応」、表示状態を「非表示」に変更');
  });
});
