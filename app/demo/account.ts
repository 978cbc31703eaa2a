/**
 * The demo account that the playground and the plugin tests share (tests/support/demo-context.ts): every ability
 * a plugin names and every permission the console checks, and a few items of each kind the blocks refer to. Some
 * names are hostile on purpose: long ones (truncation in summaries) and one that looks like markup (it must show
 * as text). The API server seeds an account of its own (server/db/seed-data.ts), with folders and database ids.
 *
 * @example createContext({ abilities: DEMO_ABILITIES, permissions: DEMO_PERMISSIONS, items: DEMO_ITEMS })
 */
import type { Permission } from '../../access/permissions.ts';
import type { ItemRef } from '../../engine/core/index.ts';
import { builtInAbilities } from '../../plugins/index.ts';

/** Abilities: every one a plugin is gated by (effect types spec 000 §6, condition types spec 001 §6). */
export const DEMO_ABILITIES: readonly string[] = builtInAbilities();

/** Permissions: those the console checks (names of access/permissions.ts, the one list). */
export const DEMO_PERMISSIONS: readonly Permission[] = [
  'var-write',
  'user-var-create',
  'tag-write',
  'user-tag-create',
  'user-open-api',
];

/** A tag whose name is markup: it must always be shown as text (no element, no script). */
export const MARKUP_TAG_NAME = '<img src=x onerror=alert(1)>';

/**
 * One friend-info field of each type (spec 000 §3.1), with the ids the plugins' examples use: 3 text, 4 number,
 * 5 date, 6 image, 7 PDF, 8 choice (its choices unknown), 9 long text.
 */
export const DEMO_FRIEND_INFO: readonly ItemRef[] = [
  { id: 3, name: '会員ランク', type: 0 },
  { id: 4, name: 'ポイント', type: 1 },
  { id: 5, name: '来店日', type: 30 },
  { id: 6, name: '写真', type: 10 },
  { id: 7, name: '契約書', type: 13 },
  { id: 8, name: '好きな色', type: 20 },
  { id: 9, name: '自己紹介', type: 2 },
];

/** Items by kind, as the item picker would load them. */
export const DEMO_ITEMS: Readonly<Record<string, readonly ItemRef[]>> = {
  tag: [
    { id: 1, name: 'VIP' },
    { id: 2, name: '新規' },
    { id: 3, name: 'とても長い名前のタグです' },
    { id: 4, name: MARKUP_TAG_NAME },
  ],
  tag_group: [{ id: 4, name: '購買' }],
  varia: [
    ...DEMO_FRIEND_INFO,
    // Date items for the reminder goal (effect 15); 11 has a name longer than 10 characters.
    { id: 10, name: '誕生日', type: 30 },
    { id: 11, name: 'セミナー参加申込日(第一回)', type: 30 },
    // A choice item with its choices (condition 75 queries a choice).
    { id: 12, name: '血液型', type: 20, choices: ['A', 'B', 'O', 'AB'] },
  ],
  scenario: [{ id: 3, name: '新規登録シナリオ' }],
  template: [
    { id: 1, name: 'ウェルカムメッセージ' },
    { id: 2, name: '月末セールのお知らせカルーセル' },
  ],
  menu: [
    { id: 1, name: 'メインメニュー' },
    { id: 2, name: 'キャンペーン用リッチメニュー' },
  ],
  episode: [
    { id: 1, name: 'セミナー前日' },
    { id: 2, name: '来店予約のリマインダー配信' },
  ],
  // Event slots (effect 31): 1 and 3 have plans (has_menu, event_menus), 2 has none.
  event_reserve: [
    {
      id: 1,
      name: '体験レッスン',
      has_menu: 1,
      rest: 8,
      event_menus: [
        { id: 11, name: '通常コース', price: 3000 },
        { id: 12, name: 'プレミアムコース特別体験付き', price: 8000 },
      ],
    },
    { id: 2, name: 'オンライン説明会', has_menu: 0, rest: 12, event_menus: [] },
    { id: 3, name: '料理教室', has_menu: 1, event_menus: [{ id: 21, name: '和食コース', price: 5000 }] },
  ],
  event_menu: [
    { id: 11, name: '通常コース' },
    { id: 12, name: 'プレミアムコース特別体験付き' },
    { id: 21, name: '和食コース' },
  ],
  // Common-info items (effect 32), types of spec 002: 1 standard, 2 number, 3 long text, 10 date.
  common_vars: [
    { id: 1, name: '在庫数', type: 2, min: 0, max: 9999 },
    { id: 2, name: '累計来店者数カウンター', type: 2 },
    { id: 3, name: '店舗名', type: 1 },
    { id: 4, name: 'キャンペーン終了日', type: 10 },
  ],
  // Customer-journey phases (effect 50).
  journey_tag: [
    { id: 1, name: '認知' },
    { id: 2, name: '興味・関心' },
    { id: 3, name: '比較・検討中の見込み顧客層' },
    { id: 4, name: '購入' },
    { id: 5, name: 'ファン化' },
    // Phases that name their journey (condition 70).
    { id: 6, name: '検討', journey_id: 1 },
    { id: 7, name: '初回来店', journey_id: 2 },
  ],
  // Response marks (effect 7): the choices of the response-mark field, for summaries.
  response_mark: [
    { id: 1, name: '未対応' },
    { id: 2, name: '対応中' },
    { id: 3, name: '要フォロー(至急の対応が必要)' },
  ],
  // Condition items (spec 001 §3): journeys, salons with their resources and courses, folders, forms, ...
  journey: [
    { id: 1, name: '購買ジャーニー' },
    { id: 2, name: '来店ジャーニー' },
  ],
  salon_reservation: [
    { id: 1, name: '渋谷店' },
    { id: 2, name: '新宿店' },
  ],
  salon_resource: [
    { id: 1, name: 'スタイリストA', salon_id: 1 },
    { id: 2, name: 'スタイリストB', salon_id: 2 },
  ],
  salon_course: [
    { id: 1, name: 'カット', salon_id: 1 },
    { id: 2, name: 'カラー', salon_id: 2 },
  ],
  event_reserve_group: [{ id: 2, name: 'レッスン' }],
  form: [{ id: 1, name: '来店アンケート' }],
  tracker: [
    { id: 1, name: '検索広告' },
    { id: 2, name: 'SNS広告' },
  ],
  landing: [{ id: 1, name: '春の特設ページ' }],
};

/** Ids known to be deleted: a block referring to them shows the deleted-item placeholder. */
export const DEMO_DELETED: Readonly<Record<string, readonly number[]>> = {
  tag: [99],
  journey: [9],
  journey_tag: [9],
};
