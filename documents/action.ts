import { type BlockSchema, defineDocument, type FromBlockSchema } from '../engine/core/index.ts';
import { bidiControlMessage, nameBidiRule } from './bidi-paths.ts';
import { blockListProperty, folderProperty, isTemplateProperty } from './envelope.ts';

/**
 * The action document (spec 000 §3.8): an ordered list of effects in `inputs`, with its envelope fields.
 * Each effect is validated by its own plugin; the envelope only says the list holds typed objects.
 */
const actionSchema = {
  type: 'object',
  title: 'アクション',
  'x-title-en': 'Action',
  properties: {
    aid: { type: 'integer', minimum: 0, title: 'アクションID', 'x-title-en': 'Action id' },
    a_name: { type: 'string', maxLength: 100, title: 'アクション名', 'x-title-en': 'Action name' },
    a_twice_type: {
      type: 'integer',
      title: '2回目以降も実行',
      'x-title-en': 'Run from the second firing on',
      oneOf: [
        { const: 0, title: '初回のみ', 'x-title-en': 'First firing only' },
        { const: 1, title: '2回目以降も実行する', 'x-title-en': 'Every firing' },
      ],
      default: 0,
    },
    is_template: isTemplateProperty,
    group_id: folderProperty,
    inputs: blockListProperty('アクション内容', 'Effects'),
    description: { type: 'string', maxLength: 20000, title: '説明', 'x-title-en': 'Description' },
  },
  required: ['inputs'],
  additionalProperties: false,
  allOf: [
    // Template mode shows the action name, and then it is required (spec 000 §5.3).
    {
      if: { properties: { is_template: { const: 1 } }, required: ['is_template'] },
      then: { properties: { a_name: { type: 'string', minLength: 1 } }, required: ['a_name'] },
    },
  ],
} as const satisfies BlockSchema;

/** An action on the wire (GET /api/action/data, POST /api/action/register), as its schema says. */
export type ActionWire = FromBlockSchema<typeof actionSchema>;

/** The action document kind: effects in `inputs`, at least one (最低1つの要素を選択して下さい). */
export const actionDocument = defineDocument({
  key: 'action',
  label: { ja: 'アクション', en: 'Action' },
  idField: 'aid',
  nameField: 'a_name',
  blockKind: 'effect',
  listField: 'inputs',
  schema: actionSchema,
  defaults: () => ({ a_name: '', a_twice_type: 0, is_template: 0, group_id: null, inputs: [] }),
  // A template without a name then reads アクション名を入力してください rather than "too short".
  omitWhenEmpty: ['a_name'],
  // a_twice_type is chosen in an effect's condition slide-in; description is the server's text.
  ui: { fields: ['is_template', 'a_name', 'group_id'] },
  rules: [
    {
      code: 'min_one_block',
      path: '/inputs',
      violated: (doc) => !Array.isArray(doc.inputs) || doc.inputs.length === 0,
    },
    nameBidiRule('action_name_bidi_control', { ja: 'アクション名', en: 'Action name' }, 'a_name'),
  ],
  messages: { action_name_bidi_control: bidiControlMessage },
});
