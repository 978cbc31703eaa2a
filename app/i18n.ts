/**
 * The console's own words in Japanese (the default) and English. Block labels, field titles and issue messages do
 * not live here: they come from the plugins (`plugin.label[lang]`) and the registry's catalogue. The words are
 * in three modules so the first route carries only its own (issue 14): the shell's Japanese (./texts/shell-ja.ts)
 * here, the pages' Japanese (./texts/pages-ja.ts) with the pages (they import `useI18n` from ./page-i18n.ts), and
 * English (./texts/en.ts) loaded when chosen (`loadLang`).
 *
 * @example
 * const { t, lang, setLang } = useI18n();
 * <h1>{t('playgroundTitle')}</h1>
 */
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
// Types only from the engine: the shell's first chunk must not carry the engine (each page loads what it needs).
import type { Lang } from '../engine/core/index.ts';

import type { operatorsJa } from './texts/operators-ja.ts';
import type { pagesJa } from './texts/pages-ja.ts';
import { shellJa } from './texts/shell-ja.ts';

export type { Lang };

/** A key of the console's dictionary (the shell's words, the pages', and an area's such as the operators'). */
export type TextKey = keyof typeof shellJa | keyof typeof pagesJa | keyof typeof operatorsJa;

/** The words loaded so far per language: the shell's Japanese from the start. */
const texts: Record<Lang, Partial<Record<TextKey, string>>> = { ja: { ...shellJa }, en: {} };
const loadedLangs = new Set<Lang>(['ja']);
let version = 0;
const listeners = new Set<() => void>();

/**
 * Adds words of a language (app/page-i18n.ts adds the pages' Japanese, ./texts/en.ts's loader every English word).
 *
 * @example addTexts('ja', pagesJa)
 */
export function addTexts(lang: Lang, words: Readonly<Partial<Record<TextKey, string>>>): void {
  Object.assign(texts[lang], words);
  version++;
  for (const listener of [...listeners]) listener();
}

let english: Promise<void> | undefined;

/**
 * Loads a language's words (English is a chunk of its own; Japanese is always there); a failed load is tried
 * again on the next call.
 *
 * @example await loadLang(storedLang()); // before the first render
 */
export function loadLang(lang: Lang): Promise<void> {
  if (loadedLangs.has(lang)) return Promise.resolve();
  english ??= import('./texts/en.ts').then(
    (module) => {
      loadedLangs.add('en');
      addTexts('en', module.en);
    },
    (error: unknown) => {
      english = undefined;
      throw error;
    },
  );
  return english;
}

/** Whether a language's words have loaded. @example isLangLoaded('en') */
export const isLangLoaded = (lang: Lang): boolean => loadedLangs.has(lang);

/**
 * A console text in a language, `{name}` placeholders filled. A word not loaded yet falls back to Japanese, then
 * to its key (a module outside the first chunk that imports ./i18n.ts instead of ./page-i18n.ts would show keys;
 * app/i18n-split.test.ts rules that out).
 *
 * @example translate('en', 'pluginCount', { count: 4 }) // '4 types' (once English has loaded)
 */
export function translate(lang: Lang, key: TextKey, params: Record<string, unknown> = {}): string {
  const text = texts[lang][key] ?? texts.ja[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

const STORAGE_KEY = 'console.lang';

/** The language kept from the last visit, Japanese otherwise (storage may be unavailable: private modes). */
export function storedLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'en' ? 'en' : 'ja';
  } catch {
    return 'ja';
  }
}

/** What `useI18n` gives: the language, a switch, and `t` bound to the language. */
export interface I18n {
  lang: Lang;
  setLang(lang: Lang): void;
  t(key: TextKey, params?: Record<string, unknown>): string;
}

const subscribeTexts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const textsVersion = () => version;

const I18nContext = createContext<I18n>({
  lang: 'ja',
  setLang: () => {},
  t: (key, params) => translate('ja', key, params),
});

/**
 * Holds the language for the tree below it, keeps `<html lang>` in step (screen readers, CJK font choice)
 * and remembers the choice.
 *
 * @example createRoot(el).render(<I18nProvider><App /></I18nProvider>)
 */
export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setLangState] = useState<Lang>(() => initial ?? storedLang());
  // Words added later (the pages' chunk, English) re-render what shows them.
  const loaded = useSyncExternalStore(subscribeTexts, textsVersion, textsVersion);
  useEffect(() => {
    document.documentElement.lang = lang;
    // app/main.tsx loads the stored language before the first render; this covers other hosts.
    if (!isLangLoaded(lang)) loadLang(lang).catch(() => undefined);
  }, [lang]);
  const setLang = useCallback((next: Lang) => {
    // The switch waits for the language's words (the English button preloads them on hover and focus).
    loadLang(next).then(
      () => {
        setLangState(next);
        try {
          globalThis.localStorage?.setItem(STORAGE_KEY, next);
        } catch {
          // Storage refused: the choice lasts for this page only.
        }
      },
      () => undefined,
    );
  }, []);
  const value = useMemo<I18n>(
    // `loaded` is read so that `t` changes (and memoised readers re-render) when words arrive.
    () => ({ lang, setLang, t: (key, params) => (loaded >= 0 ? translate(lang, key, params) : key) }),
    [lang, setLang, loaded],
  );
  return createElement(I18nContext.Provider, { value }, children);
}

/** The current language and the shell's texts in it. @example const { t } = useI18n(); t('loading') */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
