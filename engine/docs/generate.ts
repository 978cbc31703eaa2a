import type { Registry } from '../core/index.ts';
import { renderDocumentPage } from './document-page.ts';
import { renderKindIndex, renderMessagesPage, renderRootIndex, sortedKinds } from './index-pages.ts';
import { documentJsonSchema, jsonFile, pluginJsonSchema, sortedPlugins } from './json-schema.ts';
import { assertSafeName, REFERENCE_BASE_URL, referencePaths } from './paths.ts';
import { renderPluginPage } from './plugin-page.ts';

/** Options of `generateReference`. */
export interface ReferenceOptions {
  /** The base of every `$id` (default `REFERENCE_BASE_URL`); must end with `/`. */
  baseUrl?: string;
}

/**
 * The integrator reference of a registry: path (relative to docs/reference) → file content. Pure and
 * deterministic: the same registry gives the same files, sorted by path, with no dates in them.
 *
 * @example
 * const files = generateReference(createBuiltInRegistry());
 * files.get('effect/1-text.schema.json') // '{\n  "$schema": …'
 */
export function generateReference(registry: Registry, options: ReferenceOptions = {}): Map<string, string> {
  const baseUrl = options.baseUrl ?? REFERENCE_BASE_URL;
  if (!baseUrl.endsWith('/')) throw new Error(`baseUrl must end with '/' (got '${baseUrl}').`);
  const files = new Map<string, string>();
  const add = (path: string, content: string) => {
    if (files.has(path)) {
      throw new Error(
        `Two reference files would be written to '${path}'. Give the plugins or documents distinct keys.`,
      );
    }
    files.set(path, content);
  };

  add(referencePaths.root(), renderRootIndex(registry));
  add(referencePaths.messages(), renderMessagesPage(registry));
  for (const kind of sortedKinds(registry)) {
    assertSafeName('block kind', kind);
    add(referencePaths.kindIndex(kind), renderKindIndex(registry, kind));
    for (const plugin of sortedPlugins(registry, kind)) {
      assertSafeName(`the key of ${kind}/${plugin.type}`, plugin.key);
      add(referencePaths.pluginPage(kind, plugin.type, plugin.key), renderPluginPage(registry, plugin));
      add(
        referencePaths.pluginSchema(kind, plugin.type, plugin.key),
        jsonFile(pluginJsonSchema(registry, plugin, baseUrl)),
      );
    }
  }
  for (const document of registry.documents()) {
    assertSafeName('document kind', document.key);
    add(referencePaths.documentPage(document.key), renderDocumentPage(registry, document));
    add(
      referencePaths.documentSchema(document.key),
      jsonFile(documentJsonSchema(registry, document, baseUrl)),
    );
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** How a folder's files differ from the generated ones. */
export interface ReferenceDiff {
  /** Generated but not in the folder. */
  missing: string[];
  /** In the folder but no longer generated. */
  stale: string[];
  /** In both, with different content. */
  changed: string[];
}

/**
 * Compares generated files with the files found (both path → content).
 *
 * @example
 * const diff = diffReference(generateReference(registry), readFolder('docs/reference'));
 * if (isUpToDate(diff)) console.log('docs are current');
 */
export function diffReference(
  expected: ReadonlyMap<string, string>,
  actual: ReadonlyMap<string, string>,
): ReferenceDiff {
  return {
    missing: [...expected.keys()].filter((path) => !actual.has(path)),
    stale: [...actual.keys()].filter((path) => !expected.has(path)).sort(),
    changed: [...expected.keys()].filter(
      (path) => actual.has(path) && actual.get(path) !== expected.get(path),
    ),
  };
}

/** True when a diff found nothing. @example isUpToDate(diffReference(a, a)) // true */
export function isUpToDate(diff: ReferenceDiff): boolean {
  return diff.missing.length === 0 && diff.stale.length === 0 && diff.changed.length === 0;
}

/**
 * A diff as lines for a terminal or a test failure, ending with what to do.
 *
 * @example describeDiff(diff) // 'changed: effect/1-text.md\nRun npm run docs and commit docs/reference.'
 */
export function describeDiff(diff: ReferenceDiff): string {
  const lines = [
    ...diff.missing.map((path) => `missing: ${path}`),
    ...diff.stale.map((path) => `stale: ${path}`),
    ...diff.changed.map((path) => `changed: ${path}`),
  ];
  return [...lines, 'docs/reference is out of date: run npm run docs and commit docs/reference.'].join('\n');
}
