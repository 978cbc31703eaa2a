/**
 * The dry run dialog's words (issue 19 point 6), carried by its own chunk: the dialog loads when first opened, so
 * its words do not weigh on the pages' chunk. `{name}` marks a parameter, filled as text.
 */
import { useMemo } from 'react';
import { type Lang, useI18n } from '../page-i18n.ts';

const ja = {
  intro: '友だちを選ぶと、このアクションをその友だちに実行したときの内容を、何も変更せずに表示します。',
  search: '友だちの名前で検索',
  friends: '友だちを選択',
  noFriends: '該当する友だちがいません',
  loadingFriends: '友だちを読み込み中…',
  running: 'ドライラン中…',
  for: '{name}さんに実行した場合',
  again: '別の友だちを選ぶ',
  failed: 'ドライランに失敗しました',
  effect: '{number}. {label}',
  always: '条件なし(常に実行されます)',
  matches: '条件「{name}」に一致します',
  noMatch: '条件に一致しないため実行されません',
  unknown: '評価できない条件があります(実行されません)',
  noChange: '変更はありません',
  tagAdd: 'タグ{names}を追加します',
  tagHas: '「{name}」は付いています',
  tagRemove: 'タグ{names}を外します',
  tagLacks: '「{name}」は付いていません',
  value_friend: '友だち情報「{field}」: {from} → {to}',
  value_account: '共通情報「{field}」: {from} → {to}',
  unset: '(未設定)',
  current: '(現在の値)',
  cleared: '(クリア)',
  applied: '{by}を{operand}',
  random: '範囲 {min}〜{max} の乱数',
  linked: '連携データの値',
  operand_1: '代入',
  operand_2: '加算',
  operand_3: '減算',
  operand_4: 'クリア',
  message: '送信するメッセージ',
  empty: '空になる差し込み: {labels}',
  template: 'テンプレート「{name}」を送信します',
  scenarioStart: 'シナリオ「{to}」を{from}開始します',
  scenarioFirst: '最初から',
  scenarioMidpoint: '途中から',
  scenarioStop: 'シナリオの配信を停止します',
  scenarioResume: '以前のシナリオを再開します',
  scenarioNow: '現在のシナリオ: {names}',
  none: 'なし',
  menu: 'リッチメニュー: {from} → {to}',
  menuOff: '解除',
  reminderStart: 'リマインダ「{name}」を開始します',
  reminderStop: 'リマインダ「{name}」を解除します',
  mark: '対応マーク: {from} → {to}',
  display: '表示状態: {from} → {to}',
  rate_1: '通常',
  rate_0: '非表示',
  'rate_-1': 'ブロック',
  reserve: 'イベント予約枠「{name}」を予約します',
  reserveCancel: 'イベント予約枠「{name}」の予約をキャンセルします',
  phasePass: 'フェーズ{names}を通過します',
  phaseRemove: 'フェーズ{names}を削除します',
  'note_linked-data': '連携データの内容は実行時に決まります',
  note_conversion: '広告のコンバージョンを登録します(対象の広告は友だちの流入経路で決まります)',
  note_notification: '通知を送ります(友だちの情報は変わりません)',
  note_unavailable: 'この要素のドライランは表示できません',
};

/** A word of the dry run. */
export type DryRunTextKey = keyof typeof ja;

const en: Record<DryRunTextKey, string> = {
  intro: 'Choose a friend to see what this action would do to them, without changing anything.',
  search: 'Search friends by name',
  friends: 'Choose a friend',
  noFriends: 'No friend matches',
  loadingFriends: 'Loading friends…',
  running: 'Running the dry run…',
  for: 'Run for {name}',
  again: 'Choose another friend',
  failed: 'The dry run failed',
  effect: '{number}. {label}',
  always: 'No condition (always runs)',
  matches: 'Matches the condition “{name}”',
  noMatch: 'Does not match the condition: not run',
  unknown: 'A condition cannot be evaluated: not run',
  noChange: 'No change',
  tagAdd: 'Adds tags {names}',
  tagHas: '“{name}” is already set',
  tagRemove: 'Removes tags {names}',
  tagLacks: '“{name}” is not set',
  value_friend: 'Friend info “{field}”: {from} → {to}',
  value_account: 'Common info “{field}”: {from} → {to}',
  unset: '(not set)',
  current: '(current value)',
  cleared: '(cleared)',
  applied: '{operand} {by}',
  random: 'a random number from {min} to {max}',
  linked: 'the linked data’s value',
  operand_1: 'assign',
  operand_2: 'add',
  operand_3: 'subtract',
  operand_4: 'clear',
  message: 'Message sent',
  empty: 'Left empty: {labels}',
  template: 'Sends the template “{name}”',
  scenarioStart: 'Starts the scenario “{to}” {from}',
  scenarioFirst: 'from the start',
  scenarioMidpoint: 'from a midpoint',
  scenarioStop: 'Stops the scenarios',
  scenarioResume: 'Resumes the previous scenario',
  scenarioNow: 'Running now: {names}',
  none: 'none',
  menu: 'Rich menu: {from} → {to}',
  menuOff: 'removed',
  reminderStart: 'Starts the reminder “{name}”',
  reminderStop: 'Cancels the reminder “{name}”',
  mark: 'Response mark: {from} → {to}',
  display: 'Display state: {from} → {to}',
  rate_1: 'normal',
  rate_0: 'hidden',
  'rate_-1': 'blocked',
  reserve: 'Reserves the event slot “{name}”',
  reserveCancel: 'Cancels the reservation of the event slot “{name}”',
  phasePass: 'Passes the phases {names}',
  phaseRemove: 'Removes the phases {names}',
  'note_linked-data': 'Linked data is known only when the action runs',
  note_conversion: 'Registers an ad conversion (the ad is the friend’s visit’s)',
  note_notification: 'Sends a notification (nothing of the friend changes)',
  note_unavailable: 'This effect’s dry run cannot be shown',
};

/** Says a word of the dry run with its parameters. */
export type DryRunSay = (key: DryRunTextKey, params?: Readonly<Record<string, unknown>>) => string;

/**
 * The dry run's words in a language.
 *
 * @example sayIn('ja')('tagHas', { name: 'VIP会員' }) // '「VIP会員」は付いています'
 */
export function sayIn(lang: Lang): DryRunSay {
  const words = lang === 'en' ? en : ja;
  return (key, params = {}) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
}

/** The dry run's words in the console's language. */
export function useDryRunTexts(): DryRunSay {
  const { lang } = useI18n();
  return useMemo(() => sayIn(lang), [lang]);
}
