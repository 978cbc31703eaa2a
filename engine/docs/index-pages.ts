import type { AnyPlugin, Registry } from '../core/index.ts';
import { ja as engineMessages } from '../core/index.ts';
import { sortedPlugins } from './json-schema.ts';
import { code, link, page, table, text } from './markdown.ts';
import { GENERATED_NOTE, kindLink } from './page-parts.ts';
import { referencePaths, relativePath } from './paths.ts';

/**
 * The block kinds of a registry, sorted, so pages do not depend on registration order.
 *
 * @example sortedKinds(registry) // ['condition', 'effect']
 */
export function sortedKinds(registry: Registry): string[] {
  return [...registry.kinds()].sort();
}

/**
 * A table of block types (type id, key, labels, multiplicity, ability, listed), linked from the page at `here`.
 *
 * @example typesTable(registry.plugins('effect'), 'effect/README.md')
 */
export function typesTable(plugins: readonly AnyPlugin[], here: string): string {
  return table(
    ['Type id', 'Key', 'Label (ja)', 'Label (en)', 'Multiplicity', 'Ability', 'Listed'],
    plugins.map((plugin) => [
      link(
        String(plugin.type),
        relativePath(here, referencePaths.pluginPage(plugin.kind, plugin.type, plugin.key)),
      ),
      code(plugin.key),
      text(plugin.label.ja),
      text(plugin.label.en),
      plugin.multiplicity,
      plugin.ability ? code(plugin.ability) : '',
      plugin.listed ? 'yes' : 'no',
    ]),
  );
}

/**
 * The index page of one block kind.
 *
 * @example renderKindIndex(registry, 'effect') // '# Block kind `effect`\n…'
 */
export function renderKindIndex(registry: Registry, kind: string): string {
  const here = referencePaths.kindIndex(kind);
  const documents = registry
    .documents()
    .filter((document) => document.blockKind === kind)
    .map((document) =>
      link(
        `${document.label.ja} / ${document.label.en}`,
        relativePath(here, referencePaths.documentPage(document.key)),
      ),
    );
  return page([
    `# Block kind ${code(kind)}`,
    GENERATED_NOTE,
    documents.length > 0 && `Used in: ${documents.join(', ')}.`,
    `Blocks of this kind name their type in the field ${code(registry.typeField(kind))}. ` +
      'Single-use types are counted across the whole document, nested lists included; a second one is refused ' +
      `with ${code('already_added')} ${text(registry.message('already_added'))}.`,
    typesTable(sortedPlugins(registry, kind), here),
  ]);
}

/**
 * The index of the whole reference: documents, block kinds with their types, messages.
 *
 * @example renderRootIndex(registry)
 */
export function renderRootIndex(registry: Registry): string {
  const here = referencePaths.root();
  const documents = [...registry.documents()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return page([
    '# Block reference',
    GENERATED_NOTE,
    'Every block type and document kind the registry knows, as an integrator sends and receives them. Each has a ' +
      'page and a JSON Schema (draft-07). The `$id`s are names, not download locations: load the files of this ' +
      'folder and resolve the relative `$ref`s between them.',
    '## Documents',
    documents.length === 0
      ? 'No document kinds are registered.'
      : table(
          ['Key', 'Label (ja)', 'Label (en)', 'Block list', 'Page', 'JSON Schema'],
          documents.map((document) => [
            code(document.key),
            text(document.label.ja),
            text(document.label.en),
            `${code(document.listField)}: ${kindLink(registry, document.blockKind, here)}`,
            link(`${document.key}.md`, referencePaths.documentPage(document.key)),
            link(`${document.key}.schema.json`, referencePaths.documentSchema(document.key)),
          ]),
        ),
    '## Block kinds',
    ...sortedKinds(registry).flatMap((kind) => [
      `### ${link(kind, referencePaths.kindIndex(kind))}`,
      typesTable(sortedPlugins(registry, kind), here),
    ]),
    '## Messages',
    `Every message code with its Japanese (the contract) and English text: ${link('messages.md', referencePaths.messages())}.`,
  ]);
}

/**
 * Every message code of the catalogue with its Japanese and English text, where it comes from and which rules use it.
 *
 * @example renderMessagesPage(registry) // '| `already_added` | 既に追加されています | Already added | engine | … |'
 */
export function renderMessagesPage(registry: Registry): string {
  const definedBy = new Map<string, string[]>();
  const usedBy = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, who: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(who)) list.push(who);
    map.set(key, list);
  };
  for (const code of Object.keys(engineMessages)) add(definedBy, code, 'engine');
  for (const kind of sortedKinds(registry)) {
    for (const plugin of sortedPlugins(registry, kind)) {
      const name = `${kind}/${plugin.key}`;
      for (const code of Object.keys(plugin.messages ?? {})) add(definedBy, code, name);
      for (const rule of plugin.rules ?? []) add(usedBy, rule.code, name);
    }
  }
  for (const document of registry.documents()) {
    for (const rule of document.rules ?? []) add(usedBy, rule.code, `document ${document.key}`);
  }
  // The rest came with the registry (createRegistry({ messages })): the product's shared texts.
  for (const code of Object.keys(registry.catalogue.ja))
    if (!definedBy.has(code)) add(definedBy, code, 'shared');
  const codes = Object.keys(registry.catalogue.ja).sort();
  return page([
    '# Messages',
    GENERATED_NOTE,
    'Issues carry a code; the console shows the Japanese text (the contract), English is for integrators and the ' +
      "language switch. `{field}` becomes the field's title, other `{name}`s the issue's params.",
    table(
      ['Code', 'Japanese', 'English', 'Defined by', 'Rules using it'],
      codes.map((c) => [
        code(c),
        text(registry.catalogue.ja[c]),
        text(registry.catalogue.en[c] ?? ''),
        text((definedBy.get(c) ?? []).join(', ')),
        text((usedBy.get(c) ?? []).join(', ')),
      ]),
    ),
  ]);
}
