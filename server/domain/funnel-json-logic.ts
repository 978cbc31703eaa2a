import { hasErrors } from '../../engine/core/index.ts';
import {
  type FunnelLogicFields,
  importFunnelLogic,
  refusalMessage,
} from '../../plugins/conditions/json-logic.ts';
import type { Account } from '../db/accounts.ts';
import { accountContext } from './context.ts';
import type { ServerDeps } from './deps.ts';
import { collectReferences } from './references.ts';
import { resolveAll } from './save.ts';
import { checkStructure } from './structure.ts';
import { toUnprocessable, type UnprocessableBody, validateForSave } from './validate.ts';

/** The funnel fields an import sets; the save's issues elsewhere (the name, the folder) are not the import's. */
const IMPORTED = ['/inputs', '/with_blocked', '/user_rate_type'];
/**
 * Codes of blocks the save keeps unchanged from the revision it edits (a broken or unknown condition): the
 * import answers them as they are, since only the save knows the revision; the save then decides.
 */
const KEPT_CODES = new Set(['unknown_type', 'broken_block', 'read_only']);

/**
 * A funnel's JSON Logic read back into its wire fields (issue 19 point 5, docs/decisions/funnel-json-logic.md):
 * 422 with our message when the logic is no exported funnel, or with the save's messages (spec 001) when its
 * conditions would not save for this account (a tag it does not have, a field out of range). Only reads.
 *
 * @example await importFunnel(deps, account, { and: [true, true, { in: ['VIP', { var: 'memo' }] }] })
 * // { status: 200, funnel: { inputs: [{ type: 20, memos: 'VIP' }], with_blocked: 1, user_rate_type: 1 } }
 */
export async function importFunnel(
  deps: ServerDeps,
  account: Account,
  logic: unknown,
): Promise<{ status: 200; funnel: FunnelLogicFields } | { status: 422; body: UnprocessableBody }> {
  const imported = importFunnelLogic(logic, deps.registry);
  if (!imported.ok) {
    const message = refusalMessage(imported.refusal);
    return { status: 422, body: { messages: [message], errors: { '/logic': [message] } } };
  }
  const document = { ...imported.funnel };
  const structure = checkStructure(deps.registry, 'funnel', document);
  if (structure.length > 0)
    return { status: 422, body: toUnprocessable(deps.registry, 'funnel', document, structure) };
  const references = collectReferences(deps.registry, 'funnel', document);
  const resolved = await resolveAll(deps, account, 'funnel', document, references);
  const issues = validateForSave(
    deps.registry,
    'funnel',
    document,
    accountContext(account, resolved),
    resolved.missing,
  ).filter((issue) => IMPORTED.some((path) => issue.path.startsWith(path)) && !KEPT_CODES.has(issue.code));
  if (hasErrors(issues))
    return { status: 422, body: toUnprocessable(deps.registry, 'funnel', document, issues) };
  return { status: 200, funnel: imported.funnel };
}
