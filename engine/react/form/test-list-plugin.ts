import {
  type BlockSchema,
  createContext,
  createEditorStore,
  createRegistry,
  definePlugin,
  type EditorStore,
} from '../../core/index.ts';
import { sequentialIds } from '../test/setup.tsx';

/**
 * A test block with the shapes the list and object widgets draw: plain lists of numbers and strings, a list of
 * item ids, an optional object with required parts and a required one. The engine knows no domain, so the
 * widget tests bring their own plugin.
 */
const schema = {
  type: 'object',
  properties: {
    type: { const: 1 },
    staff_ids: {
      type: 'array',
      title: 'スタッフID',
      'x-title-en': 'Staff ids',
      items: { type: 'integer', minimum: 1, maximum: 999 },
      minItems: 1,
      maxItems: 3,
    },
    names: { type: 'array', title: '名前', items: { type: 'string', maxLength: 5 } },
    rates: { type: 'array', title: '率', items: { type: 'number' } },
    tag_ids: { type: 'array', title: 'タグ', items: { type: 'integer' }, 'x-item': 'tag' },
    quiet_hours: {
      type: 'object',
      title: '静かな時間帯',
      'x-title-en': 'Quiet hours',
      properties: {
        from: { type: 'string', title: '開始', minLength: 1, maxLength: 5 },
        to: { type: 'string', title: '終了', minLength: 1, maxLength: 5 },
      },
      required: ['from', 'to'],
      additionalProperties: false,
    },
    kept: {
      type: 'object',
      title: '常にある区分',
      properties: { use: { type: 'integer', title: '使用' } },
      additionalProperties: false,
    },
    period: {
      type: 'object',
      title: '期間',
      properties: { days: { type: 'integer', title: '日数' } },
      additionalProperties: false,
    },
  },
  required: ['type', 'staff_ids', 'period'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const listSample = definePlugin({
  kind: 'node',
  type: 1,
  key: 'list-sample',
  label: { ja: 'リスト見本', en: 'List sample' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 1 as const, staff_ids: [1], period: {} }),
  summary: () => 'リスト見本',
  // An optional section the plugin always keeps: no add or remove buttons.
  ui: { inputs: { kept: () => ({ keep: true }) } },
  examples: {
    valid: [{ type: 1, staff_ids: [1], period: {} }],
    invalid: [{ data: { type: 1, staff_ids: [], period: {} }, expect: 'minItems', path: '/staff_ids' }],
  },
});

/** A store holding one list-sample block with the given fields. */
export function listSampleStore(fields: Record<string, unknown>): EditorStore {
  // x-item is a product's keyword, which the id-list widget reads; the test registers it as a product would.
  const registry = createRegistry({ keywords: ['x-item'] });
  registry.register(listSample);
  return createEditorStore({
    registry,
    kind: 'node',
    initial: [{ type: 1, staff_ids: [1], period: {}, ...fields }],
    ctx: createContext(),
    newId: sequentialIds,
  });
}

/** The block's saved data. */
export const sampleData = (store: EditorStore) => store.serialize()[0] as Record<string, unknown>;
