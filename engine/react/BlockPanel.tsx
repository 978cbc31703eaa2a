import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { type AnyPlugin, type PluginContext, serializeBlock } from '../core/index.ts';
import { BlockBody } from './BlockBody.tsx';
import { DragHandle } from './DragHandle.tsx';
import type { HandleSlot } from './drag-arming.ts';
import { useBlockEditor } from './editor-context.tsx';
import { usePanelState, useStoreContext } from './hooks.ts';
import { PanelActions } from './PanelActions.tsx';
import { useRenderProbe } from './render-probe.ts';
import { uiText } from './texts.ts';

/** Props of `BlockPanel`. */
export interface BlockPanelProps {
  id: string;
  /** Position in its list, from the list: shown as "1.", so a reorder re-renders only the panels it moved. */
  index: number;
  isLast: boolean;
  /** The container the block sits in (null: the top level). */
  parentId: string | null;
  /** The container just above that accepts this block: offers "move into it". */
  indentInto?: string;
  /** The sortable item's handle slot (SortableBlock); without it the panel has no drag handle (up/down still work). */
  dragHandle?: HandleSlot;
}

/** A plugin's summary never breaks the panel: a throwing summary (a plugin bug) falls back to the label. */
function safeSummary(plugin: AnyPlugin, data: unknown, ctx: PluginContext, fallback: string): string {
  try {
    const text = plugin.summary(data, ctx);
    return typeof text === 'string' ? text : fallback;
  } catch {
    return fallback;
  }
}

/**
 * One block: number, type label, summary, buttons, and its form (or the read-only placeholder of a broken
 * block). Subscribes to its own block only, so typing in it re-renders this panel and nothing else.
 *
 * @example <BlockPanel id={id} index={0} isLast={false} parentId={null} />  // inside <BlockEditorProvider>
 */
export const BlockPanel = memo(function BlockPanel(props: BlockPanelProps) {
  const { id, index, isLast, parentId, indentInto, dragHandle } = props;
  const { store, lang, renderBlockExtras, focusRequest } = useBlockEditor();
  useRenderProbe('BlockPanel', id);
  const { block, visibleIssues, hasErrors: blockHasErrors } = usePanelState(store, id);
  const ctx = useStoreContext(store);
  const panel = useRef<HTMLElement>(null);

  // A panel that mounts because its block moved to another list (or was just added) takes focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount.
  useLayoutEffect(() => {
    if (focusRequest.current !== id) return;
    focusRequest.current = null;
    panel.current?.focus();
  }, []);

  const collapse = useCallback(
    () => store.dispatch({ op: 'collapse', id, collapsed: !store.getBlock(id)?.collapsed }),
    [store, id],
  );
  if (!block) return null;

  const plugin = block.broken ? undefined : store.registry.get(block.kind, block.type);
  const label = plugin ? plugin.label[lang] : uiText(lang, 'brokenLabel');
  // A container summarises what it holds: its data keeps the nested field emptied, the children are apart.
  const summaryData = plugin?.nested ? serializeBlock(store.registry, block) : block.data;
  const summary = plugin ? safeSummary(plugin, summaryData, ctx, label) : '';
  const name = `${index + 1}. ${label}`;
  // Errors first: a block with both must not look merely cautioned. Warnings are always among the visible issues.
  const badge = blockHasErrors
    ? ('error' as const)
    : visibleIssues.some((issue) => issue.severity === 'warning')
      ? ('warning' as const)
      : undefined;
  // `__`, not `-`: field ids are `be-<block>-<field>` (idFor), and a field may be called title or body.
  const titleId = `be-${id}__title`;
  const bodyId = `be-${id}__body`;
  const expanded = !block.collapsed || Boolean(block.broken);

  return (
    <article
      ref={panel}
      className={block.broken ? 'be-panel be-panel--broken' : 'be-panel'}
      aria-labelledby={titleId}
      data-block-id={id}
      tabIndex={-1}
    >
      <div className="be-panel__header">
        {dragHandle && <DragHandle slot={dragHandle} label={`${uiText(lang, 'dragHandle')}(${name})`} />}
        {!block.broken && (
          <button
            type="button"
            className="be-button be-button--icon be-collapse"
            aria-expanded={expanded}
            aria-controls={expanded ? bodyId : undefined}
            aria-label={`${uiText(lang, 'details')}(${name})`}
            onClick={collapse}
          >
            {/* The glyph in the button itself (aria-label names it): a span per panel costs 100 elements. */}
            {expanded ? '▾' : '▸'}
          </button>
        )}
        <div id={titleId} className="be-panel__title">
          <span className="be-panel__number">{index + 1}.</span>{' '}
          <span className="be-panel__label">{label}</span>
          {summary && summary !== label && <span className="be-panel__summary">{summary}</span>}
        </div>
        {!expanded && badge && (
          <span className={`be-badge be-badge--${badge}`}>
            {uiText(lang, badge === 'error' ? 'hasErrors' : 'hasWarnings')}
          </span>
        )}
        {!block.broken && renderBlockExtras?.(block)}
        <PanelActions
          id={id}
          index={index}
          isLast={isLast}
          parentId={parentId}
          indentInto={indentInto}
          name={name}
        />
      </div>
      {expanded && <BlockBody id={bodyId} block={block} plugin={plugin} issues={visibleIssues} ctx={ctx} />}
    </article>
  );
});
