import { beforeAll, describe, expect, it } from 'vitest';
import { areas } from './areas.ts';
import { loadLang, translate } from './i18n.ts';
import { kindName } from './page-i18n.ts';
import { matchPath } from './router.tsx';
import { dictionaries } from './texts/all.ts';
import { shellJa } from './texts/shell-ja.ts';

describe('console shell', () => {
  beforeAll(async () => {
    await import('./page-i18n.ts');
    await loadLang('en');
  });

  it('has every shell text in Japanese and English', () => {
    expect(Object.keys(dictionaries.en).sort()).toEqual(Object.keys(dictionaries.ja).sort());
    for (const [key, text] of Object.entries(dictionaries.en)) expect(text, key).not.toBe('');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('ja', 'pluginCount', { count: 4 })).toBe('4 件');
    expect(translate('en', 'pluginCount')).toBe('{count} types');
    expect(kindName('ja', 'effect')).toBe('アクション要素');
    expect(kindName('ja', 'new-kind')).toBe('new-kind');
    // The kinds' names are words like any other: English comes with the English chunk.
    expect(kindName('en', 'form-item')).toBe('Form items');
  });

  it('matches route patterns with params', () => {
    expect(matchPath('/playground', '/playground')).toEqual({});
    expect(matchPath('/actions/:aid', '/actions/12')).toEqual({ aid: '12' });
    expect(matchPath('/actions/:aid', '/actions')).toBeNull();
    expect(matchPath('/actions', '/funnels')).toBeNull();
  });

  it('gives every area its own route and texts', () => {
    expect(new Set(areas.map((area) => area.path)).size).toBe(areas.length);
    for (const area of areas) {
      // The home page lists them: they are the shell's words (its first chunk).
      expect(shellJa[area.title as keyof typeof shellJa]).toBeTruthy();
      expect(shellJa[area.text as keyof typeof shellJa]).toBeTruthy();
    }
  });
});
