import { describe, expect, it } from 'vitest';
import { createContext } from './context.ts';
import {
  charWidth,
  graphemes,
  itemName,
  itemNames,
  listWithMore,
  truncateName,
  truncateWidth,
} from './summary.ts';

describe('summary helpers (spec 000 §9)', () => {
  it('cuts text at 10 width units, full-width counting 2', () => {
    expect(truncateWidth('こんにちは世界')).toBe('こんにちは…');
    expect(truncateWidth('こんにちは')).toBe('こんにちは');
    expect(truncateWidth('abcdefghij')).toBe('abcdefghij');
    expect(truncateWidth('abcdefghijk')).toBe('abcdefghij…');
    expect(truncateWidth('ab漢字cdefgh')).toBe('ab漢字cdef…');
    expect(truncateWidth('1行目\n2行目')).toBe('1行目 2行…');
    expect([charWidth('a'), charWidth('ア'), charWidth('ｱ'), charWidth('Ａ')]).toEqual([1, 2, 1, 2]);
  });

  it('cuts names to 10 characters with an ellipsis', () => {
    expect(truncateName('とても長い名前のタグです')).toBe('とても長い名前のタグ…');
    expect(truncateName('ちょうど十文字の名前だ')).toBe('ちょうど十文字の名前…');
    expect(truncateName('十文字ちょうどの名前')).toBe('十文字ちょうどの名前');
  });

  it('never cuts inside a grapheme: ZWJ sequences, flags, combining marks, variation selectors', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(graphemes(`${family}a`)).toEqual([family, 'a']);
    // The family counts 2 like any emoji; before, its four emoji and three joiners counted 11 and were cut.
    expect(truncateWidth(`${family}😀😀😀😀😀😀ab`)).toBe(`${family}😀😀😀😀…`);
    expect(truncateWidth(`abcdefgh${family}`)).toBe(`abcdefgh${family}`);
    expect(truncateWidth(`abcdefghi${family}`)).toBe('abcdefghi…');
    expect(truncateWidth('abcdefghi🇯🇵')).toBe('abcdefghi…');
    expect(truncateWidth('abcdefghi\u2764\uFE0F')).toBe('abcdefghi…');
    expect(truncateWidth('abcdefghi\u2764')).toBe('abcdefghi\u2764');
    expect(truncateWidth('abcdefghe\u0301x')).toBe('abcdefghe\u0301x');
    expect(truncateWidth('abcdefghie\u0301xy')).toBe('abcdefghie\u0301…');
    expect(truncateName(`${family.repeat(11)}`)).toBe(`${family.repeat(10)}…`);
    expect(truncateName(`${'🇯🇵'.repeat(10)}`)).toBe('🇯🇵'.repeat(10));
  });

  it('reads only as far as the cut: a joiner far past it changes nothing, one at its edge is kept with its base', () => {
    // Text with nothing that joins takes no segmenter; a joiner past the cut is never read.
    expect(truncateWidth(`あいうえおかきくけこ${'x'.repeat(100)}\u200D`)).toBe('あいうえお…');
    // A combining dakuten (U+3099) right at the cut stays with its kana: が is one character, 2 wide.
    expect(truncateWidth('abcdefghか\u3099xyz')).toBe('abcdefghか\u3099…');
    expect(truncateWidth('abcdefghiか\u3099')).toBe('abcdefghi…');
    expect(graphemes('か\u3099き')).toEqual(['か\u3099', 'き']);
  });

  it('shows at most 3 items and then 他N件', () => {
    expect(listWithMore(['A', 'B', 'C'])).toBe('A、B、C');
    expect(listWithMore(['A', 'B', 'C', 'D', 'E'])).toBe('A、B、C 他2件');
    expect(listWithMore(['A', 'B', 'C', 'D'], 3, 'en')).toBe('A, B, C and 1 more');
  });

  it('resolves names through the context, flagging deleted items', () => {
    const ctx = createContext({ items: { tag: [{ id: 1, name: 'VIP' }] }, deleted: { tag: [2] } });
    expect(itemName(ctx, 'tag', 1)).toBe('VIP');
    expect(itemName(ctx, 'tag', 2)).toBe('(削除済み)');
    expect(itemName(ctx, 'tag', 3)).toBe('ID:3');
    expect(itemNames(ctx, 'tag', [1, 2, 3, 1])).toBe('VIP、(削除済み)、ID:3 他1件');
  });
});
