import { COMMON_VAR_TYPE_LABELS } from '../../plugins/shared/common-var-types.ts';
import { VAR_TYPE_LABELS } from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import type { Lang, TextKey } from '../page-i18n.ts';

/**
 * The two kinds of info item with a page of their own (spec 002 §2): a friend-info field (`varia`,
 * /line/var/edit/{id}) and a common-info item (`common_vars`, /line/common_var/edit/{id}). Each says in its own
 * words what it is, what its name is called, that it is missing and that its list failed to load; the type names
 * are the kind's own.
 */
export const INFO_KINDS = {
  varia: {
    title: 'varEditTitle',
    name: 'varName',
    missing: 'varEditMissing',
    loadFailed: 'varEditLoadFailed',
    types: VAR_TYPE_LABELS,
  },
  common_vars: {
    title: 'cvarEditTitle',
    name: 'cvarName',
    missing: 'cvarEditMissing',
    loadFailed: 'cvarEditLoadFailed',
    types: COMMON_VAR_TYPE_LABELS,
  },
} as const satisfies Record<
  string,
  {
    title: TextKey;
    name: TextKey;
    missing: TextKey;
    loadFailed: TextKey;
    types: Readonly<Record<number, { ja: string; en: string }>>;
  }
>;

/** An item kind with an info item page; its name is the item store's (app/items/item-store.ts). */
export type InfoKind = keyof typeof INFO_KINDS;

/**
 * The name of an item's type in the language; a type the kind does not list shows as it is (the console may not
 * know it yet), no type as ''.
 *
 * @example infoTypeName('common_vars', 2, 'ja') // '数値'
 * @example infoTypeName('varia', '20', 'en') // 'Choice'
 */
export function infoTypeName(kind: InfoKind, type: PickerItem['type'], lang: Lang): string {
  const text = String(type ?? '').trim();
  if (text === '') return '';
  const types: Readonly<Record<number, { ja: string; en: string }>> = INFO_KINDS[kind].types;
  return types[Number(text)]?.[lang] ?? text;
}
