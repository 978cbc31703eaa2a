import { describe, expect, it } from 'vitest';
import type { PickerItem } from '../api/types.ts';
import { editableChoiceField } from './ItemPickerField.tsx';
import type { KindItems } from './item-store.ts';

const items: PickerItem[] = [
  { id: 12, name: '血液型', type: 20 },
  { id: 3, name: '会員番号', type: 0 },
  { id: 9, name: '対応マーク', type: 20, writable: false },
];
const varia: KindItems = {
  status: 'loaded',
  groups: [],
  items,
  byId: new Map(items.map((item) => [String(item.id), item])),
  messages: [],
};
const mayWrite = new Set(['var-write']);

describe('editableChoiceField: which picked friend-info field offers 選択肢を編集', () => {
  it('a writable choice field, for an operator holding var-write', () => {
    expect(editableChoiceField(varia, 'varia', 12, mayWrite)?.name).toBe('血液型');
  });

  it('not another type, a protected field, an unknown id, another kind, or without var-write', () => {
    expect(editableChoiceField(varia, 'varia', 3, mayWrite)).toBeUndefined();
    expect(editableChoiceField(varia, 'varia', 9, mayWrite)).toBeUndefined();
    expect(editableChoiceField(varia, 'varia', 404, mayWrite)).toBeUndefined();
    expect(editableChoiceField(varia, 'tag', 12, mayWrite)).toBeUndefined();
    expect(editableChoiceField(varia, 'varia', 12, new Set(['tag-write']))).toBeUndefined();
    expect(editableChoiceField(undefined, 'varia', 12, mayWrite)).toBeUndefined();
  });
});
