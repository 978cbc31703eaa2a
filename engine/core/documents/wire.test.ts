import { describe, expect, it } from 'vitest';
import { actionDocument } from '../../../documents/action.ts';
import { funnelDocument } from '../../../documents/funnel.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createContext } from '../context.ts';
import { withBlockIds } from './block-ids.ts';
import { documentPaths, envelopeFields } from './definition.ts';
import { initialBlocks, joinDocument, splitDocument } from './wire.ts';

describe('document wire parts', () => {
  it('splits a loaded action into id, revision, envelope (unknown fields kept) and blocks', () => {
    const parts = splitDocument(actionDocument, {
      aid: 3,
      revision: 2,
      a_name: '歓迎',
      description: '説明',
      future_field: { x: 1 },
      inputs: [{ type: 1, text: 'a' }],
    });
    expect(parts.id).toBe(3);
    expect(parts.revision).toBe(2);
    expect(parts.blocks).toEqual([{ type: 1, text: 'a' }]);
    expect(parts.envelope).toEqual({
      a_name: '歓迎',
      a_twice_type: 0,
      is_template: 0,
      group_id: null,
      description: '説明',
      future_field: { x: 1 },
    });
  });

  it('joins parts back into the same wire document', () => {
    const wire = {
      a_name: 'x',
      a_twice_type: 1,
      is_template: 1,
      group_id: 4,
      inputs: [],
      aid: 9,
      revision: 5,
    };
    expect(joinDocument(actionDocument, splitDocument(actionDocument, wire))).toEqual(wire);
  });

  it('leaves out an empty name and, for a new document, the id and revision', () => {
    const parts = splitDocument(actionDocument, undefined, { is_template: 1 });
    expect(parts.id).toBeNull();
    expect(joinDocument(actionDocument, parts)).toEqual({
      a_twice_type: 0,
      is_template: 1,
      group_id: null,
      inputs: [],
    });
  });

  it("names the kind's paths and envelope fields from its definition", () => {
    expect(documentPaths(funnelDocument).register).toBe('/api/funnel/register');
    expect(envelopeFields(actionDocument)).toEqual([
      'a_name',
      'a_twice_type',
      'is_template',
      'group_id',
      'description',
    ]);
  });

  it('starts an empty funnel with the initial types the context offers', () => {
    const registry = createBuiltInRegistry();
    const types = (ctx: ReturnType<typeof createContext>) =>
      initialBlocks(registry, funnelDocument, ctx).map((block) => (block as { type: number }).type);
    expect(types(createContext())).toEqual([60, 75]);
    expect(initialBlocks(registry, actionDocument, createContext())).toEqual([]);
  });
});

describe('withBlockIds', () => {
  it('gives blocks without an id one from their place, nested ones included, and keeps the ids there are', () => {
    const registry = createBuiltInRegistry();
    const funnel = {
      name: 'x',
      inputs: [
        { type: 11, names: 'a' },
        {
          type: 120,
          inputs: [
            { type: 11, names: 'b' },
            { type: 11, names: 'c', _bid: 'kept' },
          ],
        },
      ],
    };
    const withIds = withBlockIds(registry, funnelDocument, funnel);
    expect(withIds.inputs).toEqual([
      { type: 11, names: 'a', _bid: 'p0' },
      {
        type: 120,
        _bid: 'p1',
        inputs: [
          { type: 11, names: 'b', _bid: 'p1.0' },
          { type: 11, names: 'c', _bid: 'kept' },
        ],
      },
    ]);
    // The same document loads with the same ids anywhere; the original is untouched.
    expect(withBlockIds(registry, funnelDocument, funnel)).toEqual(withIds);
    expect(funnel.inputs[0]).not.toHaveProperty('_bid');
  });
});
