import type { Lang, MessageCatalogue } from '../messages/index.ts';
import { fillTemplate } from '../messages/index.ts';
import {
  type BlockSchema,
  enumChoices,
  isPickedField,
  NON_BLANK,
  type SchemaNode,
  schemaAt,
} from '../schema.ts';
import type { SchemaError } from './compile.ts';
import { type Issue, parsePointer, pointerSegment } from './issue.ts';

/** Keywords whose failure only repeats what their sub-schemas already said. */
const ECHO_KEYWORDS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'not']);

/**
 * Turns ajv's errors into issues with Japanese (or English) texts prefixed with the field's title.
 * An enum written as `oneOf` of labelled consts yields one `enum` issue, not one per choice. With the validated
 * `data`, a number with a fraction where an integer is wanted (1.5 typed in a length limit) is `integer`
 * (〜は整数で入力してください) rather than the vague `type`. An empty field picked from a list (an enum, an item) is
 * `action_required` (〜を選択してください), not `required` (〜を入力してください): the server's 422 and the editor say
 * the same words.
 *
 * @example schemaErrorsToIssues(validate.errors, schema, catalogue) // [{ path: '/text', code: 'required', ... }]
 */
export function schemaErrorsToIssues(
  errors: readonly SchemaError[] | null | undefined,
  schema: BlockSchema,
  catalogue: MessageCatalogue,
  lang: Lang = 'ja',
  data?: unknown,
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const mapped = mapError(error, schema, data);
    if (!mapped) continue;
    const key = `${mapped.path}\u0000${mapped.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const field = fieldTitle(schema, mapped.path, lang);
    const template = catalogue[lang][mapped.code] ?? catalogue.ja[mapped.code] ?? catalogue.ja.invalid;
    issues.push({
      path: mapped.path,
      code: mapped.code,
      severity: 'error',
      params: mapped.params,
      message: fillTemplate(template, { ...mapped.params, field }),
    });
  }
  // A value failing `anyOf: [{ type: 'integer' }, { type: 'string' }]` fails both branches: the integer error
  // says what to type, the other branch's type error would only repeat it vaguely.
  const integers = new Set(issues.filter((issue) => issue.code === 'integer').map((issue) => issue.path));
  return integers.size === 0
    ? issues
    : issues.filter((issue) => !(issue.code === 'type' && integers.has(issue.path)));
}

interface MappedError {
  path: string;
  code: string;
  params: Record<string, unknown>;
}

/** The value a JSON pointer names inside `data`, or undefined. */
function valueAt(data: unknown, pointer: string): unknown {
  let at = data;
  for (const segment of parsePointer(pointer)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

function mapError(error: SchemaError, schema: BlockSchema, data: unknown): MappedError | undefined {
  const { keyword, params, instancePath } = error;
  if (ECHO_KEYWORDS.has(keyword)) return undefined;
  // A failed branch of a labelled enum (oneOf: [{ const }]) is reported once, as 'enum', by its oneOf error.
  if (keyword === 'const' && /\/(oneOf|anyOf)\/\d+\/const$/.test(error.schemaPath)) return undefined;
  if (keyword === 'oneOf') {
    const node = schemaAt(schema, parsePointer(instancePath));
    return enumChoices(node) ? { path: instancePath, code: 'enum', params: {} } : undefined;
  }
  // Empty: 〜を入力してください, or 〜を選択してください where the operator picks the value.
  const unfilled = (path: string): MappedError => ({
    path,
    code: isPickedField(schemaAt(schema, parsePointer(path))) ? 'action_required' : 'required',
    params: {},
  });
  switch (keyword) {
    case 'required':
      return unfilled(`${instancePath}/${pointerSegment(params.missingProperty)}`);
    case 'additionalProperties':
      return {
        path: instancePath,
        code: 'additionalProperties',
        params: { property: params.additionalProperty },
      };
    case 'const':
      return { path: instancePath, code: 'enum', params: {} };
    case 'minLength':
      // An empty required text reads better as "enter X" than as "at least 1 character".
      return params.limit === 1
        ? unfilled(instancePath)
        : { path: instancePath, code: keyword, params: { limit: params.limit } };
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return { path: instancePath, code: keyword, params: { limit: params.limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      // An item id of 0 is "none chosen yet" (spec 000 §5.4 action_required: the value must be greater than 0).
      if (isPickedField(schemaAt(schema, parsePointer(instancePath)))) return unfilled(instancePath);
      return { path: instancePath, code: keyword, params: { limit: params.limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { path: instancePath, code: keyword, params: { limit: params.limit } };
    case 'multipleOf':
      return { path: instancePath, code: keyword, params: { limit: params.multipleOf } };
    case 'pattern':
      // A required text of white space only is empty (NON_BLANK), not malformed.
      return params.pattern === NON_BLANK
        ? unfilled(instancePath)
        : { path: instancePath, code: keyword, params: {} };
    case 'type':
      // 1.5 in an integer field (a length limit, a count): 整数で入力してください, not a vague 形式が正しくありません.
      // Only for a number: text or an object where an integer belongs stays `type`. A nullable integer
      // (`type: ['integer', 'null']`, a form's answer limit) names its types as a list.
      return {
        path: instancePath,
        code:
          [params.type].flat().includes('integer') && typeof valueAt(data, instancePath) === 'number'
            ? 'integer'
            : 'type',
        params: {},
      };
    case 'enum':
    case 'format':
    case 'uniqueItems':
      return { path: instancePath, code: keyword, params: {} };
    default:
      return { path: instancePath, code: 'invalid', params: { keyword } };
  }
}

/**
 * The title of the field a pointer names, in the language asked, falling back to the property name. An untitled
 * list entry is named by its list and position, as the form labels it ('スタッフID 3' for /staff_ids/2).
 *
 * @example fieldTitle(schema, '/delay_at') // '送信時刻'
 */
export function fieldTitle(schema: BlockSchema, pointer: string, lang: Lang = 'ja'): string {
  const segments = parsePointer(pointer);
  const title = titleAt(schema, segments, lang);
  if (title !== undefined) return title;
  const last = segments.at(-1);
  if (last !== undefined && /^\d+$/.test(last)) {
    const list = titleAt(schema, segments.slice(0, -1), lang);
    if (list !== undefined) return `${list} ${Number(last) + 1}`;
  }
  return last ?? (lang === 'en' ? 'the value' : '値');
}

function titleAt(schema: BlockSchema, segments: readonly string[], lang: Lang): string | undefined {
  const node: SchemaNode | undefined = schemaAt(schema, segments);
  const title = lang === 'en' ? (node?.['x-title-en'] ?? node?.title) : node?.title;
  return typeof title === 'string' ? title : undefined;
}
