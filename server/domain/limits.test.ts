import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { canonicalJson, keptBlocks, matchKeptBlocks } from './kept-blocks.ts';
import {
  jsonTextRefusal,
  MAX_JSON_DEPTH,
  MAX_JSON_ENTRIES,
  TOO_DEEP_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
} from './limits.ts';
import { checkStructure } from './structure.ts';

const registry = createBuiltInRegistry();

describe('jsonTextRefusal', () => {
  it('counts nesting of arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonTextRefusal('[[[1]]]', { depth: 3 })).toBeUndefined();
    expect(jsonTextRefusal('[[[1]]]', { depth: 2 })).toBe(TOO_DEEP_MESSAGE);
    expect(jsonTextRefusal('{"a":"[[[[{{{{"}', { depth: 1 })).toBeUndefined();
    expect(jsonTextRefusal('{"a":"\\"[[[["}', { depth: 1 })).toBeUndefined();
    expect(jsonTextRefusal('[{}, {}, [], []]', { depth: 2 })).toBeUndefined();
    expect(jsonTextRefusal('['.repeat(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonTextRefusal('['.repeat(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
  });

  it('counts the entries of each array and object, commas inside strings or nested lists not included', () => {
    expect(jsonTextRefusal('[1,2,3]', { entries: 3 })).toBeUndefined();
    expect(jsonTextRefusal('[1,2,3,4]', { entries: 3 })).toBe(TOO_MANY_ENTRIES_MESSAGE);
    expect(jsonTextRefusal('{"a":1,"b":2,"c":3,"d":4}', { entries: 3 })).toBe(TOO_MANY_ENTRIES_MESSAGE);
    expect(jsonTextRefusal('[[1,2],[3,4],"5,6,7"]', { entries: 3 })).toBeUndefined();
    expect(jsonTextRefusal(`[${Array(MAX_JSON_ENTRIES).fill(0).join(',')}]`)).toBeUndefined();
    expect(
      jsonTextRefusal(
        `[${Array(MAX_JSON_ENTRIES + 1)
          .fill(0)
          .join(',')}]`,
      ),
    ).toBe(TOO_MANY_ENTRIES_MESSAGE);
  });

  it('reads 1 MiB in a few milliseconds (one pass, no recursion)', () => {
    const text = `[${'{"type":1,"text":"a"},'.repeat(9_000)}1]`;
    const started = performance.now();
    expect(jsonTextRefusal(text)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('checkStructure', () => {
  it('refuses a group in a group at the outer one only, and does not look inside it', () => {
    const inner = { type: 120, inputs: [{ type: 120, inputs: [{ type: 'x' }] }] };
    const issues = checkStructure(registry, 'funnel', {
      inputs: [{ type: 60 }, { type: 120, inputs: [inner] }],
    });
    expect(issues.map((i) => [i.path, i.code])).toEqual([['/inputs/1/inputs/0', 'or_group_nested']]);
  });

  it('answers the issues of the top list before those of nested lists', () => {
    const issues = checkStructure(registry, 'funnel', {
      inputs: [{ type: 120, inputs: [{}] }, null],
    });
    expect(issues.map((i) => i.path)).toEqual(['/inputs/1', '/inputs/0/inputs/0/type']);
  });
});

describe('kept blocks', () => {
  it('compares content with keys in any order and without _bid, each stored block once', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: null })).toBe('{"a":null,"b":[1,{"c":3,"d":2}]}');
    const stored = keptBlocks(registry, 'funnel', { inputs: [{ type: -1, x: 1, y: 2 }, { type: 60 }] });
    const sent = keptBlocks(registry, 'funnel', {
      inputs: [{ type: 60 }, { y: 2, _bid: 'a', type: -1, x: 1 }, { type: -1, x: 1, y: 2 }],
    });
    const { accepted, issues } = matchKeptBlocks(registry, sent, stored);
    expect([...accepted]).toEqual(['/inputs/1']);
    expect(issues.map((i) => i.path)).toEqual(['/inputs/2']);
  });
});
