import type { PointerEvent } from 'react';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import type { HandleSlot } from './drag-arming.ts';
import { useBlockEditor } from './editor-context.tsx';
import { uiText } from './texts.ts';

export type { DragHandleProps } from './drag-arming.ts';

/**
 * The drag handle of a panel: a button that starts a pointer drag, or a keyboard drag with Space (dnd-kit's
 * sensors). Until the editor is armed (./drag-arming.ts) it is the same button without the wiring; a pointer
 * pressed on it then arms the editor at once and passes the press on, so the first drag is not lost.
 */
export function DragHandle({ slot, label }: { slot: HandleSlot; label: string }) {
  const handle = useSyncExternalStore(slot.subscribe, slot.get, slot.get);
  const { dragArming, lang } = useBlockEditor();
  if (handle) {
    return (
      <button
        type="button"
        ref={handle.ref}
        className="be-handle"
        {...handle.attributes}
        {...handle.listeners}
        aria-label={label}
      >
        ⠿
      </button>
    );
  }
  const armAndPress = (event: PointerEvent<HTMLButtonElement>) => {
    flushSync(() => dragArming.arm());
    slot.get()?.listeners?.onPointerDown?.(event);
  };
  return (
    <button
      type="button"
      className="be-handle"
      aria-roledescription={uiText(lang, 'dragRole')}
      aria-describedby={dragArming.describedBy}
      aria-label={label}
      onPointerDown={armAndPress}
    >
      ⠿
    </button>
  );
}
