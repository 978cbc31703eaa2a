import { enumChoices, type SchemaNode } from '../core/index.ts';
import { code, jsonCode, table, text } from './markdown.ts';
import type { Condition } from './schema-conditions.ts';
import { type FieldDoc, valueAt } from './schema-fields.ts';

const LIMIT_KEYWORDS = [
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const;

/**
 * The type of a schema node in words: `string`, `integer or null`, `array of integer`, `const 13`.
 *
 * @example typeText({ type: 'array', items: { type: 'integer' } }) // 'array of integer'
 */
export function typeText(node: SchemaNode): string {
  if ('const' in node) return `const ${jsonCode(node.const)}`;
  if (typeof node.$ref === 'string') return `${code('$ref')} ${code(node.$ref)}`;
  let types: string[] = Array.isArray(node.type)
    ? node.type.map(String)
    : typeof node.type === 'string'
      ? [node.type]
      : [];
  if (types.length === 0) {
    const values = enumChoices(node)?.map((choice) => choice.value) ?? [];
    types = [
      ...new Set(
        values.map((value) => (Number.isInteger(value) ? 'integer' : value === null ? 'null' : typeof value)),
      ),
    ];
  }
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array' && node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
        return `array of ${typeText(node.items as SchemaNode)}`;
      }
      if (type === 'string' && typeof node.format === 'string') return `string (${text(node.format)})`;
      return text(type);
    })
    .join(' or ');
}

/**
 * The validation keywords of a node in words (limits, pattern, uniqueItems, closed objects, item limits).
 *
 * @example constraintsText({ type: 'string', minLength: 1, maxLength: 4500 }) // 'minLength 1; maxLength 4500'
 */
export function constraintsText(node: SchemaNode): string {
  const parts: string[] = [];
  for (const keyword of LIMIT_KEYWORDS) {
    if (typeof node[keyword] === 'number') parts.push(`${keyword} ${node[keyword]}`);
  }
  if (typeof node.pattern === 'string') parts.push(`pattern ${code(node.pattern)}`);
  if (node.uniqueItems === true) parts.push('uniqueItems');
  if (node.additionalProperties === false) parts.push('no other properties');
  const items = node.items;
  if (items && typeof items === 'object' && !Array.isArray(items) && !(items as SchemaNode).properties) {
    const inner = constraintsText(items as SchemaNode);
    if (inner) parts.push(`items: ${inner}`);
  }
  return parts.join('; ');
}

/**
 * A condition (the `if` of an if/then) in words, with enum labels: "`delay_type` = `1` (遅延して送信(分))".
 *
 * @example conditionText(condition) // '`remove` is one of `0` (タグを追加), `1` (タグを削除)'
 */
export function conditionText(condition: Condition, negated = false): string {
  const value = (v: { value: unknown; label?: string }) =>
    `${jsonCode(v.value)}${v.label ? ` (${text(v.label)})` : ''}`;
  const clauses = condition.clauses.map((clause) => {
    const field = code(clause.field);
    const absent = clause.orAbsent ? ' (or absent)' : '';
    if (clause.test === 'equals') return `${field} = ${value(clause.values[0])}${absent}`;
    if (clause.test === 'oneOf') return `${field} is one of ${clause.values.map(value).join(', ')}${absent}`;
    if (clause.test === 'present') return `${field} is present`;
    return `${field} matches ${jsonCode(clause.schema)}${absent}`;
  });
  if (condition.other) clauses.push(`the value matches ${jsonCode(condition.other)}`);
  const phrase = clauses.join(' and ') || 'always';
  return negated ? `not (${phrase})` : phrase;
}

/** What a `then`/`else` branch demands, in words. */
function branchText(node: SchemaNode | undefined): string {
  if (!node) return '';
  const parts: string[] = [];
  if (Array.isArray(node.required) && node.required.length > 0) {
    parts.push(`required: ${node.required.map(code).join(', ')}`);
  }
  for (const [name, sub] of Object.entries((node.properties ?? {}) as Record<string, SchemaNode>)) {
    const said = [('const' in sub || sub.type) && typeText(sub), constraintsText(sub)]
      .filter(Boolean)
      .join('; ');
    parts.push(`${code(name)}: ${said || jsonCode(sub)}`);
  }
  const { required: _r, properties: _p, ...rest } = node;
  if (Object.keys(rest).length > 0) parts.push(`matches ${jsonCode(rest)}`);
  return parts.join('; ');
}

/**
 * The conditional requirements of a schema as a table (If | Then | Else), or undefined when there are none.
 *
 * @example conditionsTable(collectConditions(schema))
 */
export function conditionsTable(conditions: readonly Condition[]): string | undefined {
  if (conditions.length === 0) return undefined;
  return table(
    ['If', 'Then', 'Else'],
    conditions.map((c) => [conditionText(c), branchText(c.then), branchText(c.else)]),
  );
}

/**
 * The fields table of a schema. `lists` replaces the type of fields that hold block lists.
 *
 * @example fieldsTable(describeFields(schema), plugin.defaults())
 */
export function fieldsTable(
  fields: readonly FieldDoc[],
  defaults: unknown,
  lists: Record<string, string> = {},
): string {
  const headers = [
    'Field',
    'Title (ja)',
    'Title (en)',
    'Type',
    'Required',
    'Constraints',
    'Values',
    'Default',
    'Item',
  ];
  return table(
    headers,
    fields.map((field) => [
      code(field.name),
      text(field.title ?? ''),
      text(field.titleEn ?? ''),
      lists[field.name] ?? typeText(field.node),
      field.required
        ? 'yes'
        : field.requiredWhen
            .map((when) => `when ${conditionText(when.condition, when.negated)}`)
            .join(' or '),
      constraintsText(field.node),
      (field.choices ?? [])
        .map((choice) => {
          const same = choice.label === String(choice.value) && !choice.labelEn;
          return same
            ? jsonCode(choice.value)
            : `${jsonCode(choice.value)} ${text(choice.label)}${choice.labelEn ? ` (${text(choice.labelEn)})` : ''}`;
        })
        .join('; '),
      defaultText(field, defaults),
      itemText(field),
    ]),
  );
}

/** The item kind a field names, with the item types it accepts (`x-item-types`), e.g. `varia` types `[30]`. */
function itemText(field: FieldDoc): string {
  if (field.contextItem) return `${code(field.contextItem)} (names only, not checked)`;
  if (!field.item) return '';
  const types = field.node['x-item-types'];
  return Array.isArray(types) ? `${code(field.item)} types ${jsonCode(types)}` : code(field.item);
}

function defaultText(field: FieldDoc, defaults: unknown): string {
  const value = valueAt(defaults, field.path);
  if (value !== undefined) return jsonCode(value);
  return 'default' in field.node ? `${jsonCode(field.node.default)} (schema)` : '';
}

/**
 * The field descriptions as a list (Japanese / English), or undefined when no field has one.
 *
 * @example fieldNotes(describeFields(textSchema)) // '- `text`: 4500文字を超える… / Messages over …'
 */
export function fieldNotes(fields: readonly FieldDoc[]): string | undefined {
  const lines = fields
    .filter((field) => field.description || field.descriptionEn)
    .map((field) => {
      const both = [field.description, field.descriptionEn].filter(Boolean).map(text).join(' / ');
      return `- ${code(field.name)}: ${both}`;
    });
  return lines.length > 0 ? lines.join('\n') : undefined;
}
