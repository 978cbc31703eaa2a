import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { VAR_CHOICE_TYPE } from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import { itemKindName, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import type { KindItems } from './item-store.ts';
import { acceptsItemType, type SpecialValue } from './kinds.ts';
import { LazyChoiceEditorDialog } from './LazyChoiceEditorDialog.tsx';
import { LazyItemPickerDialog, preloadItemPicker } from './LazyItemPickerDialog.tsx';
import { itemLabel } from './PickerLists.tsx';
import './picker.css';

/** Props of `ItemPickerField`. */
export interface ItemPickerFieldProps {
  /** The DOM id of the main button (a `<label htmlFor>` names it). */
  id: string;
  kind: string;
  label: string;
  lang: Lang;
  /** An id, or a list of ids when `multiple`. */
  value: unknown;
  multiple: boolean;
  /**
   * Only the items of this folder are offered (`x-item-folder`); null: limited to a folder that is not chosen
   * yet, so nothing is offered; undefined: every folder.
   */
  folder?: number | string | null;
  specials?: readonly SpecialValue[];
  /**
   * The item types the field accepts (`x-item-types`): the picker offers and makes only these; a chosen item of
   * another type is flagged.
   */
  itemTypes?: readonly number[];
  /** Only items whose named property holds one of the values are offered (`FieldInput.itemsWhere`). */
  where?: Readonly<Record<string, readonly (string | number)[]>>;
  /** What the picker's list says when it offers nothing (`FieldInput.emptyText`). */
  emptyText?: string;
  permissions: ReadonlySet<string>;
  invalid?: boolean;
  describedBy?: string;
  onChange(value: unknown): void;
  onBlur?(): void;
}

/**
 * How one chosen id reads: its item's name, a special value, 削除済み (loaded and missing), or ID:n (not yet);
 * `wrongType` when the item is of a type the field does not take (`itemTypes`).
 */
export function describeChoice(
  entry: KindItems | undefined,
  kind: string,
  id: unknown,
  specials: readonly SpecialValue[],
  lang: Lang,
  itemTypes?: readonly number[],
): { text: string; deleted: boolean; wrongType: boolean } {
  const special = specials.find((candidate) => String(candidate.value) === String(id));
  if (special) return { text: translate(lang, special.label), deleted: false, wrongType: false };
  const item = entry?.byId.get(String(id));
  if (item)
    return { text: itemLabel(item, lang), deleted: false, wrongType: !acceptsItemType(itemTypes, item) };
  if (entry?.status === 'loaded')
    return {
      text: translate(lang, 'pickerDeleted', { kind: itemKindName(lang, kind), id: String(id) }),
      deleted: true,
      wrongType: false,
    };
  return { text: translate(lang, 'pickerUnknown', { id: String(id) }), deleted: false, wrongType: false };
}

/**
 * The chosen friend-info field whose choices the operator may edit from here: one choice-type field (type 20)
 * that is not protected, for an operator holding var-write (what POST /api/var/choice asks). Its choices are
 * what a dropdown saving into it and an effect setting it may use, so a refusal naming a missing choice is
 * mended beside the field that caused it.
 *
 * @example editableChoiceField(store.get('varia'), 'varia', 12, new Set(['var-write'])) // the 血液型 item
 */
export function editableChoiceField(
  entry: KindItems | undefined,
  kind: string,
  id: unknown,
  permissions: ReadonlySet<string>,
): PickerItem | undefined {
  if (kind !== 'varia' || !permissions.has('var-write')) return undefined;
  const item = entry?.byId.get(String(id));
  return item && Number(item.type) === VAR_CHOICE_TYPE && item.writable !== false ? item : undefined;
}

/**
 * Whether a single id is the "not chosen yet" 0: item ids start at 1, and a field that takes 0 without it being one
 * of its special values (scenario stop, menu removal) uses it for nothing chosen (a rich-menu button's action_id
 * and form_id, spec 001 §4). Read as an id, it showed as a deleted item.
 */
const isUnchosenZero = (value: unknown, specials: readonly SpecialValue[]): boolean =>
  value === 0 && !specials.some((special) => special.value === 0);

/**
 * A field that refers to items: the chosen item (or chips of several) and a button opening the item picker.
 * An id that is no longer among the kind's items shows as a flagged 削除済み placeholder with a warning.
 *
 * @example <ItemPickerField id="tags" kind="tag" label="タグ" lang="ja" value={[1, 2]} multiple
 *   permissions={ctx.permissions} onChange={setTags} />
 */
export function ItemPickerField(props: ItemPickerFieldProps) {
  const { id, kind, label, lang, value, multiple, permissions, onChange } = props;
  const specials = props.specials ?? [];
  const { items } = useServices();
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const entry = items.get(kind);
  const [open, setOpen] = useState(false);
  const [editingChoices, setEditingChoices] = useState(false);

  useEffect(() => {
    void items.load(kind);
  }, [items, kind]);

  const chosen: unknown[] = multiple
    ? Array.isArray(value)
      ? value
      : []
    : value === undefined || value === null || isUnchosenZero(value, specials)
      ? []
      : [value];
  // Ids are unique when valid; a duplicate (which validation flags) still needs a key of its own.
  const seen = new Map<string, number>();
  const described = chosen.map((choice) => {
    const count = seen.get(String(choice)) ?? 0;
    seen.set(String(choice), count + 1);
    return {
      id: choice,
      key: `${String(choice)}#${count}`,
      ...describeChoice(entry, kind, choice, specials, lang, props.itemTypes),
    };
  });
  const anyDeleted = described.some((choice) => choice.deleted);
  const anyWrongType = described.some((choice) => choice.wrongType);
  const warningId = `${id}-deleted`;
  const typeWarningId = `${id}-wrong-type`;
  const describedBy =
    [props.describedBy, anyDeleted ? warningId : undefined, anyWrongType ? typeWarningId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  const choiceField = multiple ? undefined : editableChoiceField(entry, kind, chosen[0], permissions);
  const commit = (next: unknown) => {
    onChange(next);
    props.onBlur?.();
  };

  return (
    <div
      className={`app-itemfield${anyDeleted ? ' app-itemfield--deleted' : ''}${anyWrongType ? ' app-itemfield--wrong-type' : ''}`}
      data-item-kind={kind}
    >
      {multiple ? (
        described.length > 0 && (
          <ul className="app-itemfield__chips">
            {described.map((choice, index) => (
              <li
                key={choice.key}
                className={`app-chip${choice.deleted ? ' app-chip--deleted' : ''}${choice.wrongType ? ' app-chip--wrong-type' : ''}`}
                data-deleted={choice.deleted || undefined}
                data-wrong-type={choice.wrongType || undefined}
              >
                <span className="app-chip__name">{choice.text}</span>
                <button
                  type="button"
                  className="app-chip__remove"
                  aria-label={translate(lang, 'pickerRemove', { name: choice.text })}
                  onClick={() => commit(chosen.filter((_, at) => at !== index))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : (
        <span
          className={`app-itemfield__value${described[0]?.deleted ? ' app-itemfield__value--deleted' : ''}${described[0]?.wrongType ? ' app-itemfield__value--wrong-type' : ''}${described.length === 0 ? ' app-itemfield__value--empty' : ''}`}
          data-deleted={described[0]?.deleted || undefined}
          data-wrong-type={described[0]?.wrongType || undefined}
        >
          {described[0]?.text ?? translate(lang, 'pickerNone')}
        </span>
      )}
      <span className="app-itemfield__actions">
        <button
          id={id}
          type="button"
          className="app-button"
          aria-haspopup="dialog"
          aria-label={translate(lang, multiple ? 'pickerAddLabel' : 'pickerTitle', { label })}
          aria-invalid={props.invalid || anyDeleted || anyWrongType || undefined}
          aria-describedby={describedBy}
          onClick={() => setOpen(true)}
          // The dialog's chunk starts loading before the click.
          onPointerEnter={preloadItemPicker}
          onFocus={preloadItemPicker}
        >
          {translate(lang, multiple ? 'pickerAdd' : 'pickerChoose')}
        </button>
        {!multiple && chosen.length > 0 && (
          <button
            type="button"
            className="app-button app-button--quiet"
            aria-label={translate(lang, 'pickerClearLabel', { label })}
            onClick={() => commit(undefined)}
          >
            {translate(lang, 'pickerClear')}
          </button>
        )}
        {choiceField && (
          <button
            type="button"
            className="app-button app-button--quiet"
            aria-label={translate(lang, 'pickerEditChoicesLabel', { name: itemLabel(choiceField, lang) })}
            onClick={() => setEditingChoices(true)}
          >
            {translate(lang, 'varEditChoices')}
          </button>
        )}
      </span>
      {anyDeleted && (
        <p id={warningId} className="app-itemfield__warning">
          {translate(lang, 'pickerDeletedWarning')}
        </p>
      )}
      {anyWrongType && (
        <p id={typeWarningId} className="app-itemfield__warning">
          {translate(lang, 'pickerWrongTypeWarning')}
        </p>
      )}
      {choiceField && editingChoices && (
        <LazyChoiceEditorDialog field={choiceField} lang={lang} onDone={() => setEditingChoices(false)} />
      )}
      {open && (
        <LazyItemPickerDialog
          kind={kind}
          title={translate(lang, 'pickerTitle', { label })}
          lang={lang}
          multiple={multiple}
          folder={props.folder}
          selected={chosen}
          specials={specials}
          itemTypes={props.itemTypes}
          where={props.where}
          emptyText={props.emptyText}
          permissions={permissions}
          onClose={() => {
            setOpen(false);
            // Visited and left without a choice: touched, as a text field is on blur, so a required field
            // says so now rather than on save.
            props.onBlur?.();
          }}
          onChoose={(ids) => {
            setOpen(false);
            commit(multiple ? ids : ids[0]);
          }}
        />
      )}
    </div>
  );
}
