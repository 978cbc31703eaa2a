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
import type { Reference } from './references.ts';

/** Block types the server keeps although no plugin reads them: the broken condition (spec 001 §3). */
const KEPT_UNKNOWN: Readonly<Record<string, readonly string[]>> = { condition: ['-1'] };

/** Texts of the server's own codes. */
const SERVER_MESSAGES = {
  unknown_type: '不明な種類の要素です(種別 {type})。保存できません',
  item_not_found: '{field}に指定された項目(ID {id})が見つかりません',
  item_deleted: '{field}に削除された項目(ID {id})が指定されています',
} as const;

/**
 * Validates a document for saving, exactly as the browser does and stricter where only the server can know:
 * unknown block types are errors (except the broken condition -1, kept unchanged), abilities are checked, every
 * referenced item must exist for the account and not be deleted, and stable block ids (`_bid`) must be usable.
 *
 * @example const issues = validateForSave(registry, 'action', doc, ctx, resolved.missing);
 */
export function validateForSave(
  registry: Registry,
  key: string,
  document: unknown,
  ctx: PluginContext,
  missing: readonly Reference[],
): Issue[] {
  const blockKind = registry.document(key)?.blockKind ?? '';
  const issues = validateDocument(registry, key, document, ctx, {
    unknownTypes: 'error',
    checkAbilities: true,
  })
    .filter(
      (issue) =>
        !(issue.code === 'unknown_type' && KEPT_UNKNOWN[blockKind]?.includes(String(issue.params?.type))),
    )
    .map((issue) =>
      issue.code === 'unknown_type' && issue.severity === 'error'
        ? { ...issue, message: fill(SERVER_MESSAGES.unknown_type, { type: issue.params?.type }) }
        : issue,
    );
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
 * and `errors` keys the plain texts by JSON Pointer so a form can show them beside the field.
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
  for (const issue of issues) {
    if (issue.severity !== 'error') continue;
    const where = blockAt(registry, key, document, issue.path);
    body.messages.push(where ? `${where.label}: ${issue.message}` : issue.message);
    addError(body.errors, issue.path, issue.message);
  }
  return body;
}

/** The block a pointer falls in (the innermost, for nested lists), its position label and the rest of the path. */
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
  let found: { plugin?: AnyPlugin; label: string; rest: string } | undefined;
  let labels: string[] = [];
  let i = 0;
  while (segments[i] === field && /^\d+$/.test(segments[i + 1] ?? '')) {
    const list = (node as Record<string, unknown> | undefined)?.[field];
    const index = Number(segments[i + 1]);
    const block = Array.isArray(list) ? (list[index] as Record<string, unknown> | undefined) : undefined;
    const type = block?.[registry.typeField(kind)];
    const plugin = typeof type === 'number' ? registry.get(kind, type) : undefined;
    labels = [...labels, `${index + 1}番目(${plugin?.label.ja ?? `種別 ${String(type)}`})`];
    i += 2;
    found = { plugin, label: labels.join(' > '), rest: `/${segments.slice(i).join('/')}` };
    if (!plugin?.nested) break;
    kind = plugin.nested.kind;
    field = plugin.nested.field;
    node = block;
  }
  return found;
}

function titleAt(registry: Registry, key: string, document: unknown, pointer: string): string {
  const where = blockAt(registry, key, document, pointer);
  if (where?.plugin) return fieldTitle(where.plugin.schema, where.rest.replace(/\/\d+$/, ''));
  const definition = registry.document(key);
  return definition ? fieldTitle(definition.schema, pointer) : pointer;
}

function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Adds a message under a path. @example addError(errors, '/name', 'タグ名を入力してください') */
export function addError(errors: Record<string, string[]>, path: string, message: string): void {
  errors[path] = [...(errors[path] ?? []), message];
}
