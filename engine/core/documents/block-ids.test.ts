import { describe, expect, it } from 'vitest';
import { actionDocument } from '../../../documents/action.ts';
import { formDocument } from '../../../documents/form.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { withBlockIds, withoutBlockIds } from './block-ids.ts';
import { mergeDocuments, resolveMerge, type WireDocument } from './merge.ts';

const registry = createBuiltInRegistry();
const text = (t: string) => ({ type: 1, text: t, delay_type: 0 });
const item = (title: string) => ({ swatch_id: 510, type: 'text', title, rules: [], assign_to: [] });
const bids = (document: Record<string, unknown>, field = 'inputs') =>
  (document[field] as Record<string, unknown>[]).map((block) => block._bid);

/** Three-way merge of a save that answered 409, the operator keeping their own value on every conflict. */
function mergeKeepingOurs(base: WireDocument, theirs: WireDocument, ours: WireDocument, listField: string) {
  const input = { base, theirs, ours, listField, ignore: ['id', 'revision'] };
  const { conflicts } = mergeDocuments(input);
  return { conflicts, merged: resolveMerge(input, {}) };
}

describe('withBlockIds against a base (the server’s revision a 409 fetched)', () => {
  const seeded = { aid: 3, revision: 1, inputs: [text('A'), text('X'), text('Y'), text('Z')] };

  it('gives blocks stored without ids the base block with the same content, never the one at their place', () => {
    const base = withBlockIds(registry, actionDocument, seeded);
    expect(bids(base)).toEqual(['p0', 'p1', 'p2', 'p3']);
    // Another tab deleted X and saved without ids (an integrator): Y now stands where X stood.
    const later = { aid: 3, revision: 2, inputs: [text('A'), text('Y'), text('Z')] };
    expect(bids(withBlockIds(registry, actionDocument, later))).toEqual(['p0', 'p1', 'p2']);
    expect(bids(withBlockIds(registry, actionDocument, later, base))).toEqual(['p0', 'p2', 'p3']);
  });

  it('gives a changed or added block an id no block of either has, and keeps stored ids as they are', () => {
    const base = withBlockIds(registry, actionDocument, seeded);
    const later = { inputs: [text('A'), text('X2'), { ...text('new'), _bid: 'k9' }, text('Y'), text('A')] };
    expect(bids(withBlockIds(registry, actionDocument, later, base))).toEqual([
      'p0',
      'p1-1',
      'k9',
      'p2',
      'p4',
    ]);
  });

  it('hands a base block out once, and not when the later revision still holds its id', () => {
    const base = {
      inputs: [
        { ...text('A'), _bid: 'a' },
        { ...text('A'), _bid: 'b' },
      ],
    };
    const later = { inputs: [{ ...text('A'), _bid: 'a' }, text('A'), text('A')] };
    expect(bids(withBlockIds(registry, actionDocument, later, base))).toEqual(['a', 'b', 'p2']);
  });

  it('never loses a block neither side touched when the other revision came back without ids', () => {
    const base = withBlockIds(registry, actionDocument, seeded);
    const theirs = withBlockIds(
      registry,
      actionDocument,
      { aid: 3, revision: 2, inputs: [text('A'), text('Y'), text('Z')] },
      base,
    );
    const ours = structuredClone(base);
    (ours.inputs as Record<string, unknown>[])[1].text = 'X edited';
    const { conflicts, merged } = mergeKeepingOurs(base, theirs, ours, 'inputs');
    expect(conflicts.map((c) => (c.kind === 'block' ? c.blockId : c.key))).toEqual(['p1']);
    expect(withoutBlockIds(merged.inputs)).toEqual([text('A'), text('X edited'), text('Y'), text('Z')]);
  });
});

describe('a seeded form opened in two tabs: one deletes an item, the other edits it', () => {
  const seeded = { id: 15, revision: 1, name: 'F', attr: [item('A'), item('X'), item('Y'), item('Z')] };

  it('keeps Y and Z when the first tab’s save stored the ids it loaded', () => {
    const base = withBlockIds(registry, formDocument, seeded);
    // Tab 1 deletes X and saves with its ids; the server answers them back.
    const saved = structuredClone(base);
    (saved.attr as unknown[]).splice(1, 1);
    const theirs = withBlockIds(registry, formDocument, { ...saved, revision: 2 }, base);
    expect(bids(theirs, 'attr')).toEqual(['p0', 'p2', 'p3']);
    const ours = structuredClone(base);
    (ours.attr as Record<string, unknown>[])[1].title = 'X edited';
    const { conflicts, merged } = mergeKeepingOurs(base, theirs, ours, 'attr');
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ kind: 'block', blockId: 'p1', theirs: undefined });
    expect(withoutBlockIds(merged.attr)).toEqual([item('A'), item('X edited'), item('Y'), item('Z')]);
  });

  it('keeps Y and Z even when the first tab’s save came back without ids', () => {
    const base = withBlockIds(registry, formDocument, seeded);
    const theirs = withBlockIds(
      registry,
      formDocument,
      { ...seeded, revision: 2, attr: [item('A'), item('Y'), item('Z')] },
      base,
    );
    const ours = structuredClone(base);
    (ours.attr as Record<string, unknown>[])[1].title = 'X edited';
    const { merged } = mergeKeepingOurs(base, theirs, ours, 'attr');
    expect(withoutBlockIds(merged.attr)).toEqual([item('A'), item('X edited'), item('Y'), item('Z')]);
  });
});

describe('withoutBlockIds', () => {
  it('leaves out every _bid, nested ones included, and changes nothing in place', () => {
    const group = { type: 120, _bid: 'g', inputs: [{ type: 11, _bid: 'g.0' }] };
    expect(withoutBlockIds([group])).toEqual([{ type: 120, inputs: [{ type: 11 }] }]);
    expect(group._bid).toBe('g');
  });
});
