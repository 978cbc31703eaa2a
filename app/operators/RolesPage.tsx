import { useCallback, useEffect, useId, useState } from 'react';
import type { ApiFailure, OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { FormMessages, OperatorsNav } from './OperatorsNav.tsx';
import { operatorsApi } from './operators-api.ts';
import './operators.css';

type Role = OperatorsAnswer['roles'][number];

/**
 * Role management: each role of the account with a checkbox per permission (access/permissions.ts, in the
 * language shown, with the permission's name), saved per role, and a new role.
 *
 * @example <RolesPage /> // at /operators/roles
 */
export default function RolesPage() {
  const { t } = useI18n();
  const api = operatorsApi(useServices().api);
  const [data, setData] = useState<OperatorsAnswer>();
  const [failure, setFailure] = useState<ApiFailure>();
  const load = useCallback(async () => {
    const result = await api.operators();
    if (result.ok) setData(result.data);
    else setFailure(result);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="app-page app-operators">
      <h1 className="app-title">{t('rolesTitle')}</h1>
      <p className="app-lead">{t('rolesLead')}</p>
      <OperatorsNav current="roles" />
      {failure && <FormMessages lines={failure.messages} tone="error" />}
      {data && (
        <div className="app-roles">
          {data.roles.map((role) => (
            <RoleForm key={role.id} role={role} permissions={data.permissions} onSaved={load} />
          ))}
          <RoleForm
            role={{ id: 0, name: '', permissions: [] }}
            permissions={data.permissions}
            onSaved={load}
          />
        </div>
      )}
    </div>
  );
}

function RoleForm({
  role,
  permissions,
  onSaved,
}: {
  role: Role;
  permissions: OperatorsAnswer['permissions'];
  onSaved(): Promise<void>;
}) {
  const { t, lang } = useI18n();
  const api = operatorsApi(useServices().api);
  const [name, setName] = useState(role.name);
  const [held, setHeld] = useState(new Set(role.permissions));
  const [note, setNote] = useState<{ lines: string[]; tone: 'error' | 'ok' }>({ lines: [], tone: 'ok' });
  const id = useId();
  const isNew = role.id === 0;

  const save = async () => {
    const list = permissions.map((p) => p.name).filter((p) => held.has(p));
    const result = isNew
      ? await api.createRole(name, list)
      : await api.updateRole(role.id, { name, permissions: list });
    if (!result.ok) {
      setNote({ lines: result.messages, tone: 'error' });
      return;
    }
    setNote({ lines: [t('operatorSaved')], tone: 'ok' });
    if (isNew) {
      setName('');
      setHeld(new Set());
    }
    await onSaved();
  };

  return (
    <fieldset className="app-role" data-testid={isNew ? 'role-new' : `role-${role.id}`}>
      <legend className="app-role__legend">{isNew ? t('roleNew') : role.name}</legend>
      <div className="app-field">
        <label htmlFor={`${id}-name`}>{t('roleName')}</label>
        <input
          id={`${id}-name`}
          className="app-input"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset className="app-role__permissions">
        <legend className="app-visually-hidden">{t('rolePermissions')}</legend>
        {permissions.map((permission) => (
          <label key={permission.name} className="app-role__permission">
            <input
              type="checkbox"
              checked={held.has(permission.name)}
              onChange={(event) => {
                const next = new Set(held);
                if (event.target.checked) next.add(permission.name);
                else next.delete(permission.name);
                setHeld(next);
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
      <button type="button" className="app-button app-button--primary" onClick={() => void save()}>
        {isNew ? t('roleCreate') : t('roleSave')}
      </button>
    </fieldset>
  );
}
