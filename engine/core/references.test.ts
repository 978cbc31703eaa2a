import { describe, expect, it } from 'vitest';
import { readPlaceholderReferences } from '../../plugins/shared/placeholder-references.ts';
import { groupPlugin } from '../../tests/property/test-plugins.ts';
import type { AnyPlugin } from './plugin.ts';
import { collectDocumentReferences, idReferences } from './references.ts';
import { createRegistry } from './registry.ts';

/** A message text the way the product's composer fields declare it. */
const message = { type: 'string', title: '本文', 'x-placeholders': true } as const;

/**
 * A block whose messages sit at every depth a plugin may put them: top level, inside an object, inside a list of
 * objects; beside them an id field (`x-item`), as an effect has both.
 */
const noteSchema = {
  type: 'object',
  properties: {
    type: { const: 1 },
    text: message,
    owner: { type: 'integer', title: '担当', 'x-item': 'person' },
    card: { type: 'object', title: 'カード', properties: { caption: message } },
    bubbles: {
      type: 'array',
      title: '吹き出し',
      items: { type: 'object', properties: { body: message, note: { type: 'string', title: 'メモ' } } },
    },
  },
  required: ['type'],
} as const;

const notePlugin = {
  kind: 'node',
  type: 1,
  key: 'note',
  label: { ja: 'ノート', en: 'Note' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema: noteSchema,
  defaults: () => ({ type: 1 }),
  summary: () => 'ノート',
  examples: { valid: [{ type: 1, text: 'a' }], invalid: [{ data: { type: 1, text: 1 }, expect: 'type' }] },
} as unknown as AnyPlugin;

function noteRegistry() {
  const registry = createRegistry({ keywords: ['x-item', 'x-placeholders'] });
  registry.register(notePlugin);
  registry.register(groupPlugin as AnyPlugin);
  registry.registerDocument({
    key: 'sheet',
    label: { ja: 'シート', en: 'Sheet' },
    idField: 'sid',
    nameField: 'name',
    blockKind: 'node',
    listField: 'inputs',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        reviewer: { type: 'integer', 'x-item': 'person' },
        options: { type: 'object', properties: { thanks: message, memo: { type: 'string' } } },
        inputs: { type: 'array' },
      },
    },
    defaults: () => ({ inputs: [] }),
  });
  return registry;
}

const placeholders = (document: unknown) =>
  collectDocumentReferences(noteRegistry(), 'sheet', document, 'x-placeholders', readPlaceholderReferences);

describe('collectDocumentReferences', () => {
  it('reads ids of the keyword’s kind in the envelope and in blocks, each id of a list at its own path', () => {
    const document = {
      reviewer: 3,
      inputs: [
        { type: 1, owner: 4 },
        {
          type: 3,
          inputs: [
            { type: 1, owner: 0 },
            { type: 1, owner: 5 },
          ],
        },
      ],
    };
    expect(collectDocumentReferences(noteRegistry(), 'sheet', document, 'x-item')).toEqual([
      { path: '/reviewer', kind: 'person', id: 3 },
      { path: '/inputs/0/owner', kind: 'person', id: 4 },
      { path: '/inputs/1/inputs/1/owner', kind: 'person', id: 5 },
    ]);
    expect(collectDocumentReferences(noteRegistry(), 'nothing', document, 'x-item')).toEqual([]);
    expect(collectDocumentReferences(noteRegistry(), 'sheet', 'not a document', 'x-item')).toEqual([]);
  });

  it('finds the placeholders of message texts at every depth: nested objects, lists, nested blocks, the envelope', () => {
    const document = {
      name: '[VAR_99]',
      options: { thanks: 'ありがとう[VAR_1]', memo: '[VAR_98]' },
      inputs: [
        { type: 1, text: '[VAR_2]' },
        {
          type: 1,
          card: { caption: '[VAR_3]' },
          bubbles: [{ body: 'a' }, { body: '[VAR_4]と[VAR_5]', note: '[VAR_97]' }],
        },
        { type: 3, inputs: [{ type: 1, bubbles: [{ body: '[VAR_6]' }] }] },
        { type: 404, text: '[VAR_96]' },
      ],
    };
    // Texts the schema does not call messages (a name, a memo, a note) and blocks no plugin knows name nothing.
    expect(placeholders(document)).toEqual([
      { path: '/options/thanks', kind: 'varia', id: 1 },
      { path: '/inputs/0/text', kind: 'varia', id: 2 },
      { path: '/inputs/1/card/caption', kind: 'varia', id: 3 },
      { path: '/inputs/1/bubbles/1/body', kind: 'varia', id: 4 },
      { path: '/inputs/1/bubbles/1/body', kind: 'varia', id: 5 },
      { path: '/inputs/2/inputs/0/bubbles/0/body', kind: 'varia', id: 6 },
    ]);
  });

  it('names the item of every placeholder kind that has one, and nothing for the others', () => {
    const text = [
      '[name][SYS_MAIL][friend_link_url]',
      '[VAR_7]',
      '[CVAR_0012]',
      '[FORM_000034]',
      '[date:+3:M月D日][remain:2026-12-24][ctx:reserve.booked.start]',
    ].join('');
    expect(placeholders({ inputs: [{ type: 1, bubbles: [{ body: text }] }] })).toEqual([
      { path: '/inputs/0/bubbles/0/body', kind: 'varia', id: 7 },
      { path: '/inputs/0/bubbles/0/body', kind: 'common_vars', id: 12 },
      { path: '/inputs/0/bubbles/0/body', kind: 'form', id: 34 },
    ]);
  });

  it('names no item for a code that is no id, a malformed or no-replace code, or a text that is no string', () => {
    const texts = [
      '[FORM_ab12cd]', // a form's own code: the references know items by id only
      '[CVAR_0000]', // no id 0
      '[CVAR_12]', // a common-info code is 4 characters, else ignored (spec 002 §5)
      '[VAR_0]',
      '[VAR_7no-replace]',
    ];
    const inputs = [...texts.map((text) => ({ type: 1, text })), { type: 1, text: 7 }];
    expect(placeholders({ inputs })).toEqual([]);
  });
});

describe('idReferences', () => {
  it('reads only positive integers, and nothing when the node names no kind', () => {
    const read = idReferences('x-item');
    expect(read({ path: '/a', value: [2, -1, 0, 1.5, '3', 4], node: { 'x-item': 'tag' } })).toEqual([
      { path: '/a/0', kind: 'tag', id: 2 },
      { path: '/a/5', kind: 'tag', id: 4 },
    ]);
    // A keyword whose value is no kind (a flag, say) names nothing through the id reader.
    expect(idReferences('x-flag')({ path: '/a', value: 2, node: { 'x-flag': true } })).toEqual([]);
  });
});
