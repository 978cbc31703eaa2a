// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore } from '../core/index.ts';
import { dropOperation, listDropId } from './dnd.ts';
import { containerRegistry, renderEditor, sequentialIds } from './test/setup.tsx';

function groupStore(initial: unknown[]) {
  return createEditorStore({
    registry: containerRegistry(),
    kind: 'cond',
    initial,
    ctx: createContext(),
    newId: sequentialIds,
  });
}

const wire = (store: ReturnType<typeof groupStore>) => store.serialize();

describe('nested lists', () => {
  it('renders a container with its own numbered list and add menu of the nested kind', () => {
    const store = groupStore([
      {
        type: 120,
        inputs: [
          { type: 1, query: 'a' },
          { type: 1, query: 'b' },
        ],
      },
    ]);
    renderEditor(store);
    const [group, first, second] = screen.getAllByRole('article');
    expect(group.querySelector('.be-panel__title')?.textContent).toContain('1. いずれか');
    expect(first.querySelector('.be-panel__title')?.textContent).toContain('1. 名前');
    expect(second.querySelector('.be-panel__title')?.textContent).toContain('2. 名前');
    expect(within(group).queryByRole('textbox', { name: 'inputs' })).toBeNull();

    const nestedAdd = within(group.querySelector('.be-panel__nested') as HTMLElement).getByRole('button', {
      name: '要素を追加',
    });
    fireEvent.click(nestedAdd);
    fireEvent.click(screen.getByRole('menuitem', { name: '名前' }));
    expect(wire(store)).toEqual([
      {
        type: 120,
        inputs: [
          { type: 1, query: 'a' },
          { type: 1, query: 'b' },
          { type: 1, query: '' },
        ],
      },
    ]);
  });

  it('moves a block into the container above and out again with buttons', () => {
    const store = groupStore([
      { type: 120, inputs: [] },
      { type: 1, query: 'x' },
    ]);
    renderEditor(store);
    expect(screen.getByText('ここにドロップして追加')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '中へ(2. 名前)' }));
    expect(wire(store)).toEqual([{ type: 120, inputs: [{ type: 1, query: 'x' }] }]);
    const moved = store.getChildIds(store.getChildIds(null)[0])[0];
    expect(document.activeElement?.getAttribute('data-block-id')).toBe(moved);

    fireEvent.click(screen.getByRole('button', { name: '外へ(1. 名前)' }));
    expect(wire(store)).toEqual([
      { type: 120, inputs: [] },
      { type: 1, query: 'x' },
    ]);
    expect(document.activeElement?.getAttribute('data-block-id')).toBe(moved);
  });

  it('turns drops into core move operations (same list, another list, an empty list)', () => {
    const store = groupStore([
      { type: 120, inputs: [{ type: 1, query: 'in' }] },
      { type: 1, query: 'a' },
      { type: 1, query: 'b' },
      { type: 120, inputs: [] },
    ]);
    const [group, a, b, empty] = store.getChildIds(null);
    const inner = store.getChildIds(group)[0];

    expect(dropOperation(store, a, { id: b })).toEqual({ op: 'move', id: a, parentId: null, index: 2 });
    expect(dropOperation(store, a, { id: inner })).toEqual({ op: 'move', id: a, parentId: group, index: 0 });
    expect(dropOperation(store, inner, { id: b })).toEqual({
      op: 'move',
      id: inner,
      parentId: null,
      index: 2,
    });
    const intoEmpty = { id: listDropId(empty), data: { current: { list: true, parentId: empty } } };
    expect(dropOperation(store, a, intoEmpty)).toEqual({ op: 'move', id: a, parentId: empty, index: 0 });
    expect(dropOperation(store, a, { id: a })).toBeUndefined();
    expect(dropOperation(store, a, null)).toBeUndefined();
    expect(dropOperation(store, group, { id: inner })).toBeUndefined();

    renderEditor(store);
    act(() => {
      store.dispatch(dropOperation(store, a, intoEmpty)!);
    });
    expect(wire(store)).toEqual([
      { type: 120, inputs: [{ type: 1, query: 'in' }] },
      { type: 1, query: 'b' },
      { type: 120, inputs: [{ type: 1, query: 'a' }] },
    ]);
    expect(
      screen.getAllByRole('article').map((panel) => panel.querySelector('.be-panel__number')?.textContent),
    ).toEqual(['1.', '1.', '2.', '3.', '1.']);
  });

  it('shows the core refusal when a move is not allowed', () => {
    const store = groupStore([{ type: 120, inputs: [] }]);
    const [group] = store.getChildIds(null);
    renderEditor(store);
    act(() => {
      store.dispatch({ op: 'move', id: group, parentId: group, index: 0 });
    });
    expect(screen.getByRole('alert').textContent).toContain('この要素の中には入れられません');
  });
});
