import type { DocumentDefinition, Registry, SchemaNode } from '../core/index.ts';
import { fieldTitle } from '../core/index.ts';
import { typesTable } from './index-pages.ts';
import { sortedPlugins } from './json-schema.ts';
import { code, fence, link, page, prettyJson, table, text } from './markdown.ts';
import { GENERATED_NOTE, kindLink } from './page-parts.ts';
import { referencePaths, relativePath } from './paths.ts';
import { conditionsTable, fieldNotes, fieldsTable } from './render-fields.ts';
import { collectConditions } from './schema-conditions.ts';
import { describeFields } from './schema-fields.ts';

/**
 * The reference page of a document kind: the envelope's fields, the block list and which types it holds, the
 * document rules, and what the server checks beyond the JSON Schema.
 *
 * @example renderDocumentPage(registry, actionDocument) // '# アクション / Action\n…'
 */
export function renderDocumentPage(registry: Registry, document: DocumentDefinition): string {
  const here = referencePaths.documentPage(document.key);
  const schema = document.schema as SchemaNode;
  // The list's items are blocks documented on their own pages, not fields of the envelope.
  const fields = describeFields(schema).filter((field) => !field.name.startsWith(`${document.listField}[].`));
  const blockKind = kindLink(registry, document.blockKind, here);
  const plugins = sortedPlugins(registry, document.blockKind);
  const singles = plugins.filter((plugin) => plugin.multiplicity === 'single');
  const rules = document.rules ?? [];
  return page([
    `# ${text(document.label.ja)} / ${text(document.label.en)}`,
    GENERATED_NOTE,
    table(
      ['Property', 'Value'],
      [
        ['Key', code(document.key)],
        ['Block list', `${code(document.listField)} holds ${blockKind} blocks`],
        [
          'JSON Schema',
          link(
            `${document.key}.schema.json`,
            relativePath(here, referencePaths.documentSchema(document.key)),
          ),
        ],
      ],
    ),
    '## Fields',
    fieldsTable(fields, document.defaults(), { [document.listField]: `list of ${blockKind} blocks` }),
    fieldNotes(fields),
    collectConditions(schema).length > 0 && '## Conditions',
    conditionsTable(collectConditions(schema)),
    '## Blocks',
    `Each item of ${code(document.listField)} is one of these types, told apart by ${code(registry.typeField(document.blockKind))} ` +
      '(the JSON Schema lists them as `oneOf` references to their own files).',
    plugins.length > 0 ? typesTable(plugins, here) : 'No block type of this kind is registered.',
    '## Checks beyond the schema',
    [
      `- A block whose type no plugin knows is kept and saved back unchanged by the console (${code('unknown_type')}); ` +
        'the server may refuse it.',
      `- Single-use types appear at most once in the whole document, nested lists included (${code('already_added')} ` +
        `${text(registry.message('already_added'))})` +
        (singles.length > 0
          ? `: ${singles.map((plugin) => code(plugin.key)).join(', ')}.`
          : '; this kind has none.'),
      `- A type that needs an ability is refused for accounts without it (${code('ability_missing')}).`,
    ].join('\n'),
    rules.length > 0 &&
      table(
        ['Code', 'Field', 'Severity', 'Message (ja)', 'Message (en)'],
        rules.map((rule) => [
          code(rule.code),
          rule.path ? code(rule.path) : 'the document',
          rule.severity ?? 'error',
          text(
            registry.message(rule.code, 'ja', { field: fieldTitle(document.schema, rule.path ?? '', 'ja') }),
          ),
          text(
            registry.message(rule.code, 'en', { field: fieldTitle(document.schema, rule.path ?? '', 'en') }),
          ),
        ]),
      ),
    '## New document',
    'What `defaults()` gives a new document.',
    fence(prettyJson(document.defaults()), 'json'),
  ]);
}
