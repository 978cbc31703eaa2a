import { describe, expect, it } from 'vitest';
import { leafPlugin } from '../../tests/property/test-plugins.ts';
import type { AnyPlugin } from './plugin.ts';
import { createRegistry } from './registry.ts';

/** Registration refusals of issue 12: each names the plugin, the field and the fix. */
const leaf = leafPlugin as AnyPlugin;
const variant = (overrides: Partial<AnyPlugin>): AnyPlugin => ({ ...leaf, ...overrides });
const withProperties = (properties: Record<string, unknown>) =>
  ({ ...leafPlugin.schema, properties: { ...leafPlugin.schema.properties, ...properties } }) as any;
const register = (...plugins: AnyPlugin[]) => {
  const registry = createRegistry();
  for (const plugin of plugins) registry.register(plugin);
  return registry;
};

describe('registration refuses', () => {
  it('a message that redefines a code of the shared catalogue', () => {
    const messages = { required: { ja: '必須です', en: 'Required' } };
    expect(() => register(variant({ messages }))).toThrow(
      "Plugin node/1 'leaf': messages.required redefines the catalogue's message 'required' for every plugin. " +
        "Give the plugin's message a new code of its own (e.g. 'leaf_required') and use that code in its rules.",
    );
  });

  it('a message that another plugin already defines with another text, and allows the same text', () => {
    const mine = (ja: string) => ({ leaf_bad: { ja, en: 'Bad' } });
    const other = variant({ type: 2, key: 'other', schema: withProperties({ type: { const: 2 } }) });
    const base = variant({ messages: mine('不正です') });
    expect(() =>
      register(base, { ...other, defaults: () => ({ type: 2 }), messages: mine('違います') }),
    ).toThrow(
      "Plugin node/2 'other': messages.leaf_bad redefines the message 'leaf_bad' of plugin node/1 'leaf' " +
        "with another text. Give the plugin's message a new code of its own (e.g. 'other_leaf_bad')",
    );
    expect(() =>
      register(base, { ...other, defaults: () => ({ type: 2 }), messages: mine('不正です') }),
    ).not.toThrow();
  });

  it('a change rule on a field the schema does not have', () => {
    const changes = [{ on: ['lable'], description: { ja: '変える' }, apply: () => {} }];
    expect(() => register(variant({ changes }))).toThrow(
      "Plugin node/1 'leaf': changes[0].on names 'lable', which is not a property of the schema " +
        '(properties: type, label). Fix the name or add the property to the schema.',
    );
  });

  it('a schema default that its own schema refuses', () => {
    const schema = withProperties({
      label: { type: 'string', maxLength: 2, title: 'ラベル', default: 'long' },
    });
    expect(() => register(variant({ schema }))).toThrow(
      "Plugin node/1 'leaf': the default of '/properties/label' (\"long\") does not satisfy its own schema " +
        '(must NOT have more than 2 characters). Change the default or the schema.',
    );
  });

  it('a field the form draws without a Japanese title, at any depth', () => {
    const top = withProperties({ note: { type: 'string', 'x-title-en': 'Note' } });
    expect(() => register(variant({ schema: top }))).toThrow(
      "Plugin node/1 'leaf': field 'note' has no Japanese title. Add title: '…' (and 'x-title-en') to its schema; " +
        'issue texts and the form label read it.',
    );
    const nested = withProperties({
      items: {
        type: 'array',
        title: '項目',
        items: { type: 'object', properties: { v: { type: 'number' } } },
      },
    });
    expect(() => register(variant({ schema: nested }))).toThrow(/field 'items\[\]\.v' has no Japanese title/);
  });

  it('no invalid example', () => {
    const examples = { valid: leaf.examples.valid, invalid: [] };
    expect(() => register(variant({ examples }))).toThrow(
      "Plugin node/1 'leaf': examples.invalid is empty. Add at least one " +
        "{ data, expect: 'code', path } that the schema or a rule refuses; docs and tests show it.",
    );
  });

  it('a key used by another type of the same kind', () => {
    const other = variant({
      type: 2,
      schema: withProperties({ type: { const: 2 } }),
      defaults: () => ({ type: 2 }),
    });
    expect(() => register(leaf, other)).toThrow(
      "Plugin node/2 'leaf': key 'leaf' is already used by node/1. Give each type of a kind its own key (= its file name).",
    );
  });

  it('an unknown x- keyword, naming the plugin and the allowed list, whatever the compiler', () => {
    const schema = withProperties({ label: { type: 'string', title: 'ラベル', 'x-foo': 1 } });
    expect(() => register(variant({ schema }))).toThrow(
      'Plugin node/1 \'leaf\': the schema uses the unknown keyword "x-foo". Use one of x-title-en, ' +
        "x-description-en, x-help, x-help-en, x-widget, x-add-label, x-add-label-en, or register it: createRegistry({ keywords: ['x-foo'] }).",
    );
    const registry = createRegistry({ keywords: ['x-bar'], verify: false });
    expect(() => registry.register(variant({ schema }))).toThrow(/x-add-label-en, x-bar, or register it/);
  });

  it("a product keyword that is no x- keyword, a shared message over the engine's or without Japanese", () => {
    expect(() => createRegistry({ keywords: ['item'] })).toThrow(
      "createRegistry: keyword 'item' is no extension keyword. Name it 'x-item'",
    );
    expect(() => createRegistry({ messages: { required: { ja: '必須' } } })).toThrow(
      "createRegistry: messages.required redefines the engine's message 'required'.",
    );
    expect(() => createRegistry({ messages: { shared_bad: { ja: '' } } })).toThrow(/has no Japanese text/);
  });

  it("a plugin message that redefines one of the registry's shared messages", () => {
    const registry = createRegistry({ messages: { shared_bad: { ja: '共有の文言', en: 'Shared' } } });
    const messages = { shared_bad: { ja: '別の文言' } };
    expect(() => registry.register(variant({ messages }))).toThrow(
      "Plugin node/1 'leaf': messages.shared_bad redefines the catalogue's message 'shared_bad' for every plugin.",
    );
  });

  it("a type const that differs from the plugin's type id", () => {
    const schema = withProperties({ type: { const: 9 } });
    expect(() => register(variant({ schema }))).toThrow(
      "Plugin node/1 'leaf': the schema's type const is 9 but the plugin's type id is 1. " +
        'Make properties.type.const 1.',
    );
  });
});

describe('registration allows', () => {
  it("a product's keywords and shared messages, given to createRegistry", () => {
    const schema = withProperties({ label: { type: 'string', title: 'ラベル', 'x-ref': 'thing' } });
    const rules = [{ code: 'shared_bad', violated: () => false }];
    const registry = createRegistry({ keywords: ['x-ref'], messages: { shared_bad: { ja: '共有の文言' } } });
    expect(() => registry.register(variant({ schema, rules }))).not.toThrow();
    expect(registry.keywords()).toEqual([
      'x-title-en',
      'x-description-en',
      'x-help',
      'x-help-en',
      'x-widget',
      'x-add-label',
      'x-add-label-en',
      'x-ref',
    ]);
    expect(registry.message('shared_bad', 'en')).toBe('共有の文言');
  });

  it('minItems on a list, empty in defaults like a required field, still an error on the saved block', () => {
    const schema = withProperties({
      tags: { type: 'array', title: 'タグ', minItems: 1, items: { type: 'integer' } },
    });
    const registry = register(
      variant({
        schema,
        defaults: () => ({ type: 1, label: '', tags: [] }),
        examples: {
          valid: [{ type: 1, tags: [1] }],
          invalid: [{ data: { type: 1, tags: [] }, expect: 'minItems' }],
        },
      }),
    );
    expect(registry.validateBlock('node', { type: 1, tags: [] })).toMatchObject([
      { code: 'minItems', path: '/tags', severity: 'error' },
    ]);
  });
});
