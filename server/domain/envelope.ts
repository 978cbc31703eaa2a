import type { Issue, SchemaNode } from '../../engine/core/index.ts';
import { parseId } from './ids.ts';
import type { DocumentKind } from './kinds.ts';
import { jsonTextRefusal } from './limits.ts';

/**
 * Request fields that steer the call and are not part of the document (spec 000 §7, 001 §7). The description is
 * always answered, so withDescription changes nothing.
 */
const CONTROL_FIELDS = ['_token', 'withDescription', 'no_template', 'withCount', 'revision'] as const;

/** A register request, understood: the document to validate and store, and what the call asked for. */
export interface RegisterRequest {
  document: Record<string, unknown>;
  /** The document to overwrite; undefined creates a new one. */
  id?: number;
  /** The revision the client loaded; required to overwrite. */
  revision?: number;
}

const issue = (path: string, message: string, code = 'type'): Issue => ({
  path,
  code,
  message,
  severity: 'error',
});

/**
 * Turns a register body (form-encoded as the spec's console sends it, or JSON) into a document. Form values are
 * all strings, so integer fields of the envelope are read as integers and an empty optional field as absent
 * (`null` where the schema allows it); `inputs` may be a JSON string or an array either way. Errors are issues.
 *
 * @example readRegisterBody(actionDocument, { aid: '3', revision: '2', inputs: '[]' }, true)
 * // { ok: true, request: { id: 3, revision: 2, document: { inputs: [] } } }
 */
export function readRegisterBody(
  kind: DocumentKind,
  body: unknown,
  form: boolean,
): { ok: true; request: RegisterRequest } | { ok: false; issues: Issue[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      issues: [issue('', '送信内容の形式が正しくありません(オブジェクトを送信してください)')],
    };
  }
  const input = body as Record<string, unknown>;
  const document: Record<string, unknown> = { ...input };
  for (const field of [...CONTROL_FIELDS, kind.idField]) delete document[field];
  const issues: Issue[] = [];

  const { listField } = kind;
  const refusal =
    typeof document[listField] === 'string' ? jsonTextRefusal(document[listField] as string) : undefined;
  if (refusal) {
    issues.push(issue(`/${listField}`, refusal));
  } else if (typeof document[listField] === 'string') {
    try {
      document[listField] = JSON.parse(document[listField] as string);
    } catch {
      issues.push(issue(`/${listField}`, '要素一覧の形式が正しくありません(JSONとして読めません)'));
    }
  }
  if (form) coerceFormFields(document, kind.schema as SchemaNode);

  const rawId = input[kind.idField];
  let id: number | undefined;
  if (rawId !== undefined && rawId !== null && rawId !== '' && rawId !== 0 && rawId !== '0') {
    id = parseId(rawId);
    if (id === undefined)
      issues.push(issue(`/${kind.idField}`, `${kind.label.ja}IDの形式が正しくありません`));
  }
  let revision: number | undefined;
  if (input.revision !== undefined && input.revision !== '') {
    revision = parseId(input.revision);
    if (revision === undefined) issues.push(issue('/revision', 'revisionの形式が正しくありません'));
  } else if (id !== undefined) {
    issues.push(
      issue(
        '/revision',
        '更新するにはrevisionを指定してください(最新の内容を読み込んでから保存してください)',
        'required',
      ),
    );
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, request: { document, id, revision } };
}

/** Form strings → integers for the envelope's integer fields; '' → null (when allowed) or absent. */
function coerceFormFields(document: Record<string, unknown>, schema: SchemaNode): void {
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  for (const [name, node] of Object.entries(properties)) {
    const value = document[name];
    if (typeof value !== 'string') continue;
    const types = ([] as unknown[]).concat(node.type ?? []);
    if (!types.includes('integer') && !types.includes('number')) continue;
    if (value === '') {
      if (types.includes('null')) document[name] = null;
      else delete document[name];
    } else if (/^-?[0-9]{1,15}$/.test(value)) {
      document[name] = Number(value);
    }
  }
}
