import { commit, createHistory, type History, redo, reset, undo } from './blocks/history.ts';
import {
  createBlock,
  type IdFactory,
  loadBlocks,
  type SerializeOptions,
  serializeBlock,
  serializeBlocks,
} from './blocks/load.ts';
import { applyOperation, type BlockOperation, type OperationResult } from './blocks/operations.ts';
import { type BlockLocator, walkBlocks } from './blocks/tree.ts';
import type { BlockList, EditorBlock } from './blocks/types.ts';
import type { PluginContext } from './context.ts';
import { createContext, withBlockLabels } from './context.ts';
import type { Registry } from './registry.ts';
import { createIssueBook, type IssueBook } from './store-issues.ts';
import type { Issue } from './validation/issue.ts';

/** Options of `createEditorStore`. */
export interface EditorStoreOptions {
  registry: Registry;
  kind: string;
  /** The saved (wire) block list to start from; the plugins' `load` hooks normalise it with `ctx`. */
  initial?: unknown;
  ctx?: PluginContext;
  newId?: IdFactory;
  /** Validation runs this long after the last input in a block (spec 000 §5.4: 1000 ms). */
  validationDelayMs?: number;
  now?: () => number;
  /**
   * Blocks of a type the account's abilities (`ctx.abilities`) do not allow carry an `ability_missing` error, as
   * the server's save refuses them: a document that lost an ability, or an import, says so before a save. The
   * document editor sets it; a store without the account's context (tests, the playground) leaves it off.
   */
  checkAbilities?: boolean;
}

/** What the whole-editor subscribers (toolbar, save button) read. Same object until something changes. */
export interface EditorSnapshot {
  blocks: BlockList;
  canUndo: boolean;
  canRedo: boolean;
  /** Changed since the last `markSaved` (or load). */
  dirty: boolean;
  /** The last refused operation, for an alert (e.g. 既に追加されています). */
  refusal?: OperationResult & { ok: false };
  /** Set by `validateAll` (a save attempt): every issue shows, touched or not. */
  submitted: boolean;
}

/**
 * A framework-free editor of one block list: operations, undo/redo, incremental validation, touched fields,
 * dirty tracking, and subscriptions per block so that a keystroke wakes only that block's panel.
 *
 * @example
 * const store = createEditorStore({ registry, kind: 'effect', initial: action.inputs, ctx });
 * store.add(1); store.update(store.getChildIds(null)[0], ['text'], 'こんにちは');
 * save(store.serialize());
 */
export function createEditorStore(options: EditorStoreOptions) {
  const { registry, kind } = options;
  let ctx = withBlockLabels(options.ctx ?? createContext(), registry);
  const newId = options.newId;
  const now = options.now ?? Date.now;
  const delay = options.validationDelayMs ?? 1000;
  // Loading with the context lets the plugins' load hooks normalise what was saved (spec 001 §4 journeys).
  let history: History = createHistory(loadBlocks(registry, kind, options.initial ?? [], newId, ctx));
  let savedBlocks: BlockList = history.present;
  let refusal: EditorSnapshot['refusal'];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const listeners = new Set<() => void>();
  const blockListeners = new Map<string, Set<() => void>>();
  const structureListeners = new Set<() => void>();
  const contextListeners = new Set<() => void>();
  let index = new Map<string, EditorBlock>();
  let childIds = new Map<string | null, readonly string[]>();
  // Where each block sits (its list's owner, its place there): rebuilt with the structure, read per edit.
  let parentOf = new Map<string, string | null>();
  let positionOf = new Map<string, number>();
  const locator: BlockLocator = {
    find: (id) => index.get(id),
    locate: (id) => {
      const parentId = parentOf.get(id);
      return parentId === undefined ? undefined : { parentId, index: positionOf.get(id) as number };
    },
  };
  let snapshot: EditorSnapshot;

  // Whole-document readers of issues (an error summary) hear every block's change, as the block's panel does.
  const issueListeners = new Set<() => void>();
  const issues: IssueBook = createIssueBook((id) => {
    notifyBlock(id);
    for (const listener of issueListeners) listener();
  });

  const notifyBlock = (id: string) => {
    for (const listener of blockListeners.get(id) ?? []) listener();
  };

  /** Rebuilds the id index and the per-parent id lists, keeping unchanged lists identical. */
  const reindex = (blocks: BlockList): { changed: string[]; structureChanged: boolean } => {
    const nextIndex = new Map<string, EditorBlock>();
    const nextChildIds = new Map<string | null, readonly string[]>();
    const nextParentOf = new Map<string, string | null>();
    const nextPositionOf = new Map<string, number>();
    const changed: string[] = [];
    let structureChanged = false;
    const visit = (list: BlockList, parentId: string | null) => {
      const ids = list.map((block) => block.id);
      const previous = childIds.get(parentId);
      const same =
        previous !== undefined && previous.length === ids.length && previous.every((id, i) => id === ids[i]);
      if (!same) structureChanged = true;
      nextChildIds.set(parentId, same ? previous : ids);
      for (const [position, block] of list.entries()) {
        nextIndex.set(block.id, block);
        nextParentOf.set(block.id, parentId);
        nextPositionOf.set(block.id, position);
        if (index.get(block.id) !== block) changed.push(block.id);
        if (block.children) visit(block.children, block.id);
      }
    };
    visit(blocks, null);
    if (childIds.size !== nextChildIds.size) structureChanged = true;
    for (const id of index.keys()) if (!nextIndex.has(id)) issues.drop(id);
    index = nextIndex;
    childIds = nextChildIds;
    parentOf = nextParentOf;
    positionOf = nextPositionOf;
    return { changed, structureChanged };
  };

  /**
   * The index after one block was replaced in place (an edit, a collapse): only that block and the containers
   * around it have new objects, so only they are looked up again; a keystroke costs the depth, not the list.
   */
  const reindexPath = (blocks: BlockList, id: string): { changed: string[]; structureChanged: false } => {
    const path: string[] = [];
    for (let at: string | null | undefined = id; at != null; at = parentOf.get(at)) path.unshift(at);
    const changed: string[] = [];
    let list = blocks;
    for (const each of path) {
      const block = list[positionOf.get(each) as number];
      if (index.get(each) !== block) {
        index.set(each, block);
        changed.push(each);
      }
      list = block.children ?? [];
    }
    return { changed, structureChanged: false };
  };

  const publish = () => {
    snapshot = {
      blocks: history.present,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      dirty: history.present !== savedBlocks,
      refusal,
      submitted: issues.submitted,
    };
  };

  /** `replaced`: the id of the one block the change replaced in place, when it changed nothing else. */
  const setHistory = (next: History, replaced?: string) => {
    const { changed, structureChanged } =
      replaced === undefined ? reindex(next.present) : reindexPath(next.present, replaced);
    history = next;
    publish();
    for (const id of changed) {
      // A block validated before and changed since (a group whose child was added, removed or edited; any block
      // after undo or redo) must not keep showing its old issues: validate it again after the usual delay.
      // A block new to the list (added, loaded, restored by undo) is validated at once, so its warnings show
      // from the start; its errors stay hidden until touched or saved.
      if (issues.has(id)) scheduleValidation(id);
      else validateBlockNow(id);
      notifyBlock(id);
    }
    if (structureChanged) for (const listener of structureListeners) listener();
    for (const listener of listeners) listener();
  };

  const validateBlockNow = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const block = index.get(id);
    if (!block) return;
    if (block.broken) return issues.set(id, []);
    // Warnings of a block not yet filled in show too: a new reservation tells of the quota before its slot is set.
    const data = serializeBlock(registry, block);
    issues.set(
      id,
      registry.validateBlock(block.kind, data, ctx, {
        warningsOnInvalid: true,
        checkAbilities: options.checkAbilities,
      }),
    );
  };

  const scheduleValidation = (id: string) => {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => validateBlockNow(id), delay),
    );
  };

  // Every block is validated once on open (compiled validators, one call per block): warnings such as a quota
  // notice show without a touch, and a collapsed block's badge is right from the start.
  for (const id of reindex(history.present).changed) validateBlockNow(id);
  publish();

  const store = {
    registry,
    kind,
    getSnapshot: (): EditorSnapshot => snapshot,
    getBlocks: (): BlockList => history.present,
    getBlock: (id: string): EditorBlock | undefined => index.get(id),
    /** The ids of a list (null: the top level), the same array until that list's order changes. */
    getChildIds: (parentId: string | null): readonly string[] => childIds.get(parentId) ?? EMPTY,
    getContext: (): PluginContext => ctx,
    /** All current issues of a block (after validation ran for it). */
    getIssues: (id: string): readonly Issue[] => issues.all(id),
    /**
     * The issues to show: every warning, errors of touched fields, and all errors after a save attempt. Stable
     * until they change.
     */
    getVisibleIssues: (id: string): readonly Issue[] => issues.visible(id),
    /** Whether a block has errors, shown or not (a collapsed panel's badge); warnings do not count. */
    hasErrors: (id: string): boolean => issues.hasErrors(id),
    /** New account data or items: summaries and names re-render, validated blocks are validated again. */
    setContext(next: PluginContext) {
      ctx = withBlockLabels(next, registry);
      for (const id of index.keys()) if (issues.has(id)) validateBlockNow(id);
      for (const listener of contextListeners) listener();
    },
    dispatch(operation: BlockOperation, mergeKey?: string): OperationResult {
      const result = applyOperation(registry, history.present, operation, ctx, locator);
      refusal = result.ok ? undefined : result;
      const inPlace =
        operation.op === 'update' || operation.op === 'collapse' || operation.op === 'retype'
          ? operation.id
          : undefined;
      if (result.ok) setHistory(commit(history, result.blocks, { mergeKey, now: now() }), inPlace);
      else {
        publish();
        for (const listener of listeners) listener();
      }
      return result;
    },
    /** Adds a new block of a type with its defaults (at the end of the list, or where asked). */
    add(
      type: number,
      where: { parentId?: string | null; index?: number; kind?: string } = {},
    ): OperationResult {
      const block = createBlock(registry, where.kind ?? kindOf(where.parentId ?? null), type, ctx, newId);
      return store.dispatch({ op: 'add', block, parentId: where.parentId ?? null, index: where.index });
    },
    /** Gives a block another type in place, keeping the `carry` fields; validated at once (its old issues go). */
    retype(id: string, type: number, carry?: readonly string[]): OperationResult {
      const result = store.dispatch({ op: 'retype', id, type, carry });
      if (result.ok) validateBlockNow(id);
      return result;
    },
    /** Sets a field; typing in one field is one undo step; validation follows after the delay. */
    update(id: string, path: readonly (string | number)[], value: unknown): OperationResult {
      const result = store.dispatch({ op: 'update', id, path, value }, `update:${id}:${path.join('/')}`);
      if (result.ok) scheduleValidation(id);
      return result;
    },
    /** A field lost focus: validate its block now and show the field's issues from now on. */
    touch(id: string, path: readonly (string | number)[]) {
      issues.touch(id, `/${path.join('/')}`);
      validateBlockNow(id);
    },
    validateBlockNow,
    /**
     * Blocks whose errors stay hidden after a save attempt unless their fields are touched: a document's
     * untouched initial blocks, which are neither checked nor saved.
     */
    setQuiet: (ids: ReadonlySet<string>) => issues.setQuiet(ids),
    /** Validates every block and shows every issue (a save attempt). Returns the errors and warnings found. */
    validateAll(): Issue[] {
      issues.submit();
      for (const block of walkBlocks(history.present)) validateBlockNow(block.id);
      publish();
      for (const listener of listeners) listener();
      return [...walkBlocks(history.present)].flatMap((block) => issues.all(block.id));
    },
    /**
     * Runs now every validation still waiting for its delay (the second after typing), and answers whether any
     * of `ids` or the blocks nested in them (default: every block) has an error, shown or not. For a reader that
     * must know at once (a live count before it asks the server): nothing is validated twice, and what it is
     * told agrees with what the panels show. Shows no hidden error (that is `validateAll`, a save attempt).
     */
    flushValidation(ids?: readonly string[]): boolean {
      for (const block of walkBlocks(history.present)) {
        if (timers.has(block.id) || !issues.has(block.id)) validateBlockNow(block.id);
      }
      const anyError = (list: readonly string[]): boolean =>
        list.some((id) => issues.hasErrors(id) || anyError(childIds.get(id) ?? EMPTY));
      return anyError(ids ?? childIds.get(null) ?? EMPTY);
    },
    undo: () => setHistory(undo(history)),
    redo: () => setHistory(redo(history)),
    /** The wire form of the list, for saving; `{ ids: true }` keeps each block's stable id (`_bid`). */
    serialize: (options?: SerializeOptions): unknown[] => serializeBlocks(registry, history.present, options),
    /**
     * Replaces the list with saved data (a reload), clearing history and issues; load hooks see the context.
     * `{ saved: false }` loads content the server does not hold yet (a merge, a restored draft): it stays dirty.
     */
    load(initial: unknown, options: { saved?: boolean } = {}) {
      issues.clear();
      const blocks = loadBlocks(registry, kind, initial, newId, ctx);
      if (options.saved !== false) savedBlocks = blocks;
      setHistory(reset(history, blocks));
    },
    /**
     * Replaces the whole list with wire data as one undo step (an import: the funnel editor's JSONインポート).
     * Loaded as `load` loads it (an unknown or broken block becomes read-only and is kept), but the history and
     * the saved state stay: the list is dirty until saved, and undo brings the previous list back.
     * The imported blocks are validated at once and show every issue untouched: nobody typed them here, so there
     * is no field to wait for, and an import should say at once what it brought in. Undo shows the previous
     * blocks as they were (their touched fields kept), redo the imported ones as imported.
     */
    replace(raw: unknown) {
      const blocks = loadBlocks(registry, kind, raw, newId, ctx);
      const imported = [...walkBlocks(blocks)].map((block) => block.id);
      // An imported block may carry the id of one shown now (a pasted `_bid`): it starts afresh, validated now.
      for (const id of imported) issues.forget(id);
      setHistory(commit(history, blocks, { now: now() }));
      issues.reveal(imported);
    },
    /** The current list is what the server has. */
    markSaved() {
      savedBlocks = history.present;
      publish();
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeBlock(id: string, listener: () => void) {
      const set = blockListeners.get(id) ?? new Set();
      set.add(listener);
      blockListeners.set(id, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) blockListeners.delete(id);
      };
    },
    /** Any block's shown issues or error state changed (a summary of the whole list). */
    subscribeIssues(listener: () => void) {
      issueListeners.add(listener);
      return () => {
        issueListeners.delete(listener);
      };
    },
    subscribeContext(listener: () => void) {
      contextListeners.add(listener);
      return () => contextListeners.delete(listener);
    },
    subscribeStructure(listener: () => void) {
      structureListeners.add(listener);
      return () => structureListeners.delete(listener);
    },
    /** Stops pending validation timers (unmount). */
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };

  function kindOf(parentId: string | null): string {
    if (parentId === null) return kind;
    const parent = index.get(parentId);
    return (parent && registry.get(parent.kind, parent.type)?.nested?.kind) ?? kind;
  }

  return store;
}

/** The editor store's type. */
export type EditorStore = ReturnType<typeof createEditorStore>;

const EMPTY: readonly string[] = Object.freeze([]);
