import { describe, expect, it } from 'vitest';
import { type MergeInput, mergeDocuments, resolveMerge, type WireDocument } from './merge.ts';

/** An action as saved: envelope fields plus `inputs`, blocks carrying `_bid`. */
const base: WireDocument = {
  id: 7,
  revision: 3,
  a_name: 'Welcome',
  a_twice_type: 0,
  group_id: null,
  inputs: [
    { _bid: 'x', type: 1, text: 'hello' },
    { _bid: 'y', type: 1, text: 'bye' },
    { _bid: 'z', type: 13, tags: [1, 2] },
  ],
};

function input(theirs: WireDocument, ours: WireDocument): MergeInput {
  return { base, theirs, ours, listField: 'inputs', ignore: ['id', 'revision'] };
}

function edit(document: WireDocument, change: (copy: WireDocument) => void): WireDocument {
  const copy = structuredClone(document);
  change(copy);
  return copy;
}

const blocks = (document: WireDocument) => document.inputs as Record<string, unknown>[];
const bids = (document: WireDocument) => blocks(document).map((block) => block._bid);
const theirsRevision = (d: WireDocument) => edit(d, (c) => (c.revision = 4));

describe('mergeDocuments: envelope fields', () => {
  it('keeps a rename by one side and a block edit by the other, silently, and says it took theirs', () => {
    const theirs = theirsRevision(edit(base, (c) => (c.a_name = 'Hello')));
    const ours = edit(base, (c) => (blocks(c)[1].text = 'see you'));
    const result = mergeDocuments(input(theirs, ours));
    expect(result.conflicts).toEqual([]);
    expect(result.tookTheirs).toBe(true);
    expect(result.merged).toEqual({ ...ours, a_name: 'Hello', revision: 4 });
  });

  it('reports one field conflict with the three values when both rename differently, ours provisionally', () => {
    const theirs = edit(base, (c) => (c.a_name = 'Theirs'));
    const ours = edit(base, (c) => (c.a_name = 'Ours'));
    const result = mergeDocuments(input(theirs, ours));
    expect(result.conflicts).toEqual([
      {
        kind: 'field',
        key: 'field:a_name',
        field: 'a_name',
        base: 'Welcome',
        theirs: 'Theirs',
        ours: 'Ours',
      },
    ]);
    expect(result.merged.a_name).toBe('Ours');
    expect(result.tookTheirs).toBe(false);
    expect(resolveMerge(input(theirs, ours), { 'field:a_name': 'theirs' }).a_name).toBe('Theirs');
  });

  it('agrees on equal changes and says nothing of theirs entered', () => {
    const theirs = edit(base, (c) => (c.group_id = 5));
    const ours = edit(base, (c) => (c.group_id = 5));
    expect(mergeDocuments(input(theirs, ours))).toEqual({ merged: ours, conflicts: [], tookTheirs: false });
  });

  it('treats an absent key as undefined and never writes a key holding undefined', () => {
    const theirs = edit(base, (c) => delete c.group_id);
    const ours = edit(base, (c) => (c.memo = 'new'));
    const { merged, conflicts } = mergeDocuments(input(theirs, ours));
    expect(conflicts).toEqual([]);
    expect('group_id' in merged).toBe(false);
    expect(merged.memo).toBe('new');

    const changed = edit(base, (c) => (c.group_id = 9));
    const result = mergeDocuments(input(theirs, changed));
    expect(result.conflicts).toEqual([
      { kind: 'field', key: 'field:group_id', field: 'group_id', base: null, theirs: undefined, ours: 9 },
    ]);
    const resolved = resolveMerge(input(theirs, changed), { 'field:group_id': 'theirs' });
    expect('group_id' in resolved).toBe(false);
  });

  it('takes ignored fields from theirs, and they alone do not count as taking theirs', () => {
    const theirs = theirsRevision(base);
    const ours = edit(base, (c) => (c.revision = 99));
    const result = mergeDocuments(input(theirs, ours));
    expect(result.merged.revision).toBe(4);
    expect(result.conflicts).toEqual([]);
    expect(result.tookTheirs).toBe(false);
  });
});

describe('mergeDocuments: blocks', () => {
  it('merges edits of different blocks, a block being one unit compared deeply', () => {
    const theirs = edit(base, (c) => (blocks(c)[2].tags = [1, 2, 3]));
    const ours = edit(base, (c) => (blocks(c)[0].text = 'hi'));
    const { merged, conflicts } = mergeDocuments(input(theirs, ours));
    expect(conflicts).toEqual([]);
    expect(blocks(merged)).toEqual([
      { _bid: 'x', type: 1, text: 'hi' },
      { _bid: 'y', type: 1, text: 'bye' },
      { _bid: 'z', type: 13, tags: [1, 2, 3] },
    ]);
  });

  it('reports a block conflict when both change one block differently, even different fields of it', () => {
    const theirs = edit(base, (c) => (blocks(c)[0].delay_type = 1));
    const ours = edit(base, (c) => (blocks(c)[0].text = 'hi'));
    const result = mergeDocuments(input(theirs, ours));
    expect(result.conflicts).toEqual([
      {
        kind: 'block',
        key: 'block:x',
        blockId: 'x',
        index: 0,
        base: blocks(base)[0],
        theirs: blocks(theirs)[0],
        ours: blocks(ours)[0],
      },
    ]);
    expect(blocks(result.merged)[0]).toEqual(blocks(ours)[0]);
    expect(blocks(resolveMerge(input(theirs, ours), { 'block:x': 'theirs' }))[0]).toEqual(blocks(theirs)[0]);
  });

  it('deletes a block one side deleted and the other left alone', () => {
    const theirs = edit(base, (c) => blocks(c).splice(1, 1));
    const result = mergeDocuments(input(theirs, base));
    expect(bids(result.merged)).toEqual(['x', 'z']);
    expect(result.tookTheirs).toBe(true);
    expect(bids(mergeDocuments(input(base, theirs)).merged)).toEqual(['x', 'z']);
  });

  it('reports deleted-by-one, changed-by-the-other as a conflict; keeping puts it where the keeper had it', () => {
    const theirs = edit(base, (c) => {
      blocks(c).splice(1, 1); // theirs deletes y
      blocks(c).push({ _bid: 't1', type: 2 });
    });
    const ours = edit(base, (c) => (blocks(c)[1].text = 'see you'));
    const result = mergeDocuments(input(theirs, ours));
    expect(result.conflicts).toEqual([
      {
        kind: 'block',
        key: 'block:y',
        blockId: 'y',
        index: 1,
        base: blocks(base)[1],
        theirs: undefined,
        ours: blocks(ours)[1],
      },
    ]);
    expect(bids(result.merged)).toEqual(['x', 'y', 'z', 't1']);
    expect(bids(resolveMerge(input(theirs, ours), { 'block:y': 'theirs' }))).toEqual(['x', 'z', 't1']);

    // The mirror case: ours deleted it, theirs changed it; keeping theirs puts it back between x and z.
    const mirror = mergeDocuments(input(ours, theirs));
    expect(mirror.conflicts.map((c) => c.key)).toEqual(['block:y']);
    // Named by its place where the operator still has it: theirs, since ours deleted it.
    expect(mirror.conflicts[0]).toMatchObject({ index: 1, ours: undefined });
    expect(bids(mirror.merged)).toEqual(['x', 'z', 't1']);
    expect(resolveMerge(input(ours, theirs), { 'block:y': 'theirs' }).inputs).toEqual(
      blocks(ours).concat(blocks(theirs)[2]),
    );
  });

  it('drops a block both sides deleted', () => {
    const deleted = edit(base, (c) => blocks(c).splice(0, 1));
    const { merged, conflicts } = mergeDocuments(input(deleted, structuredClone(deleted)));
    expect(conflicts).toEqual([]);
    expect(bids(merged)).toEqual(['y', 'z']);
  });

  it('keeps additions of both sides, each after its nearest preceding block on its own side', () => {
    const theirs = edit(base, (c) => {
      blocks(c).splice(1, 0, { _bid: 't1', type: 2 });
      blocks(c).push({ _bid: 't2', type: 2 });
    });
    const ours = edit(base, (c) => {
      blocks(c).unshift({ _bid: 'o0', type: 3 });
      blocks(c).splice(2, 0, { _bid: 'o1', type: 3 }, { _bid: 'o2', type: 3 });
    });
    expect(bids(ours)).toEqual(['o0', 'x', 'o1', 'o2', 'y', 'z']);
    const { merged, conflicts, tookTheirs } = mergeDocuments(input(theirs, ours));
    expect(conflicts).toEqual([]);
    expect(tookTheirs).toBe(true);
    expect(bids(merged)).toEqual(['o0', 'x', 'o1', 'o2', 't1', 'y', 'z', 't2']);
  });

  it('keeps a reorder made by one side, and anchors the other side’s additions', () => {
    const moved = edit(base, (c) => blocks(c).reverse());
    const added = edit(base, (c) => blocks(c).splice(1, 0, { _bid: 'n', type: 2 }));
    // Theirs reordered, ours did not: theirs' order is the skeleton, ours' addition goes after x.
    expect(bids(mergeDocuments(input(moved, added)).merged)).toEqual(['z', 'y', 'x', 'n']);
    // Ours reordered: ours' order is the skeleton, theirs' addition goes after x.
    expect(bids(mergeDocuments(input(added, moved)).merged)).toEqual(['z', 'y', 'x', 'n']);
    const edited = edit(base, (c) => (blocks(c)[2].tags = []));
    const merged = mergeDocuments(input(edited, moved)).merged;
    expect(blocks(merged)).toEqual([blocks(edited)[2], blocks(base)[1], blocks(base)[0]]);
  });

  it('lets ours’ reorder win when both reorder', () => {
    const theirs = edit(base, (c) => blocks(c).reverse());
    const ours = edit(base, (c) => blocks(c).push(blocks(c).shift()!));
    expect(bids(mergeDocuments(input(theirs, ours)).merged)).toEqual(['y', 'z', 'x']);
  });

  it('ignores choices for keys that are not conflicts', () => {
    const theirs = edit(base, (c) => (c.a_name = 'Theirs'));
    expect(resolveMerge(input(theirs, base), { 'field:a_name': 'ours', 'block:x': 'theirs' }).a_name).toBe(
      'Theirs',
    );
  });
});

describe('mergeDocuments: block lists without _bid', () => {
  const plain = edit(base, (c) => delete blocks(c)[1]._bid);

  it('merges the whole list as one field when a block lacks _bid', () => {
    const theirs = edit(plain, (c) => (blocks(c)[0].text = 'hi'));
    const ours = edit(plain, (c) => (blocks(c)[2].tags = []));
    const result = mergeDocuments({ ...input(theirs, ours), base: plain });
    expect(result.conflicts).toEqual([
      {
        kind: 'field',
        key: 'field:inputs',
        field: 'inputs',
        base: plain.inputs,
        theirs: theirs.inputs,
        ours: ours.inputs,
      },
    ]);
    expect(result.merged.inputs).toEqual(ours.inputs);
    const resolved = resolveMerge({ ...input(theirs, ours), base: plain }, { 'field:inputs': 'theirs' });
    expect(resolved.inputs).toEqual(theirs.inputs);
  });

  it('still takes a list only one side changed', () => {
    const theirs = edit(plain, (c) => blocks(c).pop());
    const ours = edit(plain, (c) => (c.a_name = 'Renamed'));
    const result = mergeDocuments({ ...input(theirs, ours), base: plain });
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual({ ...theirs, a_name: 'Renamed' });
  });

  it('falls back also when one side duplicates a _bid', () => {
    const ours = edit(base, (c) => blocks(c).push({ ...blocks(c)[0] }));
    const theirs = edit(base, (c) => (blocks(c)[1].text = 'x'));
    expect(mergeDocuments(input(theirs, ours)).conflicts.map((c) => c.key)).toEqual(['field:inputs']);
  });
});
