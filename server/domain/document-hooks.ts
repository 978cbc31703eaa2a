import type { Issue } from '../../engine/core/index.ts';
import type { Account } from '../db/accounts.ts';
import { funnelSaveCount } from '../routes/funnel-count.ts';
import type { ServerDeps } from './deps.ts';
import { documentUsers, funnelInUseMessage, funnelListUsage } from './funnel-users.ts';
import { prepareRichmenu, RICHMENU_ABILITY, richmenuListFields, richmenuPickerFields } from './richmenu.ts';

/**
 * What the server does for one document kind beyond the generic routes: what only the server knows (stored
 * files, their owners), the ability writing needs, and the list row's extra fields. A kind without hooks is
 * served by the generic routes alone.
 */
export interface DocumentHooks {
  /** The account ability every write of the kind needs (403 without it). */
  writeAbility?: string;
  /** Runs before validation on every save (register, restore, the kind's own routes): may set server fields. */
  beforeSave?(deps: ServerDeps, account: Account, document: Record<string, unknown>): Promise<Issue[]>;
  /**
   * Fields added to the register call's answer after a save, from the request body (its control fields) and the
   * saved document: the funnel's `withCount` answers the count.
   */
  saveAnswer?(
    deps: ServerDeps,
    account: Account,
    body: unknown,
    document: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
  /**
   * Runs in the transaction of DELETE /api/{kind}/{id} (`deps.db` is it), the row already marked deleted: a
   * message refuses the delete (422, rolled back), e.g. a funnel an action's effect uses as its condition. A
   * kind with this hook is also checked live in the transaction of every save naming it (save.ts).
   */
  beforeDelete?(deps: ServerDeps, account: Account, id: number): Promise<string | undefined>;
  /**
   * Fields added to the rows of GET /api/{kind}/list from elsewhere than their bodies, for all listed ids at
   * once (one query for the page, never one a row): a funnel's `used_by`.
   */
  listUsage?(
    deps: ServerDeps,
    account: Account,
    ids: readonly number[],
  ): Promise<Map<number, Record<string, unknown>>>;
  /** Fields added to each row of GET /api/{kind}/list, from the stored body. */
  listFields?(body: Record<string, unknown>): Record<string, unknown>;
  /** Fields added to each picker item of the kind (GET /api/v_resource/{kind}), from the stored body. */
  pickerFields?(body: Record<string, unknown>): Record<string, unknown>;
}

/** The hooks by document kind. */
export const DOCUMENT_HOOKS: Readonly<Record<string, DocumentHooks>> = {
  funnel: {
    saveAnswer: (deps, account, body, document) => funnelSaveCount(deps, account.id, body, document),
    beforeDelete: async (deps, account, id) => {
      const users = await documentUsers(deps, account.id, 'funnel', id);
      return users.length > 0 ? funnelInUseMessage(deps, users) : undefined;
    },
    listUsage: (deps, account, ids) => funnelListUsage(deps, account.id, ids),
  },
  richmenu: {
    writeAbility: RICHMENU_ABILITY,
    beforeSave: prepareRichmenu,
    listFields: richmenuListFields,
    pickerFields: richmenuPickerFields,
  },
};

/** A kind's hooks (none: an empty object). @example hooksOf('richmenu').listFields */
export function hooksOf(kind: string): DocumentHooks {
  return DOCUMENT_HOOKS[kind] ?? {};
}
