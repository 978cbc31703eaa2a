import { useCallback, useEffect, useRef, useState } from 'react';
import { pageMessage } from '../../engine/core/messages/page-messages.ts';
import type { ApiFailure, OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';
import { useServices } from '../services.tsx';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { useLeaveGuard } from '../ui/useLeaveGuard.ts';
import { FormMessages, OperatorsNav } from './OperatorsNav.tsx';
import { operatorsApi } from './operators-api.ts';
import { NEW_ROLE, RoleForm } from './RoleForm.tsx';
import './operators.css';

/**
 * Role management: each role of the account with a checkbox per permission (access/permissions.ts, in the
 * language shown, with the permission's name), saved per role from the revision its edit started from
 * (./RoleForm.tsx), deleted when no operator holds it, and a new role. While any form holds a choice not saved,
 * leaving asks first, as the editors do (in-app links and Back through the app's dialog, a reload or a closed tab
 * through the browser's).
 *
 * @example <RolesPage /> // at /operators/roles
 */
export default function RolesPage() {
  const { t, lang } = useI18n();
  const api = operatorsApi(useServices().api);
  const [data, setData] = useState<OperatorsAnswer>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [deleted, setDeleted] = useState<string[]>([]);
  const deletedNote = useRef<HTMLDivElement>(null);
  const [confirm, confirmDialog] = useConfirm();
  // The forms (by role id, 0 the new role) holding a choice not saved.
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<number>>(new Set());
  useLeaveGuard(dirtyForms.size > 0, () => confirm(pageMessage('leave_unsaved', lang)));

  const load = useCallback(async () => {
    const result = await api.operators();
    // A later load that works clears an earlier failure (a conflict reloads the roles).
    setFailure(result.ok ? undefined : result);
    if (result.ok) setData(result.data);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  // One function per form, kept across renders: a form reports in an effect keyed by it.
  const markers = useRef(new Map<number, (dirty: boolean) => void>());
  const markerOf = (id: number) => {
    let mark = markers.current.get(id);
    if (!mark) {
      mark = (dirty: boolean) =>
        setDirtyForms((now) => {
          if (now.has(id) === dirty) return now;
          // A new edit: the line about an earlier deletion is old news.
          if (dirty) setDeleted([]);
          const next = new Set(now);
          if (dirty) next.add(id);
          else next.delete(id);
          return next;
        });
      markers.current.set(id, mark);
    }
    return mark;
  };

  // The deleted role's form goes, and the focus with it: it moves to the line that says what happened.
  const onDeleted = async (name: string) => {
    setDeleted([t('roleDeleted', { name })]);
    await load();
    deletedNote.current?.focus();
  };

  return (
    <div className="app-page app-operators">
      <h1 className="app-title">{t('rolesTitle')}</h1>
      <p className="app-lead">{t('rolesLead')}</p>
      <OperatorsNav current="roles" />
      {failure && <FormMessages lines={failure.messages} tone="error" />}
      <div ref={deletedNote} className="app-roles__note" tabIndex={-1}>
        <FormMessages lines={deleted} tone="ok" />
      </div>
      {data && (
        <div className="app-roles">
          {data.roles.map((role) => (
            <RoleForm
              key={role.id}
              role={role}
              permissions={data.permissions}
              onSaved={load}
              onDirtyChange={markerOf(role.id)}
              confirm={confirm}
              onDeleted={onDeleted}
            />
          ))}
          <RoleForm
            role={NEW_ROLE}
            permissions={data.permissions}
            onSaved={load}
            onDirtyChange={markerOf(0)}
            confirm={confirm}
            onDeleted={onDeleted}
          />
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
