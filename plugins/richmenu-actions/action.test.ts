import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { actionRichmenuAction } from './action.ts';

/** actype 2, action (spec 001 §3 action_id, §4 reset to 0 on a type change, §5 label max 60). */
const registry = createBuiltInRegistry();
const items = { action: [{ id: 1, name: '友だち追加時' }] };
const ja = createContext({ items, deleted: { action: [9] } });
const en = createContext({ lang: 'en', items, deleted: { action: [9] } });
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);

describe('rich-menu action 2 action', () => {
  it('names an action of the item picker', () => {
    expect(actionRichmenuAction.schema.properties.action_id['x-item']).toBe('action');
    expect(validate({ actype: 2, action_id: 1 })).toEqual([]);
  });

  it('refuses action 0 (none chosen) as not yet filled in', () => {
    expect(actionRichmenuAction.defaults()).toMatchObject({ action_id: 0 });
    expect(validate({ actype: 2, action_id: 0 })).toEqual([
      expect.objectContaining({
        path: '/action_id',
        code: 'action_required',
        message: 'アクションを選択してください',
        unfilled: true,
      }),
    ]);
    expect(validate({ actype: 2, action_id: -1 })).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/action_id', code: 'action_required' })]),
    );
  });

  it('allows a label of at most 60 characters', () => {
    expect(validate({ actype: 2, action_id: 1, label: 'a'.repeat(60) })).toEqual([]);
    expect(validate({ actype: 2, action_id: 1, label: 'a'.repeat(61) })).toEqual([
      expect.objectContaining({
        path: '/label',
        code: 'maxLength',
        message: 'ラベルは60文字以内で入力してください',
      }),
    ]);
  });

  it('summarises in Japanese and English, a deleted action flagged', () => {
    expect(actionRichmenuAction.summary({ actype: 2, action_id: 1 }, ja)).toBe(
      'アクション「友だち追加時」を実行',
    );
    expect(actionRichmenuAction.summary({ actype: 2, action_id: 1 }, en)).toBe('Run action "友だち追加時"');
    expect(actionRichmenuAction.summary({ actype: 2, action_id: 9 }, ja)).toBe(
      'アクション「(削除済み)」を実行',
    );
    expect(actionRichmenuAction.summary({ actype: 2, action_id: 0 }, ja)).toBe('アクションを実行(未選択)');
    expect(actionRichmenuAction.summary({ actype: 2, action_id: 0 }, en)).toBe('Run an action (none chosen)');
  });
});
