import type { KeyboardEvent } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { moveFocusByKey } from '../../engine/react/arrow-keys.ts';
import { COMMON_VAR_TYPE_LABELS } from '../../plugins/shared/common-var-types.ts';
import { VAR_TYPE_LABELS } from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import { translate } from '../page-i18n.ts';
import type { PickerFolder } from './search.ts';

/**
 * Arrow keys, Home and End move among the buttons of a list (marked `data-roving`); Tab still reaches each.
 *
 * @example <div onKeyDown={onListKeys}>…<button data-roving>…</button></div>
 */
export function onListKeys(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-roving]')];
  if (moveFocusByKey(event.key, buttons, document.activeElement, { orientation: 'vertical' }))
    event.preventDefault();
}

/** Props of `FolderList`. */
export interface FolderListProps {
  folders: readonly PickerFolder[];
  current: number | string;
  lang: Lang;
  onChoose(id: number | string): void;
}

/**
 * The folders with their item counts; the current one is pressed (spec 000 §2.3 group selector).
 *
 * @example <FolderList folders={folders} current="all" lang="ja" onChoose={setFolder} />
 */
export function FolderList({ folders, current, lang, onChoose }: FolderListProps) {
  return (
    <ul className="app-picker__folder-list" onKeyDown={onListKeys}>
      {folders.map((folder) => (
        <li key={String(folder.id)}>
          <button
            type="button"
            data-roving
            data-folder={String(folder.id)}
            className="app-picker__folder"
            aria-pressed={String(folder.id) === String(current)}
            aria-label={translate(lang, 'pickerFolderButton', { name: folder.name, count: folder.count })}
            onClick={() => onChoose(folder.id)}
          >
            <span className="app-picker__folder-name">{folder.name}</span>{' '}
            <span className="app-picker__count" aria-hidden="true">
              {folder.count}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * How an item reads: its name, or (名称未設定 ID:n) for one saved without a name (a funnel made by an action's
 * condition setting), so its button always has a name.
 *
 * @example itemLabel({ id: 8, name: '' }, 'ja') // '(名称未設定 ID:8)'
 */
export function itemLabel(item: Pick<PickerItem, 'id' | 'name'>, lang: Lang): string {
  return item.name.trim() !== '' ? item.name : translate(lang, 'pickerUnnamed', { id: String(item.id) });
}

/**
 * An item's type name in the page's language: the server names the types of friend-info fields and common info in
 * Japanese (`type_name`, テキスト, 数値…), which stayed Japanese on the English page (walk 2026-11-27, the friend
 * editor's badges). A name the labels know for the item's type is said in `lang`; any other is shown as it came.
 *
 * @example typeNameIn({ id: 1, name: 'ポイント', type: 1, type_name: '数値' }, 'en') // 'Number'
 */
export function typeNameIn(item: Pick<PickerItem, 'type' | 'type_name'>, lang: Lang): string {
  const name = typeof item.type_name === 'string' ? item.type_name : '';
  const type = Number(item.type);
  for (const labels of [VAR_TYPE_LABELS, COMMON_VAR_TYPE_LABELS] as Record<
    number,
    { ja: string; en: string }
  >[]) {
    const label = labels[type];
    if (label && label.ja === name) return label[lang];
  }
  return name;
}

/** The badges of an item (spec 002 §3: favourite, super, badge, fresh, type name; protected when not writable). */
export function itemBadges(item: PickerItem, lang: Lang): { text: string; tone: string }[] {
  const badges: { text: string; tone: string }[] = [];
  if (item.favorite) badges.push({ text: translate(lang, 'pickerBadgeFavourite'), tone: 'favourite' });
  if (item.super) badges.push({ text: translate(lang, 'pickerBadgeSuper'), tone: 'super' });
  if (item.writable === false)
    badges.push({ text: translate(lang, 'pickerBadgeProtected'), tone: 'protected' });
  if (item.fresh) badges.push({ text: translate(lang, 'pickerBadgeFresh'), tone: 'fresh' });
  const badge = item.badge;
  const badgeText = typeof badge === 'string' ? badge : badge?.text;
  if (badgeText) badges.push({ text: badgeText, tone: 'custom' });
  const typeName = typeNameIn(item, lang);
  if (typeName) badges.push({ text: typeName, tone: 'type' });
  return badges;
}

/** Props of `ItemList`. */
export interface ItemListProps {
  items: readonly PickerItem[];
  selected: ReadonlySet<string>;
  /** Ids (as text) of items the field does not take (`x-item-types`): flagged, listed only when chosen. */
  unusable?: ReadonlySet<string>;
  multiple: boolean;
  lang: Lang;
  onPick(item: PickerItem): void;
  /** Items shown but not pickable now (the friend editor's protected items in its editable-only mode). */
  isDisabled?(item: PickerItem): boolean;
}

/**
 * The items to pick: buttons, pressed when chosen (several) or marked current (one), with their badges.
 *
 * @example <ItemList items={shown} selected={draft} multiple lang="ja" onPick={toggle} />
 */
export function ItemList({ items, selected, unusable, multiple, lang, onPick, isDisabled }: ItemListProps) {
  return (
    <ul className="app-picker__item-list">
      {items.map((item) => {
        const chosen = selected.has(String(item.id));
        const wrongType = unusable?.has(String(item.id)) ?? false;
        const badges = [
          ...(wrongType ? [{ text: translate(lang, 'pickerWrongType'), tone: 'wrong-type' }] : []),
          ...itemBadges(item, lang),
        ];
        return (
          <li key={String(item.id)}>
            <button
              type="button"
              data-roving
              data-item={String(item.id)}
              className={`app-picker__item${item.writable === false ? ' app-picker__item--protected' : ''}${wrongType ? ' app-picker__item--wrong-type' : ''}`}
              aria-pressed={multiple ? chosen : undefined}
              aria-current={!multiple && chosen ? 'true' : undefined}
              disabled={isDisabled?.(item) || undefined}
              onClick={() => onPick(item)}
            >
              <span className="app-picker__check" aria-hidden="true">
                {chosen ? '✓' : ''}
              </span>
              <span className="app-picker__item-name">{itemLabel(item, lang)}</span>
              {badges.map((badge) => (
                <span key={badge.tone} className={`app-picker__badge app-picker__badge--${badge.tone}`}>
                  {badge.text}
                </span>
              ))}
              {!multiple && chosen && (
                <span className="app-visually-hidden">{translate(lang, 'pickerSelectedMark')}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
