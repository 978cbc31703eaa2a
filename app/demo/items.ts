/**
 * A demo account for the playground (and, until the API server exists, for any page that needs items): every
 * ability and permission, and a few items of each kind the item picker knows (spec 002 §3). Some names are
 * hostile on purpose: a long one (truncation in summaries) and one that looks like markup (it must show as text).
 *
 * @example const ctx = createDemoContext('ja', registry.plugins().map((p) => p.ability ?? ''));
 */
import { createContext, type ItemRef, type Lang, type PluginContext } from '../../engine/core/index.ts';

/** Abilities of the demo account. Plugins may name more; `createDemoContext` adds those too. */
export const demoAbilities: readonly string[] = [
  'scenario',
  'richmenu',
  'episode',
  'asp',
  'event_reserve',
  'journey',
  'salon',
  'open_api',
];

/** Permissions of the demo account: every one the console checks. */
export const demoPermissions: readonly string[] = [
  'var-write',
  'user-var-create',
  'tag-write',
  'user-tag-create',
  'user-open-api',
];

/** A tag whose name is markup: it must always be shown as text (no element, no script). */
export const MARKUP_TAG_NAME = '<img src=x onerror=alert(1)>';

/** A tag whose name is longer than a summary shows (12+ characters). */
export const LONG_TAG_NAME = '春のキャンペーン参加者リスト2026';

/**
 * Friend-info field types (spec 000 §2.2): 0 text, 1 number, 2 long text, 10 image, 13 PDF, 20 choice, 30 date.
 */
export const FRIEND_INFO_TYPES = {
  text: 0,
  number: 1,
  longText: 2,
  image: 10,
  pdf: 13,
  choice: 20,
  date: 30,
};

/** Items by kind, as the item picker would load them. */
export const demoItems: Readonly<Record<string, readonly ItemRef[]>> = {
  tag: [
    { id: 1, name: 'VIP', group_id: 2 },
    { id: 2, name: '新規', group_id: 2 },
    { id: 3, name: LONG_TAG_NAME, group_id: 3 },
    { id: 4, name: MARKUP_TAG_NAME, group_id: 3 },
    { id: 5, name: '休眠', group_id: 4 },
  ],
  tag_group: [
    { id: 2, name: '会員区分' },
    { id: 3, name: 'キャンペーン' },
    { id: 4, name: '購買' },
  ],
  // Ids as the plugins' examples use them (var_id 3 text, 4 number, 5 date, 6 image).
  varia: [
    { id: 3, name: '会員ランク', type: FRIEND_INFO_TYPES.text },
    { id: 4, name: 'ポイント', type: FRIEND_INFO_TYPES.number },
    { id: 5, name: '来店日', type: FRIEND_INFO_TYPES.date },
    { id: 6, name: 'プロフィール写真', type: FRIEND_INFO_TYPES.image },
    { id: 7, name: '契約書', type: FRIEND_INFO_TYPES.pdf },
    { id: 8, name: '好きな色', type: FRIEND_INFO_TYPES.choice, choices: ['赤', '青', '緑'] },
    { id: 9, name: '自己紹介', type: FRIEND_INFO_TYPES.longText },
  ],
  scenario: [
    { id: 3, name: '新規登録シナリオ' },
    { id: 4, name: '誕生月フォロー' },
    { id: 5, name: '休眠掘り起こし' },
  ],
  template: [
    { id: 1, name: 'ご登録ありがとうメッセージ' },
    { id: 2, name: '来店お礼' },
  ],
  funnel: [
    { id: 1, name: '購入者' },
    { id: 2, name: '30日以上未反応' },
  ],
  menu: [
    { id: 1, name: '通常メニュー' },
    { id: 2, name: '会員メニュー' },
  ],
  episode: [{ id: 1, name: '予約前日リマインド' }],
  event_reserve: [{ id: 1, name: '料理教室(土曜)' }],
  action: [
    { id: 1, name: '友だち追加時' },
    { id: 2, name: '購入完了時' },
  ],
  form: [{ id: 1, name: '来店アンケート' }],
  tracker: [{ id: 1, name: '広告A コンバージョン' }],
  landing: [{ id: 1, name: '春の特設ページ' }],
  site: [{ id: 1, name: '公式サイト' }],
  reaction: [{ id: 1, name: 'はい/いいえ' }],
  common_vars: [
    { id: 1, name: '在庫数', type: FRIEND_INFO_TYPES.number },
    { id: 2, name: '受付状況', type: FRIEND_INFO_TYPES.text },
  ],
  journey_tag: [
    { id: 1, name: '認知' },
    { id: 2, name: '購入' },
  ],
  operator_role: [{ id: 1, name: '店舗スタッフ' }],
  salon_reservation: [{ id: 1, name: '渋谷店' }],
};

/** Ids known to be deleted: a block referring to them shows the deleted-item placeholder. */
export const demoDeleted: Readonly<Record<string, readonly number[]>> = { tag: [99] };

/**
 * The demo account's plugin context in a language. `extraAbilities` lets every registered plugin be offered,
 * even one whose ability this file does not name yet.
 *
 * @example createDemoContext('ja', ['my_new_ability']).abilities.has('scenario') // true
 */
export function createDemoContext(lang: Lang, extraAbilities: Iterable<string> = []): PluginContext {
  return createContext({
    lang,
    abilities: new Set([...demoAbilities, ...extraAbilities]),
    permissions: demoPermissions,
    items: demoItems,
    deleted: demoDeleted,
  });
}
