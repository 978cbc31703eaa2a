/**
 * `useI18n` for every module outside the console's first chunk: importing it from here adds the pages' Japanese
 * words (./texts/pages-ja.ts), so they travel with the pages, not with the first route (issue 14). The first
 * chunk's modules (app/main.tsx and what it imports, and the home page) import ./i18n.ts and use the shell's
 * words only; app/i18n-split.test.ts checks both rules.
 *
 * @example import { useI18n } from '../page-i18n.ts'; const { t } = useI18n(); t('actionSave')
 */
import { addTexts, type Lang, type TextKey, translate } from './i18n.ts';
import { pagesJa } from './texts/pages-ja.ts';

addTexts('ja', pagesJa);

export {
  type I18n,
  I18nProvider,
  type Lang,
  type TextKey,
  translate,
  useI18n,
} from './i18n.ts';

/**
 * A name of a kind from the words (`${prefix}${kind}`): the pages' Japanese, English with the English chunk (the
 * tables of both languages were 0.6 kB gzip of the first route, issue 14); an unknown kind shows as its raw name.
 */
function nameOfKind(lang: Lang, prefix: 'kind_' | 'itemKind_', kind: string): string {
  const key = `${prefix}${kind}`;
  const name = translate(lang, key as TextKey);
  return name === key ? kind : name;
}

/** The display name of a block-list kind. @example kindName('ja', 'effect') // 'アクション要素' */
export const kindName = (lang: Lang, kind: string): string => nameOfKind(lang, 'kind_', kind);

/** The display name of an item kind (spec 002 §2). @example itemKindName('ja', 'tag') // 'タグ' */
export const itemKindName = (lang: Lang, kind: string): string => nameOfKind(lang, 'itemKind_', kind);
