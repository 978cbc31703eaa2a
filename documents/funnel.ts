import { type BlockSchema, defineDocument, type FromBlockSchema } from '../engine/core/index.ts';
import { bidiControlMessage, nameBidiRule } from './bidi-paths.ts';
import { blockListProperty, folderProperty, isTemplateProperty } from './envelope.ts';

/**
 * The funnel (custom search) document (spec 001 §3): an all-must-match list of conditions in `inputs` (an
 * or-group condition holds its own nested list), with the options of the search. Each condition is validated by
 * its own plugin; the envelope only says the list holds typed objects.
 */
const funnelSchema = {
  type: 'object',
  title: '友だち検索条件',
  'x-title-en': 'Funnel (custom search)',
  properties: {
    fid: { type: 'integer', minimum: 0, title: '検索条件ID', 'x-title-en': 'Funnel id' },
    name: { type: 'string', maxLength: 255, title: '名前', 'x-title-en': 'Name' },
    is_template: isTemplateProperty,
    group_id: folderProperty,
    inputs: blockListProperty('検索条件', 'Conditions'),
    with_blocked: {
      type: 'integer',
      title: 'ブロックした友だち',
      'x-title-en': 'Blocked friends',
      oneOf: [
        { const: 0, title: '表示しない', 'x-title-en': 'Hide' },
        { const: 1, title: '表示する', 'x-title-en': 'Show' },
        { const: 2, title: 'ブロックされた人のみ表示する', 'x-title-en': 'Only blocked' },
      ],
      default: 0,
    },
    user_rate_type: {
      type: 'integer',
      title: '非表示の友だち',
      'x-title-en': 'Hidden friends',
      oneOf: [
        { const: 0, title: '表示しない', 'x-title-en': 'Hide' },
        { const: 1, title: '表示する', 'x-title-en': 'Show' },
        { const: 3, title: 'ブロック・非表示の人のみ表示する', 'x-title-en': 'Only blocked or hidden' },
      ],
      default: 0,
    },
    sort_type: {
      type: 'integer',
      title: '並び順',
      'x-title-en': 'Sort order',
      oneOf: [
        { const: 1, title: '友だち追加が新しい順', 'x-title-en': 'Newest friend first' },
        { const: 0, title: '友だち追加が古い順', 'x-title-en': 'Oldest friend first' },
        { const: 3, title: 'メッセージが新しい順', 'x-title-en': 'Newest message first' },
        { const: 4, title: 'メッセージが古い順', 'x-title-en': 'Oldest message first' },
      ],
      default: 1,
    },
    take_num: {
      type: 'integer',
      title: '表示件数',
      'x-title-en': 'Page size',
      // 200 omits the icons (spec 001 §9).
      oneOf: [
        { const: 50, title: '50件', 'x-title-en': '50' },
        { const: 100, title: '100件', 'x-title-en': '100' },
        { const: 200, title: '200件(アイコンなし)', 'x-title-en': '200 (no icons)' },
      ],
      default: 50,
    },
  },
  required: ['inputs'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** A funnel on the wire (GET /api/funnel/data, POST /api/funnel/register), as its schema says. */
export type FunnelWire = FromBlockSchema<typeof funnelSchema>;

/**
 * The funnel document kind: conditions in `inputs`. An empty list is allowed (the editor fills it with the
 * initial condition types); the name is required only in the editor mode, which is the editor's rule
 * (条件を保存するとき名前は必須です), because embedded funnels (an effect's condition) have none.
 *
 * @example registry.registerDocument(funnelDocument); validateDocument(registry, 'funnel', { inputs: [] }) // []
 */
export const funnelDocument = defineDocument({
  key: 'funnel',
  label: { ja: '友だち検索条件', en: 'Funnel' },
  idField: 'fid',
  nameField: 'name',
  blockKind: 'condition',
  listField: 'inputs',
  schema: funnelSchema,
  defaults: () => ({
    name: '',
    is_template: 0,
    group_id: null,
    inputs: [],
    with_blocked: 0,
    user_rate_type: 0,
    sort_type: 1,
    take_num: 50,
  }),
  // An embedded funnel (an effect's condition) has no name: left out rather than sent empty.
  omitWhenEmpty: ['name'],
  ui: { fields: ['name', 'group_id', 'with_blocked', 'user_rate_type', 'sort_type', 'take_num'] },
  rules: [nameBidiRule('funnel_name_bidi_control', { ja: '名前', en: 'Name' }, 'name')],
  messages: { funnel_name_bidi_control: bidiControlMessage },
});
