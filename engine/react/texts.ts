import { fillTemplate, type Lang } from '../core/index.ts';

/**
 * The editor's own words (buttons, announcements). Issue texts come from the registry's message catalogue;
 * these are chrome only, so they live beside the components rather than in the domain catalogue.
 */
const ja = {
  add: '要素を追加',
  addTypes: '追加する種類',
  undo: '元に戻す',
  redo: 'やり直す',
  remove: '削除',
  moveUp: '上へ',
  moveDown: '下へ',
  indent: '中へ',
  outdent: '外へ',
  details: '詳細',
  dragHandle: '並べ替え',
  dragRole: '並べ替えハンドル',
  hasErrors: 'エラーあり',
  hasWarnings: '警告あり',
  dismiss: '閉じる',
  dropHere: 'ここにドロップして追加',
  empty: '要素がありません',
  brokenLabel: '読み込めない要素',
  rawData: '保存されている内容',
  choose: '選択してください',
  addId: '追加',
  idToAdd: '追加するID',
  removeId: 'を外す',
  openCalendar: 'カレンダーを開く',
  previousMonth: '前の月',
  nextMonth: '次の月',
  weekdays: '日,月,火,水,木,金,土',
  monthTitle: '{year}年{month}月',
  hour: '時',
  minute: '分',
  unsupported: 'この項目は編集できません',
  srInstructions:
    'スペースキーで持ち上げ、上下の矢印キーで移動し、もう一度スペースキーで置きます。Escape キーで取り消します。',
  dragStart: '{name}を持ち上げました。位置 {position} / {total}。',
  dragOver: '{name}を位置 {position} / {total} に移動しました。',
  dragOutside: '{name}は並べ替えられる場所の外にあります。',
  dragEnd: '{name}を位置 {position} に置きました。',
  dragEndOutside: '{name}を置きました。位置は変わりません。',
  dragCancel: '移動を取り消しました。{name}は元の位置に戻りました。',
} as const;

export type UiTextKey = keyof typeof ja;

const en: Record<UiTextKey, string> = {
  add: 'Add',
  addTypes: 'Types to add',
  undo: 'Undo',
  redo: 'Redo',
  remove: 'Remove',
  moveUp: 'Up',
  moveDown: 'Down',
  indent: 'In',
  outdent: 'Out',
  details: 'Details',
  dragHandle: 'Reorder',
  dragRole: 'reorder handle',
  hasErrors: 'Has errors',
  hasWarnings: 'Has warnings',
  dismiss: 'Dismiss',
  dropHere: 'Drop here to add',
  empty: 'No items',
  brokenLabel: 'Unreadable item',
  rawData: 'Saved content',
  choose: 'Choose…',
  addId: 'Add',
  idToAdd: 'Id to add',
  removeId: ': remove',
  openCalendar: 'Open calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  weekdays: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat',
  monthTitle: '{month}/{year}',
  hour: 'Hour',
  minute: 'Minute',
  unsupported: 'This field cannot be edited here',
  srInstructions:
    'Press space to pick up, the up and down arrows to move, and space again to drop. Press Escape to cancel.',
  dragStart: 'Picked up {name}. Position {position} of {total}.',
  dragOver: '{name} moved to position {position} of {total}.',
  dragOutside: '{name} is outside the sortable area.',
  dragEnd: '{name} dropped at position {position}.',
  dragEndOutside: '{name} dropped. Its position did not change.',
  dragCancel: 'Move cancelled. {name} went back to where it was.',
};

/**
 * The editor's text for a key in a language, with `{name}` placeholders filled.
 *
 * @example uiText('ja', 'dragEnd', { name: '1. テキスト送信', position: 2 }) // '1. テキスト送信を位置 2 に置きました。'
 */
export function uiText(lang: Lang, key: UiTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate((lang === 'en' ? en : ja)[key], params);
}
