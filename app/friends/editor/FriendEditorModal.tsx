/**
 * The friend editor modal (spec 000 §2.1, issue 17 point 3): one friend's tags, friend info, base profile and,
 * read only, message history, in tabs; the title follows the focus (タグ編集 for tags, else 友だち情報編集). The
 * status bar says loading or saving and the content is hidden while loading; the save button reads 保存 or the
 * status and is enabled only while idle (a save asked for while busy answers 現在通信中です、…). Closing with edits
 * asks first. A 409 merges with the other operator's save (./useFriendEditor.ts). Decisions:
 * docs/decisions/friend-editor.md.
 */
import {
  type FormEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { focusIsLost, MergeDialog } from '../../../engine/react/index.ts';
import { useFocusBackAfter } from '../../../engine/react/use-focus-back.ts';
import { checkVarValue, VAR_MEDIA_TYPES } from '../../../plugins/shared/var-values.ts';
import { useI18n } from '../../page-i18n.ts';
import { useServices } from '../../services.tsx';
import { AlertBox } from '../../ui/AlertBox.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { ShownName } from '../../ui/ShownName.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { accountTime } from '../../ui/time.ts';
import { editorTitle, useFriendsTexts } from '../texts.ts';
import { BaseSection } from './BaseSection.tsx';
import { createFriendEditorApi } from './friend-editor-api.ts';
import {
  EDITABLE_BASES,
  type FriendEditorAnswer,
  type FriendRecord,
  type VarEntry,
  varEntry,
  withTag,
  withVar,
} from './friend-record.ts';
import { MessageHistory } from './MessageHistory.tsx';
import { focusRestored } from './restore-focus.ts';
import { TagsSection } from './TagsSection.tsx';
import { fill, useFriendEditorTexts } from './texts.ts';
import { useFriendEditor } from './useFriendEditor.ts';
import { VarsSection } from './VarsSection.tsx';
import './friend-editor.css';

/** What the editor opens on (spec 000 §2.1 focus modes). */
export type FriendEditorFocus = 'tag' | 'varia' | 'operator_var' | 'basevar';
type Tab = 'tag' | 'varia' | 'basevar' | 'history';

/** Props of `FriendEditorModal`. */
export interface FriendEditorModalProps {
  memberId: number;
  focus: FriendEditorFocus;
  onClose(): void;
  onSaved?(answer: FriendEditorAnswer): void;
}

export default function FriendEditorModal({ memberId, focus, onClose, onSaved }: FriendEditorModalProps) {
  const texts = useFriendEditorTexts();
  const listTexts = useFriendsTexts();
  const { lang } = useI18n();
  const services = useServices();
  const api = useMemo(() => createFriendEditorApi(services.api), [services.api]);
  const session = services.api.currentSession();
  const { items } = services;
  useSyncExternalStore(items.subscribe, items.version, items.version);
  useEffect(() => {
    void items.loadAll(['tag', 'varia']);
  }, [items]);
  const editor = useFriendEditor({
    memberId,
    api,
    lang,
    session,
    drafts: services.drafts,
    onSaved,
  });
  const [tab, setTab] = useState<Tab>(focus === 'tag' ? 'tag' : focus === 'basevar' ? 'basevar' : 'varia');
  const [editableOnly, setEditableOnly] = useState(false);
  const [alert, setAlert] = useState<string[] | null>(null);
  const permissions = new Set(session?.permissions ?? []);
  const { record, answer } = editor;
  const loading = editor.phase === 'loading' || (editor.phase === 'ready' && !record);
  const saving = editor.saveStatus === 1;
  // The save button is disabled while saving (spec 000 §2.1), and a disabled button loses the focus to <body>:
  // it takes the focus back once the save ends, so the keyboard stays in the dialog.
  const saveButton = useFocusBackAfter(saving);
  // 復元する goes with its banner, and the focus fell to <body>: the first field the draft changed takes it.
  const form = useRef<HTMLFormElement>(null);
  const restoredFrom = useRef<FriendRecord | null>(null);
  useLayoutEffect(() => {
    const before = restoredFrom.current;
    if (!before || !record || record === before) return;
    restoredFrom.current = null;
    if (focusIsLost()) focusRestored(form.current, before, record);
  }, [record]);
  const fields = items.get('varia');
  const { setRecord } = editor;
  // One function for the editor's life, so a keystroke re-renders the typed field's row only (VarRow is memoised).
  const setVar = useCallback(
    (id: number, entry: VarEntry) => setRecord((r) => withVar(r, id, entry)),
    [setRecord],
  );

  /** The values changed since the load that break a rule (the server refuses them the same way). */
  const problems = (current: FriendRecord): string[] => {
    const lines: string[] = [];
    for (const field of fields?.items ?? []) {
      const now = varEntry(current, field.id);
      // Media values are upload keys, which the server checks against its attachments.
      if (VAR_MEDIA_TYPES.has(Number(field.type))) continue;
      if (now.value === varEntry(editor.base ?? {}, field.id).value) continue;
      const checked = checkVarValue(Number(field.type ?? 0), now.value, {
        choices: (Array.isArray(field.choices) ? field.choices : []) as { id: number }[],
      });
      if (!checked.ok) lines.push(`${field.name}: ${checked.message}`);
    }
    return lines;
  };

  // After a save refused for them, the summary lists the errors as they are now: a fixed one leaves it, and it
  // goes with the last (it kept the lines of the refused save, under inputs that no longer showed an error).
  const [checking, setChecking] = useState(false);
  const errors = checking && record ? problems(record) : [];
  const noErrorsLeft = checking && errors.length === 0;
  useEffect(() => {
    if (noErrorsLeft) setChecking(false);
  }, [noErrorsLeft]);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!record) return;
    const found = problems(record);
    setChecking(found.length > 0);
    if (found.length > 0) {
      setAlert(null);
      setTab('varia');
      return;
    }
    setAlert(null);
    if (editor.submit() === 'busy') setAlert([texts.busy]);
  };

  const notice = editor.notice && {
    tone: editor.notice.tone,
    lines: [
      editor.notice.tone === 'success' ? texts.saved : texts.saveFailed,
      ...editor.notice.lines.slice(1),
    ],
  };
  const title = editorTitle(listTexts, tab === 'tag' ? 'tag' : 'varia');
  const friendName = answer ? answer.member.short_name || answer.member.name : '';
  const describeField = (field: string, value: unknown) => {
    if (field.startsWith('tag:')) {
      const tag = items.get('tag')?.byId.get(field.slice(4));
      return { name: `${texts.tabTag}: ${tag?.name ?? field.slice(4)}`, value: value === true ? '✓' : '—' };
    }
    if (field.startsWith('var:')) {
      const item = fields?.byId.get(field.slice(4));
      const entry = varEntry({ [field]: value }, field.slice(4));
      const choice = (
        Array.isArray(item?.choices) ? (item.choices as { id: number; value: string }[]) : []
      ).find((c) => String(c.id) === entry.value);
      return { name: item?.name ?? field, value: choice?.value ?? (entry.value || '—') };
    }
    const names: Record<string, string> = {
      short_name: texts.shortName,
      nickname: texts.nickname,
      memo: texts.memo,
    };
    return {
      name: names[field] ?? field,
      value: typeof value === 'string' && value !== '' ? `「${value}」` : '—',
    };
  };

  return (
    <Modal
      title={
        <>
          {title}
          {friendName && <ShownName className="fe-title__name" text={friendName} />}
        </>
      }
      closeLabel={texts.close}
      size="large"
      dirty={editor.dirty}
      closeOnBackdrop={false}
      onClose={() => {
        if (editor.dirty) editor.forgetDraft();
        onClose();
      }}
      footer={(close) => (
        <div className="fe-footer">
          <button type="button" className="app-button" onClick={close}>
            {texts.cancel}
          </button>
          <button
            ref={saveButton}
            type="submit"
            form={`friend-editor-${memberId}`}
            className="app-button app-button--primary"
            disabled={!editor.idle || !record}
            aria-busy={saving}
          >
            {saving ? texts.saving : texts.save}
          </button>
        </div>
      )}
    >
      <div className="fe-status" role="status" aria-live="polite">
        {loading && (
          <>
            <span className="app-spinner" aria-hidden="true" /> {texts.loading}
          </>
        )}
        {saving && (
          <>
            <span className="app-spinner" aria-hidden="true" /> {texts.saving}
          </>
        )}
      </div>
      {editor.phase === 'failed' && (
        <AlertBox
          tone="error"
          lines={[texts.loadFailed, ...(editor.loadError ?? [])]}
          testId="friend-load-failed"
        />
      )}
      {errors.length > 0 && (
        <AlertBox
          tone="error"
          lines={[texts.errorsHeading, ...errors]}
          onDismiss={() => setChecking(false)}
          dismissLabel={texts.close}
          testId="friend-errors"
        />
      )}
      {alert && (
        <AlertBox tone="error" lines={alert} onDismiss={() => setAlert(null)} dismissLabel={texts.close} />
      )}
      {notice && (
        <AlertBox
          tone={notice.tone}
          lines={notice.lines}
          onDismiss={editor.dismiss}
          dismissLabel={texts.close}
          testId="friend-save-notice"
        />
      )}
      {editor.draft && (
        <section className="fe-draft" aria-label={texts.draftRestore}>
          <p>
            {fill(texts.draftFound, {
              time: accountTime(editor.draft.at, lang, 'minute'),
            })}
          </p>
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => {
              restoredFrom.current = record ?? null;
              editor.restoreDraft();
            }}
          >
            {texts.draftRestore}
          </button>
          <button type="button" className="app-button" onClick={editor.discardDraft}>
            {texts.draftDiscard}
          </button>
        </section>
      )}
      {!loading && record && answer && (
        <form ref={form} id={`friend-editor-${memberId}`} className="fe-form" onSubmit={save} noValidate>
          <Tabs<Tab>
            tabs={[
              { key: 'tag', label: texts.tabTag },
              { key: 'varia', label: texts.tabVar },
              { key: 'basevar', label: texts.tabBase },
              { key: 'history', label: texts.tabHistory },
            ]}
            current={tab}
            label={texts.tabs}
            onChoose={setTab}
          >
            {(tab === 'tag' || tab === 'varia') && (
              <label className="fe-editable-only">
                <input
                  type="checkbox"
                  checked={editableOnly}
                  onChange={(e) => setEditableOnly(e.target.checked)}
                />
                {texts.editableOnly}
              </label>
            )}
            {tab === 'tag' && (
              <TagsSection
                tags={items.get('tag')}
                record={record}
                canWrite={answer.can.tags}
                editableOnly={editableOnly}
                permissions={permissions}
                texts={texts}
                lang={lang}
                onToggle={(id, on) => editor.setRecord((r) => withTag(r, id, on))}
              />
            )}
            {tab === 'varia' && (
              <VarsSection
                fields={fields}
                record={record}
                canWrite={answer.can.vars}
                editableOnly={editableOnly}
                operatorMode={focus === 'operator_var'}
                permissions={permissions}
                texts={texts}
                lang={lang}
                api={api}
                generation={editor.generation}
                onChange={setVar}
              />
            )}
            {tab === 'basevar' && (
              <BaseSection
                answer={answer}
                record={record}
                texts={texts}
                api={api}
                onChange={(field, value) =>
                  EDITABLE_BASES.includes(field) && editor.setRecord((r) => ({ ...r, [field]: value }))
                }
              />
            )}
            {tab === 'history' && <MessageHistory memberId={memberId} api={api} texts={texts} lang={lang} />}
          </Tabs>
        </form>
      )}
      {editor.merge && (
        <MergeDialog
          conflicts={editor.merge.conflicts}
          describeField={describeField}
          lang={lang}
          then={editor.merge.then === 'save' ? 'save' : 'draft'}
          onResolve={editor.resolve}
          onCancel={editor.cancelMerge}
        />
      )}
    </Modal>
  );
}
