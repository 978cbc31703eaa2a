import { type Draft, produce } from 'immer';
import type { PluginContext } from '../context.ts';
import { issueOf, type Registry } from '../registry.ts';
import type { Issue } from '../validation/issue.ts';
import { listFullRefusal } from './addable.ts';
import { placementRefusal, placeOf } from './place.ts';
import {
  type BlockLocator,
  countType,
  findBlock,
  isWithin,
  locateBlock,
  replaceBlock,
  treeLocator,
} from './tree.ts';
import type { BlockList, EditorBlock } from './types.ts';

/**
 * Every change to a block list, as data: the UI, drag-and-drop, keyboard commands, undo/redo, the server and
 * the property tests all go through `applyOperation`.
 */
export type BlockOperation =
  | { op: 'add'; block: EditorBlock; parentId?: string | null; index?: number }
  | { op: 'remove'; id: string }
  /** Move to `index` of the list of `parentId` (null: the top level; omitted: the block's current list). */
  | { op: 'move'; id: string; parentId?: string | null; index: number }
  | { op: 'moveUp'; id: string }
  | { op: 'moveDown'; id: string }
  /** Set one field (a path into the block's data); `undefined` removes it. Change rules run after. */
  | { op: 'update'; id: string; path: readonly (string | number)[]; value: unknown }
  | { op: 'collapse'; id: string; collapsed: boolean }
  /**
   * Give a block another type of its kind in place (same id and place, one undo step): the new type's defaults
   * with the `carry` fields of the old data, where set. Refused as an add of that type would be, and for
   * containers (their children would have to fit the new type).
   */
  | { op: 'retype'; id: string; type: number; carry?: readonly string[] };

/** The outcome of an operation: the new list, or a refusal as an issue (e.g. 既に追加されています). */
export type OperationResult = { ok: true; blocks: BlockList } | { ok: false; issue: Issue };

type MutableList = Draft<EditorBlock>[];

/**
 * Applies one operation. Pure: the input list is never changed and untouched blocks keep their identity
 * (structural sharing), so a panel can skip rendering when its block object is the same.
 *
 * `locator` finds blocks of `blocks` by id (default: a tree walk). An edit or a collapse replaces one block along
 * its path without drafting the list, so with an indexed locator it costs the depth, not the list's length.
 *
 * @example
 * const result = applyOperation(registry, blocks, { op: 'moveUp', id: 'b2' }, ctx);
 * if (!result.ok) alert(result.issue.message);
 */
export function applyOperation(
  registry: Registry,
  blocks: BlockList,
  operation: BlockOperation,
  ctx: PluginContext,
  locator: BlockLocator = treeLocator(blocks),
): OperationResult {
  const refuse = (code: string, params?: Record<string, unknown>): OperationResult => ({
    ok: false,
    issue: issueOf(registry, code, '', 'error', ctx.lang, params),
  });

  if (operation.op === 'add') {
    const { block } = operation;
    const plugin = registry.get(block.kind, block.type);
    if (!plugin) return refuse('unknown_type', { type: block.type });
    if (locator.find(block.id)) return refuse('invalid', { field: 'id' });
    const parentId = operation.parentId ?? null;
    if (parentId !== null && !acceptsKind(registry, blocks, parentId, block.kind))
      return refuse('nested_not_allowed');
    if (plugin.ability && !ctx.abilities.has(plugin.ability)) return refuse('ability_missing');
    if (!plugin.listed) return refuse('not_listed');
    const misplaced = placementRefusal(plugin, placeOf(blocks, block.kind, parentId));
    if (misplaced) return refuse(misplaced);
    if (plugin.multiplicity === 'single' && countType(blocks, block.kind, block.type) > 0)
      return refuse('already_added');
    const full = listFullRefusal(registry, block.kind, listLength(blocks, parentId, locator));
    if (full) return refuse(full, { max: registry.listLimit(block.kind)?.max });
    return ok(
      produce(blocks as MutableList, (draft) => {
        const list = listOf(draft, parentId);
        const index = clamp(operation.index ?? list.length, 0, list.length);
        list.splice(index, 0, block as Draft<EditorBlock>);
      }),
    );
  }

  const target = locator.find(operation.id);
  if (!target) return refuse('block_not_found');

  switch (operation.op) {
    case 'remove':
      return ok(
        produce(blocks as MutableList, (draft) => {
          const at = locateBlock(draft, operation.id)!;
          listOf(draft, at.parentId).splice(at.index, 1);
        }),
      );
    case 'moveUp':
    case 'moveDown': {
      const at = locator.locate(operation.id)!;
      const index = at.index + (operation.op === 'moveUp' ? -1 : 1);
      return applyOperation(
        registry,
        blocks,
        { op: 'move', id: operation.id, parentId: at.parentId, index },
        ctx,
        locator,
      );
    }
    case 'move': {
      const from = locator.locate(operation.id)!;
      const parentId = operation.parentId === undefined ? from.parentId : operation.parentId;
      if (parentId !== null) {
        if (isWithin(blocks, operation.id, parentId)) return refuse('nested_not_allowed');
        if (!acceptsKind(registry, blocks, parentId, target.kind)) return refuse('nested_not_allowed');
      }
      // Only a move to another list changes the place: a block saved in a refused place still moves within it.
      if (parentId !== from.parentId && !target.broken) {
        const plugin = registry.get(target.kind, target.type);
        const misplaced = placementRefusal(plugin, placeOf(blocks, target.kind, parentId));
        if (misplaced) return refuse(misplaced);
      }
      const destinationLength = (parentId === null ? blocks : locator.find(parentId)!.children!).length;
      const sameList = parentId === from.parentId;
      if (!sameList) {
        const full = listFullRefusal(registry, target.kind, destinationLength);
        if (full) return refuse(full, { max: registry.listLimit(target.kind)?.max });
      }
      const max = sameList ? destinationLength - 1 : destinationLength;
      const index = clamp(operation.index, 0, max);
      if (sameList && index === from.index) return ok(blocks);
      return ok(
        produce(blocks as MutableList, (draft) => {
          const [moved] = listOf(draft, from.parentId).splice(from.index, 1);
          listOf(draft, parentId).splice(index, 0, moved);
        }),
      );
    }
    case 'collapse':
      if (target.collapsed === operation.collapsed) return ok(blocks);
      return ok(replaced(blocks, { ...target, collapsed: operation.collapsed }, locator));
    case 'retype': {
      if (target.broken || registry.get(target.kind, target.type)?.readOnly) return refuse('read_only');
      if (target.type === operation.type) return ok(blocks);
      const plugin = registry.get(target.kind, operation.type);
      if (!plugin) return refuse('unknown_type', { type: operation.type });
      if (plugin.nested || target.children) return refuse('nested_not_allowed');
      if (plugin.ability && !ctx.abilities.has(plugin.ability)) return refuse('ability_missing');
      if (!plugin.listed) return refuse('not_listed');
      const at = locator.locate(operation.id)!;
      const misplaced = placementRefusal(plugin, placeOf(blocks, target.kind, at.parentId));
      if (misplaced) return refuse(misplaced);
      if (plugin.multiplicity === 'single' && countType(blocks, target.kind, operation.type) > 0)
        return refuse('already_added');
      const data: Record<string, unknown> = { ...(plugin.defaults(ctx) as Record<string, unknown>) };
      for (const field of operation.carry ?? [])
        if (target.data[field] !== undefined) data[field] = structuredClone(target.data[field]);
      return ok(replaced(blocks, { ...target, type: operation.type, data }, locator));
    }
    case 'update': {
      if (target.broken || registry.get(target.kind, target.type)?.readOnly) return refuse('read_only');
      const data = updateData(registry, target, operation.path, operation.value, ctx);
      if (data === target.data) return ok(blocks);
      return ok(replaced(blocks, { ...target, data }, locator));
    }
  }
}

/**
 * Sets one field of a block's data and runs the plugin's change rules whose `on` names the changed top-level
 * field. Answers the same object when nothing changed.
 */
export function updateData(
  registry: Registry,
  block: EditorBlock,
  path: readonly (string | number)[],
  value: unknown,
  ctx: PluginContext,
): Readonly<Record<string, unknown>> {
  if (path.length === 0) throw new Error('updateData needs a field path such as ["text"].');
  const plugin = registry.get(block.kind, block.type);
  const prev = block.data;
  const next = produce(prev as Record<string, unknown>, (draft) => {
    let node: any = draft;
    for (const key of path.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof key === 'number' ? [] : {};
      node = node[key];
    }
    const last = path[path.length - 1];
    if (value === undefined) delete node[last];
    else node[last] = value;
  });
  if (next === prev) return prev;
  const field = String(path[0]);
  const rules = (plugin?.changes ?? []).filter((rule) => rule.on.includes(field));
  if (rules.length === 0) return next;
  return produce(next as Record<string, unknown>, (draft) => {
    for (const rule of rules) rule.apply(draft, prev, ctx);
  });
}

/** `blocks` with `next` in place of the block of its id (found by `locator`, so it is there). */
function replaced(blocks: BlockList, next: EditorBlock, locator: BlockLocator): BlockList {
  return replaceBlock(blocks, next.id, next, locator) as BlockList;
}

function ok(blocks: BlockList): OperationResult {
  return { ok: true, blocks };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

function listLength(blocks: BlockList, parentId: string | null, locator: BlockLocator): number {
  return (parentId === null ? blocks : (locator.find(parentId)?.children ?? [])).length;
}

function listOf(draft: MutableList, parentId: string | null): MutableList {
  if (parentId === null) return draft;
  const parent = findBlock(draft, parentId) as Draft<EditorBlock>;
  return parent.children as MutableList;
}

/** True when the block `parentId` is a container whose nested list holds blocks of `kind`. */
function acceptsKind(registry: Registry, blocks: BlockList, parentId: string, kind: string): boolean {
  const parent = findBlock(blocks, parentId);
  if (!parent?.children || parent.broken) return false;
  return registry.get(parent.kind, parent.type)?.nested?.kind === kind;
}
