/**
 * Valid blocks for the server: every effect plugin's valid examples, with the item ids they name replaced by
 * ids of the seeded demo account (an example's `tag_ids: [1, 2]` means nothing in a real database). For each
 * example the first assignment that the server's own save checks accept is kept.
 */
import { type AnyPlugin, parsePointer, type Registry } from '../../engine/core/index.ts';
import { findAccount } from '../../server/db/accounts.ts';
import { listFolders } from '../../server/db/folders.ts';
import type { Db } from '../../server/db/schema.ts';
import { accountContext, resolveReferences } from '../../server/domain/context.ts';
import type { ServerDeps } from '../../server/domain/deps.ts';
import { folderContents, referenceTarget } from '../../server/domain/kinds.ts';
import { collectReferences } from '../../server/domain/references.ts';
import { validateForSave } from '../../server/domain/validate.ts';
import { pickerItems } from '../../server/routes/resources.ts';

/** A block the demo account can save, and the plugin it belongs to. */
export interface GroundedBlock {
  plugin: AnyPlugin;
  block: Record<string, unknown>;
}

const MAX_TRIES = 64;

function setAt(target: Record<string, unknown>, pointer: string, value: unknown): void {
  const segments = parsePointer(pointer);
  let node: any = target;
  for (const segment of segments.slice(0, -1)) node = node[segment];
  node[segments.at(-1)!] = value;
}

async function candidates(deps: ServerDeps, accountId: number, kind: string): Promise<number[]> {
  const target = referenceTarget(deps.registry, kind);
  if (target.table === 'folders') {
    const contents = folderContents(deps.registry, target.kind);
    return (await listFolders(deps.db, accountId, target.kind, contents)).map((f) => f.id);
  }
  return (await pickerItems(deps, accountId, target.kind)).map((i) => i.id);
}

/**
 * Grounds every valid example of a document kind's block plugins in the demo account's data.
 *
 * @example const blocks = await groundExamples(db, registry, 'action');
 */
export async function groundExamples(
  db: Db,
  registry: Registry,
  documentKey: string,
): Promise<{ grounded: GroundedBlock[]; failed: string[] }> {
  const kind = registry.document(documentKey)!.blockKind;
  const account = (await findAccount(db, 1))!;
  const grounded: GroundedBlock[] = [];
  const failed: string[] = [];
  const pool = new Map<string, number[]>();
  for (const plugin of registry.plugins(kind)) {
    for (const [index, example] of plugin.examples.valid.entries()) {
      const references = collectReferences(registry, documentKey, { inputs: [example] });
      const lists: number[][] = [];
      for (const ref of references) {
        if (!pool.has(ref.kind)) pool.set(ref.kind, await candidates({ db, registry }, account.id, ref.kind));
        lists.push(pool.get(ref.kind)!);
      }
      const found = await firstValid(
        db,
        registry,
        documentKey,
        account,
        example as Record<string, unknown>,
        references,
        lists,
      );
      if (found) grounded.push({ plugin, block: found });
      else failed.push(`${plugin.kind}/${plugin.key} examples.valid[${index}]`);
    }
  }
  return { grounded, failed };
}

async function firstValid(
  db: Db,
  registry: Registry,
  documentKey: string,
  account: NonNullable<Awaited<ReturnType<typeof findAccount>>>,
  example: Record<string, unknown>,
  references: { path: string }[],
  lists: number[][],
): Promise<Record<string, unknown> | undefined> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const doc = { inputs: [structuredClone(example)] } as Record<string, unknown>;
    // Mixed-radix counting walks the combinations of candidates, first ids first.
    let rest = attempt;
    references.forEach((ref, i) => {
      const list = lists[i];
      if (list.length === 0) return;
      setAt(doc, ref.path, list[rest % list.length]);
      rest = Math.floor(rest / list.length);
    });
    if (rest > 0 && attempt > 0) return undefined;
    const refs = collectReferences(registry, documentKey, doc);
    const resolved = await resolveReferences({ db, registry }, account.id, refs);
    const issues = validateForSave(
      registry,
      documentKey,
      doc,
      accountContext(account, resolved),
      resolved.missing,
    );
    if (!issues.some((issue) => issue.severity === 'error'))
      return (doc.inputs as Record<string, unknown>[])[0];
  }
  return undefined;
}
