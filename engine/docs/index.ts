/**
 * engine/docs: turns a registry into integrator docs (a Markdown page and a JSON Schema per block type and per
 * document kind, kind indexes, the message list) and scaffolds new plugins. Pure TypeScript: only the CLI files
 * (cli.ts, new-plugin.ts) touch the file system.
 *
 * @example
 * import { generateReference } from './engine/docs/index.ts';
 * for (const [path, content] of generateReference(registry)) write(`docs/reference/${path}`, content);
 */
export { renderDocumentPage } from './document-page.ts';
export {
  describeDiff,
  diffReference,
  generateReference,
  isUpToDate,
  type ReferenceDiff,
  type ReferenceOptions,
} from './generate.ts';
export { renderKindIndex, renderMessagesPage, renderRootIndex } from './index-pages.ts';
export { documentJsonSchema, jsonFile, pluginJsonSchema } from './json-schema.ts';
export { code, fence, text } from './markdown.ts';
export { JSON_SCHEMA_DRAFT_07, REFERENCE_BASE_URL, referencePaths, relativePath } from './paths.ts';
export { renderPluginPage } from './plugin-page.ts';
export {
  exportName,
  KIND_FOLDERS,
  NEW_PLUGIN_USAGE,
  type NewPluginArgs,
  nextSteps,
  parseNewPluginArgs,
  pluginFilePath,
  renderPluginTemplate,
  type ScaffoldKind,
} from './plugin-template.ts';
