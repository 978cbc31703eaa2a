import { type AnyPlugin, createContext, fieldTitle, type Registry, type SchemaNode } from '../core/index.ts';
import { code, fence, jsonCode, link, page, prettyJson, table, text } from './markdown.ts';
import { GENERATED_NOTE, kindLink } from './page-parts.ts';
import { referencePaths, relativePath } from './paths.ts';
import { conditionsTable, fieldNotes, fieldsTable } from './render-fields.ts';
import { collectConditions } from './schema-conditions.ts';
import { describeFields } from './schema-fields.ts';

/**
 * The reference page of one block type: identity, fields, conditions, defaults, rules, change rules, examples.
 *
 * @example renderPluginPage(registry, textEffect) // '# テキスト送信 / Send text\n…'
 */
export function renderPluginPage(registry: Registry, plugin: AnyPlugin): string {
  const here = referencePaths.pluginPage(plugin.kind, plugin.type, plugin.key);
  const schema = plugin.schema as SchemaNode;
  const defaults = plugin.defaults();
  const nested = plugin.nested;
  // A nested list's items are blocks documented on their own pages, not fields of this one.
  const fields = describeFields(schema).filter(
    (field) => !nested || !field.name.startsWith(`${nested.field}[].`),
  );
  const lists = nested
    ? {
        [nested.field]: `list of ${kindLink(registry, nested.kind, here)} blocks`,
      }
    : {};
  return page([
    `# ${text(plugin.label.ja)} / ${text(plugin.label.en)}`,
    GENERATED_NOTE,
    plugin.description &&
      [plugin.description.ja, plugin.description.en].filter(Boolean).map(text).join(' / '),
    factsTable(registry, plugin, here),
    '## Fields',
    fieldsTable(fields, defaults, lists),
    fieldNotes(fields),
    collectConditions(schema).length > 0 && '## Conditions',
    conditionsTable(collectConditions(schema)),
    '## New block',
    'What `defaults()` gives a new block. Fields marked required may still be empty: the operator fills them in.',
    fence(prettyJson(defaults), 'json'),
    ...rulesSection(registry, plugin),
    ...changesSection(plugin),
    ...examplesSection(registry, plugin),
  ]);
}

function factsTable(registry: Registry, plugin: AnyPlugin, here: string): string {
  const typeField = plugin.typeField ?? 'type';
  const migrations = Object.keys(plugin.migrations)
    .map(Number)
    .sort((a, b) => a - b);
  const usedIn = registry
    .documents()
    .filter((document) => document.blockKind === plugin.kind)
    .map((document) =>
      link(
        `${document.label.ja} / ${document.label.en}`,
        relativePath(here, referencePaths.documentPage(document.key)),
      ),
    );
  const rows: [string, string][] = [
    ['Kind', link(plugin.kind, relativePath(here, referencePaths.kindIndex(plugin.kind)))],
    ['Type id', `${jsonCode(plugin.type)} in field ${code(typeField)}`],
    ['Key', code(plugin.key)],
    [
      'Multiplicity',
      plugin.multiplicity === 'single'
        ? `single: a second one anywhere in the document (nested lists included) is refused with ${code('already_added')} ${text(registry.message('already_added'))}`
        : 'multiple',
    ],
    ['Ability', plugin.ability ? `${code(plugin.ability)}: offered only to accounts that have it` : 'none'],
    [
      'Listed',
      plugin.listed ? 'yes' : 'no: loads, validates and saves, but is never offered in the add menu',
    ],
    ...editorFacts(registry, plugin),
    [
      'Data version',
      plugin.version === 1
        ? '1 (no migrations)'
        : `${plugin.version}: saved blocks carry ${code(`"_v": ${plugin.version}`)}; older ones (no ${code('_v')} means 1) ` +
          `are migrated on load (migrations to ${migrations.join(', ')})`,
    ],
    ...(plugin.nested
      ? ([
          [
            'Nested list',
            `${code(plugin.nested.field)} holds ${kindLink(registry, plugin.nested.kind, here)} blocks`,
          ],
        ] as [string, string][])
      : []),
    [
      'JSON Schema',
      link(
        `${plugin.type}-${plugin.key}.schema.json`,
        relativePath(here, referencePaths.pluginSchema(plugin.kind, plugin.type, plugin.key)),
      ),
    ],
    ['Used in', usedIn.join(', ')],
  ];
  return table(['Property', 'Value'], rows);
}

/** What the editor does beyond the schema: its `offered` hook, placement rules and `load` hook. */
function editorFacts(registry: Registry, plugin: AnyPlugin): [string, string][] {
  const rows: [string, string][] = [];
  if (plugin.offered)
    rows.push([
      'Offered',
      'only where and when its `offered` hook allows (the context or the place in the list); saved blocks ' +
        'still load, validate and save',
    ]);
  for (const rule of plugin.placement ?? [])
    rows.push([
      'Placement',
      `${code(rule.code)} ${text(registry.message(rule.code))}: the editor does not offer it there and ` +
        'refuses adding or moving it there',
    ]);
  if (plugin.load)
    rows.push([
      'On load',
      'the editor normalises saved data with its `load` hook when it opens a document; validation (the ' +
        'server) judges the data as sent',
    ]);
  return rows;
}

function rulesSection(registry: Registry, plugin: AnyPlugin): string[] {
  const rules = plugin.rules ?? [];
  if (rules.length === 0) return [];
  const message = (code: string, path: string, lang: 'ja' | 'en') =>
    text(registry.message(code, lang, { field: fieldTitle(plugin.schema, path, lang) }));
  return [
    '## Rules',
    'Checks beyond the schema, run on schema-valid data in the browser and on the server alike.',
    table(
      ['Code', 'Field', 'Severity', 'Message (ja)', 'Message (en)'],
      rules.map((rule) => [
        code(rule.code),
        rule.path ? code(rule.path) : 'the block',
        rule.severity ?? 'error',
        message(rule.code, rule.path ?? '', 'ja'),
        message(rule.code, rule.path ?? '', 'en'),
      ]),
    ),
  ];
}

function changesSection(plugin: AnyPlugin): string[] {
  const changes = plugin.changes ?? [];
  if (changes.length === 0) return [];
  return [
    '## Change rules',
    'What the editor adjusts when the operator changes a field.',
    table(
      ['When changed', 'Effect (ja)', 'Effect (en)'],
      changes.map((change) => [
        change.on.map(code).join(', '),
        text(change.description.ja),
        text(change.description.en ?? ''),
      ]),
    ),
  ];
}

/** Longer strings are shortened in the displayed examples (the data of the tests is unchanged). */
const SHOWN_STRING_LIMIT = 120;

function examplesSection(registry: Registry, plugin: AnyPlugin): string[] {
  const all = [...plugin.examples.valid, ...plugin.examples.invalid.map((example) => example.data)];
  const shortened = all.some((value) => shown(value) !== prettyJson(value));
  const sections: string[] = [
    '## Examples',
    shortened ? `Strings longer than ${SHOWN_STRING_LIMIT} characters are shortened here.` : '',
    '### Valid',
  ];
  for (const example of plugin.examples.valid) sections.push(fence(shown(example), 'json'));
  if (plugin.examples.invalid.length === 0) return sections;
  sections.push('### Invalid');
  for (const example of plugin.examples.invalid) {
    const at = example.path === undefined ? '' : ` at ${code(example.path)}`;
    const [ja, en] = (['ja', 'en'] as const).map((lang) => {
      const issues = registry.validateBlock(plugin.kind, example.data, createContext({ lang }));
      const issue = issues.find(
        (i) => i.code === example.expect && (example.path === undefined || i.path === example.path),
      );
      return issue?.message ?? registry.message(example.expect, lang);
    });
    const note = example.note ? ` ${text(example.note)}` : '';
    sections.push(
      `Expected ${code(example.expect)}${at}: ${text(ja)} / ${text(en)}.${note}`,
      fence(shown(example.data), 'json'),
    );
  }
  return sections;
}

function shown(value: unknown): string {
  const shortened = JSON.stringify(value, (_key, v) =>
    typeof v === 'string' && v.length > SHOWN_STRING_LIMIT
      ? `${v.slice(0, 20)}… (${v.length} characters)`
      : v,
  );
  return prettyJson(shortened === undefined ? null : JSON.parse(shortened));
}
