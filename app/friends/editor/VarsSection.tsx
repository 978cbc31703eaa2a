import { memo, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import { useRenderProbe } from '../../../engine/react/index.ts';
import { VAR_CHOICE_TYPE } from '../../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../../api/types.ts';
import { ChoiceEditorDialog } from '../../items/ChoiceEditorDialog.tsx';
import { CreateItemForm } from '../../items/CreateItemForm.tsx';
import type { KindItems } from '../../items/item-store.ts';
import { canCreate } from '../../items/kinds.ts';
import { itemBadges } from '../../items/PickerLists.tsx';
import { FolderSection } from './FolderPane.tsx';
import type { FriendEditorApi } from './friend-editor-api.ts';
import { type FriendRecord, type VarEntry, varEntry } from './friend-record.ts';
import type { FriendEditorTexts } from './texts.ts';
import { VarValueInput } from './VarValueInput.tsx';

/** Props of `VarsSection`. */
export interface VarsSectionProps {
  fields: KindItems | undefined;
  record: FriendRecord;
  /** The operator holds var-write. */
  canWrite: boolean;
  /** Protected fields are disabled (they always are: a value of a protected field is never changed here). */
  editableOnly: boolean;
  /** operator_var: the operator's own view, without the add-new-field control (spec 000 §2.1). */
  operatorMode: boolean;
  permissions: ReadonlySet<string>;
  texts: FriendEditorTexts;
  lang: Lang;
  api: FriendEditorApi;
  generation: number;
  onChange(id: number, entry: VarEntry): void;
}

/**
 * The friend's info by folder (spec 000 §2.1, §3.1, §5.2): every field of the folder with its value input; a
 * protected field is shown read only (hidden in the editable-only mode); a choice field offers its choice
 * editor (var-write); the add-new-field control needs var-write and user-var-create, and is not offered in the
 * operator mode or the favourites folder (`CreateItemForm` leaves it out there).
 */
export function VarsSection(props: VarsSectionProps) {
  const { record, texts, lang } = props;
  const [choicesOf, setChoicesOf] = useState<PickerItem | null>(null);
  const mayCreate = props.canWrite && !props.operatorMode && canCreate('varia', props.permissions);
  return (
    <>
      <FolderSection
        section="varia"
        kind={props.fields}
        readOnlyNote={props.canWrite ? undefined : texts.varsReadOnly}
        texts={texts}
        lang={lang}
      >
        {(fields, folder, notify) => {
          const shown = props.editableOnly ? fields.filter((field) => field.writable !== false) : fields;
          return (
            <>
              {shown.length === 0 ? (
                <p className="app-muted">{texts.noFields}</p>
              ) : (
                <ul className="fe-vars">
                  {shown.map((field) => {
                    const entry = varEntry(record, field.id);
                    return (
                      <VarRow
                        key={String(field.id)}
                        field={field}
                        value={entry.value}
                        meta={entry.meta}
                        disabled={!props.canWrite || field.writable === false}
                        mayEditChoices={props.canWrite && field.writable !== false}
                        texts={texts}
                        lang={lang}
                        api={props.api}
                        generation={props.generation}
                        onChange={props.onChange}
                        onEditChoices={setChoicesOf}
                      />
                    );
                  })}
                </ul>
              )}
              {mayCreate && (
                <CreateItemForm
                  kind="varia"
                  folder={folder}
                  lang={lang}
                  onCreated={() => notify(null)}
                  onNotice={notify}
                />
              )}
            </>
          );
        }}
      </FolderSection>
      {choicesOf && <ChoiceEditorDialog field={choicesOf} lang={lang} onDone={() => setChoicesOf(null)} />}
    </>
  );
}

/** Props of `VarRow`: primitives and callbacks the editor keeps stable, so a row whose value did not change skips. */
interface VarRowProps {
  field: PickerItem;
  value: string;
  meta: string;
  disabled: boolean;
  mayEditChoices: boolean;
  texts: FriendEditorTexts;
  lang: Lang;
  api: FriendEditorApi;
  generation: number;
  onChange(id: number, entry: VarEntry): void;
  onEditChoices(field: PickerItem): void;
}

/**
 * One field of the folder: its value input, badges and choice-editor button. Memoised, so a keystroke in one
 * field re-renders that row only, not every field of the open folder (DESIGN §6).
 */
const VarRow = memo(function VarRow(props: VarRowProps) {
  const { field, texts, lang } = props;
  useRenderProbe('VarRow', String(field.id));
  return (
    <li className="fe-vars__row">
      <VarValueInput
        field={field}
        entry={{ value: props.value, meta: props.meta }}
        disabled={props.disabled}
        texts={texts}
        lang={lang}
        api={props.api}
        generation={props.generation}
        onChange={(entry) => props.onChange(field.id, entry)}
      />
      <span className="fe-vars__badges">
        {itemBadges(field, lang).map((badge) => (
          <span key={badge.tone} className={`app-picker__badge app-picker__badge--${badge.tone}`}>
            {badge.text}
          </span>
        ))}
        {field.type === VAR_CHOICE_TYPE && props.mayEditChoices && (
          <button
            type="button"
            className="app-button app-button--quiet"
            aria-haspopup="dialog"
            aria-label={`${texts.editChoices}: ${field.name}`}
            onClick={() => props.onEditChoices(field)}
          >
            {texts.editChoices}
          </button>
        )}
      </span>
    </li>
  );
});
