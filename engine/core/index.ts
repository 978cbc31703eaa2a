/**
 * engine/core: the domain-free heart of the editor engine. Pure TypeScript: no React, no DOM, no dnd-kit
 * (tests/engine-boundaries.test.ts enforces it), so the browser, the server and the docs generator share it.
 *
 * @example
 * import { createRegistry, createEditorStore } from './engine/core/index.ts';
 */

export { type BlockSummary, blockSummaries } from './block-summaries.ts';
export { type AddableType, addableTypes, isOffered, listFullRefusal } from './blocks/addable.ts';
export {
  commit,
  createHistory,
  HISTORY_LIMIT,
  type History,
  MERGE_WINDOW_MS,
  redo,
  undo,
} from './blocks/history.ts';
export {
  createBlock,
  type IdFactory,
  loadBlock,
  loadBlocks,
  type SerializeOptions,
  serializeBlock,
  serializeBlocks,
} from './blocks/load.ts';
export {
  type AbsentVersion,
  BLOCK_ID_FIELD,
  type MigrationResult,
  migrateData,
  VERSION_FIELD,
} from './blocks/migrate.ts';
export {
  applyOperation,
  type BlockOperation,
  type OperationResult,
  updateData,
} from './blocks/operations.ts';
export { placementRefusal, placeOf } from './blocks/place.ts';
export { countType, findBlock, isWithin, locateBlock, walkBlocks } from './blocks/tree.ts';
export type { BlockList, BlockLocation, BlockPlace, EditorBlock, PlaceAncestor } from './blocks/types.ts';
export { type CalendarDay, dayIn } from './calendar-day.ts';
export {
  type ContextFlags,
  type ContextInput,
  createContext,
  type ItemRef,
  type PluginContext,
  withBlockLabels,
} from './context.ts';
export {
  controlFields,
  type DocumentDefinition,
  type DocumentRule,
  type DocumentUi,
  defineDocument,
  documentPaths,
  envelopeFields,
} from './documents/definition.ts';
export type { AfterMerge } from './documents/merge.ts';
export {
  type DocumentParts,
  initialBlocks,
  joinDocument,
  pluginsOfList,
  splitDocument,
  validatable,
  withBlockIds,
  withoutBlockIds,
} from './documents/wire.ts';
export {
  blockKeywordValues,
  documentKeywordValues,
  type KeywordValue,
  schemaKeywordValues,
  schemaNodes,
} from './keyword-walk.ts';
export {
  type CoreMessageCode,
  createCatalogue,
  en,
  fillTemplate,
  ja,
  type Lang,
  type MessageCatalogue,
  type MessageTexts,
  messageText,
} from './messages/index.ts';
export {
  type AnyPlugin,
  type ChangeRule,
  definePlugin,
  type FieldInput,
  type FieldOption,
  type PlacementRule,
  type PluginData,
  type PluginDefinition,
  type PluginExamples,
  type PluginExtrasByKind,
  type PluginExtrasOf,
  type PluginUi,
  type Rule,
  type RuleFinding,
  type Severity,
} from './plugin.ts';
export {
  collectDocumentReferences,
  idReferences,
  type Reference,
  type ReferenceReader,
} from './references.ts';
export {
  createRegistry,
  issueOf,
  type ListLimit,
  menuOrdered,
  type Registry,
  type RegistryOptions,
  validatorId,
} from './registry.ts';
export {
  type BlockSchema,
  type EnumChoice,
  enumChoices,
  type FromBlockSchema,
  isPickedField,
  NON_BLANK,
  SCHEMA_EXTENSION_KEYWORDS,
  type SchemaExtension,
  type SchemaKeywords,
  type SchemaNode,
  schemaAt,
} from './schema.ts';
export {
  createEditorStore,
  type EditorSnapshot,
  type EditorStore,
  type EditorStoreOptions,
} from './store.ts';
export {
  charWidth,
  DELETED_ITEM,
  itemName,
  itemNames,
  listWithMore,
  SUMMARY_LIMITS,
  truncateName,
  truncateWidth,
} from './summary.ts';
export {
  precompiledCompiler,
  type SchemaCompiler,
  type SchemaError,
  type ValidateFunction,
} from './validation/compile.ts';
export {
  hasErrors,
  type Issue,
  joinPointer,
  parsePointer,
  pointerSegment,
  prefixIssues,
} from './validation/issue.ts';
export { fieldTitle, schemaErrorsToIssues } from './validation/schema-errors.ts';
export {
  type DocumentValidationOptions,
  validateDocument,
  validateEnvelope,
} from './validation/validate-document.ts';
export { matchesCondition, requiredFields, schemaProperties, visibleFields } from './visibility.ts';
export {
  ENGINE_WIDGET_NAMES,
  type EngineWidgetName,
  type FieldPath,
  type HostWidgetName,
  type HostWidgets,
  type PluginWidget,
  type WidgetFrame,
  type WidgetServices,
  type WidgetTesterContext,
} from './widgets.ts';
