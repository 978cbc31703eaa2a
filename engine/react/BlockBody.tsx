import { useCallback } from 'react';
import type { AnyPlugin, EditorBlock, Issue, PluginContext } from '../core/index.ts';
import { BlockList } from './BlockList.tsx';
import { BrokenBlock } from './BrokenBlock.tsx';
import { useBlockEditor } from './editor-context.tsx';
import { withPluginWidgets } from './form/plugin-widgets.tsx';
import { SchemaForm } from './form/SchemaForm.tsx';
import type { FieldPath } from './form/types.ts';
import { uiText } from './texts.ts';

interface BlockBodyProps {
  id: string;
  block: EditorBlock;
  plugin: AnyPlugin | undefined;
  issues: readonly Issue[];
  /** The store's context, as the panel read it (one subscription per panel, not two). */
  ctx: PluginContext;
}

/**
 * The expanded part of a panel: the form wired to the store (update on input, touch on blur), a container's
 * nested list, or a broken block's read-only placeholder.
 */
export function BlockBody({ id, block, plugin, issues, ctx }: BlockBodyProps) {
  const { store, lang, widgets } = useBlockEditor();
  const onChange = useCallback(
    (path: FieldPath, value: unknown) => store.update(block.id, path, value),
    [store, block.id],
  );
  const onTouch = useCallback((path: FieldPath) => store.touch(block.id, path), [store, block.id]);

  if (!plugin || plugin.readOnly) {
    return (
      <div id={id} className="be-panel__body">
        <BrokenBlock block={block} registry={store.registry} lang={lang} />
      </div>
    );
  }
  // The nested field is drawn as a list of panels, never as a form field.
  const ui = plugin.nested
    ? { ...plugin.ui, hidden: [...(plugin.ui?.hidden ?? []), plugin.nested.field] }
    : plugin.ui;
  return (
    <div id={id} className="be-panel__body">
      <SchemaForm
        schema={plugin.schema}
        value={block.data}
        ui={ui}
        issues={issues}
        lang={lang}
        ctx={ctx}
        widgets={withPluginWidgets(widgets, plugin)}
        idPrefix={`be-${block.id}`}
        // A type with no settings of its own (effect 30) says so instead of drawing an empty body; a container's
        // body holds its list.
        emptyNote={plugin.nested ? undefined : uiText(lang, 'noFields')}
        onChange={onChange}
        onTouch={onTouch}
      />
      {plugin.nested && (
        <div className="be-panel__nested">
          <BlockList parentId={block.id} kind={plugin.nested.kind} />
        </div>
      )}
    </div>
  );
}
