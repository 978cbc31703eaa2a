import { MANAGE_OPERATORS, PERMISSION_NAMES } from '../../access/permissions.ts';

/**
 * The demo data a new console starts with: two accounts (one with every ability and permission, one without
 * some, so gating can be seen), folders per kind and items of every item-picker kind of spec 002 §2. Items that
 * test the console's edges are on purpose: a protected item, a favourite, a deleted one, a 12+ character name,
 * and a name that is HTML (it must show as text, never run).
 */

import { SHEET_EXPORT_FLAG } from '../../documents/form-rules.ts';
import { builtInAbilities } from '../../plugins/index.ts';
import { URL_EXTERNAL_SETTING } from '../domain/richmenu.ts';

/**
 * Every ability a block type is gated by (000 §6, 001 §6): the plugins' `ability`, so the full account offers a
 * new gated type with no edit here; and the form builder's spreadsheet-export feature flag (002 §6).
 */
export const ALL_ABILITIES: readonly string[] = [
  ...builtInAbilities(),
  SHEET_EXPORT_FLAG,
  URL_EXTERNAL_SETTING,
];

/**
 * Permissions an account's plan may include: every one of access/permissions.ts (the one list), but the console's
 * own operator-manage, which only roles carry.
 */
export const ALL_PERMISSIONS = PERMISSION_NAMES.filter((p) => p !== MANAGE_OPERATORS);

/** The limited account lacks these, so gating shows: no scenario, reminder, reservation or journey steps. */
export const LIMITED_WITHOUT = {
  abilities: [
    'scenario',
    'episode',
    'event_reserve',
    'journey',
    'open-api',
    SHEET_EXPORT_FLAG,
    URL_EXTERNAL_SETTING,
  ],
  permissions: [
    'user-var-create',
    'user-tag-create',
    'user-open-api',
    'journey-write',
    'ad-connect',
    'form-write',
  ],
} as const;

/** An item to seed: `folder` names a folder of the same kind; `key` lets documents refer to it. */
export interface SeedItem {
  key?: string;
  name: string;
  folder?: string;
  type?: number;
  favorite?: boolean;
  super?: boolean;
  writable?: boolean;
  deleted?: boolean;
  data?: Record<string, unknown>;
}

/** The HTML-looking name every list must show as text. */
export const HTML_NAME = '<img src=x onerror=alert(1)>';

const choice = (id: number, value: string, color = '#FFFFFF', key = '') => ({ id, value, color, key });

/** Folders per kind, in display order. Document kinds get folders too. */
export const SEED_FOLDERS: Record<string, string[]> = {
  tag: ['購入状況', '興味関心', 'キャンペーン'],
  varia: ['基本情報', 'アンケート回答'],
  template: ['定型文', 'キャンペーン'],
  scenario: ['新規登録者向け'],
  site: ['サイト'],
  reaction: ['自動応答'],
  form: ['アンケート'],
  tracker: ['広告'],
  episode: ['リマインダー'],
  landing: ['LP'],
  event_reserve: ['イベント'],
  operator_role: ['権限'],
  common_vars: ['共通情報'],
  journey_tag: ['購買ジャーニー'],
  salon_reservation: ['店舗'],
  action: ['配信用', 'タグ付け'],
  funnel: ['顧客セグメント'],
};

/** The demo account's items per kind. Friend-info fields cover every type (0, 1, 2, 10, 13, 20, 30). */
export const SEED_ITEMS: Record<string, SeedItem[]> = {
  tag: [
    { key: 'vip', name: 'VIP会員', folder: '購入状況', favorite: true },
    { key: 'new', name: '新規', folder: '購入状況' },
    { key: 'repeat', name: 'リピーター', folder: '購入状況' },
    { key: 'html', name: HTML_NAME, folder: '興味関心' },
    { key: 'long', name: 'とても長いタグの名前でございます', folder: '興味関心' },
    { key: 'protected', name: '管理者専用タグ', folder: 'キャンペーン', writable: false, super: true },
    { key: 'campaign', name: '春のキャンペーン参加', folder: 'キャンペーン' },
    { name: '未分類のタグ' },
    { key: 'deletedTag', name: '削除済みのタグ', folder: '購入状況', deleted: true },
  ],
  varia: [
    { key: 'memberNo', name: '会員番号', folder: '基本情報', type: 0, data: { echo_default: '', rate: 1 } },
    {
      key: 'points',
      name: 'ポイント',
      folder: '基本情報',
      type: 1,
      favorite: true,
      data: { echo_default: '0', rate: 2 },
    },
    {
      key: 'note',
      name: 'ご要望(長文)',
      folder: 'アンケート回答',
      type: 2,
      data: { echo_default: '', rate: 1 },
    },
    { key: 'idImage', name: '本人確認書類', folder: '基本情報', type: 10, data: { rate: 1 } },
    { key: 'contract', name: '契約書PDF', folder: '基本情報', type: 13, data: { rate: 1 } },
    {
      key: 'color',
      name: '好きな色',
      folder: 'アンケート回答',
      type: 20,
      data: {
        echo_default: '',
        rate: 1,
        choices: [choice(1, '赤', '#F44336'), choice(2, '青', '#2196F3'), choice(3, '緑', '#4CAF50')],
      },
    },
    { key: 'birthday', name: '誕生日', folder: '基本情報', type: 30, data: { rate: 1 } },
    {
      key: 'mark',
      name: '対応マーク',
      folder: '基本情報',
      type: 20,
      writable: false,
      data: {
        code: 'member_taiou_mark',
        rate: 1,
        choices: [
          choice(1, '未対応', '#FFFFFF'),
          choice(2, '対応中', '#FFC107'),
          choice(3, '対応済み', '#8BC34A'),
        ],
      },
    },
    { key: 'htmlVar', name: HTML_NAME, folder: 'アンケート回答', type: 0, data: { rate: 1 } },
  ],
  template: [
    {
      key: 'welcome',
      name: 'ウェルカムメッセージ',
      folder: '定型文',
      favorite: true,
      data: { type_name: 'テキスト', badge: { text: 'よく使う', color: 'badge-success' } },
    },
    {
      key: 'sale',
      name: '月末セールのお知らせ(カルーセル)',
      folder: 'キャンペーン',
      data: { type_name: 'カルーセル' },
    },
  ],
  scenario: [
    { key: 'onboarding', name: '初回登録シナリオ', folder: '新規登録者向け', favorite: true },
    { key: 'seminar', name: 'セミナー案内ステップ配信', folder: '新規登録者向け' },
  ],
  site: [{ name: '公式サイト', folder: 'サイト', data: { url: 'https://example.com/' } }],
  reaction: [{ name: '営業時間の自動応答', folder: '自動応答' }],
  // Forms are documents now: server/db/seed-forms.ts.
  tracker: [
    { name: '検索広告コンバージョン', folder: '広告' },
    { name: 'SNS広告コンバージョン', folder: '広告' },
  ],
  // Rich menus (the picker kind 'menu') are documents now: server/db/seed-richmenus.ts.
  episode: [{ key: 'reminder', name: 'セミナー前日リマインダー', folder: 'リマインダー' }],
  landing: [{ name: '春キャンペーンLP', folder: 'LP' }],
  event_reserve: [
    {
      key: 'lessonSlot',
      name: '体験レッスン 4月',
      folder: 'イベント',
      data: { has_menu: 1, rest: 8, capacity: 20 },
    },
    {
      key: 'briefingSlot',
      name: 'オンライン説明会',
      folder: 'イベント',
      data: { has_menu: 0, rest: 12, capacity: 30 },
    },
    { name: '満席のワークショップ', folder: 'イベント', data: { has_menu: 0, rest: 0, capacity: 10 } },
  ],
  operator_role: [
    { name: '管理者', folder: '権限' },
    { name: 'スタッフ', folder: '権限' },
  ],
  common_vars: [
    { name: '店舗名', folder: '共通情報', type: 1 },
    { key: 'stock', name: '在庫数', folder: '共通情報', type: 2, data: { min: 0, max: 9999 } },
    { name: 'お知らせ文', folder: '共通情報', type: 3 },
    { name: 'キャンペーン終了日', folder: '共通情報', type: 10 },
  ],
  journey: [{ key: 'buying', name: '購買ジャーニー' }],
  journey_tag: [
    { key: 'aware', name: '認知', folder: '購買ジャーニー', data: { journey: 'buying' } },
    { key: 'interest', name: '興味・関心', folder: '購買ジャーニー', data: { journey: 'buying' } },
    { key: 'purchase', name: '購入', folder: '購買ジャーニー', data: { journey: 'buying' } },
  ],
  salon_reservation: [
    { key: 'shibuya', name: '渋谷店', folder: '店舗' },
    { key: 'shinjuku', name: '新宿店', folder: '店舗' },
  ],
  // Resources and courses of the salons (condition 67 narrows by them); `salon` names the salon by key.
  salon_resource: [
    { name: 'スタイリスト 山田', data: { salon: 'shibuya' } },
    { name: '個室A', data: { salon: 'shibuya' } },
    { name: 'スタイリスト 佐藤', data: { salon: 'shinjuku' } },
  ],
  salon_course: [
    { name: 'カット', data: { salon: 'shibuya', minutes: 60, price: 4400 } },
    { name: 'カット+カラー', data: { salon: 'shibuya', minutes: 120, price: 9900 } },
    { name: 'ヘッドスパ', data: { salon: 'shinjuku', minutes: 45, price: 5500 } },
  ],
};

/** Reservation statuses (spec 002 §3 "Reservation constants"), offered by GET /api/salon/statuses. */
export const SALON_STATUSES = [
  { key: 'approved', label: '予約済み' },
  { key: 'canceled', label: 'キャンセル' },
  { key: 'pending', label: '新規予約リクエスト中' },
  { key: 'denied', label: '新規予約リクエスト否認' },
  { key: 'cancel_pending', label: 'キャンセルリクエスト中' },
  { key: 'cancel_denied', label: 'キャンセルリクエスト否認' },
  { key: 'edit_pending', label: '変更リクエスト中' },
  { key: 'edit_denied', label: '変更リクエスト否認' },
] as const;

/** Plans (menus) of the event slots, stored as items of kind 'event_menu' with their slot and remaining count. */
export const SEED_EVENT_MENUS: { slot: string; name: string; price: number; rest: number }[] = [
  { slot: 'lessonSlot', name: '通常コース', price: 3000, rest: 5 },
  { slot: 'lessonSlot', name: 'プレミアムコース', price: 8000, rest: 0 },
];

/** The limited account's smaller set. */
export const LIMITED_ITEMS: Record<string, SeedItem[]> = {
  tag: [{ key: 'vip', name: '常連' }, { name: '休眠' }],
  varia: [{ key: 'memberNo', name: '会員番号', type: 0, data: { rate: 1 } }],
  template: [{ key: 'welcome', name: 'あいさつ' }],
};
