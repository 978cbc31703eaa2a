/**
 * `useI18n` for every module outside the console's first chunk: importing it from here adds the pages' Japanese
 * words (./texts/pages-ja.ts), so they travel with the pages, not with the first route (issue 14). The first
 * chunk's modules (app/main.tsx and what it imports, and the home page) import ./i18n.ts and use the shell's
 * words only; app/i18n-split.test.ts checks both rules.
 *
 * @example import { useI18n } from '../page-i18n.ts'; const { t } = useI18n(); t('actionSave')
 */
import { addTexts } from './i18n.ts';
import { pagesJa } from './texts/pages-ja.ts';

addTexts('ja', pagesJa);

export {
  type I18n,
  I18nProvider,
  itemKindName,
  kindName,
  type Lang,
  type TextKey,
  translate,
  useI18n,
} from './i18n.ts';
