import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal.ts';
import {
  type MergeChoice,
  type MergeInput,
  mergeDocuments,
  resolveMerge,
  type WireBlock,
  type WireDocument,
} from './merge.ts';

/**
 * The promise of the 409 merge: nothing either side changed is lost unless the operator chose the other
 * value. Random documents, two independent random edit scripts (theirs and ours) and random choices per
 * conflict; each field and block is checked against what each side did relative to the base. Fixed seed so a
 * failure reproduces; MERGE_RUNS=5000 for a longer search.
 */
const SEED = 20261122;
const RUNS = Number(process.env.MERGE_RUNS ?? 300);
const LIST = 'inputs';
const FIELDS = ['a_name', 'a_twice_type', 'group_id', 'memo', 'f4', 'f5', 'f6'];
const BLOCK_FIELDS = ['text', 'delay', 'tags'];

// Small domains, so both sides often touch the same value and sometimes set it back to the base's.
const scalar = fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 3 }), fc.constant(null));
const blockValue = fc.oneof(scalar, fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }));
const blockFields = fc.dictionary(fc.constantFrom(...BLOCK_FIELDS), blockValue, { minKeys: 1, maxKeys: 3 });
const blockType = fc.integer({ min: 1, max: 3 });
const index = fc.nat({ max: 20 });

const baseDocument: fc.Arbitrary<WireDocument> = fc
  .record({
    envelope: fc.dictionary(fc.constantFrom(...FIELDS), scalar, { minKeys: 3, maxKeys: 6 }),
    blocks: fc.array(fc.record({ type: blockType, fields: blockFields }), { maxLength: 8 }),
  })
  .map(({ envelope, blocks }) => ({
    id: 1,
    revision: 1,
    ...envelope,
    [LIST]: blocks.map(({ type, fields }, i) => ({ _bid: `b${i}`, type, ...fields })),
  }));

type Edit =
  | { op: 'set'; field: string; value: unknown; remove: boolean }
  | { op: 'add'; at: number; type: number; fields: Record<string, unknown> }
  | { op: 'remove'; at: number }
  | { op: 'modify'; at: number; field: string; value: unknown }
  | { op: 'move'; from: number; to: number };

const editStep: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      field: fc.constantFrom(...FIELDS),
      value: scalar,
      remove: fc.boolean(),
    }),
  },
  fc.record({ op: fc.constant('add' as const), at: index, type: blockType, fields: blockFields }),
  fc.record({ op: fc.constant('remove' as const), at: index }),
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('modify' as const),
      at: index,
      field: fc.constantFrom(...BLOCK_FIELDS),
      value: blockValue,
    }),
  },
  fc.record({ op: fc.constant('move' as const), from: index, to: index }),
);
const script = fc.array(editStep, { maxLength: 8 });

/** Applies an edit script to a copy; `side` prefixes fresh block ids so both sides' additions are distinct. */
function applyScript(document: WireDocument, edits: Edit[], side: string): WireDocument {
  const copy = structuredClone(document);
  const blocks = copy[LIST] as WireBlock[];
  let fresh = 0;
  for (const e of edits) {
    if (e.op === 'set') {
      if (e.remove) delete copy[e.field];
      else copy[e.field] = e.value;
    } else if (e.op === 'add') {
      blocks.splice(e.at % (blocks.length + 1), 0, { _bid: `${side}${fresh++}`, type: e.type, ...e.fields });
    } else if (blocks.length > 0) {
      // Remove, modify and move pick their block modulo the length: every step applies to something.
      if (e.op === 'remove') blocks.splice(e.at % blocks.length, 1);
      else if (e.op === 'modify') blocks[e.at % blocks.length][e.field] = e.value;
      else blocks.splice(e.to % blocks.length, 0, ...blocks.splice(e.from % blocks.length, 1));
    }
  }
  return copy;
}

const byBid = (document: WireDocument) =>
  new Map((document[LIST] as WireBlock[]).map((block) => [block._bid as string, block]));
const bidsOf = (document: WireDocument) =>
  (document[LIST] as WireBlock[]).map((block) => block._bid as string);

/** What the operator may get for one value, given what each side did to it. */
function expectKept(
  key: string,
  [base, theirs, ours]: unknown[],
  actual: unknown,
  conflictKeys: Set<string>,
  choose: (key: string) => MergeChoice,
) {
  const theirsChanged = !deepEqual(theirs, base);
  const oursChanged = !deepEqual(ours, base);
  const differ = theirsChanged && oursChanged && !deepEqual(theirs, ours);
  expect(conflictKeys.has(key), `${key} reported as a conflict`).toBe(differ);
  const expected = differ
    ? choose(key) === 'theirs'
      ? theirs
      : ours
    : theirsChanged
      ? theirs
      : oursChanged
        ? ours
        : base;
  expect(deepEqual(actual, expected), `${key}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`).toBe(
    true,
  );
}

/** Whether `after` keeps the relative order that `side` gives the blocks both hold. */
function keepsOrder(after: string[], side: string[]): boolean {
  const inSide = new Set(side);
  const common = new Set(after.filter((bid) => inSide.has(bid)));
  const a = after.filter((bid) => common.has(bid));
  const s = side.filter((bid) => common.has(bid));
  return deepEqual(a, s);
}

const reorders = (base: WireDocument, side: WireDocument) => !keepsOrder(bidsOf(side), bidsOf(base));

describe('mergeDocuments / resolveMerge (properties)', () => {
  it('loses nothing either side changed unless the operator chose the other value', () => {
    fc.assert(
      fc.property(
        baseDocument,
        script,
        script,
        fc.array(fc.boolean(), { minLength: 1 }),
        (base, t, o, picks) => {
          const theirs: WireDocument = { ...applyScript(base, t, 't'), revision: 2 };
          const ours = applyScript(base, o, 'o');
          const input: MergeInput = { base, theirs, ours, listField: LIST, ignore: ['id', 'revision'] };
          const { conflicts, merged } = mergeDocuments(input);
          const choices = Object.fromEntries(
            conflicts.map((c, i): [string, MergeChoice] => [
              c.key,
              picks[i % picks.length] ? 'theirs' : 'ours',
            ]),
          );
          const choose = (key: string) => choices[key] ?? 'ours';
          const keys = new Set(conflicts.map((c) => c.key));
          expect(keys.size).toBe(conflicts.length);
          expect(deepEqual(merged, resolveMerge(input, {}))).toBe(true);
          const out = resolveMerge(input, choices);

          expect(out.revision).toBe(2);
          for (const field of new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(ours)])) {
            if (field === LIST || field === 'id' || field === 'revision') continue;
            expectKept(`field:${field}`, [base[field], theirs[field], ours[field]], out[field], keys, choose);
            expect(field in out && out[field] === undefined).toBe(false);
          }

          const bids = bidsOf(out);
          expect(new Set(bids).size, 'no duplicate _bid').toBe(bids.length);
          const sides = [base, theirs, ours].map(byBid);
          const outBlocks = byBid(out);
          for (const bid of new Set([...sides[0].keys(), ...sides[1].keys(), ...sides[2].keys()])) {
            const values = sides.map((side) => side.get(bid));
            expectKept(`block:${bid}`, values, outBlocks.get(bid), keys, choose);
          }
          for (const bid of bids) expect(sides.some((side) => side.has(bid))).toBe(true);

          // A reorder by one side alone survives; ours wins when both reorder.
          const skeleton = reorders(base, ours) ? ours : theirs;
          expect(keepsOrder(bids, bidsOf(skeleton)), 'keeps the skeleton side’s order').toBe(true);
          if (!reorders(base, theirs) && !reorders(base, ours)) {
            expect(keepsOrder(bids, bidsOf(theirs)) && keepsOrder(bids, bidsOf(ours))).toBe(true);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('gives back the one side that changed anything, exactly, order included', () => {
    fc.assert(
      fc.property(baseDocument, script, (base, edits) => {
        const changed = applyScript(base, edits, 'n');
        const withOurs = mergeDocuments({ base, theirs: base, ours: changed, listField: LIST });
        expect(withOurs.conflicts).toEqual([]);
        expect(withOurs.merged).toStrictEqual(changed);
        expect(withOurs.tookTheirs).toBe(false);
        const withTheirs = mergeDocuments({ base, theirs: changed, ours: base, listField: LIST });
        expect(withTheirs.conflicts).toEqual([]);
        expect(withTheirs.merged).toStrictEqual(changed);
        expect(withTheirs.tookTheirs).toBe(!deepEqual(changed, base));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
