/**
 * The words of the built-in plugins' widgets (the salon statuses, the reservation's remaining count, the
 * response marks), in Japanese and English, beside the widgets rather than in the console's dictionary.
 */
import { fillTemplate, type Lang } from '../../engine/core/index.ts';

const ja = {
  loading: '読み込み中...',
  loadFailed: '読み込み中にエラーが発生しました',
  noItems: '選択できる項目がありません',
  noStatuses: 'ステータスがありません',
  statusUnknown: '{key}(一覧にないステータス)',
  markUnchanged: '変更しない',
  restSlot: '予約枠の残数: {rest}件',
  restMenu: 'プランの残数: {rest}件',
} as const;

/** A widget text's key. */
export type WidgetTextKey = keyof typeof ja;

const en: Record<WidgetTextKey, string> = {
  loading: 'Loading…',
  loadFailed: 'An error occurred while loading',
  noItems: 'No items to choose',
  noStatuses: 'No statuses',
  statusUnknown: '{key} (status not listed)',
  markUnchanged: 'No change',
  restSlot: 'Remaining in the slot: {rest}',
  restMenu: 'Remaining in the plan: {rest}',
};

/**
 * A widget's text in the editor's language, `{name}`s filled from `params`.
 *
 * @example widgetText('ja', 'restSlot', { rest: 3 }) // '予約枠の残数: 3件'
 */
export function widgetText(lang: Lang, key: WidgetTextKey, params?: Record<string, unknown>): string {
  return fillTemplate((lang === 'en' ? en : ja)[key], params);
}
