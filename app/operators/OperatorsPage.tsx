import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusIsLost } from '../../engine/react/focus.ts';
import type { ApiFailure, OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';
import { useServices } from '../services.tsx';
import { AddOperatorForm } from './AddOperatorForm.tsx';
import { failureLines } from './failure-lines.ts';
import { FormMessages, OperatorsNav } from './OperatorsNav.tsx';
import { operatorsApi } from './operators-api.ts';
import { PasswordCell } from './PasswordCell.tsx';
import './operators.css';

/**
 * Operator management for those whose role holds operator-manage (everyone else gets the server's 403 message):
 * the account's operators with their role (changed in place) and status (disable / enable), and a form that adds
 * one with an initial password; パスワードを設定 sets a new one (one's own too). An operator that also belongs to an account this operator does not manage keeps
 * its role choice, but instead of disable and end-sessions it says why they are not offered (the server refuses
 * them: docs/decisions/operators.md, "Shared operators").
 *
 * @example <OperatorsPage /> // at /operators
 */
export default function OperatorsPage() {
  const { t, lang } = useI18n();
  const api = operatorsApi(useServices().api);
  const [data, setData] = useState<OperatorsAnswer>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [note, setNote] = useState<{ lines: string[]; tone: 'error' | 'ok' }>({ lines: [], tone: 'ok' });

  const load = useCallback(async () => {
    const result = await api.operators();
    if (result.ok) setData(result.data);
    else setFailure(result);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = async (id: number, patch: { role_id?: number; disabled?: boolean }) => {
    const result = await api.updateOperator(id, patch);
    setNote(
      result.ok
        ? { lines: [t('operatorSaved')], tone: 'ok' }
        : { lines: failureLines(result, lang), tone: 'error' },
    );
    await load();
  };

  /** A new password: the server ends the operator's sessions unless it is one's own (they log in again). */
  const setPassword = async (operator: { id: number; name: string; self?: boolean }, password: string) => {
    const result = await api.updateOperator(operator.id, { password });
    if (!result.ok) return failureLines(result, lang);
    const done = operator.self ? 'operatorPasswordDone' : 'operatorPasswordDoneOther';
    setNote({ lines: [t(done, { name: operator.name })], tone: 'ok' });
    return null;
  };

  const revoke = async (id: number) => {
    const result = await api.revokeOperatorSessions(id);
    setNote(
      result.ok
        ? { lines: [t('operatorRevoked', { count: result.data.revoked })], tone: 'ok' }
        : { lines: failureLines(result, lang), tone: 'error' },
    );
  };

  return (
    <div className="app-page app-operators">
      <h1 className="app-title">{t('operatorsTitle')}</h1>
      <p className="app-lead">{t('operatorsLead')}</p>
      <OperatorsNav current="operators" />
      {failure && <FormMessages lines={failure.messages} tone="error" />}
      <FormMessages lines={note.lines} tone={note.tone} />
      {data && (
        <>
          <div className="app-table-wrap">
            <table className="app-table" data-testid="operators-table">
              <thead>
                <tr>
                  <th scope="col">{t('operatorName')}</th>
                  <th scope="col">{t('operatorLoginId')}</th>
                  <th scope="col">{t('operatorRole')}</th>
                  <th scope="col">{t('operatorState')}</th>
                </tr>
              </thead>
              <tbody>
                {data.operators.map((operator) => (
                  <tr key={operator.id} className={operator.disabled ? 'app-table__row--off' : undefined}>
                    <th scope="row">
                      {operator.name}
                      {operator.self && <span className="app-muted"> {t('operatorYou')}</span>}
                    </th>
                    <td data-label={t('operatorLoginId')}>{operator.login_id}</td>
                    <td data-label={t('operatorRole')}>
                      <RoleCell
                        operator={operator}
                        roles={data.roles}
                        onChange={(roleId) => change(operator.id, { role_id: roleId })}
                      />
                    </td>
                    <td data-label={t('operatorState')}>
                      <span className="app-operators__state">
                        {operator.disabled ? t('operatorDisabled') : t('operatorActive')}
                      </span>
                      {!operator.self && !operator.manageable && (
                        <span className="app-operators__shared app-muted">{t('operatorShared')}</span>
                      )}
                      {(operator.self || operator.manageable) && (
                        <span className="app-operators__buttons">
                          <PasswordCell
                            operatorName={operator.name}
                            onSet={(password) => setPassword(operator, password)}
                          />
                          {!operator.self && (
                            <button
                              type="button"
                              className="app-button"
                              onClick={() => void change(operator.id, { disabled: !operator.disabled })}
                            >
                              {operator.disabled ? t('operatorEnable') : t('operatorDisable')}
                            </button>
                          )}
                          {!operator.self && !operator.disabled && (
                            <button
                              type="button"
                              className="app-button"
                              onClick={() => void revoke(operator.id)}
                            >
                              {t('operatorRevoke')}
                            </button>
                          )}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AddOperatorForm roles={data.roles} onCreated={load} />
        </>
      )}
    </div>
  );
}

/**
 * An operator's role: choosing one in the list changes nothing yet (arrow keys on a closed list change its value,
 * and each change granted or took away permissions at once); 変更する beside it saves the choice. Once saved, the
 * button goes and the list takes the focus back. A refused change keeps the choice and the button, with the
 * server's message above.
 */
function RoleCell({
  operator,
  roles,
  onChange,
}: {
  operator: OperatorsAnswer['operators'][number];
  roles: OperatorsAnswer['roles'];
  onChange(roleId: number): Promise<void>;
}) {
  const { t } = useI18n();
  const saved = operator.role_id ?? 0;
  const [chosen, setChosen] = useState(saved);
  const select = useRef<HTMLSelectElement>(null);
  const applied = useRef(false);
  useEffect(() => setChosen(saved), [saved]);
  // The saved role arrives with the reloaded list, and with it the button goes: the list takes the focus it had.
  useLayoutEffect(() => {
    if (!applied.current || chosen !== saved) return;
    applied.current = false;
    if (focusIsLost()) select.current?.focus();
  }, [chosen, saved]);
  const apply = () => {
    applied.current = true;
    void onChange(chosen);
  };
  return (
    <span className="app-operators__role">
      <select
        ref={select}
        className="app-select"
        aria-label={`${operator.name} ${t('operatorRole')}`}
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </select>
      {chosen !== saved && (
        <button
          type="button"
          className="app-button app-button--primary"
          aria-label={t('operatorRoleApplyFor', { name: operator.name })}
          onClick={apply}
        >
          {t('operatorRoleApply')}
        </button>
      )}
    </span>
  );
}
