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
  // Shared dialog words
  ok: 'OK',
  cancel: 'キャンセル',
  close: '閉じる',
  confirmTitle: '確認',
  navActions: 'アクション',
  // Item picker (spec 002 §2, §5, §8)
  pickerTitle: '{label}を選択',
  pickerAddLabel: '{label}を追加',
  pickerFolders: 'フォルダ',
  pickerFolderSearch: 'フォルダを検索',
  pickerFolderButton: '{name}({count}件)',
  pickerAllFolder: 'すべて',
  pickerFavourites: 'お気に入り',
  pickerSearch: 'キーワードで検索',
  pickerSuggestions: '候補 {count}件',
  pickerNoItems: '選択できる項目がありません',
  pickerNoCandidates: '候補がありません',
  pickerLoadFailed: '読み込み中にエラーが発生しました',
  pickerProtected: '「{name}」は保護されているため追加できません',
  pickerBadgeFavourite: 'お気に入り',
  pickerBadgeSuper: '管理者',
  pickerBadgeProtected: '保護',
  pickerBadgeFresh: '新着',
  pickerSelectedMark: '(選択中)',
  pickerSelectedCount: '{count}件選択中',
  pickerApply: '決定',
  pickerCreateName: '新しい{kind}名',
  pickerCreate: '作成',
  pickerCreateEmpty: '新しい{kind}名を入力してください',
  pickerCreateFailed: '作成に失敗しました',
  pickerSpecial: '特別な指定',
  specialScenarioStop: 'シナリオ配信を停止(予約も取り消し)',
  specialScenarioResume: '以前のシナリオを再開',
  specialMenuRemove: 'リッチメニューを解除',
  pickerChoose: '選択',
  pickerAdd: '追加',
  pickerClear: '解除',
  pickerClearLabel: '{label}の選択を解除',
  pickerRemove: '{name}を外す',
  pickerNone: '未選択',
  pickerDeleted: '削除済みの{kind}(ID:{id})',
  pickerDeletedWarning: '削除された項目が指定されています',
  pickerUnknown: 'ID:{id}',
  // Action list (issue 4)
  actionsTitle: 'アクション',
  actionsLead: '保存したアクションをフォルダごとに一覧します。開いて編集、コピー、削除ができます。',
  actionsNew: '新規作成',
  actionsFolders: 'フォルダ',
  actionsAllFolder: 'すべて',
  actionsUnclassified: '未分類',
  actionsColName: '名前',
  actionsColFolder: 'フォルダ',
  actionsColUpdated: '更新日時',
  actionsColOps: '操作',
  actionsOpen: '開く',
  actionsCopy: 'コピー',
  actionsDelete: '削除',
  actionsOpenLabel: '{name}を開く',
  actionsCopyLabel: '{name}をコピー',
  actionsDeleteLabel: '{name}を削除',
  actionsUnnamed: '(名称未設定 ID:{aid})',
  actionsEmpty: 'このフォルダにはアクションがありません。',
  actionsLoadFailed: 'アクションの一覧を読み込めませんでした',
  actionsDeleteConfirm: '「{name}」を削除しますか?',
  actionsDeleted: '「{name}」を削除しました',
  actionsDeleteFailed: '削除に失敗しました',
  actionsCopied: '「{name}」をコピーしました',
  actionsCopyFailed: 'コピーに失敗しました',
  actionsCount: '{count}件',
  actionsListLabel: 'アクション一覧',
  // Action editor (spec 000 §2.4, §5.3, §8)
  actionEditTitle: 'アクション編集',
  actionNewTitle: 'アクション新規作成',
  actionBackToList: 'アクション一覧へ戻る',
  actionLoadFailed: 'アクション編集をご利用いただけません',
  actionSettings: '基本設定',
  actionTemplateMode: 'テンプレートとして保存する(アクション名をつけて一覧から再利用します)',
  actionName: 'アクション名',
  actionNameCounter: '{count}/{max}',
  actionFolder: 'フォルダ',
  actionContents: 'アクション内容',
  actionDescription: '説明',
  actionDescriptionFailed: '読み込みに失敗しました',
  actionDescriptionNone: '保存すると、ここに内容の説明が表示されます。',
  saveIdle: '保存',
  saveSaving: '保存中…',
  saveSaved: '保存しました',
  saveFailed: '保存に失敗しました',
  validationHeading: '入力内容を確認してください',
  unsavedChanges: '未保存の変更があります',
  // Condition slide-in (spec 000 §2.4)
  conditionOn: '条件 ON',
  conditionOff: '条件 OFF',
  conditionToggleLabel: '{state}({name})',
  conditionTitle: '条件設定: {number}. {type}',
  conditionBack: '戻る',
  conditionFinish: 'この条件を設定する',
  conditionTwice: '2回目以降も実行する',
  conditionFunnel: '絞り込み条件',
  conditionRemove: '条件を外す',
  // Unsaved edits kept across a 409 reload
  restoreFound: '再読み込みの前に保存できなかった編集内容があります({time})。復元しますか?',
  restoreApply: '復元する',
  restoreDiscard: '破棄する',
  restored: '編集内容を復元しました。保存するまでサーバーには反映されません。',
  // Action setting widget (spec 000 §2.3)
  actionSettingSet: 'アクションを設定',
  actionSettingEdit: 'アクションを編集',
  actionSettingClear: '設定を解除',
  actionSettingNone: 'アクションは設定されていません',
  actionSettingCurrent: '設定中: {name}',
  actionSettingModalTitle: 'アクション設定',
  actionSettingDemoTitle: 'アクション設定ウィジェット(デモ)',
  actionSettingDemoLead:
    '他の画面(フォームの回答後アクション、自動応答など)に組み込むアクション設定ウィジェットです。ボタンを押すとアクションエディターが大きなモーダルで開きます。',
  actionSettingDemoField: 'フォーム回答後のアクション',
  actionSettingDemoValue: '保存される値(aid): {value}',
  actionSettingDemoText: 'アクションを設定するボタンと解除ボタンの動作を試せます。',
  // Funnels (spec 001 §2–§9, issue 5)
  navFunnels: '絞り込み',
  funnelsTitle: '絞り込み条件',
  funnelsLead:
    '保存した絞り込み条件(友だち検索)をフォルダごとに一覧します。開いて編集、コピー、削除ができます。',
  funnelsNew: '新規作成',
  funnelsListLabel: '絞り込み条件一覧',
  funnelsUnnamed: '(名称未設定 ID:{fid})',
  funnelsEmpty: 'このフォルダには絞り込み条件がありません。',
  funnelsLoadFailed: '絞り込み条件の一覧を読み込めませんでした',
  funnelsShowUnnamed: '名前のない条件(アクションの条件設定で作られたもの)も表示する',
  funnelNewTitle: '絞り込み条件の作成',
  funnelEditTitle: '絞り込み条件の編集',
  funnelBackToList: '絞り込み条件の一覧に戻る',
  funnelSettings: '基本設定',
  funnelOptions: '表示オプション',
  funnelName: '名前',
  funnelFolder: 'フォルダ',
  funnelConditions: '検索条件',
  funnelConditionsHint:
    'すべての条件に一致する友だちを探します。「いずれかに一致(ORグループ)」の中の条件は、どれか1つに一致すれば対象になります。',
  funnelReset: '条件をリセット',
  funnelResetConfirm: '検索条件と表示オプションを初期状態に戻しますか?',
  funnelNameRequired: '条件を保存するとき名前は必須です',
  funnelFoldersFailed: 'フォルダ情報の取得に失敗しました。',
  funnelLoadFailed: '読み込みに失敗しました',
  funnelForbidden: '操作権限がありません',
  funnelSaving: '処理中…',
  funnelDemoTitle: 'ファネルエディター(デモ)',
  funnelDemoLead:
    '他の画面に組み込む絞り込み条件エディターです。3つのモードと、保存のしかた(保存する・呼び出し元に渡す・保存して渡す)を試せます。',
  funnelDemoMode: 'モード',
  funnelDemoMode_editor: 'editor(名前・フォルダ・すべてのオプション)',
  funnelDemoMode_funneling: 'funneling(非表示・ブロックのオプションのみ)',
  funnelDemoMode_board: 'board(オプションなし)',
  funnelDemoFinisher: '完了時の動作',
  funnelDemoFinisher_post: 'post(保存する)',
  funnelDemoFinisher_emit: 'emit(保存せず呼び出し元に渡す)',
  funnelDemoFinisher_postemit: 'postemit(保存して呼び出し元に渡す)',
  funnelDemoEmitted: '呼び出し元に渡された内容',
  funnelDemoNothing: 'まだ何も渡されていません。',
  funnelConditionNote:
    'この条件に一致する友だちにだけ、このアクション要素を実行します。条件はここで組み立てるか、保存済みの絞り込み(ファネル)を選んで読み込めます。',
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
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  confirmTitle: 'Confirm',
  navActions: 'Actions',
  pickerTitle: 'Choose {label}',
  pickerAddLabel: 'Add {label}',
  pickerFolders: 'Folders',
  pickerFolderSearch: 'Search folders',
  pickerFolderButton: '{name} ({count})',
  pickerAllFolder: 'All',
  pickerFavourites: 'Favourites',
  pickerSearch: 'Search by keyword',
  pickerSuggestions: '{count} candidates',
  pickerNoItems: 'No items to choose',
  pickerNoCandidates: 'No candidates',
  pickerLoadFailed: 'An error occurred while loading',
  pickerProtected: '"{name}" is protected and cannot be added',
  pickerBadgeFavourite: 'Favourite',
  pickerBadgeSuper: 'Admin',
  pickerBadgeProtected: 'Protected',
  pickerBadgeFresh: 'New',
  pickerSelectedMark: '(selected)',
  pickerSelectedCount: '{count} selected',
  pickerApply: 'Apply',
  pickerCreateName: 'New {kind} name',
  pickerCreate: 'Create',
  pickerCreateEmpty: 'Please enter a new {kind} name',
  pickerCreateFailed: 'Could not create it',
  pickerSpecial: 'Special choices',
  specialScenarioStop: 'Stop the scenario (and cancel reservations)',
  specialScenarioResume: 'Resume the previous scenario',
  specialMenuRemove: 'Remove the rich menu',
  pickerChoose: 'Choose',
  pickerAdd: 'Add',
  pickerClear: 'Clear',
  pickerClearLabel: 'Clear {label}',
  pickerRemove: 'Remove {name}',
  pickerNone: 'Not chosen',
  pickerDeleted: 'Deleted {kind} (ID {id})',
  pickerDeletedWarning: 'A deleted item is specified',
  pickerUnknown: 'ID {id}',
  actionsTitle: 'Actions',
  actionsLead: 'Saved actions by folder. Open one to edit it, copy it or delete it.',
  actionsNew: 'New action',
  actionsFolders: 'Folders',
  actionsAllFolder: 'All',
  actionsUnclassified: 'Unclassified',
  actionsColName: 'Name',
  actionsColFolder: 'Folder',
  actionsColUpdated: 'Updated',
  actionsColOps: 'Operations',
  actionsOpen: 'Open',
  actionsCopy: 'Copy',
  actionsDelete: 'Delete',
  actionsOpenLabel: 'Open {name}',
  actionsCopyLabel: 'Copy {name}',
  actionsDeleteLabel: 'Delete {name}',
  actionsUnnamed: '(untitled, ID {aid})',
  actionsEmpty: 'No actions in this folder.',
  actionsLoadFailed: 'The action list could not be loaded',
  actionsDeleteConfirm: 'Delete "{name}"?',
  actionsDeleted: 'Deleted "{name}"',
  actionsDeleteFailed: 'Could not delete it',
  actionsCopied: 'Copied "{name}"',
  actionsCopyFailed: 'Could not copy it',
  actionsCount: '{count}',
  actionsListLabel: 'Actions',
  actionEditTitle: 'Edit action',
  actionNewTitle: 'New action',
  actionBackToList: 'Back to the actions',
  actionLoadFailed: 'The action editor is not available',
  actionSettings: 'Settings',
  actionTemplateMode: 'Save as a template (named, reused from the list)',
  actionName: 'Action name',
  actionNameCounter: '{count}/{max}',
  actionFolder: 'Folder',
  actionContents: 'Effects',
  actionDescription: 'Description',
  actionDescriptionFailed: 'Could not load it',
  actionDescriptionNone: 'Once saved, a description of the action shows here.',
  saveIdle: 'Save',
  saveSaving: 'Saving…',
  saveSaved: 'Saved',
  saveFailed: 'Save failed',
  validationHeading: 'Please check the form',
  unsavedChanges: 'Unsaved changes',
  conditionOn: 'Condition ON',
  conditionOff: 'Condition OFF',
  conditionToggleLabel: '{state} ({name})',
  conditionTitle: 'Condition: {number}. {type}',
  conditionBack: 'Back',
  conditionFinish: 'Set this condition',
  conditionTwice: 'Run also from the second firing on',
  conditionFunnel: 'Funnel',
  conditionRemove: 'Remove the condition',
  restoreFound: 'Edits that could not be saved before the reload were kept ({time}). Restore them?',
  restoreApply: 'Restore',
  restoreDiscard: 'Discard',
  restored: 'Your edits are restored. They reach the server when you save.',
  actionSettingSet: 'Set an action',
  actionSettingEdit: 'Edit the action',
  actionSettingClear: 'Clear the setting',
  actionSettingNone: 'No action is set',
  actionSettingCurrent: 'Set: {name}',
  actionSettingModalTitle: 'Action settings',
  actionSettingDemoTitle: 'Action setting widget (demo)',
  actionSettingDemoLead:
    'The action setting widget other screens embed (after-answer actions of forms, auto responses…). Its button opens the action editor in a large modal.',
  actionSettingDemoField: 'Action after a form answer',
  actionSettingDemoValue: 'Value saved (aid): {value}',
  actionSettingDemoText: 'Try the set and clear buttons.',
  // Funnels (spec 001 §2–§9, issue 5)
  navFunnels: 'Funnels',
  funnelsTitle: 'Funnels',
  funnelsLead: 'Saved funnels (friend searches) by folder. Open one to edit it, copy it or delete it.',
  funnelsNew: 'New funnel',
  funnelsListLabel: 'Funnels',
  funnelsUnnamed: '(untitled, ID {fid})',
  funnelsEmpty: 'No funnels in this folder.',
  funnelsLoadFailed: 'The funnel list could not be loaded',
  funnelsShowUnnamed: 'Also show funnels without a name (conditions set on action effects)',
  funnelNewTitle: 'New funnel',
  funnelEditTitle: 'Edit funnel',
  funnelBackToList: 'Back to the funnels',
  funnelSettings: 'Settings',
  funnelOptions: 'Display options',
  funnelName: 'Name',
  funnelFolder: 'Folder',
  funnelConditions: 'Conditions',
  funnelConditionsHint:
    'Finds friends who match every condition. Inside an any-one-matches group, matching one of its conditions is enough.',
  funnelReset: 'Reset the conditions',
  funnelResetConfirm: 'Reset the conditions and the display options to their defaults?',
  funnelNameRequired: 'A name is required to save the conditions',
  funnelFoldersFailed: 'The folders could not be loaded.',
  funnelLoadFailed: 'Could not load it',
  funnelForbidden: 'You are not allowed to do this',
  funnelSaving: 'Processing…',
  funnelDemoTitle: 'Funnel editor (demo)',
  funnelDemoLead:
    'The funnel editor other screens embed. Try its three modes and how it finishes (save, hand over, save and hand over).',
  funnelDemoMode: 'Mode',
  funnelDemoMode_editor: 'editor (name, folder, every option)',
  funnelDemoMode_funneling: 'funneling (hidden and blocked options only)',
  funnelDemoMode_board: 'board (no options)',
  funnelDemoFinisher: 'On finish',
  funnelDemoFinisher_post: 'post (save)',
  funnelDemoFinisher_emit: 'emit (hand over without saving)',
  funnelDemoFinisher_postemit: 'postemit (save, then hand over)',
  funnelDemoEmitted: 'Handed over',
  funnelDemoNothing: 'Nothing handed over yet.',
  funnelConditionNote:
    'This effect runs only for friends who match this condition. Build it here, or start from a saved funnel.',
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

/** Names of item kinds (spec 002 §2 "Item picker"); an unknown kind shows as its raw name. */
const itemKindNames: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  ja: {
    salon_reservation: '店舗予約',
    tag: 'タグ',
    tag_group: 'タグフォルダ',
    template: 'テンプレート',
    varia: '友だち情報',
    scenario: 'シナリオ',
    site: 'サイト',
    funnel: '絞り込み条件',
    reaction: '自動応答',
    form: 'フォーム',
    tracker: 'コンバージョン',
    menu: 'リッチメニュー',
    episode: 'リマインダ',
    landing: 'ランディングページ',
    action: 'アクション',
    event_reserve: 'イベント予約枠',
    event_menu: 'プラン',
    operator_role: '権限',
    common_vars: '共通情報',
    journey_tag: 'フェーズ',
  },
  en: {
    salon_reservation: 'shop reservation',
    tag: 'tag',
    tag_group: 'tag folder',
    template: 'template',
    varia: 'friend-info field',
    scenario: 'scenario',
    site: 'site',
    funnel: 'funnel',
    reaction: 'auto response',
    form: 'form',
    tracker: 'conversion',
    menu: 'rich menu',
    episode: 'reminder',
    landing: 'landing page',
    action: 'action',
    event_reserve: 'event slot',
    event_menu: 'plan',
    operator_role: 'operator role',
    common_vars: 'common info',
    journey_tag: 'phase',
  },
};

/** The display name of an item kind. @example itemKindName('ja', 'tag') // 'タグ' */
export function itemKindName(lang: Lang, kind: string): string {
  return itemKindNames[lang][kind] ?? kind;
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
