import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';

const leafSchema = {
  type: 'object',
  properties: { type: { const: 1 }, label: { type: 'string', maxLength: 20, title: 'ラベル' } },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A plain block of the test kind 'node'. */
export const leafPlugin = definePlugin({
  kind: 'node',
  type: 1,
  key: 'leaf',
  label: { ja: '葉', en: 'Leaf' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema: leafSchema,
  defaults: () => ({ type: 1 as const, label: '' }),
  summary: (d) => d.label || '葉',
  examples: { valid: [{ type: 1, label: 'a' }], invalid: [{ data: { type: 1, label: 1 }, expect: 'type' }] },
});

const singleSchema = {
  type: 'object',
  properties: { type: { const: 2 } },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A single-use block of the test kind. */
export const singlePlugin = definePlugin({
  kind: 'node',
  type: 2,
  key: 'single',
  label: { ja: '一度だけ', en: 'Once' },
  multiplicity: 'single',
  listed: true,
  version: 1,
  migrations: {},
  schema: singleSchema,
  defaults: () => ({ type: 2 as const }),
  summary: () => '一度だけ',
  examples: { valid: [{ type: 2 }], invalid: [{ data: { type: 2, x: 1 }, expect: 'additionalProperties' }] },
});

const groupSchema = {
  type: 'object',
  properties: { type: { const: 3 }, inputs: { type: 'array', items: { type: 'object' } } },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A container holding a nested list of the same kind, like the or-group of conditions. */
export const groupPlugin = definePlugin({
  kind: 'node',
  type: 3,
  key: 'group',
  label: { ja: 'グループ', en: 'Group' },
  multiplicity: 'multiple',
  listed: true,
  nested: { field: 'inputs', kind: 'node' },
  version: 1,
  migrations: {},
  schema: groupSchema,
  defaults: () => ({ type: 3 as const, inputs: [] }),
  summary: (d) => `グループ(${d.inputs?.length ?? 0}件)`,
  examples: { valid: [{ type: 3, inputs: [] }], invalid: [{ data: { type: 3, inputs: 1 }, expect: 'type' }] },
});

/** The test kind's plugins. */
export const testPlugins = [leafPlugin, singlePlugin, groupPlugin] as const;
