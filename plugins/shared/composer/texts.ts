/** The composer's words, in Japanese and English (beside the widget, as plugins/shared/widget-texts.ts does). */
import { fillTemplate, type Lang } from '../../../engine/core/index.ts';

const ja = {
  toolbar: 'メッセージの挿入',
  undo: '本文を元に戻す',
  redo: '本文をやり直す',
  insert: '挿入',
  choose: '選択してください',
  days: '何日後',
  format: '表示形式',
  target: '目標日',
  counter: '{count} / {limit}',
  over: '{limit}文字を超えています',
  loading: '読み込み中...',
  noItems: '選択できる項目がありません',
  emoji: '絵文字',
  emojiHint: '絵文字を選ぶには最新のChromeをご利用ください',
  preview: 'プレビュー',
  previewFor: '{name}さんへの表示',
  split: 'ここで分割して送信されます',
  emptyFor: 'この友だちでは空になる差し込み: {labels}',
  noneEmpty: 'すべての差し込みに値があります',
  messageContext: '受信メッセージ',
  triggerContext: '連携データ',
  contextCategory: 'カテゴリ',
  contextEvent: 'イベント',
  contextKey: '項目',
} as const;

export type ComposerTextKey = keyof typeof ja;

const en: Record<ComposerTextKey, string> = {
  toolbar: 'Insert into the message',
  undo: 'Undo in the text',
  redo: 'Redo in the text',
  insert: 'Insert',
  choose: 'Choose',
  days: 'Days later',
  format: 'Format',
  target: 'Target date',
  counter: '{count} / {limit}',
  over: 'Over {limit} characters',
  loading: 'Loading…',
  noItems: 'No items to choose',
  emoji: 'Emoji',
  emojiHint: 'Use the latest Chrome to choose emoji',
  preview: 'Preview',
  previewFor: 'As {name} sees it',
  split: 'Sent as a new message from here',
  emptyFor: 'Empty for this friend: {labels}',
  noneEmpty: 'Every placeholder has a value',
  messageContext: 'Received message',
  triggerContext: 'Linked data',
  contextCategory: 'Category',
  contextEvent: 'Event',
  contextKey: 'Key',
};

/** @example composerText('ja', 'counter', { count: 3, limit: 4500 }) // '3 / 4500' */
export function composerText(lang: Lang, key: ComposerTextKey, params?: Record<string, unknown>): string {
  return fillTemplate((lang === 'en' ? en : ja)[key], params);
}
