import { closestCenter, DndContext, type DragEndEvent, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import {
  type AnyPlugin,
  addableTypes,
  type EditorBlock,
  type EditorStore,
  type Lang,
} from '../core/index.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { BlockEditorProvider, useBlockEditor } from './editor-context.tsx';
import { useEditorShell } from './editor-shell.ts';
import type { WidgetRegistry } from './form/widget-registry.ts';
import { addToGroup, type GroupKey, groupIds, groupOf, keepOneExpanded, moveToGroup } from './grouped.ts';
import { useEditorSnapshot } from './hooks.ts';
import { RefusalAlert } from './RefusalAlert.tsx';
import { useRenderProbe } from './render-probe.ts';
import { SortableBlock } from './SortableBlock.tsx';
import { uiText } from './texts.ts';

const groupDropId = (key: GroupKey) => `be-group:${String(key)}`;

/** One group of a grouped list, as the host names it. */
export interface BlockGroup {
  /** The value its blocks carry in the group field. */
  key: GroupKey;
  /** Its heading, e.g. 'セクション 1'. */
  label: string;
  /** Beside the heading (a delete button). */
  tools?: ReactNode;
}

/** Props of `GroupedBlockListEditor`. */
export interface GroupedBlockListEditorProps {
  store: EditorStore;
  lang?: Lang;
  widgets?: WidgetRegistry;
  /** The editor's accessible name. */
  label?: string;
  /** The data field naming a block's group. */
  groupField: string;
  /** The groups in order; a block naming none of them shows in the first. */
  groups: readonly BlockGroup[];
  /** Which types each group's palette offers (default every type the core offers). Keep it stable. */
  offered?(plugin: AnyPlugin): boolean;
  /** Keep one block expanded at a time (opening one closes the other; clicking again closes it). */
  singleExpanded?: boolean;
  /** After a block moved to another group, in the same undo step (`mergeKey`): the host's own consequences. */
  onMovedToGroup?(id: string, from: GroupKey, to: GroupKey, mergeKey: string): void;
  /** Extra controls in each panel header. Keep it stable (useCallback). */
  renderBlockExtras?(block: EditorBlock): ReactNode;
  /** Show the undo/redo buttons (default true). */
  toolbar?: boolean;
  /** The palette's heading, e.g. '項目を追加' (default the engine's 要素を追加). */
  paletteLabel?: string;
  /** Asked before a panel's 削除 removes its block (a confirm dialog); false keeps it. Keep it stable. */
  confirmRemove?(block: EditorBlock): boolean | Promise<boolean>;
}

/**
 * A block-list editor whose top-level blocks are grouped by one data field: one headed region per group, each
 * with its own palette of the types it may add (filtered by `offered`), its panels numbered within the group,
 * up/down within it (the core's moves: the list is kept in group order) and buttons to move a block to the
 * group before or after. Optionally one block expanded at a time. Everything is a core operation on one store,
 * so undo, validation and saving are the plain list's.
 *
 * @example <GroupedBlockListEditor store={store} groupField="page" groups={[{ key: 1, label: 'セクション 1' }]} singleExpanded />
 */
export function GroupedBlockListEditor(props: GroupedBlockListEditorProps) {
  const { store, lang = 'ja', groupField, groups, offered, onMovedToGroup, renderBlockExtras } = props;
  const keys = useMemo(() => groups.map((group) => group.key), [groups]);
  useRenderProbe('GroupedBlockListEditor', groupField);
  // The list re-renders when a block changes group or the order changes, not on a keystroke.
  const signature = useEditorSnapshot(store, () =>
    store
      .getChildIds(null)
      .map((id) => `${id}:${String(store.getBlock(id)?.data[groupField])}`)
      .join(','),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature says when the grouping changed.
  const byGroup = useMemo(() => groupIds(store, groupField, keys), [store, groupField, keys, signature]);

  // In the commit, not after paint: a document loaded a moment later (its widgets' chunks asked for first) must
  // find the rule in place, or its first render draws every panel open and the next one removes 199 bodies.
  useLayoutEffect(
    () => (props.singleExpanded ? keepOneExpanded(store) : undefined),
    [store, props.singleExpanded],
  );

  // Drag-and-drop as in BlockListEditor (wired on first pointer or focus); a drop on a block of another group,
  // or on an empty group, moves the block there and sets its field, in one undo step.
  const { root, dragArming, sensors, accessibility } = useEditorShell<HTMLElement>(store, lang);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (!over || over.id === active.id) return;
      const id = String(active.id);
      const from = groupOf(store, id, groupField, keys);
      const droppedOnGroup = keys.find((key) => groupDropId(key) === over.id);
      const to = droppedOnGroup ?? groupOf(store, String(over.id), groupField, keys);
      const mergeKey = `group-drop:${id}:${Date.now()}`;
      if (droppedOnGroup !== undefined || to !== from) {
        const result = moveToGroup(store, { id, groupField, keys, key: to, mergeKey });
        if (!result?.ok) return;
        latestMoved.current?.(id, from, to, mergeKey);
        if (droppedOnGroup !== undefined) return;
      }
      const index = store.getChildIds(null).indexOf(String(over.id));
      if (index !== -1) store.dispatch({ op: 'move', id, parentId: null, index }, mergeKey);
    },
    [store, groupField, keys],
  );

  const latestMoved = useRef(onMovedToGroup);
  latestMoved.current = onMovedToGroup;
  // A block moved to another group is drawn anew in that group's list: the panel that held the focus (its move
  // button's) is gone when the move commits, and the browser drops the focus to <body>. The new panel takes it,
  // once it is drawn.
  const movedBlock = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the grouping changed.
  useLayoutEffect(() => {
    const id = movedBlock.current;
    movedBlock.current = null;
    if (id) root.current?.querySelector<HTMLElement>(`[data-block-id="${id}"]`)?.focus();
  }, [byGroup]);
  const extras = useCallback(
    (block: EditorBlock) => {
      const at = keys.indexOf(
        keys.includes(block.data[groupField] as GroupKey) ? (block.data[groupField] as GroupKey) : keys[0],
      );
      const move = (to: number) => {
        const mergeKey = `group-move:${block.id}:${Date.now()}`;
        const from = keys[at];
        const result = moveToGroup(store, { id: block.id, groupField, keys, key: keys[to], mergeKey });
        if (result?.ok) {
          movedBlock.current = block.id;
          latestMoved.current?.(block.id, from, keys[to], mergeKey);
        }
      };
      const button = (to: number, text: string) => (
        <button
          type="button"
          className="be-button be-button--small be-group__move"
          aria-label={uiText(lang, 'groupMoveToLabel', {
            name: summaryName(store, block, lang),
            group: groups[to].label,
          })}
          onClick={() => move(to)}
        >
          {text}
        </button>
      );
      return (
        <>
          {renderBlockExtras?.(block)}
          {at > 0 && button(at - 1, `↑ ${uiText(lang, 'groupMoveTo', { group: groups[at - 1].label })}`)}
          {at < keys.length - 1 &&
            button(at + 1, `↓ ${uiText(lang, 'groupMoveTo', { group: groups[at + 1].label })}`)}
        </>
      );
    },
    [store, lang, keys, groups, groupField, renderBlockExtras],
  );

  return (
    <BlockEditorProvider
      store={store}
      lang={lang}
      widgets={props.widgets}
      renderBlockExtras={extras}
      dragArming={dragArming}
      confirmRemove={props.confirmRemove}
    >
      <section
        ref={root}
        className="be-editor be-grouped"
        aria-label={props.label}
        lang={lang}
        onPointerOver={dragArming.arm}
        onFocus={dragArming.arm}
      >
        {props.toolbar !== false && <EditorToolbar />}
        <RefusalAlert />
        <DndContext
          id={dragArming.describedBy}
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={accessibility}
          onDragEnd={onDragEnd}
        >
          {groups.map((group) => (
            <Group
              key={String(group.key)}
              group={group}
              ids={byGroup.get(group.key) ?? []}
              onAdd={(type) => {
                const { result, id } = addToGroup(store, { type, groupField, keys, key: group.key });
                if (result.ok)
                  requestAnimationFrame(() =>
                    document.querySelector<HTMLElement>(`[data-block-id="${id}"]`)?.focus(),
                  );
              }}
              store={store}
              lang={lang}
              offered={offered}
              paletteLabel={props.paletteLabel}
            />
          ))}
        </DndContext>
      </section>
    </BlockEditorProvider>
  );
}

/** '2. ラジオボタン' for a button's accessible name. */
function summaryName(store: EditorStore, block: EditorBlock, lang: Lang): string {
  return store.registry.get(block.kind, block.type)?.label[lang] ?? '';
}

interface GroupProps {
  group: BlockGroup;
  ids: readonly string[];
  store: EditorStore;
  lang: Lang;
  offered?(plugin: AnyPlugin): boolean;
  onAdd(type: number): void;
  paletteLabel?: string;
}

/** One group: heading, its numbered panels, its palette. */
function Group({ group, ids, store, lang, offered, onAdd, paletteLabel }: GroupProps) {
  const headingId = useId();
  useRenderProbe('BlockGroup', String(group.key));
  // What may be added depends on which types the list holds (single-use types), not on their data: a keystroke
  // does not re-render the palette.
  const held = useEditorSnapshot(store, () =>
    store
      .getChildIds(null)
      .map((id) => store.getBlock(id)?.type)
      .join(','),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `held` says when the types held changed.
  const types = useMemo(
    () =>
      addableTypes(store.registry, store.kind, store.getBlocks(), store.getContext(), null).filter(
        (type) => !offered || offered(type.plugin),
      ),
    [store, held, offered],
  );
  return (
    <section className="be-group" aria-labelledby={headingId} data-group={String(group.key)}>
      <div className="be-group__head">
        <h3 id={headingId} className="be-group__title">
          {group.label}
        </h3>
        {group.tools}
      </div>
      <GroupItems groupKey={group.key} ids={ids} lang={lang} />
      <fieldset className="be-palette">
        <legend className="be-palette__label">{paletteLabel ?? uiText(lang, 'add')}</legend>
        {types.map((type) => (
          <button
            key={type.plugin.type}
            type="button"
            className="be-button be-button--small be-palette__item"
            aria-disabled={!type.available || undefined}
            title={type.reason ? store.registry.message(type.reason, lang) : undefined}
            onClick={() => onAdd(type.plugin.type)}
          >
            <span aria-hidden="true">＋ </span>
            {type.plugin.label[lang]}
          </button>
        ))}
      </fieldset>
    </section>
  );
}

/** A group's sortable panels, or its empty drop target. */
function GroupItems({ groupKey, ids, lang }: { groupKey: GroupKey; ids: readonly string[]; lang: Lang }) {
  const { dragArming } = useBlockEditor();
  const armed = useSyncExternalStore(dragArming.subscribe, dragArming.isArmed, dragArming.isArmed);
  const { setNodeRef, isOver } = useDroppable({ id: groupDropId(groupKey), disabled: ids.length > 0 });
  return (
    <SortableContext
      id={groupDropId(groupKey)}
      items={ids as string[]}
      strategy={verticalListSortingStrategy}
    >
      {ids.length > 0 ? (
        <ol className="be-list">
          {ids.map((id, index) => (
            <SortableBlock
              key={id}
              id={id}
              armed={armed}
              index={index}
              isLast={index === ids.length - 1}
              parentId={null}
            />
          ))}
        </ol>
      ) : (
        <p ref={setNodeRef} className={isOver ? 'be-list__empty be-list__empty--over' : 'be-list__empty'}>
          {uiText(lang, 'groupEmpty')}
        </p>
      )}
    </SortableContext>
  );
}
