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
  chip: '{label}(差し込み)',
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
  chip: '{label} (placeholder)',
};

/** @example composerText('ja', 'counter', { count: 3, limit: 4500 }) // '3 / 4500文字' */
export function composerText(lang: Lang, key: ComposerTextKey, params?: Record<string, unknown>): string {
  return fillTemplate((lang === 'en' ? en : ja)[key], params);
}
