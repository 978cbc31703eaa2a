import type { Lang, TextKey } from '../i18n.ts';
import { en } from './en.ts';
import { operatorsJa } from './operators-ja.ts';
import { pagesJa } from './pages-ja.ts';
import { shellJa } from './shell-ja.ts';

/**
 * Both whole dictionaries at once, for tests (the console loads them in parts: app/i18n.ts).
 *
 * @example expect(Object.keys(dictionaries.en).sort()).toEqual(Object.keys(dictionaries.ja).sort())
 */
export const dictionaries: Readonly<Record<Lang, Readonly<Record<TextKey, string>>>> = {
  ja: { ...shellJa, ...pagesJa, ...operatorsJa },
  en,
};
