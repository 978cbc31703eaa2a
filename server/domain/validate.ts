import {
  type AnyPlugin,
  fieldTitle,
  type Issue,
  type PluginContext,
  parsePointer,
  type Registry,
  validateDocument,
} from '../../engine/core/index.ts';
import { blockIdIssues } from './block-ids.ts';
import { MAX_ANSWERED_ISSUES } from './limits.ts';
import type { Reference } from './references.ts';
import { blockType } from './structure.ts';

/** What the comparison with the stored revision decided about blocks that can only be kept (kept-blocks.ts). */
export interface KeptDecision {
  /** Paths of kept blocks found unchanged in the revision the save is based on: saved back as they are. */
  accepted: ReadonlySet<string>;
  /** Refusals of read-only blocks that revision lacks. */
  issues: readonly Issue[];
}

const NOTHING_KEPT: KeptDecision = { accepted: new Set(), issues: [] };

/** Texts of the server's own codes. */
const SERVER_MESSAGES = {
  unknown_type: '不明な種類の要素です(種別 {type})。保存できません',
  item_not_found: '{field}に指定された項目(ID {id})が見つかりません',
  item_deleted: '{field}に削除された項目(ID {id})が指定されています',
} as const;

/**
 * Validates a document for saving, exactly as the browser does and stricter where only the server can know:
 * unknown block types, unreadable versions and read-only blocks (the broken condition -1) are errors unless
 * `kept` found them unchanged in the stored revision, abilities are checked, every referenced item must exist
 * for the account and not be deleted, and stable block ids (`_bid`) must be usable. Run checkStructure first:
 * this walks the document's nested lists and trusts their bounds.
 *
 * @example const issues = validateForSave(registry, 'action', doc, ctx, resolved.missing);
 */
export function validateForSave(
  registry: Registry,
  key: string,
  document: unknown,
  ctx: PluginContext,
  missing: readonly Reference[],
  kept: KeptDecision = NOTHING_KEPT,
): Issue[] {
  // The path itself or one of its ancestors is a kept block: one look-up per level of the path.
  const isKept = (path: string) => {
    for (let at = path; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
      if (kept.accepted.has(at)) return true;
    }
    return false;
  };
  const issues = validateDocument(registry, key, document, ctx, {
    unknownTypes: 'error',
    checkAbilities: true,
  })
    .filter((issue) => kept.accepted.size === 0 || !isKept(issue.path))
    .map((issue) =>
      issue.code === 'unknown_type' && issue.severity === 'error'
        ? { ...issue, message: fill(SERVER_MESSAGES.unknown_type, { type: issue.params?.type }) }
        : issue,
    );
  issues.push(...kept.issues);
  issues.push(...blockIdIssues(registry, key, document));
  for (const ref of missing) {
    const code = ctx.item(ref.kind, ref.id) === null ? 'item_deleted' : 'item_not_found';
    const field = titleAt(registry, key, document, ref.path);
    issues.push({
      path: ref.path,
      code,
      severity: 'error',
      message: fill(SERVER_MESSAGES[code], { field, id: ref.id }),
      params: { id: ref.id, kind: ref.kind },
    });
  }
  return issues;
}

/** The 422 body: one line per error for the console's alert, and the texts keyed by field path. */
export interface UnprocessableBody {
  messages: string[];
  errors: Record<string, string[]>;
}

/**
 * Shapes error issues for the console: each line says which block ("2番目(タグ操作)") and what is wrong,
 * and `errors` keys the plain texts by JSON Pointer so a form can show them beside the field. Only the first
 * MAX_ANSWERED_ISSUES errors are answered, and a last line counts the rest (他N件): the answer stays small
 * whatever the document.
 *
 * @example toUnprocessable(registry, 'action', doc, issues).messages // ['1番目(テキスト送信): メッセージ本文を入力してください']
 */
export function toUnprocessable(
  registry: Registry,
  key: string,
  document: unknown,
  issues: readonly Issue[],
): UnprocessableBody {
  const body: UnprocessableBody = { messages: [], errors: {} };
  const errors = issues.filter((issue) => issue.severity === 'error');
  for (const issue of errors.slice(0, MAX_ANSWERED_ISSUES)) {
    const where = blockAt(registry, key, document, issue.path);
    body.messages.push(where ? `${where.label}: ${issue.message}` : issue.message);
    addError(body.errors, issue.path, issue.message);
  }
  if (errors.length > MAX_ANSWERED_ISSUES) body.messages.push(moreLine(errors.length - MAX_ANSWERED_ISSUES));
  return body;
}

/**
 * The last line of a capped error answer.
 *
 * @example moreLine(12) // '他12件'
 */
export function moreLine(count: number): string {
  return `他${count}件`;
}

/**
 * The block a pointer falls in (the innermost, for nested lists), its position label and the rest of the path:
 * one step per nesting level of the pointer. A block without a numeric type is labelled by its position alone.
 */
function blockAt(
  registry: Registry,
  key: string,
  document: unknown,
  pointer: string,
): { plugin?: AnyPlugin; label: string; rest: string } | undefined {
  const definition = registry.document(key);
  if (!definition) return undefined;
  const segments = parsePointer(pointer);
  let kind = definition.blockKind;
  let node: unknown = document;
  let field = definition.listField;
  let plugin: AnyPlugin | undefined;
  const labels: string[] = [];
  let i = 0;
  while (segments[i] === field && /^\d+$/.test(segments[i + 1] ?? '')) {
    const list = (node as Record<string, unknown> | undefined)?.[field];
    const index = Number(segments[i + 1]);
    const block: unknown = Array.isArray(list) ? list[index] : undefined;
    const type = blockType(block, registry.typeField(kind));
    plugin = type === undefined ? undefined : registry.get(kind, type);
    labels.push(
      type === undefined ? `${index + 1}番目` : `${index + 1}番目(${plugin?.label.ja ?? `種別 ${type}`})`,
    );
    i += 2;
    if (!plugin?.nested) break;
    kind = plugin.nested.kind;
    field = plugin.nested.field;
    node = block;
  }
  if (labels.length === 0) return undefined;
  return { plugin, label: labels.join(' > '), rest: `/${segments.slice(i).join('/')}` };
}

function titleAt(registry: Registry, key: string, document: unknown, pointer: string): string {
  const where = blockAt(registry, key, document, pointer);
  if (where?.plugin) return fieldTitle(where.plugin.schema, where.rest.replace(/\/\d+$/, ''));
  const definition = registry.document(key);
  return definition ? fieldTitle(definition.schema, pointer) : pointer;
}

function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

/** Adds a message under a path. @example addError(errors, '/name', 'タグ名を入力してください') */
export function addError(errors: Record<string, string[]>, path: string, message: string): void {
  const list = errors[path];
  if (list) list.push(message);
  else errors[path] = [message];
}
