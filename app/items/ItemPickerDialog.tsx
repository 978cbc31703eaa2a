import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { moveFocusByKey } from '../../engine/react/arrow-keys.ts';
import type { PickerItem } from '../api/types.ts';
import { itemKindName, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { Modal } from '../ui/Modal.tsx';
import { CreateItemForm } from './CreateItemForm.tsx';
import type { KindItems } from './item-store.ts';
import {
  ALL_FOLDER,
  acceptsItemType,
  admitsNothing,
  canCreate,
  emptyListText,
  folderKindOf,
  matchesWhere,
  type SpecialValue,
} from './kinds.ts';
import { FolderList, ItemList, itemLabel } from './PickerLists.tsx';
import { createItemSearch, filterFolders, itemsInFolder, pickerFolders } from './search.ts';

/** Props of `ItemPickerDialog`. */
export interface ItemPickerDialogProps {
  kind: string;
  /** The dialog's title, e.g. タグを選択. */
  title: string;
  lang: Lang;
  /** Several ids (chosen with 決定) or one (chosen by a click). */
  multiple: boolean;
  /**
   * Only this folder's items are offered, without the folder list (a slot's plans); null: the folder is not
   * chosen yet, so nothing is offered and the dialog says what to choose first; undefined: every folder.
   */
  folder?: number | string | null;
  /** The ids chosen now. */
  selected: readonly unknown[];
  /** Values besides items (scenario 0 and -1, menu 0), offered first. */
  specials: readonly SpecialValue[];
  /**
   * The item types the field accepts (`x-item-types`): only items of these types are listed and found, and new
   * items are made of these only. A chosen item of another type stays listed, flagged, so it can be taken out.
   */
  itemTypes?: readonly number[];
  /**
   * Only items whose named property holds one of the values are listed, found and counted (the plugin's
   * `FieldInput.itemsWhere`: condition 67's resources of the chosen salons). A property with no value offers
   * nothing, special values included.
   */
  where?: Readonly<Record<string, readonly (string | number)[]>>;
  /** What the list says when it offers nothing (the plugin's `FieldInput.emptyText`); else the kind's text. */
  emptyText?: string;
  permissions: ReadonlySet<string>;
  /** The chosen ids: the whole list when `multiple`, else one. */
  onChoose(ids: unknown[]): void;
  onClose(): void;
}

/**
 * The item picker (spec 002 §2, §5, §8): folders with counts and their own search box, fuzzy suggestions
 * (at most 20), badges, protected items refused, create-new with the write permission, and the empty states.
 * One dialog for every item kind. A new item's name typed and not created makes closing ask first.
 *
 * @example <ItemPickerDialog kind="tag" title="タグを選択" lang="ja" multiple selected={[1]} specials={[]}
 *   permissions={ctx.permissions} onChoose={(ids) => onChange(ids)} onClose={close} />
 */
export function ItemPickerDialog(props: ItemPickerDialogProps) {
  const { kind, lang, multiple, specials, onChoose, onClose } = props;
  const { items } = useServices();
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const entry = items.get(kind);
  const [folder, setFolder] = useState<number | string>(ALL_FOLDER);
  const [folderQuery, setFolderQuery] = useState('');
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState(() => props.selected.map((id) => id));
  const [notice, setNotice] = useState<string[] | null>(null);
  // A new item's name typed and not created yet: closing asks before it is discarded. The selection is not an
  // edit of that kind: キャンセル is how a picker drops it.
  const [creating, setCreating] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const listRegion = useRef<HTMLDivElement>(null);
  const ids = { folderSearch: useId(), search: useId(), results: useId() };

  useEffect(() => {
    void items.load(kind);
  }, [items, kind]);

  // Arrow keys move among the results (specials and items alike); a native listener, as on any list region.
  useEffect(() => {
    const region = listRegion.current;
    if (!region) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const buttons = [...region.querySelectorAll<HTMLButtonElement>('button[data-roving]')];
      if (moveFocusByKey(event.key, buttons, document.activeElement, { orientation: 'vertical' }))
        event.preventDefault();
    };
    region.addEventListener('keydown', onKeyDown);
    return () => region.removeEventListener('keydown', onKeyDown);
  }, []);

  const limit = props.folder;
  const loaded = entry?.items;
  // Items saved without a name (funnels made by an action's condition setting belong to that effect) are not
  // offered, nor items of a type the field does not take (common-info operation: numbers only); either stays
  // listed when chosen already, so it can be seen and taken out (as on the funnel list, hidden until asked for).
  const [opened] = useState(() => new Set(props.selected.map(String)));
  const typesKey = props.itemTypes?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the types by value (a schema gives a new array per render)
  const accepted = useMemo(() => props.itemTypes, [typesKey]);
  // The plugin's filter is computed anew on every render too: keep it by value. Unlike the above, an item it
  // leaves out is not listed even when chosen (a resource of a salon no longer chosen): the field still shows
  // its chip, to take it out, and the plugin's rule says why it cannot stay.
  const whereKey = props.where ? JSON.stringify(props.where) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter by value (a new object per render)
  const where = useMemo(() => props.where, [whereKey]);
  const nothing = admitsNothing(where);
  const every = useMemo(
    () =>
      loaded?.filter(
        (item) =>
          (opened.has(String(item.id)) || (item.name.trim() !== '' && acceptsItemType(accepted, item))) &&
          matchesWhere(where, item),
      ),
    [loaded, opened, accepted, where],
  );
  const unusable = useMemo(
    () =>
      new Set(
        (every ?? []).filter((item) => !acceptsItemType(accepted, item)).map((item) => String(item.id)),
      ),
    [every, accepted],
  );
  // A field limited to one folder searches and lists that folder's items only.
  const all = useMemo(
    () => (limit === undefined ? (every ?? []) : limit === null ? [] : itemsInFolder(every ?? [], limit)),
    [every, limit],
  );
  const find = useMemo(() => createItemSearch(all), [all]);
  const folders = useMemo(
    () =>
      pickerFolders(
        entry?.groups ?? [],
        all,
        translate(lang, 'pickerAllFolder'),
        translate(lang, 'pickerFavourites'),
      ),
    [entry?.groups, all, lang],
  );
  const isSpecial = (id: unknown) => specials.some((special) => String(special.value) === String(id));
  const searching = query.trim() !== '';
  const shown = searching ? find(query) : itemsInFolder(all, folder);
  const selected = new Set(draft.map(String));

  const pick = (item: PickerItem) => {
    const chosen = selected.has(String(item.id));
    // Protected items cannot be added (spec 000 §2.1, 002 §5); one already chosen may still be taken out.
    if (item.writable === false && !chosen) {
      setNotice([translate(lang, 'pickerProtected', { name: itemLabel(item, lang) })]);
      return;
    }
    // Nor an item of a type the field does not take, listed only because it was chosen when the picker opened.
    if (unusable.has(String(item.id)) && !chosen) {
      setNotice([translate(lang, 'pickerWrongTypeWarning')]);
      return;
    }
    setNotice(null);
    if (!multiple) onChoose([item.id]);
    else if (chosen) setDraft(draft.filter((id) => String(id) !== String(item.id)));
    // A special value stands alone (condition 67's "all": its change rule drops it when an id joins): the
    // draft shows what will be kept.
    else setDraft([...draft.filter((id) => !isSpecial(id)), item.id]);
  };

  const onSearchKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = listRegion.current?.querySelector<HTMLButtonElement>('button[data-roving]');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  const footer = (close: () => void) =>
    multiple ? (
      <>
        <span className="app-picker__selected-count" aria-live="polite">
          {translate(lang, 'pickerSelectedCount', { count: draft.length })}
        </span>
        <button type="button" className="app-button" onClick={close}>
          {translate(lang, 'cancel')}
        </button>
        <button type="button" className="app-button app-button--primary" onClick={() => onChoose(draft)}>
          {translate(lang, 'pickerApply')}
        </button>
      </>
    ) : (
      <button type="button" className="app-button" onClick={close}>
        {translate(lang, 'cancel')}
      </button>
    );

  return (
    <Modal
      title={props.title}
      closeLabel={translate(lang, 'close')}
      onClose={onClose}
      dirty={creating}
      initialFocus={search}
      className="app-picker"
      footer={footer}
    >
      {notice && (
        <AlertBox
          tone="error"
          lines={notice}
          onDismiss={() => setNotice(null)}
          dismissLabel={translate(lang, 'close')}
        />
      )}
      <div
        className={`app-picker__layout${limit === undefined ? '' : ' app-picker__layout--one-folder'}`}
        data-kind={kind}
      >
        {limit === undefined && (
          <nav className="app-picker__folders" aria-label={translate(lang, 'pickerFolders')}>
            <label htmlFor={ids.folderSearch} className="app-picker__label">
              {translate(lang, 'pickerFolderSearch')}
            </label>
            <input
              id={ids.folderSearch}
              type="search"
              className="app-input"
              value={folderQuery}
              autoComplete="off"
              onChange={(event) => setFolderQuery(event.target.value)}
            />
            <FolderList
              folders={filterFolders(folders, folderQuery)}
              current={searching ? '' : folder}
              lang={lang}
              onChoose={(id) => {
                setFolder(id);
                setQuery('');
              }}
            />
          </nav>
        )}
        <div className="app-picker__main">
          <label htmlFor={ids.search} className="app-picker__label">
            {translate(lang, 'pickerSearch')}
          </label>
          <input
            ref={search}
            id={ids.search}
            type="search"
            className="app-input"
            value={query}
            autoComplete="off"
            aria-controls={ids.results}
            aria-describedby={`${ids.results}-status`}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeys}
          />
          <p id={`${ids.results}-status`} className="app-picker__status" aria-live="polite">
            {entry?.status === 'loaded' && searching
              ? translate(lang, 'pickerSuggestions', { count: shown.length })
              : ''}
          </p>
          <div ref={listRegion} id={ids.results} className="app-picker__results">
            {!searching && !nothing && specials.length > 0 && folder === ALL_FOLDER && (
              <SpecialList specials={specials} selected={selected} lang={lang} onChoose={onChoose} />
            )}
            {limit === null ? (
              <p className="app-picker__empty">
                {translate(lang, 'pickerNoFolder', { folder: itemKindName(lang, folderKindOf(kind)) })}
              </p>
            ) : (
              <Results
                entry={entry}
                kind={kind}
                lang={lang}
                searching={searching}
                empty={shown.length === 0}
                emptyText={props.emptyText}
              >
                <ItemList
                  items={shown}
                  selected={selected}
                  unusable={unusable}
                  multiple={multiple}
                  lang={lang}
                  onPick={pick}
                />
              </Results>
            )}
          </div>
          {canCreate(kind, props.permissions) && (
            <CreateItemForm
              kind={kind}
              folder={limit ?? folder}
              lang={lang}
              itemTypes={props.itemTypes}
              onNotice={setNotice}
              onDirtyChange={setCreating}
              onCreated={(item) => (multiple ? setDraft([...draft, item.id]) : onChoose([item.id]))}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}

/**
 * Loading, a failed load, the empty states (候補がありません when searching; else the plugin's text, e.g.
 * 先に店舗を選択してください, or the kind's own, e.g. 予約枠がありません, or 選択できる項目がありません), or the list.
 */
function Results(props: {
  entry: KindItems | undefined;
  kind: string;
  lang: Lang;
  searching: boolean;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const { entry, lang, searching, empty } = props;
  if (!entry || entry.status === 'loading')
    return (
      <p className="app-loading" role="status">
        <span className="app-spinner" aria-hidden="true" />
        {translate(lang, 'loading')}
      </p>
    );
  if (entry.status === 'failed')
    return <AlertBox tone="error" lines={[translate(lang, 'pickerLoadFailed'), ...entry.messages]} />;
  if (empty)
    return (
      <p className="app-picker__empty">
        {searching
          ? translate(lang, 'pickerNoCandidates')
          : (props.emptyText ?? translate(lang, emptyListText(props.kind)))}
      </p>
    );
  return <>{props.children}</>;
}

/** The special values of the field (scenario stop / resume, menu removal), chosen like items. */
function SpecialList(props: {
  specials: readonly SpecialValue[];
  selected: ReadonlySet<string>;
  lang: Lang;
  onChoose(ids: unknown[]): void;
}) {
  const { specials, selected, lang, onChoose } = props;
  return (
    <fieldset className="app-picker__specials">
      <legend className="app-picker__label">{translate(lang, 'pickerSpecial')}</legend>
      {specials.map((special) => (
        <button
          key={special.value}
          type="button"
          data-roving
          className="app-picker__item app-picker__item--special"
          aria-current={selected.has(String(special.value)) ? 'true' : undefined}
          onClick={() => onChoose([special.value])}
        >
          <span className="app-picker__check" aria-hidden="true">
            {selected.has(String(special.value)) ? '✓' : ''}
          </span>
          <span className="app-picker__item-name">{translate(lang, special.label)}</span>
        </button>
      ))}
    </fieldset>
  );
}
