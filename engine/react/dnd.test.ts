import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './dnd.ts';
import { effectStore } from './test/setup.tsx';

const sortable = (id: string, index: number, items: string[]) =>
  ({
    id,
    data: { current: { sortable: { containerId: 'be-list:root', index, items } } },
  }) as unknown as Active & Over;

describe('drag announcements', () => {
  it('speak Japanese with the type label and the position', () => {
    const store = effectStore([
      { type: 1, text: 'a', delay_type: 0 },
      { type: 13, remove: 0, use_group: 0, tag_ids: [1] },
    ]);
    const [text, tag] = store.getChildIds(null);
    const items = [text, tag];
    const say = dragAnnouncements(store, 'ja');
    expect(say.onDragStart({ active: sortable(text, 0, items) })).toBe(
      'テキスト送信を持ち上げました。位置 1 / 2。',
    );
    expect(say.onDragOver({ active: sortable(text, 0, items), over: sortable(tag, 1, items) })).toBe(
      'テキスト送信を位置 2 / 2 に移動しました。',
    );
    expect(say.onDragEnd({ active: sortable(text, 0, items), over: sortable(tag, 1, items) })).toBe(
      'テキスト送信を位置 2 に置きました。',
    );
    expect(say.onDragEnd({ active: sortable(text, 0, items), over: null })).toBe(
      'テキスト送信を置きました。位置は変わりません。',
    );
    expect(say.onDragCancel({ active: sortable(tag, 1, items), over: null })).toBe(
      '移動を取り消しました。タグ操作は元の位置に戻りました。',
    );
    expect(dragAnnouncements(store, 'en').onDragStart({ active: sortable(tag, 1, items) })).toBe(
      'Picked up Tag operation. Position 2 of 2.',
    );
  });

  it('keep the pick-up announcement: the block over its own place right after it is not announced', () => {
    const store = effectStore([
      { type: 1, text: 'a', delay_type: 0 },
      { type: 13, remove: 0, use_group: 0, tag_ids: [1] },
    ]);
    const [text, tag] = store.getChildIds(null);
    const items = [text, tag];
    const say = dragAnnouncements(store, 'ja');
    say.onDragStart({ active: sortable(text, 0, items) });
    expect(
      say.onDragOver({ active: sortable(text, 0, items), over: sortable(text, 0, items) }),
    ).toBeUndefined();
    expect(say.onDragOver({ active: sortable(text, 0, items), over: sortable(tag, 1, items) })).toBe(
      'テキスト送信を位置 2 / 2 に移動しました。',
    );
    // Back over its own place is a move, and is announced.
    expect(say.onDragOver({ active: sortable(text, 0, items), over: sortable(text, 0, items) })).toBe(
      'テキスト送信を位置 1 / 2 に移動しました。',
    );
  });
});
