/**
 * The operator and role calls (operator-manage): only the operator pages import them (the shell's client carries
 * the session's calls alone, issue 14).
 */
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type { NewOperator, OperatorsAnswer } from '../api/types.ts';

/**
 * The operator calls over a console client's transport.
 *
 * @example const result = await createOperatorsApi(api).operators();
 */
export function createOperatorsApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /** GET /api/operators: the account's operators, its roles and every permission (operator-manage). */
    operators: () => call<OperatorsAnswer>('GET', '/api/operators'),
    /** POST /api/operators: a new operator with an initial password and a role. */
    createOperator: (input: NewOperator) =>
      call<{ id: number }>('POST', '/api/operators', { body: { json: input } }),
    /** PATCH /api/operators/{id}: role, disabled or a new password. */
    updateOperator: (
      operatorId: number,
      change: { role_id?: number; disabled?: boolean; password?: string },
    ) => call<{ id: number }>('PATCH', `/api/operators/${pathId(operatorId)}`, { body: { json: change } }),
    /** POST /api/operators/{id}/revoke_sessions: ends every session of an operator (its browsers log in again). */
    revokeOperatorSessions: (operatorId: number) =>
      call<{ revoked: number }>('POST', `/api/operators/${pathId(operatorId)}/revoke_sessions`),
    /** POST /api/roles: a new role (at revision 1). */
    createRole: (name: string, permissions: string[]) =>
      call<{ id: number; revision: number }>('POST', '/api/roles', { body: { json: { name, permissions } } }),
    /**
     * PATCH /api/roles/{id}: a role's name or permissions, from the revision the edit started from; status 409
     * when another save came first (nothing written).
     */
    updateRole: (roleId: number, change: { revision: number; name?: string; permissions?: string[] }) =>
      call<{ id: number; revision: number }>('PATCH', `/api/roles/${pathId(roleId)}`, {
        body: { json: change },
      }),
    /** DELETE /api/roles/{id}: a role no operator holds; status 422 naming how many hold it (nothing deleted). */
    deleteRole: (roleId: number) =>
      call<{ id: number; deleted: true }>('DELETE', `/api/roles/${pathId(roleId)}`),
  };
}

/** The operator calls. */
export type OperatorsApi = ReturnType<typeof createOperatorsApi>;

/** The operator calls of a client (one per client; a test's fake when it gave them). */
export const operatorsApi = (api: ApiClient): OperatorsApi => callsOf(api, createOperatorsApi);
