import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createContext } from './context.ts';
import { createEditorStore } from './store.ts';

/**
 * Warnings inform and never block saving, so the operator meets them as soon as they apply: on add, on load and
 * after the change that brings them, untouched and unsaved. Errors keep waiting for a touch or a save.
 */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const makeStore = (initial: unknown[] = [], context = ctx) =>
  createEditorStore({ registry, kind: 'effect', initial, ctx: context });
const shown = (store: ReturnType<typeof makeStore>, id: string) =>
  store.getVisibleIssues(id).map((issue) => `${issue.severity} ${issue.path} ${issue.message}`);

const QUOTA = 'イベント予約の操作で送信されるメッセージは、メッセージ通数を消費する場合があります';
const BLOCK_WARNING =
  'ブロックした友だちは友だちリストに表示されなくなり、メッセージも届かなくなります。また、タグと友だち情報はすべて削除されます';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('editor store: warnings show as soon as they apply', () => {
  it('shows a new reservation block its quota warning at once, its errors only once touched', () => {
    const store = makeStore();
    expect(store.add(31).ok).toBe(true);
    const [id] = store.getChildIds(null);
    // No timer advanced, nothing touched, no save attempted.
    expect(shown(store, id)).toEqual([`warning  ${QUOTA}`]);
    // The slot is still to choose: an error, kept out of sight until the field is touched.
    expect(store.hasErrors(id)).toBe(true);
    store.touch(id, ['event_slot_id']);
    expect(shown(store, id)).toEqual([
      'error /event_slot_id イベント予約枠を選択してください',
      `warning  ${QUOTA}`,
    ]);
  });

  it('does not count a warning as an error', () => {
    const store = makeStore([{ type: 31, fire_type: 0, event_slot_id: 2, num_of_takes: 1 }]);
    const [id] = store.getChildIds(null);
    expect(shown(store, id)).toEqual([`warning  ${QUOTA}`]);
    expect(store.hasErrors(id)).toBe(false);
  });

  it('shows the warnings of loaded blocks at once: on open and on a reload', () => {
    const store = makeStore([{ type: 16, text: '新しい友だちが登録されました' }]);
    const [notification] = store.getChildIds(null);
    expect(shown(store, notification)).toEqual([
      'warning  通知設定は廃止予定です。今後は通知機能をご利用ください',
    ]);
    store.load([{ type: 7, notify: -10, user_rate: -1 }]);
    const [mark] = store.getChildIds(null);
    expect(shown(store, mark)).toEqual([`warning /user_rate ${BLOCK_WARNING}`]);
  });

  it('shows the block warning after the change that brings it, untouched, and drops it when undone', () => {
    const store = makeStore([{ type: 7, notify: -10, user_rate: -10 }]);
    const [id] = store.getChildIds(null);
    let woken = 0;
    store.subscribeBlock(id, () => woken++);
    expect(shown(store, id)).toEqual([]);
    store.update(id, ['user_rate'], -1);
    const afterUpdate = woken;
    vi.advanceTimersByTime(1000);
    expect(shown(store, id)).toEqual([`warning /user_rate ${BLOCK_WARNING}`]);
    // The panel is woken to draw it.
    expect(woken).toBe(afterUpdate + 1);
    store.update(id, ['user_rate'], 0);
    vi.advanceTimersByTime(1000);
    expect(shown(store, id)).toEqual([]);
  });

  it('shows the ad-connect warning of a phase block to an operator holding ad-connect only', () => {
    const PHASE = '広告コンバージョンと紐づいたフェーズを通過すると、コンバージョンが自動で送信されます';
    const holder = makeStore([], createContext({ ...demoContextInput, permissions: ['ad-connect'] }));
    holder.add(50);
    const [id] = holder.getChildIds(null);
    expect(shown(holder, id)).toEqual([`warning  ${PHASE}`]);

    const other = makeStore();
    other.add(50);
    expect(shown(other, other.getChildIds(null)[0])).toEqual([]);
  });

  it('validates a block restored by undo at once, so its warning is back with it', () => {
    const store = makeStore([{ type: 31, fire_type: 1, event_slot_id: 2 }]);
    const [id] = store.getChildIds(null);
    store.dispatch({ op: 'remove', id });
    store.undo();
    expect(shown(store, store.getChildIds(null)[0])).toEqual([`warning  ${QUOTA}`]);
  });
});
