/** The media field's words (docs/decisions/friend-media.md); the spec's messages come from the engine's catalogue. */
import type { Lang } from '../../page-i18n.ts';

const ja = {
  chooseImage: '画像を選択',
  choosePdf: 'PDFを選択',
  hintImage: 'jpg・jpeg・png・gif、10MBまで',
  hintPdf: 'PDF、10MBまで',
  uploading: (name: string) => `${name} をアップロード処理中`,
  percent: (value: number) => `${value}%`,
  cancel: 'アップロードを中止',
  remove: (name: string) => `${name || 'ファイル'}を削除`,
  removeShort: '削除',
  open: (name: string) => `${name || 'ファイル'}を開く`,
  status: (status: number) => `(ステータス ${status})`,
  noPreview: 'プレビューを表示できません',
};
type Texts = typeof ja;
const en: Texts = {
  chooseImage: 'Choose an image',
  choosePdf: 'Choose a PDF',
  hintImage: 'jpg, jpeg, png or gif, up to 10MB',
  hintPdf: 'PDF, up to 10MB',
  uploading: (name) => `Uploading ${name}`,
  percent: (value) => `${value}%`,
  cancel: 'Cancel upload',
  remove: (name) => `Delete ${name || 'the file'}`,
  removeShort: 'Delete',
  open: (name) => `Open ${name || 'the file'}`,
  status: (status) => `(status ${status})`,
  noPreview: 'No preview available',
};

export function mediaTexts(lang: Lang): Texts {
  return lang === 'en' ? en : ja;
}
