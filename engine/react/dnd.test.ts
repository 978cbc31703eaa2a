import {
  type Active,
  type ClientRect,
  closestCenter,
  type Over,
  type SensorContext,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { blockKeyboardCoordinates, dragAnnouncements } from './dnd.ts';
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

/** A measured list item: its droppable (with useSortable's data) and its rect. */
interface FakeItem {
  id: string;
  list: string;
  index: number;
  top: number;
  height: number;
  left?: number;
}

const rectOf = ({ top, height, left = 0 }: Pick<FakeItem, 'top' | 'height' | 'left'>): ClientRect => {
  const width = 600 - left;
  return { top, left, width, height, bottom: top + height, right: left + width };
};

/**
 * A page of two lists as the sensor sees it: the root list (a tall text panel, a short conversion panel, an
 * or-group, a mark panel) and the or-group's nested list drawn inside the group, indented.
 */
const PAGE: FakeItem[] = [
  { id: 'text', list: 'be-list:root', index: 0, top: 0, height: 400 },
  { id: 'conversion', list: 'be-list:root', index: 1, top: 408, height: 40 },
  { id: 'group', list: 'be-list:root', index: 2, top: 456, height: 200 },
  { id: 'mark', list: 'be-list:root', index: 3, top: 664, height: 120 },
  { id: 'inner1', list: 'be-list:group', index: 0, top: 500, height: 40, left: 24 },
  { id: 'inner2', list: 'be-list:group', index: 1, top: 548, height: 40, left: 24 },
];

function sensorContext(activeId: string, overId: string, collisionRect: ClientRect) {
  const ref = (item: FakeItem) => ({
    current: {
      sortable: {
        containerId: item.list,
        index: item.index,
        items: PAGE.filter((other) => other.list === item.list).map((other) => other.id),
      },
    },
  });
  const item = (id: string) => PAGE.find((candidate) => candidate.id === id) as FakeItem;
  const containers = PAGE.map((entry) => ({
    id: entry.id,
    key: entry.id,
    data: ref(entry),
    disabled: false,
  }));
  const droppableRects = new Map<UniqueIdentifier, ClientRect>(
    PAGE.map((entry) => [entry.id, rectOf(entry)]),
  );
  return {
    active: {
      id: activeId,
      data: ref(item(activeId)),
      rect: { current: { initial: null, translated: null } },
    },
    over: { id: overId, data: ref(item(overId)), rect: rectOf(item(overId)), disabled: false },
    collisionRect,
    droppableRects,
    droppableContainers: Object.assign(new Map(containers.map((entry) => [entry.id, entry])), {
      getEnabled: () => containers,
    }),
  } as unknown as SensorContext;
}

/**
 * One arrow press during a keyboard drag of `activeId`, now over `overId` with its rect at `rect`: the rect it
 * moves to (undefined when it stays) and what closestCenter then finds under it.
 */
function press(code: string, activeId: string, overId: string, rect: ClientRect) {
  const context = sensorContext(activeId, overId, rect);
  const event = { code, preventDefault: vi.fn() } as unknown as KeyboardEvent;
  const to = blockKeyboardCoordinates(event, {
    active: activeId,
    context,
    currentCoordinates: { x: rect.left, y: rect.top },
  });
  expect(event.preventDefault).toHaveBeenCalled();
  if (!to) return undefined;
  const moved = rectOf({ top: to.y, height: rect.height, left: to.x });
  const [nearest] = closestCenter({
    active: context.active as Active,
    collisionRect: moved,
    droppableRects: context.droppableRects,
    droppableContainers: context.droppableContainers.getEnabled(),
    pointerCoordinates: null,
  });
  return { rect: moved, over: nearest?.id };
}

const home = (id: string) => rectOf(PAGE.find((item) => item.id === id) as FakeItem);

describe('keyboard coordinates of the block lists', () => {
  it('move a tall panel below a short one, one place per ArrowDown, and not past the last', () => {
    const first = press('ArrowDown', 'text', 'text', home('text'));
    expect(first?.over).toBe('conversion');
    // The dragged rect's centre is on the short panel's centre.
    expect(first && first.rect.top + first.rect.height / 2).toBe(408 + 20);
    const second = press('ArrowDown', 'text', 'conversion', first?.rect as ClientRect);
    // The or-group, not the nested blocks drawn inside it.
    expect(second?.over).toBe('group');
    const third = press('ArrowDown', 'text', 'group', second?.rect as ClientRect);
    expect(third?.over).toBe('mark');
    expect(press('ArrowDown', 'text', 'mark', third?.rect as ClientRect)).toBeUndefined();
    // And back up, one place per ArrowUp, to its own place.
    let back = press('ArrowUp', 'text', 'mark', third?.rect as ClientRect);
    expect(back?.over).toBe('group');
    back = press('ArrowUp', 'text', 'group', back?.rect as ClientRect);
    expect(back?.over).toBe('conversion');
    back = press('ArrowUp', 'text', 'conversion', back?.rect as ClientRect);
    expect(back?.over).toBe('text');
    expect(back?.rect).toEqual(home('text'));
  });

  it('move a tall panel above a short one with ArrowUp, and a short panel over a tall one both ways', () => {
    expect(press('ArrowUp', 'mark', 'mark', home('mark'))?.over).toBe('group');
    const up = press('ArrowUp', 'conversion', 'conversion', home('conversion'));
    expect(up?.over).toBe('text');
    expect(press('ArrowUp', 'conversion', 'text', up?.rect as ClientRect)).toBeUndefined();
    expect(press('ArrowDown', 'conversion', 'text', up?.rect as ClientRect)?.over).toBe('conversion');
    expect(press('ArrowDown', 'conversion', 'conversion', home('conversion'))?.over).toBe('group');
  });

  it('keep a nested block in its own list: the other list is passed over, its ends stop it', () => {
    expect(press('ArrowDown', 'inner1', 'inner1', home('inner1'))?.over).toBe('inner2');
    expect(press('ArrowDown', 'inner2', 'inner2', home('inner2'))).toBeUndefined();
    expect(press('ArrowUp', 'inner1', 'inner1', home('inner1'))).toBeUndefined();
    expect(press('ArrowUp', 'inner2', 'inner2', home('inner2'))?.over).toBe('inner1');
  });
});
