import type { BlockSchema, SchemaNode } from './schema.ts';

/**
 * Which properties of an object schema apply to a given value. A property that the schema mentions in an
 * `if`/`then` (or `else`) branch — in `then.required` or `then.properties`, at the top level or in an `allOf`
 * item — and that the object does not always require is conditional: it applies only while its branch is taken.
 * The editor draws exactly these fields, so the form and the validator agree on what is asked for.
 */

interface Branch {
  condition: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
}

/**
 * True when `data` satisfies an `if` schema of the shape the engine's schemas use:
 * `{ properties: { f: { const | enum | properties... } }, required? }`. As in JSON Schema, a property the
 * condition names but the data lacks satisfies it unless it is required. Keywords this matcher does not know
 * count as satisfied, so an unfamiliar condition shows a field rather than hiding it.
 *
 * @example matchesCondition({ properties: { delay_type: { const: 2 } } }, { delay_type: 2 }) // true
 */
export function matchesCondition(condition: unknown, data: unknown): boolean {
  if (condition === true || condition === undefined) return true;
  if (condition === false) return false;
  if (typeof condition !== 'object' || condition === null) return true;
  const node = condition as SchemaNode;
  if ('const' in node && !sameValue(node.const, data)) return false;
  if (Array.isArray(node.enum) && !node.enum.some((choice) => sameValue(choice, data))) return false;
  const isObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (Array.isArray(node.required) && node.required.length > 0) {
    if (!isObject || node.required.some((key) => !(key in data))) return false;
  }
  const properties = node.properties as Record<string, unknown> | undefined;
  if (properties && isObject) {
    for (const [key, sub] of Object.entries(properties)) {
      const value = (data as Record<string, unknown>)[key];
      if (value !== undefined && !matchesCondition(sub, value)) return false;
    }
  }
  if (Array.isArray(node.allOf) && !node.allOf.every((part) => matchesCondition(part, data))) return false;
  return true;
}

/**
 * Every property an object schema names, in schema order: `properties` first, then those that only appear in
 * conditional branches.
 *
 * @example schemaProperties(textSchema) // ['type', 'text', 'delay_type', 'delay_min', 'delay_max', 'delay_at', ...]
 */
export function schemaProperties(schema: BlockSchema): string[] {
  return [...(shapeOf(schema)?.properties ?? [])];
}

/** What `visibleFields` reads of a schema, worked out once per schema object: each form draws it per render. */
interface Shape {
  properties: string[];
  always: Set<string>;
  branches: (Branch & { thenNames: string[]; elseNames: string[] })[];
}

const shapes = new WeakMap<object, Shape>();

function shapeOf(schema: BlockSchema | undefined): Shape | undefined {
  const node = asNode(schema);
  if (!node) return undefined;
  let shape = shapes.get(node);
  if (!shape) {
    const branches = branchesOf(node).map((branch) => ({
      ...branch,
      thenNames: mentioned(branch.then),
      elseNames: mentioned(branch.else),
    }));
    const names = new Set(Object.keys((node.properties as object | undefined) ?? {}));
    for (const branch of branches)
      for (const name of [...branch.thenNames, ...branch.elseNames]) names.add(name);
    shape = {
      properties: [...names],
      always: new Set((node.required as string[] | undefined) ?? []),
      branches,
    };
    shapes.set(node, shape);
  }
  return shape;
}

/**
 * The properties that apply to `data` (see the module comment), in schema order.
 *
 * @example visibleFields(textSchema, { type: 1, text: '', delay_type: 2 }).includes('delay_at') // true
 */
export function visibleFields(schema: BlockSchema, data: unknown): string[] {
  const shape = shapeOf(schema);
  if (!shape) return [];
  if (shape.branches.length === 0) return [...shape.properties];
  const conditional = new Map<string, boolean>();
  for (const branch of shape.branches) {
    const taken = matchesCondition(branch.condition, data);
    for (const [names, shows] of [
      [branch.thenNames, taken],
      [branch.elseNames, !taken],
    ] as const) {
      for (const name of names) {
        if (!shape.always.has(name)) conditional.set(name, (conditional.get(name) ?? false) || shows);
      }
    }
  }
  return shape.properties.filter((name) => conditional.get(name) ?? true);
}

/**
 * The properties `data` must have: the object's `required` plus those of the branches it takes.
 *
 * @example requiredFields(textSchema, { delay_type: 2 }).has('delay_at') // true
 */
export function requiredFields(schema: BlockSchema, data: unknown): Set<string> {
  const shape = shapeOf(schema);
  const required = new Set(shape?.always);
  if (!shape) return required;
  for (const branch of shape.branches) {
    const part = matchesCondition(branch.condition, data) ? branch.then : branch.else;
    for (const name of (part?.required as string[] | undefined) ?? []) required.add(name);
  }
  return required;
}

function asNode(schema: BlockSchema | undefined): SchemaNode | undefined {
  return typeof schema === 'object' && schema !== null ? (schema as SchemaNode) : undefined;
}

function branchesOf(node: SchemaNode): Branch[] {
  const branches: Branch[] = [];
  for (const part of [node, ...((node.allOf as SchemaNode[] | undefined) ?? [])]) {
    if (typeof part !== 'object' || part === null || !('if' in part)) continue;
    branches.push({ condition: part.if as SchemaNode, then: asNode(part.then), else: asNode(part.else) });
  }
  return branches;
}

function mentioned(part: SchemaNode | undefined): string[] {
  if (!part) return [];
  return [
    ...((part.required as string[] | undefined) ?? []),
    ...Object.keys((part.properties as object) ?? {}),
  ];
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
