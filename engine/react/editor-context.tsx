import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import type { EditorBlock, EditorStore, Lang } from '../core/index.ts';
import { createDragArming, type DragArming } from './drag-arming.ts';
import { defaultWidgetRegistry, type WidgetRegistry } from './form/widget-registry.ts';

/** What every panel and list of one editor shares. Stable while the editor's props stay the same. */
export interface BlockEditorConfig {
  store: EditorStore;
  lang: Lang;
  widgets: WidgetRegistry;
  renderBlockExtras?: (block: EditorBlock) => ReactNode;
  /**
   * A block that should take focus when its panel mounts: a panel moved to another list or just added is a
   * new DOM node, and keyboard users must not be dropped to the page's start.
   */
  focusRequest: { current: string | null };
  /** Whether drag-and-drop is wired yet (./drag-arming.ts); the same object for the editor's life. */
  dragArming: DragArming;
  /** Asked before a panel's 削除 removes its block (a confirm dialog); false keeps the block. */
  confirmRemove?: (block: EditorBlock) => boolean | Promise<boolean>;
}

const BlockEditorContext = createContext<BlockEditorConfig | null>(null);

/** Props of `BlockEditorProvider`. */
export interface BlockEditorProviderProps {
  store: EditorStore;
  lang?: Lang;
  widgets?: WidgetRegistry;
  renderBlockExtras?: (block: EditorBlock) => ReactNode;
  /** The editor's drag arming, when the host arms it itself (BlockListEditor: on pointer over or focus in). */
  dragArming?: DragArming;
  /** Asked before a panel's 削除 removes its block; answer false to keep it. Keep it stable (useCallback). */
  confirmRemove?: (block: EditorBlock) => boolean | Promise<boolean>;
  children: ReactNode;
}

/**
 * Shares one store and the editor's settings with `BlockPanel`s and lists below it. `BlockListEditor` sets it
 * up itself; use it directly only to lay out panels yourself.
 *
 * @example
 * <BlockEditorProvider store={store} lang="ja">
 *   {store.getChildIds(null).map((id, i, ids) => <BlockPanel key={id} id={id} index={i} isLast={i === ids.length - 1} parentId={null} />)}
 * </BlockEditorProvider>
 */
export function BlockEditorProvider({
  store,
  lang = 'ja',
  widgets,
  renderBlockExtras,
  dragArming: arming,
  confirmRemove,
  children,
}: BlockEditorProviderProps) {
  const focusRequest = useRef<string | null>(null);
  const [ownArming] = useState(createDragArming);
  const dragArming = arming ?? ownArming;
  const registry = widgets ?? defaultWidgetRegistry;
  const config = useMemo<BlockEditorConfig>(
    () => ({ store, lang, widgets: registry, renderBlockExtras, focusRequest, dragArming, confirmRemove }),
    [store, lang, registry, renderBlockExtras, dragArming, confirmRemove],
  );
  return <BlockEditorContext.Provider value={config}>{children}</BlockEditorContext.Provider>;
}

/** The enclosing editor's settings. */
export function useBlockEditor(): BlockEditorConfig {
  const config = useContext(BlockEditorContext);
  if (!config) {
    throw new Error(
      'Block panels and lists need an editor: render them inside <BlockListEditor> or <BlockEditorProvider>.',
    );
  }
  return config;
}
