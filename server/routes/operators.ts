import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATOR_TEXT_LIMITS } from '../../access/operator-fields.ts';
import { MANAGE_OPERATORS, PERMISSION_NAMES, PERMISSIONS } from '../../access/permissions.ts';
import {
  createOperator,
  createRole,
  deleteRole,
  findOperatorByLogin,
  findRole,
  listOperators,
  listRoles,
  type RoleRow,
  revokeOperatorSessions,
  roleNameTaken,
  setDisabled,
  setMembership,
  setPasswordHash,
  updateRole,
} from '../db/operators.ts';
import type { Db } from '../db/schema.ts';
import { MAX_ID, parseId } from '../domain/ids.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../domain/passwords.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { managesEverywhere, requireManagesEverywhere } from '../http/operator-reach.ts';
import { errorResponse, idParams, writeErrors } from '../http/schemas.ts';
import type { Access, Membership } from '../http/session.ts';
import { refuseUnknownPermissions } from './role-permissions.ts';

const MANAGE: Access = { permissions: [MANAGE_OPERATORS] };
const tags = ['operators'];
/** The spec shows no operator creation: our wording, also for the creation that lost a race for the id. */
const LOGIN_ID_TAKEN = 'このログインIDは既に使われています';
const permissionList = {
  type: 'array',
  items: { type: 'string', enum: [...PERMISSION_NAMES] },
  title: '権限',
};

function refuseFields(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, { messages: Object.values(errors).flat(), errors });
}

/** Two roles of one name could not be told apart in the lists (the spec does not show roles: our wording). */
const ROLE_NAME_TAKEN = '同じ名前のロールが既にあります';
/** The refusal of a role name another role of the account holds, on its field. */
const nameTaken = () =>
  new ApiError(422, { messages: [ROLE_NAME_TAKEN], errors: { '/name': [ROLE_NAME_TAKEN] } });

/**
 * A stale role save. The spec only reloads on a 409 (000 §8); the words follow the documents' 409, and say what the
 * role page lets the operator do instead of reloading (docs/decisions/operators.md, "Two tabs on one role").
 */
const ROLE_CONFLICT =
  '他の画面でこのロールが更新されています。保存されている内容を確かめてから、もう一度保存してください';
/**
 * A role some operator holds is not deleted (they would be left with no role in the account): 422 naming how many,
 * not 409, which the console reads as "reload, another save came first" (docs/decisions/operators.md, "Deleting a
 * role"). Our words: the spec shows no role management.
 */
const roleHeld = (holders: number) =>
  `このロールは${holders}人のオペレーターに割り当てられているため削除できません。先にオペレーターのロールを変更してください`;

/** The documents' words for a save that names no revision or a malformed one (server/domain/envelope.ts). */
const REVISION_MISSING = '更新するにはrevisionを指定してください(最新の内容を読み込んでから保存してください)';
const REVISION_MALFORMED = 'revisionの形式が正しくありません';

/** The 409 of a role write: the conflict text, the current revision and the role as it is now. */
function roleConflict(role: RoleRow): ApiError {
  return new ApiError(409, {
    messages: [ROLE_CONFLICT],
    errors: { '/revision': [ROLE_CONFLICT] },
    revision: role.revision,
    role,
  });
}

/**
 * The revision a role save started from. Not in the body schema's checks: a missing or malformed one is a request
 * the console never sends (400, like a broken body), not a field the operator filled in wrong (422).
 */
function revisionOf(body: unknown): number {
  const value = (body as { revision?: unknown } | null)?.revision;
  if (value === undefined || value === null) throw refuse(400, REVISION_MISSING, '/revision');
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_ID)
    throw refuse(400, REVISION_MALFORMED, '/revision');
  return value;
}

/** Error answers of a role save: a 400 for its revision, a 409 with the role as it is now. */
const roleWriteErrors = {
  ...writeErrors,
  400: { ...errorResponse, description: 'Malformed body, or `revision` missing or not a positive integer' },
  409: {
    ...errorResponse,
    description:
      'Stale revision: `role` is the role as it is now (`revision` its revision); apply the edit again',
    properties: {
      ...errorResponse.properties,
      revision: { type: 'integer', minimum: 1 },
      role: { type: 'object' },
    },
  },
} as const;

/**
 * Operator and role management for those whose role holds operator-manage, within the session's account:
 * GET /api/operators (the account's operators, its roles and every permission), POST /api/operators (create with
 * an initial password and a role), PATCH /api/operators/{id} (role, disabled, password), POST
 * /api/operators/{id}/revoke_sessions, POST /api/roles, PATCH /api/roles/{id} and DELETE /api/roles/{id}.
 *
 * @example await registerOperatorRoutes(app, db);
 */
export async function registerOperatorRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const inAccount = async (request: FastifyRequest) =>
    (await listOperators(db)).filter((o) => o.accounts.some((m) => m.account_id === request.account.id));
  const roleOf = async (request: FastifyRequest, roleId: number) =>
    (await listRoles(db, request.account.id)).find((r) => r.id === roleId);
  const operatorOf = async (request: FastifyRequest) => {
    const id = parseId((request.params as { id: string }).id);
    const found = id === undefined ? undefined : (await inAccount(request)).find((o) => o.id === id);
    if (!found) throw refuse(404, 'オペレーターが見つかりません');
    return found;
  };

  app.get(
    '/api/operators',
    {
      config: { access: MANAGE },
      schema: { tags, summary: "The account's operators, roles and every permission" },
    },
    async (request) => {
      const [operators, roles] = await Promise.all([inAccount(request), listRoles(db, request.account.id)]);
      return {
        operators: operators.map((o) => ({
          id: o.id,
          login_id: o.login_id,
          name: o.name,
          disabled: o.disabled,
          role_id: o.accounts.find((m) => m.account_id === request.account.id)?.role_id ?? null,
          self: o.id === request.operator?.id,
          // Its password, disabled flag and sessions are every account's: the page offers them only when true.
          manageable: managesEverywhere(request.memberships, o.accounts),
        })),
        roles,
        permissions: PERMISSIONS,
      };
    },
  );

  app.post(
    '/api/operators',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        summary: 'Create an operator of this account with an initial password and a role',
        body: {
          type: 'object',
          properties: {
            login_id: { type: 'string', maxLength: OPERATOR_TEXT_LIMITS.login_id, title: 'ログインID' },
            name: { type: 'string', maxLength: OPERATOR_TEXT_LIMITS.name, title: '名前' },
            password: { type: 'string', maxLength: OPERATOR_TEXT_LIMITS.password, title: '初期パスワード' },
            role_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: 'ロール' },
          },
          required: ['login_id', 'name', 'password', 'role_id'],
        },
        response: writeErrors,
      },
    },
    async (request) => {
      const input = request.body as { login_id: string; name: string; password: string; role_id: number };
      const loginId = input.login_id.trim();
      const errors: Record<string, string[]> = {};
      // Its longest length is the schema's (OPERATOR_TEXT_LIMITS), checked before this handler.
      if (!/^[A-Za-z0-9._@-]{3,}$/.test(loginId))
        errors['/login_id'] = ['ログインIDは3文字以上の半角英数字と . _ @ - で入力してください'];
      else if (await findOperatorByLogin(db, loginId)) errors['/login_id'] = [LOGIN_ID_TAKEN];
      if (!input.name.trim()) errors['/name'] = ['名前を入力してください'];
      if ([...input.password].length < MIN_PASSWORD_LENGTH)
        errors['/password'] = [`初期パスワードは${MIN_PASSWORD_LENGTH}文字以上で入力してください`];
      if (!(await roleOf(request, input.role_id))) errors['/role_id'] = ['ロールを選択してください'];
      refuseFields(errors);
      const id = await createOperator(db, {
        login_id: loginId,
        name: input.name.trim(),
        password_hash: await hashPassword(input.password),
        accounts: [{ account_id: request.account.id, role_id: input.role_id }],
      });
      if (id === 'login-taken') refuseFields({ '/login_id': [LOGIN_ID_TAKEN] });
      return { id };
    },
  );

  app.patch(
    '/api/operators/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        summary:
          "Change an operator's role in this account, disable or enable it, or set a new password (403 for the " +
          'last two unless the session manages every account the operator belongs to)',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            role_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: 'ロール' },
            disabled: { type: 'boolean', title: '無効' },
            password: { type: 'string', maxLength: 200, title: 'パスワード' },
          },
        },
        response: writeErrors,
      },
    },
    async (request) => {
      const target = await operatorOf(request);
      const input = request.body as { role_id?: number; disabled?: boolean; password?: string };
      const self = target.id === request.operator?.id;
      // A role is this account's; the rest is the operator's in every account. One's own password is one's own
      // to set, and disabling oneself is the 422 below.
      const global = !self && (input.disabled !== undefined || input.password !== undefined);
      if (global) requireManagesEverywhere(request.memberships, target.accounts);
      const errors: Record<string, string[]> = {};
      if (input.role_id !== undefined) {
        const role = await roleOf(request, input.role_id);
        if (!role) errors['/role_id'] = ['ロールを選択してください'];
        // Nobody locks themselves out of this page.
        else if (self && !role.permissions.includes(MANAGE_OPERATORS))
          errors['/role_id'] = ['自分自身から管理の権限を外すことはできません'];
      }
      if (self && input.disabled) errors['/disabled'] = ['自分自身は無効にできません'];
      if (input.password !== undefined && [...input.password].length < MIN_PASSWORD_LENGTH)
        errors['/password'] = [`パスワードは${MIN_PASSWORD_LENGTH}文字以上で入力してください`];
      refuseFields(errors);
      if (input.role_id !== undefined) await setMembership(db, target.id, request.account.id, input.role_id);
      if (input.disabled !== undefined) await setDisabled(db, target.id, input.disabled);
      if (input.password !== undefined) {
        await setPasswordHash(db, target.id, await hashPassword(input.password));
        if (!self) await revokeOperatorSessions(db, target.id);
      }
      return { id: target.id };
    },
  );

  app.post(
    '/api/operators/:id/revoke_sessions',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        summary:
          'End every session of an operator of this account (403 unless the session manages every account ' +
          'the operator belongs to)',
        params: idParams,
      },
    },
    async (request) => {
      const target = await operatorOf(request);
      // Its sessions act for every account it belongs to (one's own: POST /api/session/revoke_all does as much).
      if (target.id !== request.operator?.id) requireManagesEverywhere(request.memberships, target.accounts);
      return { revoked: await revokeOperatorSessions(db, target.id) };
    },
  );

  app.post(
    '/api/roles',
    {
      config: { access: MANAGE },
      preValidation: refuseUnknownPermissions,
      schema: {
        tags,
        summary: 'Create a role of this account',
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 50, title: 'ロール名' },
            permissions: permissionList,
          },
          required: ['name', 'permissions'],
        },
        response: writeErrors,
      },
    },
    async (request) => {
      const input = request.body as { name: string; permissions: string[] };
      const name = input.name.trim();
      if (!name) refuseFields({ '/name': ['ロール名を入力してください'] });
      if (await roleNameTaken(db, request.account.id, name)) refuseFields({ '/name': [ROLE_NAME_TAKEN] });
      const id = await createRole(db, request.account.id, name, input.permissions);
      if (id === 'name-taken') throw nameTaken();
      return { id, revision: 1 };
    },
  );

  app.patch(
    '/api/roles/:id',
    {
      config: { access: MANAGE },
      preValidation: refuseUnknownPermissions,
      schema: {
        tags,
        summary:
          'Rename a role of this account or change its permissions; `revision` is the one the edit started from ' +
          '(409 with the role as it is now when another save came first)',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            // No type here: revisionOf answers 400 for a malformed one, rather than the schema's 422.
            revision: {
              title: 'revision',
              description: 'The revision the edit started from (positive integer)',
            },
            name: { type: 'string', maxLength: 50, title: 'ロール名' },
            permissions: permissionList,
          },
        },
        response: roleWriteErrors,
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id) ?? 0;
      const revision = revisionOf(request.body);
      const input = request.body as { name?: string; permissions?: string[] };
      // A stale save is answered first: its content was chosen against a role that is no longer there.
      const before = await findRole(db, request.account.id, id);
      if (!before) throw refuse(404, 'ロールが見つかりません');
      if (before.revision !== revision) throw roleConflict(before);
      if (input.name !== undefined && !input.name.trim())
        refuseFields({ '/name': ['ロール名を入力してください'] });
      if (input.name !== undefined && (await roleNameTaken(db, request.account.id, input.name.trim(), id)))
        refuseFields({ '/name': [ROLE_NAME_TAKEN] });
      const own = request.account as Membership;
      if (id === own.role_id && input.permissions && !input.permissions.includes(MANAGE_OPERATORS))
        refuseFields({ '/permissions': ['自分のロールから管理の権限を外すことはできません'] });
      if (input.name === undefined && input.permissions === undefined) return { id, revision };
      const outcome = await updateRole(db, request.account.id, id, revision, {
        name: input.name?.trim(),
        permissions: input.permissions,
      });
      if (outcome.status === 'missing') throw refuse(404, 'ロールが見つかりません');
      if (outcome.status === 'name-taken') throw nameTaken();
      // Another save landed between the check above and this write.
      if (outcome.status === 'stale') throw roleConflict(outcome.role);
      return { id, revision: outcome.role.revision };
    },
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { access: MANAGE },
      schema: {
        tags,
        summary:
          'Delete a role of this account that no operator holds (422 naming how many hold it; 404 for a role of ' +
          'another account)',
        params: idParams,
        response: writeErrors,
      },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id) ?? 0;
      const outcome = await deleteRole(db, request.account.id, id);
      if (outcome.status === 'missing') throw refuse(404, 'ロールが見つかりません');
      if (outcome.status === 'held') throw refuse(422, roleHeld(outcome.holders));
      return { id, deleted: true };
    },
  );
}
