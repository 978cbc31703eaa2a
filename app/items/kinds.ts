/**
 * What the console knows about item kinds (spec 002 §2 "Item picker", §6): where each kind's items come from,
 * which kinds an operator may create items of, and the special values some fields take besides item ids.
 */
import type { Permission } from '../../access/permissions.ts';
import type { PickerItem } from '../api/types.ts';
import type { TextKey } from '../i18n.ts';

/** The favourites folder id (spec 000 §9). */
export const FAVOURITES_FOLDER = 'fav';
/** The pseudo folder "every item" the picker opens on. */
export const ALL_FOLDER = 'all';
/** Items without a folder (the server's 未分類 group). */
export const UNCLASSIFIED_FOLDER = 0;

import { resourceOf } from './resources.ts';

export { resourceOf };

/**
 * The item kind a kind's folders are, for "choose the … first" when a field's folder comes from a sibling
 * (`x-item-folder`): a plan's folder is its event slot, otherwise the kind's `…_group`.
 *
 * @example folderKindOf('event_menu') // 'event_reserve'
 */
export function folderKindOf(kind: string): string {
  const { resource, derive } = resourceOf(kind);
  return derive === 'event_menus' ? resource : `${kind}_group`;
}

/**
 * Kinds the picker can create items of, with the permissions that allows it (spec 000 §2.1, §6; 002 §6): tags
 * (a name), friend-info fields (a form of their own: name, folder, type, default value, rate) and phases (a
 * name and the journey they belong to).
 */
export const CREATABLE_KINDS: Readonly<Record<string, readonly Permission[]>> = {
  tag: ['tag-write', 'user-tag-create'],
  varia: ['var-write', 'user-var-create'],
  journey_tag: ['journey-write'],
};

/**
 * Where a new item goes from the folder the picker shows: a real folder's id, 'fav' for the favourites (the
 * item becomes a favourite), else none ("all" and 未分類).
 *
 * @example newItemFolder('all') // null
 */
export function newItemFolder(folder: number | string): number | 'fav' | null {
  if (folder === FAVOURITES_FOLDER) return 'fav';
  return typeof folder === 'number' && folder > 0 ? folder : null;
}

/**
 * The friend-info types the new-field form offers (spec 000 §2.2): text, long text, image, PDF, choice, date.
 * Number fields are not made from the picker (docs/decisions/item-picker.md).
 */
export const CREATABLE_VAR_TYPES: readonly number[] = [0, 2, 10, 13, 20, 30];

/**
 * The types a new field may have where a field accepts only some (`'x-item-types'`); empty: none can be made
 * here, and the picker says so instead of opening the form (spec 002 §5).
 *
 * @example creatableVarTypes([30]) // [30]
 * @example creatableVarTypes([1]) // []
 */
export function creatableVarTypes(accepted?: readonly number[]): readonly number[] {
  return accepted ? CREATABLE_VAR_TYPES.filter((type) => accepted.includes(type)) : CREATABLE_VAR_TYPES;
}

/**
 * Whether a field that accepts these item types (`'x-item-types'`; undefined: any) takes an item: its `type`
 * (a number, or numeric text) is among them. An item without a type is not taken by a restricted field.
 *
 * @example acceptsItemType([2], { type: 2 }) // true
 * @example acceptsItemType([2], { type: 1 }) // false
 */
export function acceptsItemType(
  accepted: readonly number[] | undefined,
  item: Pick<PickerItem, 'type'>,
): boolean {
  if (!accepted) return true;
  const { type } = item;
  const n =
    typeof type === 'number' ? type : typeof type === 'string' && type.trim() !== '' ? Number(type) : NaN;
  return accepted.includes(n);
}

/**
 * Whether an item passes a plugin's filter (`FieldInput.itemsWhere`): each named property holds one of the
 * listed values (compared as text); no filter passes every item.
 *
 * @example matchesWhere({ salon_id: [1] }, { id: 3, name: 'カット', salon_id: 1 }) // true
 * @example matchesWhere({ salon_id: [] }, { id: 3, name: 'カット', salon_id: 1 }) // false
 */
export function matchesWhere(
  where: Readonly<Record<string, readonly (string | number)[]>> | undefined,
  item: PickerItem,
): boolean {
  if (!where) return true;
  return Object.entries(where).every(([property, values]) => {
    const value = item[property];
    return (
      (typeof value === 'number' || typeof value === 'string') &&
      values.some((allowed) => String(allowed) === String(value))
    );
  });
}

/** Whether a filter (`FieldInput.itemsWhere`) admits no item at all: one of its properties lists no value. */
export function admitsNothing(where: Readonly<Record<string, readonly unknown[]>> | undefined): boolean {
  return where !== undefined && Object.values(where).some((values) => values.length === 0);
}

const EMPTY_LIST_TEXTS: Readonly<Record<string, TextKey>> = {
  event_reserve: 'pickerNoSlots',
  salon_course: 'pickerNoCourses',
};

/**
 * What an empty list of a kind says (spec 001 §8): 予約枠がありません for event slots, コースがありません for salon
 * courses, 選択できる項目がありません for the other kinds.
 *
 * @example emptyListText('event_reserve') // 'pickerNoSlots'
 */
export function emptyListText(kind: string): TextKey {
  return EMPTY_LIST_TEXTS[kind] ?? 'pickerNoItems';
}

/** Whether an account with these permissions may create items of a kind from the picker. */
export function canCreate(kind: string, permissions: ReadonlySet<string>): boolean {
  return CREATABLE_KINDS[kind]?.every((name) => permissions.has(name)) ?? false;
}

/** A value a field takes besides item ids, with its label (spec 000 §2.5). */
export interface SpecialValue {
  value: number;
  label: TextKey;
}

const SPECIAL_VALUES: Readonly<Record<string, readonly SpecialValue[]>> = {
  scenario: [
    { value: 0, label: 'specialScenarioStop' },
    { value: -1, label: 'specialScenarioResume' },
  ],
  menu: [{ value: 0, label: 'specialMenuRemove' }],
  // Condition 67's select-all sentinel (spec 001 §9): a list of resources or courses that is [-1] means all.
  salon_resource: [{ value: -1, label: 'specialAllResources' }],
  salon_course: [{ value: -1, label: 'specialAllCourses' }],
};

/**
 * The special values a field of a kind allows: those of the kind that the field's `minimum` admits (a list's:
 * its items' `minimum`). A special value stands alone: chosen, it replaces the other ids of a list.
 *
 * @example specialValues('scenario', -1).map((s) => s.value) // [0, -1]
 */
export function specialValues(kind: string, minimum: unknown): readonly SpecialValue[] {
  const floor = typeof minimum === 'number' ? minimum : 1;
  return (SPECIAL_VALUES[kind] ?? []).filter((special) => special.value >= floor);
}
