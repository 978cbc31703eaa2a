/**
 * The rich-menu pages' words, Japanese and English, beside the pages (like the canvas's). Spec 001's own texts
 * are quoted exactly (登録, 保存, 保存中..., 保存完了, エラー!, ボタンは1つ以上必要です…); the others are decisions
 * listed in docs/decisions/richmenu-editor.md.
 */
import type { Lang } from '../../engine/core/index.ts';
import { useI18n } from '../i18n.ts';

const ja = {
  lang: 'ja' as Lang,
  newTitle: 'リッチメニュー登録',
  editTitle: 'リッチメニュー編集',
  listTitle: 'リッチメニュー',
  listLead:
    'トーク画面の下に表示するメニューです。画像の上にボタンの領域を置き、タップで動くアクションを決めます。',
  listNew: '新しいリッチメニュー',
  listLabel: 'リッチメニューの一覧',
  listEmpty: 'リッチメニューはまだありません',
  listLoadFailed: 'リッチメニューを読み込めませんでした',
  unnamed: (id: number) => `(名前なし #${id})`,
  saved: 'リッチメニューを保存しました',
  backToList: '← リッチメニュー一覧へ',
  manual: 'リッチメニューの作り方(LINE公式マニュアル)',
  loadFailed: 'リッチメニューを読み込めませんでした',
  image: '画像',
  chooseImage: '画像を選択',
  changeImage: '画像を変更',
  imageHint: 'PNGまたはJPEG、2500×1686または2500×843ピクセル、1MB以下',
  uploading: (name: string) => `${name} を送信中`,
  uploadingPercent: (percent: number) => `${percent}%`,
  cancelUpload: '送信をやめる',
  heightChangeConfirm: '画像の高さが変わるため、設定したボタンがすべて削除されます。よろしいですか？',
  templates: 'テンプレート',
  templatesHint: 'テンプレートを選ぶと、ボタンがすべてテンプレートの領域に置き換わります。',
  templateReset: 'リセット',
  templateConfirm: 'ボタンをすべてテンプレートの領域に置き換えます。よろしいですか？',
  resetConfirm: 'ボタンをすべて削除します。よろしいですか？',
  canvasHeading: 'ボタンの領域',
  grid: '10ピクセル単位で揃える',
  buttons: 'ボタン',
  buttonLimit: 'コンテンツを設定できるのは20個までです',
  actionType: 'アクションの種類',
  preview: 'プレビュー',
  save: '保存',
  register: '登録',
  saving: '保存中...',
  savedShort: '保存完了',
  failed: 'エラー!',
  exportLine: 'LINE形式で書き出す',
  leaveConfirm: '編集中の内容が破棄されます。よろしいですか？',
};

type Texts = typeof ja;

const en: Texts = {
  lang: 'en',
  newTitle: 'New rich menu',
  editTitle: 'Edit rich menu',
  listTitle: 'Rich menus',
  listLead: 'The menu under the chat. Place button areas on the image and choose what a tap does.',
  listNew: 'New rich menu',
  listLabel: 'Rich menus',
  listEmpty: 'No rich menus yet',
  listLoadFailed: 'The rich menus could not be loaded',
  unnamed: (id) => `(unnamed #${id})`,
  saved: 'The rich menu was saved',
  backToList: '← Rich menus',
  manual: 'How to make a rich menu (LINE manual)',
  loadFailed: 'The rich menu could not be loaded',
  image: 'Image',
  chooseImage: 'Choose an image',
  changeImage: 'Change the image',
  imageHint: 'PNG or JPEG, 2500×1686 or 2500×843 pixels, at most 1MB',
  uploading: (name) => `Sending ${name}`,
  uploadingPercent: (percent) => `${percent}%`,
  cancelUpload: 'Stop sending',
  heightChangeConfirm: 'The image has another height, so every button will be removed. Continue?',
  templates: 'Templates',
  templatesHint: 'A template replaces every button with its areas.',
  templateReset: 'Reset',
  templateConfirm: 'Replace every button with the template’s areas?',
  resetConfirm: 'Remove every button?',
  canvasHeading: 'Button areas',
  grid: 'Snap to 10 pixels',
  buttons: 'Buttons',
  buttonLimit: 'A menu holds at most 20 buttons',
  actionType: 'Action type',
  preview: 'Preview',
  save: 'Save',
  register: 'Register',
  saving: 'Saving...',
  savedShort: 'Saved',
  failed: 'Error!',
  exportLine: 'Export for LINE',
  leaveConfirm: 'Your edits will be discarded. Continue?',
};

/** The rich-menu pages' texts in the console's language. */
export function useRichmenuTexts(): Texts {
  const { lang } = useI18n();
  return lang === 'en' ? en : ja;
}
