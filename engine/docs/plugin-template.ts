/**
 * The scaffold behind `npm run new-plugin -- <kind> <type> <key>`: argument checks and the source of a new
 * plugin file shaped like plugins/effects/text.ts. Pure: new-plugin.ts does the file system work.
 */

/** The plugin folder of each block kind. */
export const KIND_FOLDERS = {
  effect: 'effects',
  condition: 'conditions',
  'form-item': 'form-items',
  'friend-info-field': 'friend-info-fields',
  'richmenu-action': 'richmenu-actions',
} as const;

/** A block kind new-plugin can scaffold. */
export type ScaffoldKind = keyof typeof KIND_FOLDERS;

/**
 * Kinds whose wire type id is not in `type` (rich-menu actions name it `actype`, form items and friend-info
 * fields `swatch_id`): the registry refuses a plugin whose type field differs from its kind's.
 */
const TYPE_FIELDS: Partial<Record<ScaffoldKind, string>> = {
  'richmenu-action': 'actype',
  'form-item': 'swatch_id',
  'friend-info-field': 'swatch_id',
};

/** The checked arguments of new-plugin. */
export interface NewPluginArgs {
  kind: ScaffoldKind;
  type: number;
  key: string;
}

/** What new-plugin prints when its arguments are wrong. */
export const NEW_PLUGIN_USAGE = [
  'Usage: npm run new-plugin -- <kind> <type> <key>',
  `  kind  one of ${Object.keys(KIND_FOLDERS).join(', ')}`,
  '  type  the wire type id, an integer (conditions may be negative)',
  '  key   the slug and file name in kebab-case, e.g. send-sticker',
  'Example: npm run new-plugin -- effect 42 send-sticker',
].join('\n');

const KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Checks new-plugin's arguments; the error names what is wrong and ends with the usage.
 *
 * @example parseNewPluginArgs(['effect', '42', 'send-sticker']) // { ok: true, value: { kind: 'effect', type: 42, key: 'send-sticker' } }
 */
export function parseNewPluginArgs(
  args: readonly string[],
): { ok: true; value: NewPluginArgs } | { ok: false; error: string } {
  const fail = (problem: string) => ({ ok: false as const, error: `${problem}\n\n${NEW_PLUGIN_USAGE}` });
  if (args.length !== 3) return fail(`Expected 3 arguments, got ${args.length}.`);
  const [kind, type, key] = args;
  if (!Object.hasOwn(KIND_FOLDERS, kind)) return fail(`Unknown kind '${kind}'.`);
  if (!/^-?\d+$/.test(type) || !Number.isSafeInteger(Number(type)))
    return fail(`The type must be an integer, got '${type}'.`);
  if (!KEY.test(key))
    return fail(`The key must be kebab-case (a-z, 0-9, '-'), starting with a letter; got '${key}'.`);
  return { ok: true, value: { kind: kind as ScaffoldKind, type: Number(type), key } };
}

/**
 * Where the plugin file goes, relative to the project root.
 *
 * @example pluginFilePath('form-item', 'zip-code') // 'plugins/form-items/zip-code.ts'
 */
export function pluginFilePath(kind: ScaffoldKind, key: string): string {
  return `plugins/${KIND_FOLDERS[kind]}/${key}.ts`;
}

/**
 * The exported name of a plugin: the key in camelCase followed by the kind.
 *
 * @example exportName('effect', 'send-sticker') // 'sendStickerEffect'
 */
export function exportName(kind: ScaffoldKind, key: string): string {
  const pascal = (words: string) => words.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
  const name = pascal(key) + pascal(kind);
  return name[0].toLowerCase() + name.slice(1);
}

/**
 * The source of a new plugin file: every part of a definition, each with a one-line comment saying why it is
 * there: a schema skeleton declared as its own `const` (an inline schema makes TypeScript's inference too deep),
 * defaults, a summary, a rule with its own message code and texts, a change rule, presentation hints, and a
 * valid and an invalid example. It typechecks and registers as written; every `TODO` marks what the author fills
 * in.
 *
 * @example renderPluginTemplate('effect', 42, 'send-sticker') // "import { type BlockSchema, definePlugin, …"
 */
export function renderPluginTemplate(kind: ScaffoldKind, type: number, key: string): string {
  const field = TYPE_FIELDS[kind] ?? 'type';
  const isEffect = kind === 'effect';
  const code = `${key.replace(/-/g, '_')}_note_too_long`;
  // Paths from the project root; the file sits two folders down (plugins/<folder>/<key>.ts).
  const imports: [string, string][] = [
    ['{ type BlockSchema, definePlugin, truncateWidth }', 'engine/core/index.ts'],
  ];
  if (isEffect) imports.push(['{ effectCommonProperties }', 'plugins/shared/effect.ts']);
  return `${imports.map(([names, path]) => `import ${names} from '../../${path}';`).join('\n')}

// The schema is the contract (the editor, validation, the docs and the TypeScript type all come from it):
// Japanese \`title\` with \`x-title-en\` on every field, labelled enums as \`oneOf: [{ const, title, 'x-title-en' }]\`,
// \`x-item\` on ids of items, \`if\`/\`then\` for conditional fields, \`description\` for integrators only.
const schema = {
  type: 'object',
  title: 'TODO 日本語の名前',
  'x-title-en': 'TODO English name',
  properties: {
    ${field}: { const: ${type} },
    text: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      title: 'テキスト',
      'x-title-en': 'Text',
    },
    // An optional field: the change rule below clears it when the text is emptied.
    note: { type: 'string', maxLength: 200, title: 'メモ', 'x-title-en': 'Note' },${isEffect ? '\n    ...effectCommonProperties,' : ''}
  },
  required: ['${field}', 'text'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** TODO: what this block does, with its place in the specification (e.g. spec 000 §2.5). */
export const ${exportName(kind, key)} = definePlugin({
  kind: '${kind}',
  type: ${type},
  key: '${key}',${field === 'type' ? '' : `\n  // The wire field that holds the type id for this kind.\n  typeField: '${field}',`}
  // The add menu and the panels show the label in the operator's language.
  label: { ja: 'TODO 日本語の名前', en: 'TODO English name' },
  // 'single' refuses a second block of this type with 既に追加されています.
  multiplicity: 'multiple',
  // false: loads, validates and saves, but the add menu never offers it.
  listed: true,
  // Its place in the add menu, lower first; left out, the type follows every type that has one (by type id).
  // menuOrder: 10,
  // Raise the version and add migrations[version] when the saved shape changes: old documents keep loading.
  version: 1,
  migrations: {},
  schema,
  // A new block: valid but for what the operator must fill in (required fields may be left empty).
  defaults: () => ({ ${field}: ${type} as const, text: '' }),
  // One short line for the panel and the server's description; it never throws.
  summary: (d, ctx) => truncateWidth(d.text) || (ctx.lang === 'en' ? '(no text)' : '(未入力)'),
  // What the schema cannot say: cross-field checks, each with its message code (server and browser alike).
  rules: [
    {
      code: '${code}',
      path: '/note',
      violated: (d) => (d.note?.length ?? 0) > d.text.length * 2 + 20,
    },
  ],
  // The texts of the plugin's own codes, in Japanese (the contract) and English; never a catalogue code.
  messages: {
    ${code}: { ja: 'メモが本文に比べて長すぎます', en: 'The note is too long for the text' },
  },
  // What a change of one field does to the others, in the browser and on the server (on: top-level fields).
  changes: [
    {
      on: ['text'],
      description: { ja: '本文を空にするとメモも消えます', en: 'Emptying the text removes the note' },
      apply(draft) {
        if (draft.text === '') delete draft.note;
      },
    },
  ],
  // Presentation only (the schema stays the contract): field order, named widgets, operator help.
  ui: { order: ['text', 'note'] },
  // Examples feed the docs, the playground and the tests: valid ones must validate, invalid ones must fail as said.
  examples: {
    valid: [{ ${field}: ${type}, text: 'こんにちは' }, { ${field}: ${type}, text: 'こんにちは', note: '社内用' }],
    invalid: [
      { data: { ${field}: ${type}, text: '' }, expect: 'required', path: '/text' },
      { data: { ${field}: ${type}, text: 'a', note: 'x'.repeat(30) }, expect: '${code}', path: '/note' },
    ],
  },
});
`;
}

/**
 * What to do after the file is written.
 *
 * @example nextSteps({ kind: 'effect', type: 42, key: 'send-sticker' })
 */
export function nextSteps({ kind, type, key }: NewPluginArgs): string {
  const folder = KIND_FOLDERS[kind];
  const name = exportName(kind, key);
  return [
    'Next steps:',
    `  1. Fill in plugins/${folder}/${key}.ts (${name}): the schema, label, defaults, summary, rules, messages, change`,
    '     rules, ui and examples; replace every TODO and delete the parts the type does not need (the note field,',
    '     its rule and change rule). Nothing else needs an edit: there is no list to add it to.',
    '  2. Run npm test: it registers the file (plugins/registered.generated.ts), regenerates docs/reference and',
    '     docs/api/openapi.json, then runs the registration checks, the contract and property suites. Commit the',
    '     regenerated files with the plugin (CI refuses stale ones).',
    `  3. Look at it in the playground: npm start, then /playground?plugin=${kind}:${type}.`,
  ].join('\n');
}
