import { type EnumChoice, enumChoices, type SchemaNode } from '../core/index.ts';
import { type Condition, collectConditions } from './schema-conditions.ts';

/** One documented field of a schema: a property, or a property of a nested object (`context.key`). */
export interface FieldDoc {
  /** Dotted path; `[]` marks the items of an array (`buttons[].label`). */
  name: string;
  /** The property path segments into the data, for looking up defaults. */
  path: readonly string[];
  node: SchemaNode;
  title?: string;
  titleEn?: string;
  description?: string;
  descriptionEn?: string;
  required: boolean;
  /** The conditions under which the field becomes required: by `then` (holds) or by `else` (negated). */
  requiredWhen: readonly { condition: Condition; negated: boolean }[];
  choices?: EnumChoice[];
  item?: string;
  /** The context kind the ids name for summaries only (`x-context-item`), e.g. `response_mark`. */
  contextItem?: string;
}

const MAX_DEPTH = 4;

/**
 * The fields of an object schema in schema order, nested object properties after their parent. Properties that
 * only appear in `then`/`else`/`allOf` branches are listed too.
 *
 * @example describeFields(textSchema).map((f) => f.name) // ['type', 'text', 'delay_type', ...]
 */
export function describeFields(schema: SchemaNode): FieldDoc[] {
  const fields: FieldDoc[] = [];
  visitObject(schema, [], '', fields, 0);
  return fields;
}

function visitObject(
  node: SchemaNode,
  path: readonly string[],
  prefix: string,
  out: FieldDoc[],
  depth: number,
): void {
  const required = new Set(asStrings(node.required));
  const conditions = collectConditions(node);
  for (const [name, child] of ownProperties(node)) {
    const childPath = [...path, name];
    const fullName = prefix + name;
    out.push({
      name: fullName,
      path: childPath,
      node: child,
      title: asString(child.title),
      titleEn: asString(child['x-title-en']),
      description: asString(child.description),
      descriptionEn: asString(child['x-description-en']),
      required: required.has(name),
      requiredWhen: conditions.flatMap((condition) => [
        ...(condition.thenRequired.includes(name) ? [{ condition, negated: false }] : []),
        ...(condition.elseRequired.includes(name) ? [{ condition, negated: true }] : []),
      ]),
      choices: enumChoices(child),
      item: asString(child['x-item']),
      contextItem: asString(child['x-context-item']),
    });
    if (depth >= MAX_DEPTH) continue;
    if (hasProperties(child)) visitObject(child, childPath, `${fullName}.`, out, depth + 1);
    const items = child.items as SchemaNode | undefined;
    if (items && typeof items === 'object' && !Array.isArray(items) && hasProperties(items)) {
      visitObject(items, [...childPath, '[]'], `${fullName}[].`, out, depth + 1);
    }
  }
}

/** Properties declared on the node, then those only declared in its conditional branches. */
function ownProperties(node: SchemaNode): [string, SchemaNode][] {
  const found = new Map<string, SchemaNode>();
  const add = (source: unknown) => {
    if (!source || typeof source !== 'object') return;
    for (const [name, child] of Object.entries(source as Record<string, unknown>)) {
      if (!found.has(name) && child && typeof child === 'object') found.set(name, child as SchemaNode);
    }
  };
  add(node.properties);
  for (const branch of [node.then, node.else, ...(Array.isArray(node.allOf) ? node.allOf : [])]) {
    if (branch && typeof branch === 'object') {
      add(onlyNew((branch as SchemaNode).properties, node.properties));
      for (const nested of [(branch as SchemaNode).then, (branch as SchemaNode).else]) {
        if (nested && typeof nested === 'object')
          add(onlyNew((nested as SchemaNode).properties, node.properties));
      }
    }
  }
  return [...found];
}

/** Branch properties that refine a declared property (`a_name: { minLength: 1 }`) are conditions, not fields. */
function onlyNew(branchProps: unknown, declared: unknown): Record<string, unknown> | undefined {
  if (!branchProps || typeof branchProps !== 'object') return undefined;
  const known = (declared && typeof declared === 'object' ? declared : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(branchProps).filter(([name]) => !(name in known)));
}

function hasProperties(node: SchemaNode): boolean {
  return !!node.properties && typeof node.properties === 'object' && Object.keys(node.properties).length > 0;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The value at a field path inside data (`[]` segments are not followed), or undefined.
 *
 * @example valueAt({ context: { key: 'a' } }, ['context', 'key']) // 'a'
 */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let value: unknown = data;
  for (const segment of path) {
    if (segment === '[]' || !value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}
