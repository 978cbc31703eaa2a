import { useId, useState } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import type { PickerItem } from '../api/types.ts';
import { itemKindName, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { CreatePhase } from './CreatePhase.tsx';
import { CreateVarField } from './CreateVarField.tsx';
import { itemEditApi } from './item-edit-api.ts';
import { FAVOURITES_FOLDER, newItemFolder } from './kinds.ts';
import { createOnEnter, useCreateItem, useReportDirty } from './useCreateItem.ts';

/** Props of `CreateItemForm`. */
export interface CreateItemFormProps {
  kind: string;
  /** The folder shown now: the new item goes there (favourites: a favourite; "all": unclassified). */
  folder: number | string;
  lang: Lang;
  /** Friend-info fields: the types the field being filled accepts (`'x-item-types'`); absent: any. */
  itemTypes?: readonly number[];
  onCreated(item: PickerItem): void;
  /** An alert to show (an empty name, a refused create), or null to clear it. */
  onNotice(lines: string[] | null): void;
  /** Something was entered and not created yet (the picker then asks before it closes), or no longer is. */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * The picker's create-new control for a kind the account may create: friend-info fields get their own form
 * (never in the favourites folder, spec 000 §2.1), phases a name and their journey, other kinds (tags) a name.
 *
 * @example <CreateItemForm kind="tag" folder={3} lang="ja" onCreated={select} onNotice={setNotice} />
 */
export function CreateItemForm(props: CreateItemFormProps) {
  if (props.kind === 'journey_tag') return <CreatePhase {...props} />;
  if (props.kind !== 'varia') return <CreateNamedItem {...props} />;
  return props.folder === FAVOURITES_FOLDER ? null : <CreateVarField {...props} />;
}

/**
 * Creates an item of the kind by its name (tags: POST /api/tag/new). An empty name is refused with
 * 新しいタグ名を入力してください (spec 000 §5.2) before any call; a refusal shows the server's lines.
 */
function CreateNamedItem({ kind, folder, lang, onCreated, onNotice, onDirtyChange }: CreateItemFormProps) {
  const api = itemEditApi(useServices().api);
  const [name, setName] = useState('');
  useReportDirty(name !== '', onDirtyChange);
  const { busy, create } = useCreateItem(kind, lang, onNotice);
  const inputId = useId();
  const kindName = itemKindName(lang, kind);

  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      onNotice([translate(lang, 'pickerCreateEmpty', { kind: kindName })]);
      return;
    }
    const tag = await create(() => api.createTag(trimmed, newItemFolder(folder)));
    if (!tag) return;
    setName('');
    onCreated(tag);
  };

  return (
    // A group, not a form: it also sits inside the friend editor's form (see createOnEnter).
    <div className="app-picker__create">
      <label htmlFor={inputId} className="app-picker__create-label">
        {translate(lang, 'pickerCreateName', { kind: kindName })}
      </label>
      <div className="app-picker__create-row">
        <input
          id={inputId}
          className="app-input"
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={createOnEnter(() => void submit())}
        />
        <button
          type="button"
          className="app-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void submit()}
        >
          {translate(lang, 'pickerCreate')}
        </button>
      </div>
    </div>
  );
}
