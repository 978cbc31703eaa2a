// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type BlockSchema,
  createContext,
  createEditorStore,
  createRegistry,
  definePlugin,
  type EditorStore,
} from '../core/index.ts';
import { GroupedBlockListEditor } from './GroupedBlockListEditor.tsx';
import { groupIds, keepOneExpanded, moveToGroup, removeGroupBlocks } from './grouped.ts';
import { setRenderProbe } from './render-probe.ts';
import { sequentialIds } from './test/setup.tsx';

// The engine knows no domain: two plain note types carrying their group in `bucket`.
const noteSchema = (type: 1 | 2) =>
  ({
    type: 'object',
    properties: {
      type: { const: type },
      bucket: { type: 'integer', minimum: 1, title: 'グループ', 'x-title-en': 'Group', 'x-widget': 'hidden' },
      text: { type: 'string', title: '本文', 'x-title-en': 'Text', maxLength: 20 },
    },
    required: ['type'],
    additionalProperties: false,
  }) as const satisfies BlockSchema;

const note = (type: 1 | 2, label: string) =>
  definePlugin({
    kind: 'note',
    type,
    key: `note${type}`,
    label: { ja: label, en: label },
    multiplicity: 'multiple',
    listed: true,
    version: 1,
    migrations: {},
    schema: noteSchema(type),
    defaults: () => ({ type, text: '' }),
    summary: (d: { text?: string }) => d.text ?? '',
    examples: { valid: [{ type, text: 'a' }], invalid: [{ data: { type, text: 1 }, expect: 'type' }] },
  });

function noteStore(initial: unknown[]): EditorStore {
  const registry = createRegistry();
  registry.register(note(1, 'メモ'));
  registry.register(note(2, '見出し'));
  return createEditorStore({ registry, kind: 'note', initial, ctx: createContext({}), newId: sequentialIds });
}

const keys = [1, 2, 3];
const texts = (store: EditorStore) => store.serialize().map((block) => (block as { text: string }).text);
const groupTexts = (store: EditorStore) =>
  [...groupIds(store, 'bucket', keys).values()].map((ids) => ids.map((id) => store.getBlock(id)?.data.text));

describe('grouped list commands', () => {
  const start = () =>
    noteStore([
      { type: 1, bucket: 1, text: 'a' },
      { type: 1, bucket: 1, text: 'b' },
      { type: 1, bucket: 2, text: 'c' },
      { type: 1, bucket: 3, text: 'd' },
      { type: 1, text: 'orphan' },
    ]);

  it('groups by the field; a block naming no group shows in the first', () => {
    const store = start();
    expect(groupTexts(store)).toEqual([['a', 'b', 'orphan'], ['c'], ['d']]);
  });

  it('moves forward to the start of the target group and back to its end, in one undo step', () => {
    const store = noteStore([
      { type: 1, bucket: 1, text: 'a' },
      { type: 1, bucket: 1, text: 'b' },
      { type: 1, bucket: 2, text: 'c' },
      { type: 1, bucket: 3, text: 'd' },
    ]);
    const [a] = store.getChildIds(null);
    moveToGroup(store, { id: a, groupField: 'bucket', keys, key: 3, mergeKey: 'm1' });
    expect(texts(store)).toEqual(['b', 'c', 'a', 'd']);
    expect(groupTexts(store)).toEqual([['b'], ['c'], ['a', 'd']]);
    const d = store.getChildIds(null)[3];
    moveToGroup(store, { id: d, groupField: 'bucket', keys, key: 1, mergeKey: 'm2' });
    expect(groupTexts(store)).toEqual([['b', 'd'], ['c'], ['a']]);
    store.undo();
    expect(groupTexts(store)).toEqual([['b'], ['c'], ['a', 'd']]);
    store.undo();
    expect(texts(store)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes the blocks of one group', () => {
    const store = start();
    removeGroupBlocks(store, { groupField: 'bucket', keys, key: 2, mergeKey: 'r' });
    expect(texts(store)).toEqual(['a', 'b', 'd', 'orphan']);
  });

  it('keeps one block expanded, and collapsing alone never makes a saved list unsaved', async () => {
    const store = start();
    const stop = keepOneExpanded(store);
    const ids = store.getChildIds(null);
    // A load (every block new) starts all collapsed.
    expect(ids.every((id) => store.getBlock(id)?.collapsed)).toBe(true);
    expect(store.getSnapshot().dirty).toBe(false);
    store.dispatch({ op: 'collapse', id: ids[1], collapsed: false });
    expect(ids.map((id) => store.getBlock(id)?.collapsed)).toEqual([true, false, true, true, true]);
    store.dispatch({ op: 'collapse', id: ids[3], collapsed: false });
    expect(ids.map((id) => store.getBlock(id)?.collapsed)).toEqual([true, true, true, false, true]);
    expect(store.getSnapshot().dirty).toBe(false);
    store.update(ids[3], ['text'], 'x');
    expect(store.getSnapshot().dirty).toBe(true);
    stop();
  });

  it('undo goes back past a panel switch to the edits before it, and comes to an end', () => {
    const store = noteStore([]);
    const stop = keepOneExpanded(store);
    store.add(1, { parentId: null, index: 0 });
    const [a] = store.getChildIds(null);
    store.update(a, ['text'], 'x');
    // A second block added expanded: the first collapses.
    store.add(1, { parentId: null, index: 1 });
    const b = store.getChildIds(null)[1];
    expect([store.getBlock(a)?.collapsed, store.getBlock(b)?.collapsed]).toEqual([true, false]);
    // Before, each undo reopened one panel and the rule closed the other (a new step): it never ended.
    for (let i = 0; i < 10 && store.getSnapshot().canUndo; i++) store.undo();
    expect(store.getSnapshot().canUndo).toBe(false);
    expect(store.getChildIds(null)).toEqual([]);
    // Redone to the end: the list as it was, one panel open.
    while (store.getSnapshot().canRedo) store.redo();
    expect(store.getBlock(a)?.data.text).toBe('x');
    expect([store.getBlock(a)?.collapsed, store.getBlock(b)?.collapsed]).toEqual([true, false]);
    stop();
  });

  it('a load collapses every panel in one undo step', () => {
    const store = start();
    const stop = keepOneExpanded(store);
    expect(store.getSnapshot().canUndo).toBe(true);
    store.undo();
    expect(store.getSnapshot().canUndo).toBe(false);
    stop();
  });
});

describe('GroupedBlockListEditor', () => {
  const groups = [
    { key: 1, label: 'グループ 1' },
    { key: 2, label: 'グループ 2' },
  ];
  const setup = (offered?: (plugin: { type: number }) => boolean) => {
    const store = noteStore([
      { type: 1, bucket: 1, text: 'a' },
      { type: 1, bucket: 2, text: 'b' },
    ]);
    const moved: unknown[] = [];
    render(
      <GroupedBlockListEditor
        store={store}
        label="一覧"
        groupField="bucket"
        groups={groups}
        offered={offered}
        singleExpanded
        onMovedToGroup={(id, from, to) => moved.push([id, from, to])}
      />,
    );
    return { store, moved };
  };
  const region = (name: string) => screen.getByRole('region', { name });

  it('draws a region per group with its panels numbered within it and its own palette', () => {
    setup((plugin) => plugin.type === 1);
    expect(within(region('グループ 1')).getAllByRole('article')).toHaveLength(1);
    expect(within(region('グループ 2')).getByRole('article').textContent).toContain('1.');
    // The palette offers only what `offered` allows.
    expect(within(region('グループ 2')).getByRole('button', { name: 'メモ' })).toBeTruthy();
    expect(within(region('グループ 2')).queryByRole('button', { name: '見出し' })).toBeNull();
  });

  it('adds to the end of the group it was asked in, expanded alone', () => {
    const { store } = setup();
    fireEvent.click(within(region('グループ 1')).getByRole('button', { name: '見出し' }));
    expect(store.serialize()).toEqual([
      { type: 1, bucket: 1, text: 'a' },
      { type: 2, bucket: 1, text: '' },
      { type: 1, bucket: 2, text: 'b' },
    ]);
    const expanded = store.getChildIds(null).map((id) => !store.getBlock(id)?.collapsed);
    expect(expanded).toEqual([false, true, false]);
  });

  it('one panel open at a time: opening another closes the first, clicking again closes it', () => {
    setup();
    const [first, second] = screen.getAllByRole('button', { name: /^詳細/ });
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves a block to the next group by its button and tells the host', () => {
    const { store, moved } = setup();
    act(() => {
      fireEvent.click(within(region('グループ 1')).getByRole('button', { name: /をグループ 2へ移動$/ }));
    });
    expect(within(region('グループ 1')).queryAllByRole('article')).toHaveLength(0);
    expect(within(region('グループ 2')).getAllByRole('article')).toHaveLength(2);
    expect(store.serialize()).toEqual([
      { type: 1, bucket: 2, text: 'a' },
      { type: 1, bucket: 2, text: 'b' },
    ]);
    expect(moved).toEqual([[store.getChildIds(null)[0], 1, 2]]);
  });

  it('the moved panel keeps the focus in its new group (the move button’s panel is gone)', () => {
    const { store } = setup();
    const button = within(region('グループ 1')).getByRole('button', { name: /をグループ 2へ移動$/ });
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    const [moved] = store.getChildIds(null);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.getAttribute('data-block-id')).toBe(moved);
    expect(region('グループ 2').contains(document.activeElement)).toBe(true);
  });

  it('removing the last panel of a group gives the focus to that group’s palette, not to <body>', () => {
    setup();
    const remove = within(region('グループ 1')).getByRole('button', { name: /^削除/ });
    remove.focus();
    act(() => {
      fireEvent.click(remove);
    });
    expect(within(region('グループ 1')).queryAllByRole('article')).toHaveLength(0);
    expect(document.activeElement).toBe(
      within(region('グループ 1')).getAllByRole('button', { name: /メモ|見出し/ })[0],
    );
  });

  it('a keystroke re-renders its panel only, not the groups or their palettes', () => {
    const { store } = setup();
    const [first] = screen.getAllByRole('button', { name: /^詳細/ });
    fireEvent.click(first);
    const renders: string[] = [];
    setRenderProbe((component, key) => renders.push(`${component}:${key}`));
    fireEvent.change(within(region('グループ 1')).getByRole('textbox', { name: /本文/ }), {
      target: { value: 'typed' },
    });
    setRenderProbe(null);
    expect(store.serialize()[0]).toMatchObject({ text: 'typed' });
    expect(renders).toEqual([`BlockPanel:${store.getChildIds(null)[0]}`]);
  });
});
