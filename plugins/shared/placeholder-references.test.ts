import { describe, expect, it } from 'vitest';
import { schemaNodes } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { collectPlaceholderReferences, placeholderItem } from './placeholder-references.ts';

const registry = createBuiltInRegistry();

describe('x-placeholders on the product’s message texts', () => {
  it('is carried by every text the composer writes, and only by texts', () => {
    const schemas = [
      ...registry.plugins().map((plugin) => [`${plugin.kind} ${plugin.key}`, plugin.schema] as const),
      ...registry.documents().map((document) => [`document ${document.key}`, document.schema] as const),
    ];
    const composed: string[] = [];
    for (const [owner, schema] of schemas)
      for (const [pointer, node] of schemaNodes(schema)) {
        if (node['x-widget'] === 'message') {
          composed.push(`${owner}${pointer}`);
          expect(node['x-placeholders'], `${owner}${pointer}`).toBe(true);
        }
        if (node['x-placeholders'] !== undefined) expect(node.type, `${owner}${pointer}`).toBe('string');
      }
    // The text effect and the form's two texts a friend reads, at least: the check above ran over them.
    expect(composed).toEqual(
      expect.arrayContaining([
        'effect text/properties/text',
        'document form/properties/options/properties/ping_text',
        'document form/properties/options/properties/after_send_text',
      ]),
    );
  });
});

describe('collectPlaceholderReferences', () => {
  it('reads an action’s texts and a form’s option texts through the built-in schemas', () => {
    const action = {
      inputs: [
        { type: 1, text: '[name]さん[VAR_3]', delay_type: 0 },
        { type: 13, remove: 0, use_group: 0, tag_ids: [1] },
        { type: 1, text: '[CVAR_0002][FORM_000005]', delay_type: 0 },
      ],
    };
    expect(collectPlaceholderReferences(registry, 'action', action)).toEqual([
      { path: '/inputs/0/text', kind: 'varia', id: 3 },
      { path: '/inputs/2/text', kind: 'common_vars', id: 2 },
      { path: '/inputs/2/text', kind: 'form', id: 5 },
    ]);
    const form = { name: '[VAR_1]', attr: [], options: { ping_text: '回答済み[CVAR_0009]' } };
    expect(collectPlaceholderReferences(registry, 'form', form)).toEqual([
      { path: '/options/ping_text', kind: 'common_vars', id: 9 },
    ]);
  });
});

describe('placeholderItem', () => {
  it('names a friend-info field by id, common info and forms by an id-code', () => {
    expect(placeholderItem({ kind: 'var', id: 4 })).toEqual({ kind: 'varia', id: 4 });
    expect(placeholderItem({ kind: 'cvar', code: '0007' })).toEqual({ kind: 'common_vars', id: 7 });
    expect(placeholderItem({ kind: 'form', code: '000012' })).toEqual({ kind: 'form', id: 12 });
    expect(placeholderItem({ kind: 'form', code: 'ab12cd' })).toBeUndefined();
    expect(placeholderItem({ kind: 'cvar', code: '0000' })).toBeUndefined();
    expect(placeholderItem({ kind: 'name' })).toBeUndefined();
  });
});
