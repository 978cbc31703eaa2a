import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../engine/core/index.ts';
// Module paths, not the engine's index: only the keyboard coordinates and the drag texts are wanted here.
import { blockKeyboardCoordinates } from '../../engine/react/dnd.ts';
import { uiText } from '../../engine/react/texts.ts';
import type { PickerItem, VarChoice } from '../api/types.ts';
import { mayDelay } from '../api/types.ts';
import { type TextKey, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { FormButtons } from '../ui/FormButtons.tsx';
import { Modal } from '../ui/Modal.tsx';
import { showToast } from '../ui/toast.ts';
import { ChoiceRow } from './ChoiceRow.tsx';
import { choiceAnnouncements } from './choice-announcements.ts';
import {
  addRow,
  type ChoiceDraft,
  choicesToSave,
  draftProblem,
  isRenamed,
  moveRow,
  removeRow,
  restoreRow,
  startDraft,
  updateRow,
} from './choice-rows.ts';
import { DeletedChoices } from './DeletedChoices.tsx';
import { itemEditApi } from './item-edit-api.ts';
import { RESPONSE_MARK_FIELD_CODE } from './item-store.ts';
import './var-field.css';

/** Props of `ChoiceEditorDialog`. */
export interface ChoiceEditorDialogProps {
  /** A choice-type field (type 20): one just created, or an existing one (the response-mark field too). */
  field: PickerItem;
  lang: Lang;
  /** Saved (the store has the field with its choices, a toast says so) or closed without saving. */
  onDone(): void;
}

type Load = { at: 'loading' } | { at: 'failed'; lines: string[] } | { at: 'editing' };

// Module constants: useSensor memoises on its options' identity.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: blockKeyboardCoordinates };

/**
 * The choice editor of a choice-type field (spec 000 §2.2, §4, §5.2, §9). It loads the field's choices (GET
 * /api/var/choice/{id}: 選択肢を読み込み中..., or 読み込みエラー with the server's lines), then edits them: text
 * (≤ 200), colour from the 24 fixed ones, order (drag by the handle, the handle's keyboard drag, or the move
 * buttons), add and remove. Removing a saved choice moves it to 削除する選択肢, a warning with a restore per
 * entry; changing a saved choice's text warns that friends' values change too. The first edit marks the dialog
 * dirty (closing asks). Saving (POST /api/var/choice, with the choices as loaded) checks at least one choice and no
 * empty one first; a 409 (another save came first) reloads, a refusal shows 保存に失敗しました and the server's lines; a success updates the item store, closes,
 * and toasts 選択肢を保存しました (with the delay note when the answer's lm-may-delay is 1). The title is the
 * response-mark one for the field with code member_taiou_mark.
 *
 * @example <ChoiceEditorDialog field={created} lang="ja" onDone={() => select(created)} />
 */
export function ChoiceEditorDialog({ field, lang, onDone }: ChoiceEditorDialogProps) {
  const { api: client, items, reload } = useServices();
  const api = itemEditApi(client);
  const [load, setLoad] = useState<Load>({ at: 'loading' });
  const [draft, setDraft] = useState<ChoiceDraft>(() => startDraft([]));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The choices as loaded, sent with the save: one made meanwhile elsewhere makes it a 409, not a silent removal.
  const loaded = useRef<VarChoice[]>([]);
  const focusAfter = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const t = (key: TextKey, params?: Record<string, unknown>) => translate(lang, key, params);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );

  useEffect(() => {
    const controller = new AbortController();
    api.varChoices(field.id, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        loaded.current = Array.isArray(result.data.choices) ? result.data.choices : [];
        setDraft(startDraft(loaded.current));
        setLoad({ at: 'editing' });
        return;
      }
      if (result.status === 409) reload();
      setLoad({ at: 'failed', lines: [translate(lang, 'varChoicesLoadError'), ...result.messages] });
    });
    return () => controller.abort();
  }, [api, field.id, lang, reload]);

  // A row that was moved, restored or added keeps (or takes) the focus once it is drawn in its new place.
  useLayoutEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    form.current?.querySelector<HTMLElement>(target)?.focus();
  });

  const change = (next: ChoiceDraft, focus?: string) => {
    setDraft(next);
    setDirty(true);
    if (focus) focusAfter.current = focus;
  };
  const rowName = (key: string) => {
    const value = draft.rows.find((row) => row.key === key)?.value.trim();
    return value ? t('varChoiceNamed', { value }) : t('varChoiceUnnamed');
  };

  const move = (key: string, to: number, button?: 'up' | 'down') => {
    const next = moveRow(draft, key, to);
    if (next === draft) return;
    const position = next.rows.findIndex((row) => row.key === key);
    const edge = position === 0 ? 'down' : position === next.rows.length - 1 ? 'up' : button;
    // The pressed button follows its row; at an end, where it is disabled, the other one takes the focus.
    const focus = button
      ? `[data-choice="${key}"] [data-move="${edge === button ? button : edge}"]`
      : `[data-choice="${key}"] .app-choice__handle`;
    change(next, focus);
    const value = next.rows[position].value.trim() || t('varChoiceUnnamed');
    setAnnouncement(t('varChoiceMoved', { value, position: position + 1, total: next.rows.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = draft.rows.findIndex((row) => row.key === String(over.id));
    if (to >= 0) move(String(active.id), to);
  };
  const remove = (key: string) => {
    const index = draft.rows.findIndex((row) => row.key === key);
    const next = removeRow(draft, key);
    const neighbour = next.rows[Math.min(index, next.rows.length - 1)];
    change(next, neighbour ? `[data-choice-input="${neighbour.key}"]` : '[data-choice-add]');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal: a React submit would bubble on to a form around the field that opened it.
    event.stopPropagation();
    if (busy || load.at !== 'editing') return;
    const problem = draftProblem(draft);
    if (problem) return setNotice([t(problem === 'required' ? 'varChoicesRequired' : 'varChoiceBlank')]);
    setBusy(true);
    const result = await api.saveVarChoices(field.id, choicesToSave(draft), loaded.current);
    setBusy(false);
    if (result.status === 409) reload();
    if (!result.ok) return setNotice([t('saveFailed'), ...result.messages]);
    const saved = result.data.items?.find((item) => item.id === field.id);
    items.add('varia', saved ?? { ...field, choices: result.data.choices });
    showToast(t(mayDelay(result) ? 'varChoicesSavedDelayed' : 'varChoicesSaved'));
    onDone();
  };

  const title = t(field.code === RESPONSE_MARK_FIELD_CODE ? 'varChoicesMarkTitle' : 'varChoicesTitle');
  const renamed = draft.rows.some(isRenamed);

  return (
    <Modal title={title} closeLabel={t('close')} onClose={onDone} dirty={dirty} size="small">
      {(close) => (
        <>
          {notice && (
            <AlertBox
              tone="error"
              lines={notice}
              onDismiss={() => setNotice(null)}
              dismissLabel={t('close')}
            />
          )}
          {load.at === 'loading' && (
            <p className="app-loading" role="status">
              {t('varChoicesLoading')}
            </p>
          )}
          {load.at === 'failed' && <AlertBox tone="error" lines={load.lines} />}
          {load.at === 'failed' && (
            <div className="app-form-buttons">
              <button type="button" className="app-button" onClick={close}>
                {t('close')}
              </button>
            </div>
          )}
          {load.at === 'editing' && (
            <form ref={form} className="app-varform" onSubmit={save} noValidate aria-busy={busy}>
              <p className="app-varform__lead">{t('varChoicesLead', { name: field.name })}</p>
              {renamed && <AlertBox tone="warning" lines={[t('varChoicesRenamedWarning')]} />}
              <p className="app-visually-hidden" role="status">
                {announcement}
              </p>
              <DndContext
                id={`${id}-dnd`}
                sensors={sensors}
                collisionDetection={closestCenter}
                accessibility={{
                  announcements: choiceAnnouncements(lang, rowName, draft.rows.length),
                  screenReaderInstructions: { draggable: uiText(lang, 'srInstructions') },
                }}
                onDragEnd={onDragEnd}
              >
                <SortableContext
                  items={draft.rows.map((row) => row.key)}
                  strategy={verticalListSortingStrategy}
                >
                  {draft.rows.length === 0 ? (
                    <p className="app-varform__empty">{t('varChoicesEmpty')}</p>
                  ) : (
                    <ol className="app-choices">
                      {draft.rows.map((row, index) => (
                        <ChoiceRow
                          key={row.key}
                          row={row}
                          index={index}
                          total={draft.rows.length}
                          inputId={`${id}-${row.key}`}
                          t={t}
                          onChange={(edit) => change(updateRow(draft, row.key, edit))}
                          onMove={(to, button) => move(row.key, to, button)}
                          onRemove={() => remove(row.key)}
                        />
                      ))}
                    </ol>
                  )}
                </SortableContext>
              </DndContext>
              <button
                type="button"
                className="app-button"
                data-choice-add
                onClick={() => {
                  const next = addRow(draft);
                  change(next, `[data-choice-input="${next.rows[next.rows.length - 1].key}"]`);
                }}
              >
                {t('varChoiceAdd')}
              </button>
              <DeletedChoices
                deleted={draft.deleted}
                t={t}
                onRestore={(key) => change(restoreRow(draft, key), `[data-choice-input="${key}"]`)}
              />
              <FormButtons
                cancelLabel={t('cancel')}
                submitLabel={t('saveIdle')}
                busy={busy}
                onCancel={close}
              />
            </form>
          )}
        </>
      )}
    </Modal>
  );
}
