import { describe, expect, it } from 'vitest';
import { code, fence, prettyJson, table, text } from './markdown.ts';
import { relativePath } from './paths.ts';

describe('markdown escaping', () => {
  it('never lets plugin text through as HTML, a table break or formatting', () => {
    expect(text('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(text('a | b\nc')).toBe('a \\| b c');
    expect(text('[link](javascript:x) *b* _i_ # h &amp;')).toBe(
      '\\[link\\](javascript:x) \\*b\\* \\_i\\_ \\# h &amp;amp;',
    );
  });

  it('keeps code spans and fences closed whatever they hold', () => {
    expect(code('a|b')).toBe('`a\\|b`');
    expect(code('x`y')).toBe('``x`y``');
    expect(code('`y')).toBe('`` `y ``');
    expect(fence('```\nx', 'json')).toBe('````json\n```\nx\n````');
  });

  it('builds tables with a dash for empty cells', () => {
    expect(table(['A', 'B'], [['1', '']])).toBe('| A | B |\n| --- | --- |\n| 1 | — |');
  });

  it('prints JSON with short arrays of plain values on one line', () => {
    expect(prettyJson({ a: [1, 2], b: { c: [] }, d: [{ e: null }] })).toBe(
      '{\n  "a": [1, 2],\n  "b": {\n    "c": []\n  },\n  "d": [\n    {\n      "e": null\n    }\n  ]\n}',
    );
  });
});

describe('relativePath', () => {
  it('links between generated files', () => {
    expect(relativePath('documents/action.md', 'effect/1-text.md')).toBe('../effect/1-text.md');
    expect(relativePath('effect/1-text.md', 'effect/README.md')).toBe('README.md');
    expect(relativePath('README.md', 'effect/README.md')).toBe('effect/README.md');
  });
});
