import { BLOCK_ID_FIELD, type Issue, migrateData, type Registry } from '../../engine/core/index.ts';
import { MAX_JSON_DEPTH } from './limits.ts';
import { type BlockVisit, checkStructure } from './structure.ts';

/** Why a block may only be saved back as it was stored. */
export type KeptReason = 'unknown_type' | 'read_only' | 'broken_block';

/** A block of a saved document that no operator may write: kept verbatim or refused. */
export interface KeptBlock {
  kind: string;
  path: string;
  type: number;
  reason: KeptReason;
  /** Its content as a canonical text (keys sorted, `_bid` left out); undefined when nested too deep to compare. */
  key: string | undefined;
}

/** The refusal of a read-only block (the broken condition -1) that the revision the save is based on lacks. */
export const READ_ONLY_MESSAGE = '{label}は追加・変更できません(読み込んだときのまま保存してください)';

/**
 * Why a visited block can only be kept, if it can: no plugin knows its type, its plugin is read-only (the broken
 * condition -1), or its version is one its plugin cannot migrate (the engine loads it as a broken block).
 */
function keptReason(visit: BlockVisit, typeField: string): KeptReason | undefined {
  if (!visit.plugin) return 'unknown_type';
  if (visit.plugin.readOnly) return 'read_only';
  return migrateData(visit.plugin, visit.block, typeField, 'saved').ok ? undefined : 'broken_block';
}

/**
 * The blocks of a document that can only be kept, with their canonical texts, found in the structure check's one
 * pass. Blocks inside a kept block are not looked at: a kept block is compared as a whole.
 *
 * @example keptBlocks(registry, 'funnel', { inputs: [{ type: -1, raw: 1 }] }) // [{ path: '/inputs/0', reason: 'read_only', … }]
 */
export function keptBlocks(registry: Registry, key: string, document: unknown): KeptBlock[] {
  const found: KeptBlock[] = [];
  checkStructure(registry, key, document, (visit) => {
    const reason = keptReason(visit, registry.typeField(visit.kind));
    if (!reason) return;
    const { [BLOCK_ID_FIELD]: _bid, ...content } = visit.block;
    found.push({ kind: visit.kind, path: visit.path, type: visit.type, reason, key: canonicalJson(content) });
  });
  return found;
}

/**
 * Compares the kept blocks of a document being saved with those of the revision it is based on: each may appear
 * as often as it was stored, whatever its place (an operator may reorder blocks) and whatever its `_bid` (an
 * editor may give one to a block that had none). Answers the paths accepted and an issue for each read-only block
 * refused; unknown types and unreadable versions are refused by the validation's own issues at their paths.
 *
 * @example matchKeptBlocks(registry, keptBlocks(registry, 'funnel', doc), keptBlocks(registry, 'funnel', base))
 */
export function matchKeptBlocks(
  registry: Registry,
  sent: readonly KeptBlock[],
  stored: readonly KeptBlock[],
): { accepted: Set<string>; issues: Issue[] } {
  const available = new Map<string, number>();
  for (const block of stored) {
    if (block.key !== undefined) available.set(block.key, (available.get(block.key) ?? 0) + 1);
  }
  const accepted = new Set<string>();
  const issues: Issue[] = [];
  for (const block of sent) {
    const left = block.key === undefined ? 0 : (available.get(block.key) ?? 0);
    if (left > 0) {
      available.set(block.key as string, left - 1);
      accepted.add(block.path);
    } else if (block.reason === 'read_only') {
      const label = registry.get(block.kind, block.type)?.label.ja ?? '';
      issues.push({
        path: block.path,
        code: 'read_only_block',
        severity: 'error',
        message: READ_ONLY_MESSAGE.replace('{label}', label),
      });
    }
  }
  return { accepted, issues };
}

/**
 * A value as JSON with object keys sorted, so two blocks with the same content compare equal whatever the order
 * their keys were written in. Undefined when nested deeper than MAX_JSON_DEPTH (recursion is bounded by it).
 *
 * @example canonicalJson({ b: 1, a: [2] }) // '{"a":[2],"b":1}'
 */
export function canonicalJson(value: unknown, depth = 0): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (depth >= MAX_JSON_DEPTH) return undefined;
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = canonicalJson(item, depth + 1);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    return `[${parts.join(',')}]`;
  }
  for (const name of Object.keys(value).sort()) {
    const text = canonicalJson((value as Record<string, unknown>)[name], depth + 1);
    if (text === undefined) return undefined;
    parts.push(`${JSON.stringify(name)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}
