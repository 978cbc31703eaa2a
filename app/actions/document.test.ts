import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore } from '../../engine/core/index.ts';
import {
  buildDocument,
  clearDraft,
  envelopeOf,
  extraFieldsOf,
  readDraft,
  sameEnvelope,
  stashDraft,
  validationLines,
} from './document.ts';
import { actionRegistry, effectItemKinds } from './registry.ts';

const registry = actionRegistry();
const ctx = createContext({ abilities: ['scenario'], items: { tag: [{ id: 1, name: 'VIP' }] } });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe('action document', () => {
  it('splits a loaded action into envelope, effects and the fields it does not edit', () => {
    const data = {
      aid: 3,
      revision: 2,
      a_name: 'ウェルカム',
      a_twice_type: 1,
      is_template: 1,
      group_id: 4,
      inputs: [],
      description: '説明',
    };
    expect(envelopeOf(data)).toEqual({ a_name: 'ウェルカム', a_twice_type: 1, is_template: 1, group_id: 4 });
    expect(extraFieldsOf(data)).toEqual({ description: '説明' });
    expect(envelopeOf(undefined, { is_template: 1, group_id: 7 })).toEqual({
      a_name: '',
      a_twice_type: 0,
      is_template: 1,
      group_id: 7,
    });
    expect(sameEnvelope(envelopeOf(data), { ...envelopeOf(data), a_twice_type: 0 })).toBe(false);
  });

  it('builds the register document: aid and revision only for an existing action, an empty name left out', () => {
    const envelope = envelopeOf(undefined);
    expect(buildDocument({ aid: null, revision: undefined, envelope, extra: {}, inputs: [] })).toEqual({
      inputs: [],
      a_twice_type: 0,
      is_template: 0,
      group_id: null,
    });
    expect(
      buildDocument({
        aid: 3,
        revision: 2,
        envelope: { ...envelope, a_name: 'x' },
        extra: { description: 'd' },
        inputs: [{ type: 1 }],
      }),
    ).toEqual({
      description: 'd',
      inputs: [{ type: 1 }],
      aid: 3,
      revision: 2,
      a_name: 'x',
      a_twice_type: 0,
      is_template: 0,
      group_id: null,
    });
  });

  it('lists every reason a save is refused: effects by number and type, the name, at least one effect', () => {
    const store = createEditorStore({ registry, kind: 'effect', initial: [], ctx });
    const template = { ...envelopeOf(undefined), is_template: 1 as const };
    const empty = buildDocument({
      aid: null,
      revision: undefined,
      envelope: template,
      extra: {},
      inputs: [],
    });
    expect(validationLines(registry, store, empty, ctx)).toEqual([
      'アクション名を入力してください',
      '最低1つの要素を選択して下さい',
    ]);
    store.load([
      { type: 1, text: '', delay_type: 0 },
      { type: 13, remove: 0, use_group: 0, tag_ids: [1] },
    ]);
    const named = { ...template, a_name: 'x'.repeat(101) };
    const document = buildDocument({
      aid: null,
      revision: undefined,
      envelope: named,
      extra: {},
      inputs: store.serialize(),
    });
    expect(validationLines(registry, store, document, ctx)).toEqual([
      '1番目(テキスト送信): メッセージ本文を入力してください',
      'アクション名は100文字以内で入力してください',
    ]);
  });

  it('keeps an unsaved edit across a reload, per action, and forgets it', () => {
    const storage = memoryStorage();
    const draft = { aid: 5, at: 1, envelope: envelopeOf(undefined), inputs: [{ type: 1 }] };
    expect(stashDraft(storage, draft)).toBe(true);
    expect(readDraft(storage, 5)).toEqual(draft);
    expect(readDraft(storage, 6)).toBeUndefined();
    clearDraft(storage, 5);
    expect(readDraft(storage, 5)).toBeUndefined();
    storage.setItem('console.actionDraft:7', '{broken');
    expect(readDraft(storage, 7)).toBeUndefined();
    expect(stashDraft(undefined, draft)).toBe(false);
  });

  it('loads the item kinds every effect refers to', () => {
    expect(effectItemKinds(registry)).toEqual(
      expect.arrayContaining(['tag', 'tag_group', 'varia', 'scenario', 'template', 'funnel', 'event_menu']),
    );
  });
});
