import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure, OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';
import { useServices } from '../services.tsx';
import { FormMessages, OperatorsNav } from './OperatorsNav.tsx';
import { operatorsApi } from './operators-api.ts';
import { NEW_ROLE, RoleForm } from './RoleForm.tsx';
import './operators.css';

/**
 * Role management: each role of the account with a checkbox per permission (access/permissions.ts, in the
 * language shown, with the permission's name), saved per role from the revision its edit started from
 * (./RoleForm.tsx), and a new role.
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
    // A later load that works clears an earlier failure (a conflict reloads the roles).
    setFailure(result.ok ? undefined : result);
    if (result.ok) setData(result.data);
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
          <RoleForm role={NEW_ROLE} permissions={data.permissions} onSaved={load} />
        </div>
      )}
    </div>
  );
}
