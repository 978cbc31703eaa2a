/**
 * Where each generated file lives inside docs/reference, and the identifiers the JSON Schema files carry.
 * Paths are relative to docs/reference and always use `/`.
 */

/**
 * The draft-07 meta-schema, written exactly as its own `$id` (http): validators such as ajv look meta-schemas up
 * by that string and refuse an `https` spelling with "no schema with key or ref".
 */
export const JSON_SCHEMA_DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/**
 * The default base of every `$id`. The `.invalid` domain (RFC 2606) marks the ids as names, not download
 * locations: relative `$ref`s between the files resolve against them, so an integrator loads the files of this
 * folder and never fetches anything.
 */
export const REFERENCE_BASE_URL = 'https://block-editor-console.invalid/reference/';

/** The folder of the document kinds; a block kind cannot take this name. */
export const DOCUMENTS_FOLDER = 'documents';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Refuses names that would escape docs/reference or collide with its fixed files.
 *
 * @example assertSafeName('kind', 'form-item') // ok; assertSafeName('kind', '../x') throws
 */
export function assertSafeName(what: string, name: string): void {
  if (!SAFE_NAME.test(name) || name === DOCUMENTS_FOLDER) {
    throw new Error(
      `Cannot generate docs for ${what} '${name}': names must be letters, digits, '-' or '_' (and not '${DOCUMENTS_FOLDER}'). ` +
        'Rename it in the plugin or document definition.',
    );
  }
}

/**
 * The paths of the generated files.
 *
 * @example referencePaths.pluginPage('effect', 1, 'text') // 'effect/1-text.md'
 */
export const referencePaths = {
  root: () => 'README.md',
  messages: () => 'messages.md',
  kindIndex: (kind: string) => `${kind}/README.md`,
  pluginPage: (kind: string, type: number, key: string) => `${kind}/${type}-${key}.md`,
  pluginSchema: (kind: string, type: number, key: string) => `${kind}/${type}-${key}.schema.json`,
  documentPage: (key: string) => `${DOCUMENTS_FOLDER}/${key}.md`,
  documentSchema: (key: string) => `${DOCUMENTS_FOLDER}/${key}.schema.json`,
};

/**
 * The relative path from one generated file to another, for links and `$ref`s.
 *
 * @example relativePath('documents/action.md', 'effect/1-text.md') // '../effect/1-text.md'
 */
export function relativePath(from: string, to: string): string {
  const fromDir = from.split('/').slice(0, -1);
  const target = to.split('/');
  let common = 0;
  while (common < fromDir.length && common < target.length - 1 && fromDir[common] === target[common])
    common++;
  return [...fromDir.slice(common).map(() => '..'), ...target.slice(common)].join('/');
}
