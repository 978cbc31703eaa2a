import { describe, expect, it } from 'vitest';
import { areas } from './areas.ts';
import { dictionaries, kindName, translate } from './i18n.ts';
import { matchPath } from './router.tsx';

describe('console shell', () => {
  it('has every shell text in Japanese and English', () => {
    expect(Object.keys(dictionaries.en).sort()).toEqual(Object.keys(dictionaries.ja).sort());
    for (const [key, text] of Object.entries(dictionaries.en)) expect(text, key).not.toBe('');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('ja', 'pluginCount', { count: 4 })).toBe('4 件');
    expect(translate('en', 'pluginCount')).toBe('{count} types');
    expect(kindName('ja', 'effect')).toBe('アクション要素');
    expect(kindName('ja', 'new-kind')).toBe('new-kind');
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
      expect(dictionaries.ja[area.title]).toBeTruthy();
      expect(dictionaries.ja[area.text]).toBeTruthy();
    }
  });
});
