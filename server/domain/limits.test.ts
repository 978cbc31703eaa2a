import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { canonicalJson, keptBlocks, matchKeptBlocks } from './kept-blocks.ts';
import { jsonTextTooDeep, MAX_JSON_DEPTH } from './limits.ts';
import { checkStructure } from './structure.ts';

const registry = createBuiltInRegistry();

describe('jsonTextTooDeep', () => {
  it('counts arrays and objects, not brackets inside strings or after escapes', () => {
    expect(jsonTextTooDeep('[[[1]]]', 3)).toBe(false);
    expect(jsonTextTooDeep('[[[1]]]', 2)).toBe(true);
    expect(jsonTextTooDeep('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonTextTooDeep('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(jsonTextTooDeep('[{}, {}, [], []]', 2)).toBe(false);
    expect(jsonTextTooDeep('['.repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTextTooDeep('['.repeat(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('reads 1 MiB in a few milliseconds (one pass, no recursion)', () => {
    const text = `[${'{"type":1},'.repeat(95_000)}1]`;
    const started = performance.now();
    expect(jsonTextTooDeep(text)).toBe(false);
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
