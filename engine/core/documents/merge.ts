import { deepEqual } from './deep-equal.ts';
import { indexBlocks, mergeBlockLists } from './merge-blocks.ts';
import { threeWay } from './three-way.ts';

/**
 * Three-way merge of two edits of one saved document, for the save that answered 409: the other operator's
 * save (theirs) and this operator's edit (ours) both started from the same revision (base). Whatever only
 * one side changed is kept; what both changed differently is a conflict the operator decides, never a silent
 * overwrite. Inputs are never mutated; the result shares unchanged values with them.
 */

/** A document as saved: envelope fields plus one block list (the wire form, not the editor's blocks). */
export type WireDocument = Record<string, unknown>;

/** A saved block: `{ type, ...fields }`, with a stable `_bid` when the editor saved it. */
export type WireBlock = Record<string, unknown>;

/** @example mergeDocuments({ base, theirs, ours, listField: 'inputs', ignore: ['id', 'revision'] }) */
export interface MergeInput {
  base: WireDocument;
  theirs: WireDocument;
  ours: WireDocument;
  /** The envelope field holding the block list: 'inputs' for actions and funnels. */
  listField: string;
  /** Fields never merged (id field, revision): taken from theirs. */
  ignore?: readonly string[];
  /** The kind's repair of the merged document (DocumentDefinition.afterMerge), run on every merge it makes. */
  afterMerge?: AfterMerge;
}

/**
 * A document kind's repair of a merged document: what both sides made alike without touching the same block (two
 * new form items given the same name by two tabs' counters). Answers `merged` itself when nothing needs it.
 *
 * @example afterMerge(merged, theirs) // merged, its new item renamed text4 beside theirs' text3
 */
export type AfterMerge = (merged: WireDocument, theirs: WireDocument) => WireDocument;

/** An envelope field both sides changed differently; `undefined` means absent on that side. */
export interface FieldConflict {
  kind: 'field';
  /** `field:${field}`, the key of {@link resolveMerge}'s choices. */
  key: string;
  field: string;
  base: unknown;
  theirs: unknown;
  ours: unknown;
}

/** A block both sides changed differently, or one deleted and the other changed; `undefined` means absent. */
export interface BlockConflict {
  kind: 'block';
  /** `block:${blockId}`, the key of {@link resolveMerge}'s choices. */
  key: string;
  blockId: string;
  /**
   * Where the block stands, from 0: in ours (the operator's list), or in theirs when ours deleted it. What the
   * dialog names it by (「4番目の要素」), not its place among the conflicts.
   */
  index: number;
  base?: WireBlock;
  theirs?: WireBlock;
  ours?: WireBlock;
}

/** @example if (conflict.kind === 'field') show(conflict.field, conflict.theirs, conflict.ours) */
export type MergeConflict = FieldConflict | BlockConflict;

/** @example { merged, conflicts: [], tookTheirs: true } // merged silently; say 他の担当者の変更を取り込みました */
export interface MergeResult {
  /** The merged document with every conflict provisionally resolved as 'ours'. */
  merged: WireDocument;
  conflicts: MergeConflict[];
  /** Something of theirs entered the merge: the merged document (ignored fields aside) differs from ours. */
  tookTheirs: boolean;
}

/**
 * Which side a conflict takes.
 *
 * @example const choices: Record<string, MergeChoice> = { 'field:a_name': 'theirs', 'block:k3x': 'ours' };
 */
export type MergeChoice = 'ours' | 'theirs';

/**
 * Merges theirs and ours over base, taking ours for every conflict until the operator decides.
 *
 * @example
 * const { merged, conflicts, tookTheirs } = mergeDocuments({ base, theirs, ours, listField: 'inputs' });
 * if (conflicts.length === 0) save(merged);
 */
export function mergeDocuments(input: MergeInput): MergeResult {
  const { merged, conflicts } = mergeWith(input, () => 'ours');
  const ignored = new Set(input.ignore ?? []);
  const tookTheirs = !deepEqual(without(merged, ignored), without(input.ours, ignored));
  return { merged, conflicts, tookTheirs };
}

/**
 * The merged document with each conflict resolved by `choices[conflict.key]` (default 'ours'). A block
 * conflict resolved to the side that deleted the block removes it; resolved to the side that kept it, the
 * block stands where that side had it.
 *
 * @example resolveMerge(input, { 'field:a_name': 'theirs', 'block:k3x': 'ours' })
 */
export function resolveMerge(
  input: MergeInput,
  choices: Readonly<Record<string, MergeChoice>>,
): WireDocument {
  return mergeWith(input, (key) => (Object.hasOwn(choices, key) ? choices[key] : 'ours')).merged;
}

function mergeWith(
  { base, theirs, ours, listField, ignore = [], afterMerge }: MergeInput,
  choose: (key: string) => MergeChoice,
): { merged: WireDocument; conflicts: MergeConflict[] } {
  const merged: WireDocument = {};
  const conflicts: MergeConflict[] = [];
  const lists = [base, theirs, ours].map((document) => indexBlocks(document[listField]));
  // Theirs' key order first: it is the revision now on the server.
  for (const field of new Set([...Object.keys(theirs), ...Object.keys(ours), ...Object.keys(base)])) {
    let value: unknown;
    if (ignore.includes(field)) value = theirs[field];
    else if (field === listField && lists.every((list) => list !== undefined)) {
      const blocks = mergeBlockLists(lists[0]!, lists[1]!, lists[2]!, choose);
      conflicts.push(...blocks.conflicts);
      value = blocks.blocks;
    } else {
      // Also the block list when a block lacks a `_bid` (saved by an integrator): then it is one value.
      const outcome = threeWay(base[field], theirs[field], ours[field]);
      if (outcome.conflict) {
        const key = `field:${field}`;
        conflicts.push({
          kind: 'field',
          key,
          field,
          base: base[field],
          theirs: theirs[field],
          ours: ours[field],
        });
        value = choose(key) === 'theirs' ? theirs[field] : ours[field];
      } else value = outcome.value;
    }
    if (value !== undefined) merged[field] = value;
  }
  return { merged: afterMerge ? afterMerge(merged, theirs) : merged, conflicts };
}

function without(document: WireDocument, fields: ReadonlySet<string>): WireDocument {
  return Object.fromEntries(Object.entries(document).filter(([field]) => !fields.has(field)));
}
