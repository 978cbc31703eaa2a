/** The phone preview's words, Japanese and English (see docs/decisions/richmenu-canvas.md). */
import { useI18n } from '../../page-i18n.ts';

const ja = {
  label: 'トーク画面でのリッチメニューのプレビュー',
  account: '公式アカウント',
  incoming: ['友だち追加ありがとうございます!', '下のメニューから各種サービスをご利用いただけます。'],
  outgoing: 'よろしくお願いします',
  openMenu: 'メニューを開く',
  closeMenu: 'メニューを閉じる',
  noImage: '画像が選択されていません',
  button: (n: number) => `ボタン${n}`,
  tapped: (n: number, description: string) => `ボタン${n}: ${description}`,
  menuLabel: 'リッチメニュー',
};

export type PreviewTexts = typeof ja;

const en: PreviewTexts = {
  label: 'Preview of the rich menu in the chat',
  account: 'Official account',
  incoming: ['Thanks for adding us as a friend!', 'Use the menu below for our services.'],
  outgoing: 'Hello',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  noImage: 'No image chosen',
  button: (n) => `Button ${n}`,
  tapped: (n, description) => `Button ${n}: ${description}`,
  menuLabel: 'Rich menu',
};

/**
 * The preview's texts in the console's language.
 *
 * @example usePreviewTexts().openMenu // メニューを開く
 */
export function usePreviewTexts(): PreviewTexts {
  return useI18n().lang === 'en' ? en : ja;
}
