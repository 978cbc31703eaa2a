import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { blockSummaries } from './block-summaries.ts';
import { createContext } from './context.ts';

const registry = createBuiltInRegistry();

describe('blockSummaries', () => {
  it('names what a container holds from a bare context (the registry labels it), and never throws', () => {
    const lines = blockSummaries(
      registry,
      'condition',
      [{ type: 120, inputs: [{ type: 60 }, { type: 60 }] }, { type: 999 }, null],
      createContext(),
    );
    expect(lines[0]).toEqual({
      index: 0,
      label: 'いずれかに一致(ORグループ)',
      type: 120,
      text: expect.any(String),
    });
    expect(lines[0].text).toContain('タグ×2');
    expect(lines[1]).toEqual({ index: 1, label: null, type: 999, text: null });
    expect(lines[2]).toEqual({ index: 2, label: null, type: undefined, text: null });
  });
});
