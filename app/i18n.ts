/**
 * The console shell's own words in Japanese (the default) and English. Block labels, field titles and issue
 * messages do not live here: they come from the plugins (`plugin.label[lang]`) and the registry's catalogue.
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
} from 'react';
// Types only from the engine: the shell's first chunk must not carry the engine (each page loads what it needs).
import type { Lang } from '../engine/core/index.ts';

export type { Lang };

const ja = {
  productName: '公式アカウント運用コンソール',
  skipToContent: '本文へスキップ',
  mainNav: 'メインメニュー',
  navHome: 'ホーム',
  navPlayground: 'プラグイン プレイグラウンド',
  language: '表示言語',
  loading: '読み込み中…',
  loadFailed: '画面を読み込めませんでした。ネットワークを確認して再読み込みしてください。',
  reload: '再読み込み',
  homeTitle: 'ホーム',
  homeLead: '編集する機能を選んでください。',
  areasHeading: '機能',
  devHeading: '開発者向け',
  coming: '準備中',
  comingTitle: '{area}(準備中)',
  comingBody: 'この画面は準備中です。公開までお待ちください。',
  backHome: 'ホームへ戻る',
  notFoundTitle: 'ページが見つかりません',
  notFoundBody:
    '{path} というページはありません。アドレスを確かめるか、ホームから目的の画面を開いてください。',
  areaActions: 'アクション',
  areaActionsText: 'メッセージ送信・タグ操作・シナリオ切り替えなどの手順を組み立てます。',
  areaFunnels: '絞り込み(ファネル)',
  areaFunnelsText: '条件を組み合わせて友だちを検索します。',
  areaForms: 'フォーム',
  areaFormsText: 'アンケートや申し込みの回答フォームを作成します。',
  areaRichMenus: 'リッチメニュー',
  areaRichMenusText: 'トーク画面下部のメニューと、ボタンを押したときの動作を設定します。',
  areaFriends: '友だち',
  areaFriendsText: '友だちのタグ・友だち情報・メモを編集します。',
  playgroundTitle: 'プラグイン プレイグラウンド',
  playgroundText: '登録されたすべてのブロック種別を、例のデータで試せます。',
  playgroundLead:
    '登録されているすべてのブロック種別を、プラグインの例(保存形式のデータ)で試せます。デモ用のアカウントはすべての機能と権限を持っています。',
  pluginsHeading: 'ブロック種別',
  kindFilter: '種類',
  allKinds: 'すべて',
  noPlugins: 'この種類のブロックはありません。',
  pluginCount: '{count} 件',
  choosePlugin: '左の一覧からブロック種別を選んでください。',
  pluginFacts: '基本情報',
  factKind: '種類',
  factKey: 'キー',
  factType: '種別ID',
  factMultiplicity: '追加できる数',
  factAbility: '必要な機能',
  factListed: '追加メニュー',
  factVersion: 'データ版',
  single: '1つまで',
  multiple: '複数可',
  noAbility: '不要',
  listed: '表示する',
  unlisted: '表示しない(読み込みと保存のみ)',
  editorHeading: 'エディター',
  resetExamples: '例に戻す',
  validateAll: 'すべて検証',
  validatedNone: 'すべて検証しました。問題はありません。',
  validatedCount: 'すべて検証しました。エラー {errors} 件、警告 {warnings} 件。',
  resetDone: '例のデータに戻しました。',
  liveDataHeading: 'ライブデータ(保存される内容)',
  issuesHeading: '現在の検証結果',
  noIssues: '問題はありません。',
  issuePath: 'パス',
  issueCode: 'コード',
  issueMessage: 'メッセージ',
  issueSeverity: '重大度',
  severityError: 'エラー',
  severityWarning: '警告',
  summariesHeading: 'サマリー',
  noBlocks: '要素がありません。',
  summaryFailed: '(サマリーを作れませんでした)',
  unknownBlock: '不明な種類',
  invalidHeading: '不正な例',
  noInvalid: 'このプラグインには不正な例がありません。',
  expected: '期待するコード',
  actual: '実際の検証結果',
  matches: '期待どおり',
  differs: '期待と異なる',
  exampleData: 'データ',
  demoItemsHeading: 'デモの項目(ID で指定できます)',
} as const;

/** A key of the shell's dictionary. */
export type TextKey = keyof typeof ja;

const en: Record<TextKey, string> = {
  productName: 'Official Account Console',
  skipToContent: 'Skip to content',
  mainNav: 'Main menu',
  navHome: 'Home',
  navPlayground: 'Plugin playground',
  language: 'Language',
  loading: 'Loading…',
  loadFailed: 'This screen could not be loaded. Check the network and reload.',
  reload: 'Reload',
  homeTitle: 'Home',
  homeLead: 'Choose what to edit.',
  areasHeading: 'Areas',
  devHeading: 'For developers',
  coming: 'Coming soon',
  comingTitle: '{area} (coming soon)',
  comingBody: 'This screen is not available yet.',
  backHome: 'Back to home',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at {path}. Check the address, or open a screen from the home page.',
  areaActions: 'Actions',
  areaActionsText: 'Build the steps of an action: send messages, change tags, switch scenarios and more.',
  areaFunnels: 'Funnels',
  areaFunnelsText: 'Search friends by combining conditions.',
  areaForms: 'Forms',
  areaFormsText: 'Build questionnaires and application forms.',
  areaRichMenus: 'Rich menus',
  areaRichMenusText: 'Set up the menu under the chat and what its buttons do.',
  areaFriends: 'Friends',
  areaFriendsText: "Edit a friend's tags, friend info and memo.",
  playgroundTitle: 'Plugin playground',
  playgroundText: 'Try every registered block type with example data.',
  playgroundLead:
    'Try every registered block type with its plugin examples (saved wire data). The demo account has every ability and permission.',
  pluginsHeading: 'Block types',
  kindFilter: 'Kind',
  allKinds: 'All',
  noPlugins: 'No block types of this kind.',
  pluginCount: '{count} types',
  choosePlugin: 'Choose a block type from the list.',
  pluginFacts: 'Facts',
  factKind: 'Kind',
  factKey: 'Key',
  factType: 'Type id',
  factMultiplicity: 'How many',
  factAbility: 'Needs ability',
  factListed: 'Add menu',
  factVersion: 'Data version',
  single: 'One at most',
  multiple: 'Several',
  noAbility: 'None',
  listed: 'Offered',
  unlisted: 'Not offered (loads and saves only)',
  editorHeading: 'Editor',
  resetExamples: 'Reset to examples',
  validateAll: 'Validate all',
  validatedNone: 'Validated everything: no issues.',
  validatedCount: 'Validated everything: {errors} errors, {warnings} warnings.',
  resetDone: 'Back to the example data.',
  liveDataHeading: 'Live data (what is saved)',
  issuesHeading: 'Current issues',
  noIssues: 'No issues.',
  issuePath: 'Path',
  issueCode: 'Code',
  issueMessage: 'Message',
  issueSeverity: 'Severity',
  severityError: 'Error',
  severityWarning: 'Warning',
  summariesHeading: 'Summaries',
  noBlocks: 'No blocks.',
  summaryFailed: '(no summary)',
  unknownBlock: 'Unknown type',
  invalidHeading: 'Invalid examples',
  noInvalid: 'This plugin has no invalid examples.',
  expected: 'Expected code',
  actual: 'Actual issues',
  matches: 'As expected',
  differs: 'Not as expected',
  exampleData: 'Data',
  demoItemsHeading: 'Demo items (refer to them by id)',
};

/** Both dictionaries; a test may check they have the same keys. */
export const dictionaries: Readonly<Record<Lang, Readonly<Record<TextKey, string>>>> = { ja, en };

/** Names of block-list kinds the console knows; an unknown kind shows as its raw name. */
const kindNames: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  ja: {
    effect: 'アクション要素',
    condition: '絞り込み条件',
    'form-item': 'フォーム項目',
    'richmenu-action': 'リッチメニューのボタン動作',
  },
  en: {
    effect: 'Action effects',
    condition: 'Funnel conditions',
    'form-item': 'Form items',
    'richmenu-action': 'Rich-menu button actions',
  },
};

/**
 * A shell text in a language, `{name}` placeholders filled.
 *
 * @example translate('en', 'pluginCount', { count: 4 }) // '4 types'
 */
export function translate(lang: Lang, key: TextKey, params: Record<string, unknown> = {}): string {
  return dictionaries[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The display name of a block-list kind. @example kindName('ja', 'effect') // 'アクション要素' */
export function kindName(lang: Lang, kind: string): string {
  return kindNames[lang][kind] ?? kind;
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
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  }, []);
  const value = useMemo<I18n>(
    () => ({ lang, setLang, t: (key, params) => translate(lang, key, params) }),
    [lang, setLang],
  );
  return createElement(I18nContext.Provider, { value }, children);
}

/** The current language and the shell's texts in it. @example const { t } = useI18n(); t('loading') */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
