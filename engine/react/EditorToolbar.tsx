import { useBlockEditor } from './editor-context.tsx';
import { useEditorSnapshot } from './hooks.ts';
import { uiText } from './texts.ts';

/**
 * Each button reads one boolean, so typing re-renders a button only when undo becomes possible. An unavailable
 * button is `aria-disabled`, not `disabled`: pressing 元に戻す until nothing is left to undo must not throw the
 * keyboard user's focus to the top of the page, which a `disabled` button losing focus does.
 */
function UndoButton() {
  const { store, lang } = useBlockEditor();
  const canUndo = useEditorSnapshot(store, (snapshot) => snapshot.canUndo);
  return (
    <button
      type="button"
      className="be-button"
      aria-disabled={!canUndo}
      onClick={() => canUndo && store.undo()}
      aria-keyshortcuts="Control+Z"
    >
      {uiText(lang, 'undo')}
    </button>
  );
}

function RedoButton() {
  const { store, lang } = useBlockEditor();
  const canRedo = useEditorSnapshot(store, (snapshot) => snapshot.canRedo);
  return (
    <button
      type="button"
      className="be-button"
      aria-disabled={!canRedo}
      onClick={() => canRedo && store.redo()}
      aria-keyshortcuts="Control+Shift+Z Control+Y"
    >
      {uiText(lang, 'redo')}
    </button>
  );
}

/**
 * Undo and redo buttons (Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y do the same outside text fields).
 *
 * @example <EditorToolbar />  // inside <BlockEditorProvider>; BlockListEditor shows it unless toolbar={false}
 */
export function EditorToolbar() {
  const { lang } = useBlockEditor();
  return (
    <div
      className="be-toolbar"
      role="toolbar"
      aria-label={`${uiText(lang, 'undo')} / ${uiText(lang, 'redo')}`}
    >
      <UndoButton />
      <RedoButton />
    </div>
  );
}
