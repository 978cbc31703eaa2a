import { describe, expect, it } from 'vitest';
import { bestName } from './bestname.ts';

describe('bestName', () => {
  it('keeps the name and drops decorations, emoji, symbols and bracketed labels', () => {
    const cases: [string, string | null][] = [
      ['【公式】佐藤 花子☆', '佐藤 花子'],
      ['はなこ🌸(^^)', 'はなこ'],
      ['佐藤花子【出張中】', '佐藤花子'],
      ['田中(たなか)太郎', '田中太郎'],
      ['「ゆい」♪', 'ゆい'],
      ['✨あや✨', 'あや'],
      ['👨‍👩‍👧 家族', '家族'],
      ['  佐藤🍀  ', '佐藤'],
      ['[[入れ子]のラベル]みさき', 'みさき'],
    ];
    for (const [name, expected] of cases) expect(bestName(name), name).toBe(expected);
  });

  it("normalises width (NFKC) and keeps a name's own ・ ' . -", () => {
    expect(bestName('ＳＡＴＯ　Ｈａｎａｋｏ')).toBe('SATO Hanako');
    expect(bestName('ﾊﾅｺ')).toBe('ハナコ');
    expect(bestName('メアリー・スミス')).toBe('メアリー・スミス');
    expect(bestName("O'Brien J.-P.")).toBe("O'Brien J.-P");
    expect(bestName('佐藤,花子!!')).toBe('佐藤 花子');
  });

  it('answers null when no letter is left', () => {
    for (const name of ['', '   ', '★☆★', '(^^)', '123', '🌸🌸', '【公式】'])
      expect(bestName(name), name).toBeNull();
  });
});
