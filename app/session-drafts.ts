/**
 * The console's draft keys: the engine's draftKey with the logged-in account and operator, for every editor
 * that keeps drafts (actions, funnels, forms, rich menus, info forms, the friend editor), so none can forget the
 * operator. Drafts stay in the browser across a logout; scoped to the operator, the next one to log in on that
 * browser is never offered them.
 */
import { draftKey } from '../engine/react/document/drafts.ts';
import type { Session } from './api/types.ts';

/**
 * The key of the session's draft of one document ('-' for an operator the session does not name).
 *
 * @example sessionDraftKey(services.api.currentSession(), 'action', 12) // '1:7:action:12'
 */
export function sessionDraftKey(session: Session | undefined, kind: string, id: number | null): string {
  return draftKey({ account: session?.account.id ?? 0, operator: session?.operator?.id ?? '-' }, kind, id);
}
