import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createContext } from './context.ts';
import { createEditorStore } from './store.ts';

const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const initial = [
  { type: 1, text: 'a', delay_type: 0 },
  { type: 1, text: 'b', delay_type: 0 },
  { type: 13, remove: 0, use_group: 0, tag_ids: [1] },
];
const makeStore = () => createEditorStore({ registry, kind: 'effect', initial, ctx });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('editor store', () => {
  it('wakes only the edited block on a keystroke, not the list or other blocks', () => {
    const store = makeStore();
    const [a, b, c] = store.getChildIds(null);
    const woken: string[] = [];
    for (const id of [a, b, c]) store.subscribeBlock(id, () => woken.push(id));
    let structure = 0;
    store.subscribeStructure(() => structure++);
    const idsBefore = store.getChildIds(null);
    store.update(b, ['text'], 'bb');
    expect(woken).toEqual([b]);
    expect(structure).toBe(0);
    expect(store.getChildIds(null)).toBe(idsBefore);
    store.dispatch({ op: 'moveUp', id: c });
    expect(structure).toBe(1);
    expect(store.getChildIds(null)).toEqual([a, c, b]);
  });

  it('validates 1000 ms after input, and shows issues only once the field is touched', () => {
    const store = makeStore();
    const [a] = store.getChildIds(null);
    store.update(a, ['text'], '');
    expect(store.getIssues(a)).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(store.getIssues(a)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(store.getIssues(a).map((i) => i.message)).toEqual(['メッセージ本文を入力してください']);
    expect(store.getVisibleIssues(a)).toEqual([]);
    store.touch(a, ['text']);
    expect(store.getVisibleIssues(a).map((i) => i.path)).toEqual(['/text']);
  });

  it('shows every issue after a save attempt (validateAll)', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [
        { type: 1, text: '', delay_type: 0 },
        { type: 6, operand: 1, valuetype: 1 },
      ],
      ctx,
    });
    const issues = store.validateAll();
    expect(issues.map((i) => i.path)).toEqual(['/text', '/var_id']);
    const [first, second] = store.getChildIds(null);
    expect(store.getVisibleIssues(first)).toHaveLength(1);
    expect(store.getVisibleIssues(second)).toHaveLength(1);
    expect(store.getSnapshot().submitted).toBe(true);
  });

  it('merges typing in one field into one undo step, and tracks dirty state', () => {
    const store = makeStore();
    const [a] = store.getChildIds(null);
    store.update(a, ['text'], 'a1');
    vi.advanceTimersByTime(100);
    store.update(a, ['text'], 'a12');
    expect(store.getSnapshot().dirty).toBe(true);
    store.undo();
    expect(store.getBlock(a)?.data.text).toBe('a');
    expect(store.getSnapshot().dirty).toBe(false);
    store.redo();
    expect(store.getBlock(a)?.data.text).toBe('a12');
    store.markSaved();
    expect(store.getSnapshot().dirty).toBe(false);
  });

  it('records a refused operation for the alert and keeps the list', () => {
    const store = makeStore();
    store.add(5);
    const before = store.getBlocks();
    const result = store.add(5);
    expect(result.ok).toBe(false);
    expect(store.getSnapshot().refusal?.issue.message).toBe('既に追加されています');
    expect(store.getBlocks()).toBe(before);
  });

  it('wakes a block when it starts or stops having errors, even untouched (collapsed badge)', () => {
    const store = makeStore();
    const [a] = store.getChildIds(null);
    let woken = 0;
    store.subscribeBlock(a, () => woken++);
    store.update(a, ['text'], '');
    const afterUpdate = woken;
    vi.advanceTimersByTime(1000);
    expect(store.getVisibleIssues(a)).toEqual([]);
    expect(woken).toBe(afterUpdate + 1);
  });

  it('validates a group again when its children change, and a block again after undo', () => {
    const store = createEditorStore({
      registry,
      kind: 'condition',
      initial: [{ type: 120, inputs: [] }],
      ctx,
    });
    const [group] = store.getChildIds(null);
    store.validateAll();
    expect(store.getVisibleIssues(group).map((i) => i.code)).toEqual(['action_required']);
    expect(store.add(60, { parentId: group }).ok).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(store.getIssues(group).map((i) => i.code)).not.toContain('action_required');
    store.undo();
    vi.advanceTimersByTime(1000);
    expect(store.getIssues(group).map((i) => i.code)).toContain('action_required');
  });

  it('tells context subscribers when the context changes', () => {
    const store = makeStore();
    let calls = 0;
    store.subscribeContext(() => calls++);
    const next = createContext({ items: { tag: [{ id: 1, name: '新しい名前' }] } });
    store.setContext(next);
    expect(calls).toBe(1);
    // The store's context is the one given, with block labels from its registry.
    expect(store.getContext().item('tag', 1)?.name).toBe('新しい名前');
    expect(store.getContext().blockLabel('effect', 1)).toEqual(registry.get('effect', 1)?.label);
  });

  it('serializes without client ids and reloads from saved data', () => {
    const store = makeStore();
    expect(store.serialize()).toEqual(initial);
    store.load([{ type: 1, text: 'z', delay_type: 0 }]);
    expect(store.serialize()).toEqual([{ type: 1, text: 'z', delay_type: 0 }]);
    expect(store.getSnapshot().canUndo).toBe(false);
  });
});

describe('quiet blocks', () => {
  it('hide their errors after a save attempt unless a field of theirs was touched', async () => {
    const { createBuiltInRegistry } = await import('../../plugins/index.ts');
    const registry = createBuiltInRegistry();
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [
        { type: 1, text: '' },
        { type: 1, text: '' },
      ],
    });
    const [quiet, loud] = store.getChildIds(null);
    store.setQuiet(new Set([quiet]));
    store.validateAll();
    expect(store.getVisibleIssues(loud).map((issue) => issue.path)).toContain('/text');
    expect(store.getVisibleIssues(quiet)).toEqual([]);
    expect(store.getIssues(quiet).length).toBeGreaterThan(0);
    store.touch(quiet, ['text']);
    expect(store.getVisibleIssues(quiet).map((issue) => issue.path)).toEqual(['/text']);
  });
});

describe('replace (an import)', () => {
  it('puts a whole list in as one undo step, unknown blocks kept read-only, dirty until saved', () => {
    const store = makeStore();
    const imported = [
      { type: 1, text: 'x', delay_type: 0 },
      { type: 999, anything: true },
    ];
    store.replace(imported);
    expect(store.serialize()).toEqual(imported);
    expect(store.getSnapshot().dirty).toBe(true);
    expect(store.getBlock(store.getChildIds(null)[1] as string)?.broken?.reason).toBe('unknown_type');
    store.undo();
    expect(store.serialize()).toEqual(initial);
    expect(store.getSnapshot().dirty).toBe(false);
    store.redo();
    expect(store.serialize()).toEqual(imported);
  });
});

describe('replace: the issues of an import', () => {
  const messages = (store: ReturnType<typeof makeStore>, id: string) =>
    store.getVisibleIssues(id).map((issue) => issue.message);

  it('shows an imported invalid block’s Japanese message at once, and none of the previous blocks’ issues', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [{ type: 1, text: '', delay_type: 0 }],
      ctx,
    });
    const [before] = store.getChildIds(null);
    store.touch(before, ['text']);
    expect(messages(store, before)).toEqual(['メッセージ本文を入力してください']);
    store.replace([
      { type: 1, text: 'ok', delay_type: 0 },
      { type: 1, text: '', delay_type: 0 },
    ]);
    const [valid, invalid] = store.getChildIds(null);
    // No timer has run: the import is judged as it arrives.
    expect(messages(store, invalid)).toEqual(['メッセージ本文を入力してください']);
    expect(store.hasErrors(invalid)).toBe(true);
    expect(messages(store, valid)).toEqual([]);
    expect(store.getIssues(before)).toEqual([]);
  });

  it('judges afresh an imported block that carries the id of a block shown now', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [{ type: 1, text: '', delay_type: 0, _bid: 'same' }],
      ctx,
    });
    store.touch('same', ['text']);
    expect(store.hasErrors('same')).toBe(true);
    store.replace([{ type: 1, text: 'filled', delay_type: 0, _bid: 'same' }]);
    expect(store.getIssues('same')).toEqual([]);
    expect(messages(store, 'same')).toEqual([]);
  });

  it('undo shows the previous blocks as they were, redo the imported ones as imported', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [
        { type: 1, text: '', delay_type: 0 },
        { type: 1, text: '', delay_type: 0 },
      ],
      ctx,
    });
    const [touched, untouched] = store.getChildIds(null);
    store.touch(touched, ['text']);
    store.replace([{ type: 1, text: '', delay_type: 0 }]);
    const [imported] = store.getChildIds(null);

    store.undo();
    expect(store.getChildIds(null)).toEqual([touched, untouched]);
    expect(messages(store, touched)).toEqual(['メッセージ本文を入力してください']);
    expect(messages(store, untouched)).toEqual([]);
    expect(store.getIssues(imported)).toEqual([]);

    store.redo();
    expect(store.getChildIds(null)).toEqual([imported]);
    expect(messages(store, imported)).toEqual(['メッセージ本文を入力してください']);
    expect(store.getIssues(touched)).toEqual([]);
  });

  it('reveals nested imported blocks too (an or-group’s conditions), and a load forgets it', () => {
    const store = createEditorStore({ registry, kind: 'condition', initial: [], ctx });
    store.replace([{ type: 120, inputs: [{ type: 20, memos: '' }] }]);
    const [group] = store.getChildIds(null);
    const [inner] = store.getChildIds(group);
    expect(store.getVisibleIssues(inner).length).toBeGreaterThan(0);
    store.load(store.serialize({ ids: true }));
    expect(store.getIssues(inner).length).toBeGreaterThan(0);
    expect(store.getVisibleIssues(inner).filter((issue) => issue.severity === 'error')).toEqual([]);
  });
});
