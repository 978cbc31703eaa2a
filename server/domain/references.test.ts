import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { collectContextReferences, collectReferences } from './references.ts';

const registry = createBuiltInRegistry();

describe('collectReferences', () => {
  it('finds the item ids a document names, each id of a list on its own, sentinels left out', () => {
    const action = {
      inputs: [
        { type: 13, tag_ids: [1, 2], tag_group_id: 0 },
        { type: 7, notify: 2, user_rate: -10 },
      ],
    };
    expect(collectReferences(registry, 'action', action)).toEqual([
      { path: '/inputs/0/tag_ids/0', kind: 'tag', id: 1 },
      { path: '/inputs/0/tag_ids/1', kind: 'tag', id: 2 },
    ]);
    expect(collectContextReferences(registry, 'action', action)).toEqual([
      { path: '/inputs/1/notify', kind: 'response_mark', id: 2 },
    ]);
    expect(collectReferences(registry, 'nothing', action)).toEqual([]);
  });

  it('finds the ids of conditions in or-groups nested 3,000 deep (as stored data may hold) without overflowing', () => {
    const depth = 3000;
    let condition: Record<string, unknown> = { type: 60, use_group: 0, tag_ids: [5], tag_or: 0 };
    for (let level = 0; level < depth; level++) condition = { type: 120, inputs: [condition] };
    expect(collectReferences(registry, 'funnel', { inputs: [condition] })).toEqual([
      { path: `/inputs/0${'/inputs/0'.repeat(depth)}/tag_ids/0`, kind: 'tag', id: 5 },
    ]);
  });
});
