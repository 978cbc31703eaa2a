import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { type ReactNode, useCallback, useMemo } from 'react';
import { type AnyPlugin, type EditorBlock, type EditorStore, type Lang, walkBlocks } from '../core/index.ts';
import { BlockList } from './BlockList.tsx';
import { dropOperation } from './dnd.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { BlockEditorProvider } from './editor-context.tsx';
import { useEditorShell } from './editor-shell.ts';
import { preloadPluginWidgets } from './form/plugin-widgets.tsx';
import type { WidgetRegistry } from './form/widget-registry.ts';
import { RefusalAlert } from './RefusalAlert.tsx';
import { useRenderProbe } from './render-probe.ts';

/** Props of `BlockListEditor`. */
export interface BlockListEditorProps {
  store: EditorStore;
  /** Labels, summaries' fallback and the editor's own words. Default 'ja'. */
  lang?: Lang;
  /** The widget registry (default: the built-in widgets); the app adds its item picker here. */
  widgets?: WidgetRegistry;
  /** Extra controls in each panel header (e.g. the condition ON/OFF toggle). Keep it stable (useCallback). */
  renderBlockExtras?: (block: EditorBlock) => ReactNode;
  /** The editor's accessible name, e.g. 'アクション内容'. */
  label?: string;
  /** Show the undo/redo buttons (default true). */
  toolbar?: boolean;
  /**
   * Draw only the panels near the viewport when the top-level list holds more than `VIRTUALIZE_ABOVE` blocks
   * (default true). False draws every panel: for measuring the editor without it (bench/editor's
   * BENCH_VIRTUALIZE=0), or a page that needs every panel in the DOM.
   */
  virtualize?: boolean;
}

/**
 * The block-list editor: numbered panels of one store with add menus, reordering by buttons, keyboard and
 * drag-and-drop, nested lists for containers, undo/redo (buttons and Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y outside
 * text fields) and the alert of a refused operation. Every gesture becomes a core operation on the store.
 *
 * @example
 * const store = useEditorStore({ registry, kind: 'effect', initial: action.inputs, ctx });
 * <BlockListEditor store={store} lang="ja" label="アクション内容" renderBlockExtras={conditionToggle} />
 */
export function BlockListEditor({
  store,
  lang = 'ja',
  widgets,
  renderBlockExtras,
  label,
  toolbar = true,
  virtualize = true,
}: BlockListEditorProps) {
  useRenderProbe('BlockListEditor', store.kind);
  // Start fetching the lazy widgets of the types in the list while the panels render, not after their first
  // commit asks for them: the fields settle one chunk round trip sooner. Idempotent; a failed load shows in place.
  useMemo(() => {
    preloadPluginWidgets(pluginsIn(store)).catch(() => undefined);
  }, [store]);
  const { root, dragArming, sensors, accessibility } = useEditorShell<HTMLElement>(store, lang);
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const operation = dropOperation(store, active.id, over);
      if (operation) store.dispatch(operation);
    },
    [store],
  );

  return (
    <BlockEditorProvider
      store={store}
      lang={lang}
      widgets={widgets}
      renderBlockExtras={renderBlockExtras}
      dragArming={dragArming}
    >
      <section
        ref={root}
        className="be-editor"
        aria-label={label}
        lang={lang}
        onPointerOver={dragArming.arm}
        onFocus={dragArming.arm}
      >
        {toolbar && <EditorToolbar />}
        <RefusalAlert />
        <DndContext
          id={dragArming.describedBy}
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={accessibility}
          onDragEnd={onDragEnd}
        >
          <BlockList parentId={null} kind={store.kind} virtualize={virtualize} />
        </DndContext>
      </section>
    </BlockEditorProvider>
  );
}

/** The plugins of the blocks the store holds, each once. */
function pluginsIn(store: EditorStore): Set<AnyPlugin> {
  const plugins = new Set<AnyPlugin>();
  for (const block of walkBlocks(store.getBlocks())) {
    const plugin = block.broken ? undefined : store.registry.get(block.kind, block.type);
    if (plugin) plugins.add(plugin);
  }
  return plugins;
}
