import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';
import { useServices } from '../services.tsx';
import { failureLines } from './failure-lines.ts';
import { FormMessages } from './OperatorsNav.tsx';
import { operatorsApi } from './operators-api.ts';
import { type RoleChoice, RoleConflict } from './RoleConflict.tsx';

type Role = OperatorsAnswer['roles'][number];

/** The role the new-role form starts from (id 0: nothing saved yet). */
export const NEW_ROLE: Role = { id: 0, name: '', permissions: [], revision: 0 };

/** Whether a choice differs from the role as saved: what the leave guard asks about. */
export function choiceDiffers(choice: RoleChoice, role: Role): boolean {
  if (choice.name !== role.name || choice.held.size !== role.permissions.length) return true;
  return role.permissions.some((p) => !choice.held.has(p));
}

/**
 * One role's form: its name and a checkbox per permission (in the language shown, with the permission's name),
 * saved from the revision the edit started from. Untouched, it shows the role as last loaded; once touched, the
 * operator's choice, until it is saved or given up. A 409 (another person or tab saved first) keeps that choice
 * on screen beside what is saved now (./RoleConflict.tsx): nothing is dropped, nothing overwritten unseen.
 * A real <form>: Enter in ロール名 saves. A saved role has 削除 beside 保存, asked through the page's confirm
 * dialog; the server refuses a role operators hold, and its words stay beside the buttons.
 *
 * @example <RoleForm role={role} permissions={data.permissions} onSaved={load} onDirtyChange={mark} confirm={confirm} onDeleted={deleted} />
 */
export function RoleForm({
  role,
  permissions,
  onSaved,
  onDirtyChange,
  confirm,
  onDeleted,
}: {
  role: Role;
  permissions: OperatorsAnswer['permissions'];
  /** Loads the roles again; resolves once the page shows them. */
  onSaved(): Promise<void>;
  /** Whether the form holds a choice not saved (the page's leave guard); false again when it unmounts. */
  onDirtyChange(dirty: boolean): void;
  /** The page's confirm dialog (app/ui/ConfirmDialog.tsx): true for OK. */
  confirm(message: string, okLabel?: string): Promise<boolean>;
  /** The role was deleted: the page says so and loads the roles again. */
  onDeleted(name: string): Promise<void>;
}) {
  const { t, lang } = useI18n();
  const api = operatorsApi(useServices().api);
  // `from`: the revision the choice started from, the one its save names.
  const [draft, setDraft] = useState<RoleChoice & { from: number }>();
  const [conflicted, setConflicted] = useState(false);
  const [note, setNote] = useState<{ lines: string[]; tone: 'error' | 'ok' }>({ lines: [], tone: 'ok' });
  // Not a disabled button: disabling the one pressed drops the keyboard focus to <body>.
  const busy = useRef(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const wasConflicted = useRef(false);
  const id = useId();
  const isNew = role.id === 0;
  const shown: RoleChoice = draft ?? { name: role.name, held: new Set(role.permissions) };
  const dirty = draft !== undefined && choiceDiffers(draft, role);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // Gone (deleted, or the page left): it holds nothing the guard should ask about.
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // The conflict's buttons go when it is settled: the focus goes back to 保存, not to <body>.
  useEffect(() => {
    if (wasConflicted.current && !conflicted) saveButton.current?.focus();
    wasConflicted.current = conflicted;
  }, [conflicted]);

  // A change makes the last answer stale: a refusal of the old name, or 変更しました of what is no longer shown.
  const edit = (change: Partial<RoleChoice>) => {
    setDraft({ ...shown, ...change, from: draft?.from ?? role.revision });
    setNote({ lines: [], tone: 'ok' });
  };

  const save = async (revision: number) => {
    if (busy.current) return;
    busy.current = true;
    const sent = shown;
    const list = permissions.map((p) => p.name).filter((p) => sent.held.has(p));
    const result = isNew
      ? await api.createRole(sent.name, list)
      : await api.updateRole(role.id, { revision, name: sent.name, permissions: list });
    if (!result.ok && result.status === 409) {
      // What was sent stays the operator's choice; the page then loads the role as the other save left it.
      setDraft({ ...sent, from: revision });
      setNote({ lines: [], tone: 'ok' });
      await onSaved();
      setConflicted(true);
    } else if (!result.ok) {
      setNote({ lines: failureLines(result, lang), tone: 'error' });
    } else {
      // The conflict is over the moment the save is: it does not stay beside 変更しました while the list reloads.
      // The choice stays drawn until then (it is what was saved), so no older value flashes in between.
      setNote({ lines: [t(isNew ? 'roleCreated' : 'operatorSaved')], tone: 'ok' });
      setConflicted(false);
      await onSaved();
      setDraft(undefined);
    }
    busy.current = false;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In a conflict the operator chooses between its two buttons; Enter in the name does not choose for them.
    if (conflicted) return;
    void save(draft?.from ?? role.revision);
  };

  const remove = async () => {
    if (busy.current) return;
    if (!(await confirm(t('roleDeleteConfirm', { name: role.name }), t('roleDelete')))) return;
    busy.current = true;
    const result = await api.deleteRole(role.id);
    busy.current = false;
    if (result.ok) await onDeleted(role.name);
    else setNote({ lines: failureLines(result, lang), tone: 'error' });
  };

  const discard = () => {
    setDraft(undefined);
    setNote({ lines: [], tone: 'ok' });
    setConflicted(false);
  };

  return (
    <form className="app-role-form" onSubmit={submit}>
      <fieldset className="app-role" data-testid={isNew ? 'role-new' : `role-${role.id}`}>
        <legend className="app-role__legend">{isNew ? t('roleNew') : role.name}</legend>
        <div className="app-field">
          <label htmlFor={`${id}-name`}>{t('roleName')}</label>
          <input
            id={`${id}-name`}
            className="app-input"
            value={shown.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
        </div>
        <fieldset className="app-role__permissions">
          <legend className="app-visually-hidden">{t('rolePermissions')}</legend>
          {permissions.map((permission) => (
            <label key={permission.name} className="app-role__permission">
              <input
                type="checkbox"
                checked={shown.held.has(permission.name)}
                onChange={(event) => {
                  const held = new Set(shown.held);
                  if (event.target.checked) held.add(permission.name);
                  else held.delete(permission.name);
                  edit({ held });
                }}
              />
              <span>
                {lang === 'ja' ? permission.ja : permission.en}
                <code className="app-role__code">{permission.name}</code>
              </span>
            </label>
          ))}
        </fieldset>
        {/* Beside the button pressed: above the twenty permissions it was out of sight, on a phone and wider. */}
        <FormMessages lines={note.lines} tone={note.tone} />
        {conflicted ? (
          // Keyed by the saved revision: a newer conflict is announced and focused again.
          <RoleConflict
            key={role.revision}
            saved={role}
            mine={shown}
            permissions={permissions}
            onApply={() => void save(role.revision)}
            onDiscard={discard}
          />
        ) : (
          <div className="app-role__buttons">
            <button ref={saveButton} type="submit" className="app-button app-button--primary">
              {isNew ? t('roleCreate') : t('roleSave')}
            </button>
            {!isNew && (
              <button
                type="button"
                className="app-button"
                aria-label={t('roleDeleteFor', { name: role.name })}
                onClick={() => void remove()}
              >
                {t('roleDelete')}
              </button>
            )}
          </div>
        )}
      </fieldset>
    </form>
  );
}
