/**
 * The operating permissions, in one place for the server and the console (both import this file; it is plain
 * TypeScript with no imports). Every name the three specifications give in their §6 is here, with where it comes
 * from and what it allows; `operator-manage` is the console's own (the specifications show no role management)
 * and is marked so. A role is a list of these names; what an operator may do in an account is its role's list
 * within the account's own list (the account's plan), see docs/decisions/operators.md.
 *
 * @example hasPermissions(['tag-write', 'user-tag-create'], 'tag-write') // true
 */

/** One permission: its name (the spec's spelling), where it is named, and what it allows (ja, en). */
export interface PermissionInfo {
  name: string;
  source: string;
  ja: string;
  en: string;
}

/** Every permission, in the order the role editor lists them. */
export const PERMISSIONS = [
  { name: 'tag-write', source: '000 §2.1, §6; 002 §6', ja: 'タグの編集', en: 'Edit tags' },
  { name: 'user-tag-create', source: '000 §2.1, §6', ja: 'タグの新規作成', en: 'Create tags' },
  {
    name: 'var-write',
    source: '000 §2.1, §6; 002 §6',
    ja: '友だち情報欄の編集',
    en: 'Edit friend-info fields',
  },
  {
    name: 'user-var-create',
    source: '000 §2.1, §6',
    ja: '友だち情報欄の新規作成',
    en: 'Create friend-info fields',
  },
  { name: 'journey-write', source: '002 §6', ja: 'フェーズの作成', en: 'Create journey phases' },
  {
    name: 'user-open-api',
    source: '000 §6; 001 §6',
    ja: '連携データ・動的コンテキスト',
    en: 'Linked data and dynamic context',
  },
  { name: 'ad-connect', source: '000 §6', ja: '広告連携(フェーズ警告)', en: 'Ad connection (phase warning)' },
  {
    name: 'reserve-concert-plugin',
    source: '000 §6',
    ja: '予約のQR・決済URL',
    en: 'Reservation QR and payment URL',
  },
  { name: 'user-mail', source: '001 §6', ja: 'メール', en: 'Mail' },
  { name: 'user-mail-landing-use', source: '001 §6', ja: '友だち追加リンク', en: 'Friend-add link' },
  {
    name: 'user-mail-set-to-expa-mode',
    source: '001 §6',
    ja: 'メール状態の絞り込み',
    en: 'Mail-status filter',
  },
  {
    name: 'user-liff-form-use',
    source: '001 §6',
    ja: 'リッチメニューのフォーム',
    en: 'Forms on rich-menu buttons',
  },
  { name: 'notify-setting', source: '001 §6', ja: '通知マーク設定', en: 'Notification-mark setting' },
  {
    name: 'form-write',
    source: '002 §2 (the form builder; §6 names no permission for it, this one is the console’s)',
    ja: 'フォームの作成・編集',
    en: 'Create and edit forms',
  },
  { name: 'mail-legacy', source: '002 §6', ja: 'メール送信先', en: 'E-mail destinations' },
  { name: 'use-line-login-form', source: '002 §6', ja: 'LINEログイン必須フォーム', en: 'LINE-login forms' },
  {
    name: 'operator-manage',
    source: 'console (not in the specifications)',
    ja: 'オペレーターと権限の管理',
    en: 'Manage operators and roles',
  },
] as const satisfies readonly PermissionInfo[];

/** A permission's name. */
export type Permission = (typeof PERMISSIONS)[number]['name'];

/** Every permission name. */
export const PERMISSION_NAMES: readonly Permission[] = PERMISSIONS.map((p) => p.name);

/** The permission that opens the operator and role pages (a module of its own, see there). */
export { MANAGE_OPERATORS } from './operator-manage.ts';

/**
 * Whether a list holds every permission named.
 *
 * @example hasPermissions(session.permissions, 'tag-write', 'user-tag-create')
 */
export function hasPermissions(held: readonly string[], ...names: readonly Permission[]): boolean {
  return names.every((name) => held.includes(name));
}

/**
 * Whether a text is a known permission name.
 *
 * @example isPermission('tag-write') // true
 */
export function isPermission(name: string): name is Permission {
  return (PERMISSION_NAMES as readonly string[]).includes(name);
}
