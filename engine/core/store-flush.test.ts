import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createContext } from './context.ts';
import { createEditorStore } from './store.ts';

const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('editor store: flushValidation', () => {
  it('runs the validation still waiting after typing at once, and not again when its delay ends', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [{ type: 1, text: 'a', delay_type: 0 }],
      ctx,
    });
    const [a] = store.getChildIds(null);
    const validate = vi.spyOn(store.registry, 'validateBlock');
    store.update(a, ['text'], '');
    expect(store.hasErrors(a)).toBe(false);
    expect(store.flushValidation()).toBe(true);
    expect(validate).toHaveBeenCalledTimes(1);
    // The panel's own state agrees: the error is the store's now (hidden until touched, as after the delay).
    expect(store.hasErrors(a)).toBe(true);
    expect(store.getIssues(a).map((issue) => issue.message)).toEqual(['メッセージ本文を入力してください']);
    expect(store.getVisibleIssues(a)).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(validate).toHaveBeenCalledTimes(1);
    // Nothing pending: a second flush validates nothing and answers the same.
    expect(store.flushValidation()).toBe(true);
    expect(validate).toHaveBeenCalledTimes(1);
    store.update(a, ['text'], '直した');
    expect(store.flushValidation()).toBe(false);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('answers for the blocks asked about only', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [
        { type: 1, text: 'a', delay_type: 0 },
        { type: 1, text: '', delay_type: 0 },
      ],
      ctx,
    });
    const [fine, broken] = store.getChildIds(null);
    expect(store.flushValidation([fine])).toBe(false);
    expect(store.flushValidation([broken])).toBe(true);
    expect(store.flushValidation()).toBe(true);
    expect(store.flushValidation([])).toBe(false);
  });

  it('counts an error of a block nested in one asked about (an or-group’s condition)', () => {
    const store = createEditorStore({
      registry,
      kind: 'condition',
      initial: [{ type: 120, inputs: [{ type: 20, memos: '来店' }] }],
      ctx,
    });
    const [group] = store.getChildIds(null);
    const [child] = store.getChildIds(group);
    expect(store.flushValidation([group])).toBe(false);
    store.update(child, ['memos'], '');
    expect(store.flushValidation([group])).toBe(true);
  });
});
