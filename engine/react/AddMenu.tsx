import { useCallback, useId, useRef, useState } from 'react';
import { AddMenuItems } from './AddMenuItems.tsx';
import { useBlockEditor } from './editor-context.tsx';
import { uiText } from './texts.ts';

/**
 * The "add" button of one list and its menu of types. The menu subscribes to the document only while open,
 * so a closed menu costs nothing per keystroke.
 *
 * @example <AddMenu parentId={null} kind="effect" />
 */
export function AddMenu({ parentId, kind }: { parentId: string | null; kind: string }) {
  const { lang } = useBlockEditor();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
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
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">＋ </span>
        {uiText(lang, 'add')}
      </button>
      {open && <AddMenuItems id={menuId} parentId={parentId} kind={kind} anchor={button} onClose={close} />}
    </div>
  );
}
