import { hasErrors } from '../../engine/core/index.ts';
import { collectPlaceholderReferences } from '../../plugins/shared/placeholder-references.ts';
import type { Account } from '../db/accounts.ts';
import {
  type DocumentWrite,
  GoneReferenceError,
  insertDocument,
  type LiveRequirement,
  updateDocument,
} from '../db/documents.ts';
import { getRevision } from '../db/revisions.ts';
import { accountContext, type ResolvedReferences, resolveReferences } from './context.ts';
import { resolveContextItems, withContextItems } from './context-items.ts';
import type { ServerDeps } from './deps.ts';
import { describeDocument } from './describe.ts';
import { hooksOf } from './document-hooks.ts';
import type { RegisterRequest } from './envelope.ts';
import { keptBlocks, matchKeptBlocks } from './kept-blocks.ts';
import { type DocumentKind, referenceTarget } from './kinds.ts';
import { collectContextReferences, collectReferences, type Reference } from './references.ts';
import { checkStructure } from './structure.ts';
import { type KeptDecision, toUnprocessable, type UnprocessableBody, validateForSave } from './validate.ts';

/** The outcome of a save, as data; routes turn it into a status and a body. */
export type SaveOutcome =
  | { status: 200; id: number; revision: number; description: string[]; warnings: string[] }
  | { status: 422; body: UnprocessableBody }
  | { status: 404 }
  /** Stale: `revision` is the document's current one, what a merging client fetches. */
  | { status: 409; revision: number };

/**
 * Validates and stores a document: first its shape in one bounded pass (list lengths, block types, nesting), then
 * every rule of the shared registry, the account's abilities, references to items that must exist, blocks that
 * can only be kept compared with the revision the save is based on, then an insert, or an update that only
 * succeeds from the revision the client loaded.
 *
 * `operatorId` is kept with the revision (who saved it).
 *
 * @example const outcome = await saveDocument(deps, account, registry.document('action')!, request, operator.id);
 * if (outcome.status === 200) reply.send({ aid: outcome.id, revision: outcome.revision });
 */
export async function saveDocument(
  deps: ServerDeps,
  account: Account,
  kind: DocumentKind,
  request: RegisterRequest,
  operatorId: number | null = null,
): Promise<SaveOutcome> {
  const { document } = request;
  const structure = checkStructure(deps.registry, kind.key, document);
  if (structure.length > 0)
    return { status: 422, body: toUnprocessable(deps.registry, kind.key, document, structure) };
  const kept = await decideKept(deps, account, kind, request);
  const references: Reference[] = collectReferences(deps.registry, kind.key, document);
  const groupId = document.group_id;
  if (typeof groupId === 'number' && groupId > 0) {
    references.push({ path: '/group_id', kind: `${kind.key}_group`, id: groupId });
  }
  const prepared = (await hooksOf(kind.key).beforeSave?.(deps, account, document)) ?? [];
  const resolved = await resolveAll(deps, account, kind.key, document, references);
  const ctx = accountContext(account, resolved);
  const issues = validateForSave(deps.registry, kind.key, document, ctx, resolved.missing, kept);
  issues.push(...prepared);
  if (hasErrors(issues))
    return { status: 422, body: toUnprocessable(deps.registry, kind.key, document, issues) };

  const name = document[kind.nameField];
  const write: DocumentWrite = {
    name: typeof name === 'string' ? name : '',
    group_id: typeof groupId === 'number' && groupId > 0 ? groupId : null,
    body: document,
    operatorId,
    requires: guardedReferences(deps, references),
  };
  const warnings = issues.filter((i) => i.severity === 'warning').map((i) => i.message);
  // Always answered (the funnel's register answer includes it, spec 001 §7); cheap next to the write.
  const description = describeDocument(deps.registry, kind.key, document, ctx);

  if (request.id === undefined) {
    const created = await writeOrRefuse(() => insertDocument(deps.db, account.id, kind.key, write));
    if ('refused' in created) return refusedLate(deps, account, kind, document, references, kept);
    return { status: 200, id: created.id, revision: created.revision, description, warnings };
  }
  const key = { accountId: account.id, kind: kind.key, id: request.id };
  const outcome = await writeOrRefuse(() => updateDocument(deps.db, key, request.revision ?? 0, write));
  if ('refused' in outcome) return refusedLate(deps, account, kind, document, references, kept);
  if (outcome.status === 'missing') return { status: 404 };
  if (outcome.status === 'stale') return { status: 409, revision: outcome.revision };
  return { status: 200, id: request.id, revision: outcome.revision, description, warnings };
}

/**
 * Stores a copy of a stored document as a new one (POST /api/{kind}/copy/{id}). The copy names what its original
 * names, so its write finds the guarded references live in its transaction as a save's does: the original changed
 * and its funnel deleted between the copy's read and its write cannot leave a copy naming a deleted funnel.
 *
 * @example const outcome = await insertCopy(deps, account, kind, { name, group_id, body, operatorId });
 */
export async function insertCopy(
  deps: ServerDeps,
  account: Account,
  kind: DocumentKind,
  copy: Omit<DocumentWrite, 'requires'>,
): Promise<{ status: 200; id: number; revision: number } | { status: 422; body: UnprocessableBody }> {
  const references = collectReferences(deps.registry, kind.key, copy.body);
  const write = { ...copy, requires: guardedReferences(deps, references) };
  const created = await writeOrRefuse(() => insertDocument(deps.db, account.id, kind.key, write));
  if (!('refused' in created)) return { status: 200, id: created.id, revision: created.revision };
  // Blocks kept unchanged in the original (unknown types) are the copy's as they are: only the reference refuses.
  const kept = keptBlocks(deps.registry, kind.key, copy.body);
  const refused = await refusedLate(
    deps,
    account,
    kind,
    copy.body,
    references,
    matchKeptBlocks(deps.registry, kept, kept),
  );
  if (refused.status !== 422) throw new Error('a refused copy answered other than 422');
  return refused;
}

/**
 * The references a write must find live at its commit: documents whose kind refuses its delete while it is used
 * (a `beforeDelete` hook: funnels, named by effects' conditions). Checked again in the write's transaction, so a
 * delete between this save's check and its write cannot leave the document naming a deleted one.
 */
function guardedReferences(deps: ServerDeps, references: readonly Reference[]): LiveRequirement[] {
  const byKind = new Map<string, Set<number>>();
  for (const ref of references) {
    const target = referenceTarget(deps.registry, ref.kind);
    if (target.table !== 'documents' || !hooksOf(target.kind).beforeDelete) continue;
    byKind.set(target.kind, (byKind.get(target.kind) ?? new Set()).add(ref.id));
  }
  return [...byKind].map(([kind, ids]) => ({ kind, ids: [...ids] }));
}

/** The write, or `refused` when a guarded reference was deleted since the check (the write was rolled back). */
async function writeOrRefuse<T>(write: () => Promise<T>): Promise<T | { refused: true }> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof GoneReferenceError) return { refused: true };
    throw error;
  }
}

/**
 * The 422 of a save whose guarded reference was deleted while it was being saved: the references read again
 * now name it deleted, so the answer is the one a save started a moment later gets.
 */
async function refusedLate(
  deps: ServerDeps,
  account: Account,
  kind: DocumentKind,
  document: Record<string, unknown>,
  references: readonly Reference[],
  kept: KeptDecision,
): Promise<SaveOutcome> {
  const resolved = await resolveAll(deps, account, kind.key, document, references);
  const ctx = accountContext(account, resolved);
  const issues = validateForSave(deps.registry, kind.key, document, ctx, resolved.missing, kept);
  // Deletes are final, so the reference reads as deleted now; the error is only a guard against a future change.
  if (!hasErrors(issues)) throw new Error('a referenced document was deleted, yet reads as live');
  return { status: 422, body: toUnprocessable(deps.registry, kind.key, document, issues) };
}

/**
 * Blocks no operator may write (unknown types, the broken condition -1, unreadable versions) are accepted only
 * as the revision the save is based on stored them; a new document has none to keep. The history is read only
 * when the document sent holds such a block.
 */
async function decideKept(
  deps: ServerDeps,
  account: Account,
  kind: DocumentKind,
  request: RegisterRequest,
): Promise<KeptDecision> {
  const sent = keptBlocks(deps.registry, kind.key, request.document);
  if (sent.length === 0) return { accepted: new Set(), issues: [] };
  const base =
    request.id !== undefined && request.revision !== undefined
      ? await getRevision(
          deps.db,
          { accountId: account.id, kind: kind.key, id: request.id },
          request.revision,
        )
      : undefined;
  const stored = base ? keptBlocks(deps.registry, kind.key, base.body) : [];
  return matchKeptBlocks(deps.registry, sent, stored);
}

/**
 * The plugin context for describing a stored document: the items it refers to, deleted ones shown as deleted.
 *
 * @example const ctx = await describeContext(deps, account, 'action', body);
 */
export async function describeContext(deps: ServerDeps, account: Account, key: string, document: unknown) {
  const references = collectReferences(deps.registry, key, document);
  return accountContext(account, await resolveAll(deps, account, key, document, references));
}

/**
 * The items a document refers to, and the names its summaries need besides: `x-context-item` ids (response marks)
 * and the items its message texts name as placeholders (`x-placeholders`: friend-info fields, common info, forms),
 * so the server's descriptions and dry runs name what the editor names. Those names never make a reference
 * missing: a placeholder naming a deleted field is read as deleted, not refused (docs/decisions/placeholder-
 * references.md).
 */
export async function resolveAll(
  deps: ServerDeps,
  account: Account,
  key: string,
  document: unknown,
  references: readonly Reference[],
): Promise<ResolvedReferences> {
  const names = collectPlaceholderReferences(deps.registry, key, document);
  const [resolved, extra] = await Promise.all([
    resolveReferences(deps, account.id, [...references, ...names]),
    resolveContextItems(deps.db, account.id, collectContextReferences(deps.registry, key, document)),
  ]);
  const namesOnly = new Set(names);
  const missing = resolved.missing.filter((ref) => !namesOnly.has(ref));
  return withContextItems({ ...resolved, missing }, extra);
}
