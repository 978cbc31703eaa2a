import { hasErrors } from '../../engine/core/index.ts';
import type { FunnelQuery } from '../../plugins/conditions/meanings.ts';
import { type DryRunEffect, dryRunAction } from '../../plugins/effects/dry-runs.ts';
import { RESPONSE_MARK_KIND } from '../../plugins/effects/mark.ts';
import type { Account } from '../db/accounts.ts';
import { getDocument } from '../db/documents.ts';
import { responseMarkFieldId } from '../db/friend-records.ts';
import { funnelInputs, loadFriendFacts } from '../db/funnel-query.ts';
import { accountContext } from './context.ts';
import type { ServerDeps } from './deps.ts';
import { readRegisterBody } from './envelope.ts';
import { keptBlocks } from './kept-blocks.ts';
import type { DocumentKind } from './kinds.ts';
import { collectReferences, type Reference } from './references.ts';
import { resolveAll } from './save.ts';
import { checkStructure } from './structure.ts';
import { toUnprocessable, type UnprocessableBody, validateForSave } from './validate.ts';

/** The outcome of a dry run, as data; the route turns it into a status and a body. */
export type DryRunOutcome =
  | { status: 200; member_id: number; name: string; effects: DryRunEffect[] }
  | { status: 422; body: UnprocessableBody }
  | { status: 404 };

/** The path of the references the dry run adds for names only (never validated, never refused). */
const FRIEND_PATH = '#friend';

/**
 * An action's dry run for one friend of the account (issue 19 point 6, docs/decisions/action-dry-run.md): the
 * document validated as the save validates it (blocks that could only be kept are shown as "cannot be shown",
 * not refused: nothing is written), the friend's facts read once, each effect's condition funnel read, then
 * `dryRunAction` over a copy. Only reads.
 *
 * @example const outcome = await actionDryRun(deps, account, actionKind, body.document, 12);
 */
export async function actionDryRun(
  deps: ServerDeps,
  account: Account,
  kind: DocumentKind,
  sent: unknown,
  memberId: number,
): Promise<DryRunOutcome> {
  const read = readRegisterBody(kind, sent, false);
  if (!read.ok) return { status: 422, body: toUnprocessable(deps.registry, kind.key, sent, read.issues) };
  const { document } = read.request;
  const structure = checkStructure(deps.registry, kind.key, document);
  if (structure.length > 0)
    return { status: 422, body: toUnprocessable(deps.registry, kind.key, document, structure) };

  const [friend] = await loadFriendFacts(deps.db, account.id, [memberId]);
  if (!friend) return { status: 404 };
  const inputs = await funnelInputs(deps.db, account.id);
  const markFieldId = await responseMarkFieldId(deps.db, account.id);

  const own = collectReferences(deps.registry, kind.key, document);
  // The items the messages' placeholders name come with resolveAll, as a save's description names them.
  const names = friendReferences(friend, inputs.tagGroups, document);
  const resolved = await resolveAll(deps, account, kind.key, document, [...own, ...names]);
  const kept = {
    accepted: new Set(keptBlocks(deps.registry, kind.key, document).map((b) => b.path)),
    issues: [],
  };
  const ctx = accountContext(account, resolved);
  const missing = resolved.missing.filter((ref) => ref.path !== FRIEND_PATH);
  const issues = validateForSave(deps.registry, kind.key, document, ctx, missing, kept);
  if (hasErrors(issues))
    return { status: 422, body: toUnprocessable(deps.registry, kind.key, document, issues) };

  const funnels = await conditionFunnels(deps, account.id, document.inputs);
  const effects = dryRunAction(Array.isArray(document.inputs) ? document.inputs : [], friend, {
    registry: deps.registry,
    plugin: ctx,
    inputs,
    tagGroups: inputs.tagGroups,
    now: inputs.now,
    markFieldId,
    markName: (id) => {
      const mark = ctx.item(RESPONSE_MARK_KIND, id);
      return mark ? mark.name : `ID:${id}`;
    },
    funnel: (id) => funnels.get(id),
  });
  return { status: 200, member_id: friend.id, name: friend.name, effects };
}

/**
 * What the lines name besides the action's own references: the friend's scenarios, rich menu and response
 * mark, and the tags of the folders the tag effects name.
 */
function friendReferences(
  friend: { scenarios: { scenario_id: number }[]; richmenu_id: number | null; notify: number },
  tagGroups: ReadonlyMap<number, readonly number[]>,
  document: Record<string, unknown>,
): Reference[] {
  const refs: Reference[] = friend.scenarios.map((s) => ({
    path: FRIEND_PATH,
    kind: 'scenario',
    id: s.scenario_id,
  }));
  if (friend.richmenu_id) refs.push({ path: FRIEND_PATH, kind: 'menu', id: friend.richmenu_id });
  if (friend.notify > 0) refs.push({ path: FRIEND_PATH, kind: RESPONSE_MARK_KIND, id: friend.notify });
  const effects = Array.isArray(document.inputs) ? (document.inputs as Record<string, unknown>[]) : [];
  for (const effect of effects) {
    if (effect?.type !== 13 || effect.use_group !== 1) continue;
    for (const id of tagGroups.get(Number(effect.tag_group_id)) ?? [])
      refs.push({ path: FRIEND_PATH, kind: 'tag', id });
  }
  return refs;
}

/** The account's funnels the effects' conditions name (member_query_id), by id; another account's are absent. */
async function conditionFunnels(deps: ServerDeps, accountId: number, effects: unknown) {
  const ids = new Set<number>();
  for (const effect of Array.isArray(effects) ? effects : []) {
    const id = (effect as { member_query_id?: unknown } | null)?.member_query_id;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.add(id);
  }
  const found = new Map<number, { name: string; body: FunnelQuery }>();
  for (const id of ids) {
    const stored = await getDocument(deps.db, { accountId, kind: 'funnel', id });
    if (stored) found.set(id, { name: stored.name, body: stored.body as FunnelQuery });
  }
  return found;
}
