/**
 * The external-builder (multi-page) mode's words, Japanese and English. Spec 001 quotes none besides the two
 * messages the document kind holds; these are decisions (docs/decisions/richmenu-external-builder.md).
 */
import { useI18n } from '../../page-i18n.ts';

const ja = {
  lead: '複数ページのリッチメニューです。ページごとに画像とボタンを設定し、タブで切り替えます。LINEに書き出すと、各ページの画像の上端250ピクセルがページを切り替えるタブの領域になります(タブは画像に描いてください)。',
  newTitle: 'リッチメニュー登録(複数ページ)',
  editTitle: 'リッチメニュー編集(複数ページ)',
  listNew: '複数ページのリッチメニュー',
  pages: 'ページ',
  addPage: 'ページを追加',
  removePage: 'このページを削除',
  moveLeft: '前へ移動',
  moveRight: '後ろへ移動',
  removeConfirm: (name: string) => `ページ「${name}」とそのボタンを削除します。よろしいですか？`,
  pageLimit: 'ページは10個までです',
  pageSettings: (name: string) => `ページ「${name}」の設定`,
  pageName: 'ページ名',
  chatBarText: 'このページのメニューバーのテキスト',
  selected: 'このページの初期表示',
  shown: '表示',
  hidden: '非表示',
  buttons: (name: string) => `ボタン(${name})`,
  menuId: '外部メニューID',
  menuIdHint: '外部ビルダーでのメニューのIDです(英小文字、数字、-、_ で24文字まで。空でも保存できます)。',
  marker: '複数ページ',
  pageCount: (n: number) => `${n}ページ`,
  moved: (name: string, position: number) => `ページ「${name}」を${position}番目に移動しました`,
};

type Texts = typeof ja;

const en: Texts = {
  lead: 'A multi-page rich menu: each page has its image and buttons; tabs switch between them. Exported for LINE, the top 250 pixels of every page’s image are the tab areas that switch pages (draw the tabs on the image).',
  newTitle: 'New rich menu (multi-page)',
  editTitle: 'Edit rich menu (multi-page)',
  listNew: 'New multi-page rich menu',
  pages: 'Pages',
  addPage: 'Add a page',
  removePage: 'Remove this page',
  moveLeft: 'Move earlier',
  moveRight: 'Move later',
  removeConfirm: (name) => `Remove the page “${name}” and its buttons?`,
  pageLimit: 'A menu has at most 10 pages',
  pageSettings: (name) => `Settings of the page “${name}”`,
  pageName: 'Page name',
  chatBarText: 'This page’s chat-bar text',
  selected: 'This page’s initial state',
  shown: 'Shown',
  hidden: 'Hidden',
  buttons: (name) => `Buttons (${name})`,
  menuId: 'External menu id',
  menuIdHint: 'The menu’s id in the external builder (a–z, 0–9, - and _, at most 24; may stay empty).',
  marker: 'Multi-page',
  pageCount: (n) => `${n} ${n === 1 ? 'page' : 'pages'}`,
  moved: (name, position) => `Moved the page “${name}” to position ${position}`,
};

/** The multi-page mode's texts in the console's language. */
export function usePageTexts(): Texts {
  return useI18n().lang === 'en' ? en : ja;
}
