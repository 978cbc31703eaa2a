import { enumChoices, type SchemaNode } from '../core/index.ts';

/** One test of an `if`: a field equal to a value, one of values, present, or matching a sub-schema. */
export interface Clause {
  field: string;
  test: 'equals' | 'oneOf' | 'present' | 'matches';
  values: readonly { value: unknown; label?: string }[];
  /** JSON Schema's `if` holds vacuously when an optional field is absent; the docs say so. */
  orAbsent: boolean;
  /** The sub-schema of a 'matches' test. */
  schema?: unknown;
}

/** An `if`/`then`/`else` of an object schema, taken apart for the docs. */
export interface Condition {
  clauses: readonly Clause[];
  /** Keywords of the `if` the docs cannot phrase (shown as JSON). */
  other?: Record<string, unknown>;
  thenRequired: readonly string[];
  elseRequired: readonly string[];
  then?: SchemaNode;
  else?: SchemaNode;
}

/**
 * The conditional parts of an object schema: its own `if` and those inside `allOf`, in schema order.
 *
 * @example collectConditions(textSchema)[0].clauses[0] // { field: 'delay_type', test: 'equals', values: [{ value: 1, label: '遅延して送信(分)' }], ... }
 */
export function collectConditions(node: SchemaNode): Condition[] {
  const parts = [node, ...(Array.isArray(node.allOf) ? (node.allOf as SchemaNode[]) : [])];
  return parts
    .filter((part) => part && typeof part === 'object' && part.if && typeof part.if === 'object')
    .map((part) => toCondition(node, part));
}

function toCondition(owner: SchemaNode, part: SchemaNode): Condition {
  const test = part.if as SchemaNode;
  const ownerRequired = strings(owner.required);
  const ifRequired = strings(test.required);
  const properties = (test.properties ?? {}) as Record<string, SchemaNode>;
  const clauses: Clause[] = Object.entries(properties).map(([field, sub]) => {
    const declared = (owner.properties as Record<string, SchemaNode> | undefined)?.[field];
    const labelOf = (value: unknown) => {
      const label = enumChoices(declared)?.find((choice) => choice.value === value)?.label;
      return label === String(value) ? undefined : label; // a plain enum's "label" is the value itself
    };
    const orAbsent = !ifRequired.includes(field) && !ownerRequired.includes(field);
    if (sub && typeof sub === 'object' && 'const' in sub && Object.keys(sub).length === 1) {
      return { field, test: 'equals', values: [{ value: sub.const, label: labelOf(sub.const) }], orAbsent };
    }
    if (sub && typeof sub === 'object' && Array.isArray(sub.enum) && Object.keys(sub).length === 1) {
      return {
        field,
        test: 'oneOf',
        values: sub.enum.map((value) => ({ value, label: labelOf(value) })),
        orAbsent,
      };
    }
    return { field, test: 'matches', values: [], orAbsent, schema: sub };
  });
  for (const field of ifRequired) {
    if (!(field in properties)) clauses.push({ field, test: 'present', values: [], orAbsent: false });
  }
  const { properties: _p, required: _r, ...rest } = test;
  return {
    clauses,
    ...(Object.keys(rest).length > 0 ? { other: rest } : {}),
    thenRequired: strings((part.then as SchemaNode | undefined)?.required),
    elseRequired: strings((part.else as SchemaNode | undefined)?.required),
    ...(part.then && typeof part.then === 'object' ? { then: part.then as SchemaNode } : {}),
    ...(part.else && typeof part.else === 'object' ? { else: part.else as SchemaNode } : {}),
  };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
