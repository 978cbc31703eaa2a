import { useCallback, useId, useRef, useState } from 'react';
import { listFullRefusal } from '../core/index.ts';
import { AddMenuItems } from './AddMenuItems.tsx';
import { useBlockEditor } from './editor-context.tsx';
import { useChildIds } from './hooks.ts';
import { uiText } from './texts.ts';

/**
 * The "add" button of one list and its menu of types. The menu subscribes to the document only while open,
 * so a closed menu costs nothing per keystroke. A list at its limit (`Registry.limitList`) keeps the button
 * focusable but unavailable (aria-disabled), with the limit's message beside it; the store refuses the add too.
 *
 * @example <AddMenu parentId={null} kind="effect" />
 */
export function AddMenu({ parentId, kind }: { parentId: string | null; kind: string }) {
  const { store, lang } = useBlockEditor();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const fullId = useId();
  // The list's order only: typing in a block does not re-render the button.
  const full = listFullRefusal(store.registry, kind, useChildIds(store, parentId).length);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  return (
    <div className="be-add">
      <button
        ref={button}
        type="button"
        className="be-button be-add__button"
        aria-haspopup="menu"
        aria-expanded={open && !full}
        aria-controls={open && !full ? menuId : undefined}
        aria-disabled={full ? true : undefined}
        aria-describedby={full ? fullId : undefined}
        onClick={() => setOpen(!open && !full)}
      >
        <span aria-hidden="true">＋ </span>
        {uiText(lang, 'add')}
      </button>
      {full && (
        <p id={fullId} className="be-add__full">
          {store.registry.message(full, lang)}
        </p>
      )}
      {open && !full && (
        <AddMenuItems id={menuId} parentId={parentId} kind={kind} anchor={button} onClose={close} />
      )}
    </div>
  );
}
