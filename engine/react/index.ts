/**
 * engine/react: the React adapter of the editor engine. It turns clicks, keys, drags and typing into core
 * operations on an `EditorStore` and draws what the store holds; the rules live in engine/core and the
 * plugins. Include `engine/react/editor.css` once (plain CSS, classes prefixed `be-`).
 *
 * @example
 * import './engine/react/editor.css';
 * import { BlockListEditor, useEditorStore } from './engine/react/index.ts';
 *
 * function ActionEditor({ inputs }: { inputs: unknown[] }) {
 *   const store = useEditorStore({ registry, kind: 'effect', initial: inputs, ctx });
 *   return <BlockListEditor store={store} lang="ja" label="アクション内容" />;
 * }
 */

/**
 * Arrow keys, Home and End among a group's items: the key's target, moving the focus, and a hook wiring a
 * group drawn by one component (roving: WAI-ARIA's toolbar pattern, one Tab stop and wrapping arrows).
 *
 * @example const keys = useArrowKeys(count, { orientation: 'horizontal', roving: true });
 */
export {
  type ArrowKeyOptions,
  type ArrowOrientation,
  arrowKeyTarget,
  moveFocusByKey,
  useArrowKeys,
} from './arrow-keys.ts';
/**
 * One numbered, sortable list (top level or a container's) with its add menu. Needs a DndContext above it
 * (BlockListEditor provides one).
 *
 * @example <BlockList parentId={containerId} kind="condition" />
 */
export { BlockList, type BlockListProps } from './BlockList.tsx';
/**
 * The block-list editor: panels, add menus, reordering (buttons, keyboard, drag-and-drop), nested lists,
 * undo/redo and refusal alerts over one store.
 *
 * @example <BlockListEditor store={store} lang="ja" renderBlockExtras={(block) => <ConditionToggle block={block} />} />
 */
export { BlockListEditor, type BlockListEditorProps } from './BlockListEditor.tsx';
/**
 * One block's panel; re-renders only when its block changes. Use inside `BlockEditorProvider` to lay panels
 * out yourself.
 *
 * @example <BlockPanel id={id} index={0} isLast parentId={null} />
 */
export { BlockPanel, type BlockPanelProps } from './BlockPanel.tsx';
/**
 * Drag-and-drop helpers: the core operation a drop means, and Japanese (or English) announcements.
 *
 * @example const op = dropOperation(store, active.id, over); if (op) store.dispatch(op);
 */
export { dragAnnouncements, dropOperation, type ListDropData, listDropId } from './dnd.ts';
export {
  clockTime,
  DocumentEditor,
  type DocumentEditorProps,
  SaveButton,
  type SaveButtonProps,
} from './document/DocumentEditor.tsx';
export { type FallbackStorage, onPageGoing, withSessionFallback } from './document/draft-fallback.ts';
export {
  browserDraftTab,
  type DraftTab,
  type DraftTabOptions,
  openDraftTab,
  type TabLocks,
  type TabStorage,
} from './document/draft-tab.ts';
export {
  createIdbDraftStore,
  type DraftOwner,
  type DraftStore,
  draftKey,
  memoryDraftStore,
} from './document/drafts.ts';
export { EnvelopeForm, type EnvelopeFormProps, envelopeSchemaOf } from './document/EnvelopeForm.tsx';
export { ErrorSummary, type ErrorSummaryProps, focusEntry } from './document/ErrorSummary.tsx';
export { MergeDialog, type MergeDialogProps } from './document/MergeDialog.tsx';
export { Notice, type NoticeProps } from './document/Notice.tsx';
export { claimNewDraftKey, tabDraftKey } from './document/new-drafts.ts';
export { documentIssues, ENVELOPE_ID_PREFIX, type SummaryEntry, summaryEntries } from './document/summary.ts';
export {
  type DocumentEditorOptions,
  type DocumentEditorState,
  type DocumentIo,
  useDocumentEditor,
} from './document/useDocumentEditor.ts';
/**
 * Undo/redo buttons and the refused-operation alert, for custom layouts.
 *
 * @example <BlockEditorProvider store={store}><EditorToolbar /><RefusalAlert /></BlockEditorProvider>
 */
export { EditorToolbar } from './EditorToolbar.tsx';
/**
 * Shares a store and the editor's settings with panels and lists.
 *
 * @example <BlockEditorProvider store={store} lang="en">{children}</BlockEditorProvider>
 */
export {
  type BlockEditorConfig,
  BlockEditorProvider,
  type BlockEditorProviderProps,
  useBlockEditor,
} from './editor-context.tsx';
/**
 * What can take the focus: the fields (inputs, selects, textareas, rich text), the fields and the buttons, and
 * the first of them inside an element (where focus goes after adding a section or an entry); `queryInOrder`
 * lists matches in document order.
 *
 * @example firstField(section, { buttons: true })?.focus();
 */
export { CONTROL_SELECTOR, FIELD_SELECTOR, firstField, focusIsLost, queryInOrder } from './focus.ts';
/**
 * Plugin-computed inputs: `plugin.ui.inputs[field](data, ctx)` gives a field's options, tighter bounds and a
 * note for the current data; `useFieldInput` reads it in a widget.
 *
 * @example const { options = [] } = useFieldInput(props);
 */
export { type FieldInput, type FieldOption, useFieldInput } from './form/field-input.ts';
/**
 * Field order and visibility for a value (ui.order, if/then, ui.hidden, ui.visibleWhen), as pure functions;
 * `siblingValue` reads a field's sibling from the block's data (`WidgetProps.data`).
 *
 * @example fieldSlots(plugin.schema, data, plugin.ui, ctx).map((slot) => slot.name)
 * @example siblingValue(props.data, props.path, 'match')
 */
export { type FieldSlot, fieldSlots, issuesUnder, pointerOf, siblingValue } from './form/layout.ts';
/**
 * Plugin widgets (`plugin.widgets`): a plugin's form gets them on top of the editor's registry, each component
 * loaded lazily (React.lazy, Suspense with 読み込み中...); `preloadPluginWidgets` loads them ahead.
 *
 * @example <SchemaForm schema={plugin.schema} ui={plugin.ui} widgets={withPluginWidgets(widgets, plugin)} … />
 */
export { awaitPluginWidgets, preloadPluginWidgets, withPluginWidgets } from './form/plugin-widgets.tsx';
export { SchemaFields, type SchemaFieldsProps } from './form/SchemaFields.tsx';
/**
 * The schema-driven form and its pieces.
 *
 * @example <SchemaForm schema={plugin.schema} value={data} onChange={(path, value) => setAt(path, value)} />
 */
export { SchemaForm, type SchemaFormProps } from './form/SchemaForm.tsx';
/**
 * Widget types: what a widget receives and how it is registered and chosen.
 *
 * @example const picker: WidgetDefinition = { name: 'item-picker', tester: (s) => (s['x-item'] ? 10 : -1), component: ItemPicker };
 */
export type {
  FieldPath,
  WidgetDefinition,
  WidgetFrame,
  WidgetProps,
  WidgetTesterContext,
} from './form/types.ts';
/**
 * The widget registry: ranked testers, names from `x-widget` / `ui.widgets`, extended immutably.
 *
 * @example const widgets = createWidgetRegistry().extend(picker);
 */
export { createWidgetRegistry, defaultWidgetRegistry, type WidgetRegistry } from './form/widget-registry.ts';
/**
 * The host's services for plugin widgets (`WidgetServices` of engine/core, declared by the plugins that use
 * them): the host provides them, a widget reads them.
 *
 * @example const { salonStatuses } = useWidgetServices();
 */
export { useWidgetServices, WidgetServicesProvider } from './form/widget-services.tsx';
/**
 * The built-in widgets, each exported so an app can reuse one under another tester.
 *
 * @example createWidgetRegistry([...defaultWidgets, { ...textareaWidget, name: 'memo', tester: () => -1 }])
 */
export {
  checkboxWidget,
  dateWidget,
  defaultWidgets,
  hiddenWidget,
  idListWidget,
  listWidget,
  numberWidget,
  objectListWidget,
  objectWidget,
  optionsWidget,
  radioWidget,
  selectWidget,
  textareaWidget,
  textWidget,
  timeWidget,
  unsupportedWidget,
} from './form/widgets/index.ts';
/**
 * The inputs of the text and number widgets, for a plugin's widget built on them (a query that ignores Enter).
 *
 * @example <TextInput {...props} multiline={false} onKeyDown={ignoreEnter} />
 */
export { NumberInput } from './form/widgets/NumberWidget.tsx';
export { TextInput } from './form/widgets/TextWidget.tsx';
/**
 * A block-list editor whose top-level blocks are grouped by a data field: a headed region and a palette per
 * group, moves within and across groups, optionally one block expanded at a time.
 *
 * @example <GroupedBlockListEditor store={store} groupField="page" groups={[{ key: 1, label: 'セクション 1' }]} singleExpanded />
 */
export {
  type BlockGroup,
  GroupedBlockListEditor,
  type GroupedBlockListEditorProps,
} from './GroupedBlockListEditor.tsx';
/**
 * Commands of a grouped list: the ids by group, add to and move to a group, remove a group's blocks, keep one
 * block expanded.
 *
 * @example moveToGroup(store, { id, groupField: 'page', keys: [1, 2], key: 2, mergeKey: 'm' })
 */
export {
  addToGroup,
  type GroupKey,
  groupIds,
  groupOf,
  keepOneExpanded,
  moveToGroup,
  removeGroupBlocks,
} from './grouped.ts';
/**
 * Hooks over the store, each subscribed as narrowly as possible.
 *
 * @example const canUndo = useEditorSnapshot(store, (s) => s.canUndo);
 */
export {
  useBlock,
  useBlockHasErrors,
  useChildIds,
  useEditorSnapshot,
  useEditorStore,
  useStoreContext,
  useVisibleIssues,
} from './hooks.ts';
/**
 * Keyboard helpers: which element owns Ctrl+Z, and which command a key press means.
 *
 * @example if (!isTextField(event.target)) store[undoCommand(event) ?? 'undo']();
 */
export { ignoreEnter, isTextField, undoCommand } from './keyboard.ts';
export { RefusalAlert } from './RefusalAlert.tsx';
/**
 * A render counter for tests and benchmarks.
 *
 * @example setRenderProbe((component, key) => counts.set(key, (counts.get(key) ?? 0) + 1));
 */
export { type RenderProbe, setRenderProbe, useRenderProbe } from './render-probe.ts';
/**
 * The editor's own words (ja/en).
 *
 * @example uiText('ja', 'add') // '要素を追加'
 */
export { type UiTextKey, uiText } from './texts.ts';
