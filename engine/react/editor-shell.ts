import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { EditorStore, Lang } from '../core/index.ts';
import { blockKeyboardCoordinates, dragAnnouncements } from './dnd.ts';
import { createDragArming } from './drag-arming.ts';
import { isTextField, undoCommand } from './keyboard.ts';
import { uiText } from './texts.ts';

// Module constants: useSensor memoises on its options' identity, and new sensors would re-render every panel.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: blockKeyboardCoordinates };

/**
 * What every block-list editor (the plain and the grouped one) sets up around its panels: the root element with
 * undo/redo shortcuts (Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y outside text fields), drag-and-drop wired on intent
 * (./drag-arming.ts: on the first pointer move over the editor or focus into it), the pointer and keyboard
 * sensors, and the screen-reader announcements. The editor puts `root` on its section, `dragArming.arm` on its
 * pointer-over and focus, and the rest on its DndContext.
 *
 * @example const { root, dragArming, sensors, accessibility } = useEditorShell<HTMLElement>(store, lang);
 */
export function useEditorShell<T extends HTMLElement>(store: EditorStore, lang: Lang) {
  const root = useRef<T>(null);
  const instructionsId = `be-dnd-${useId()}`;
  const [dragArming] = useState(() => createDragArming(instructionsId));
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(store, lang),
      screenReaderInstructions: { draggable: uiText(lang, 'srInstructions') },
    }),
    [store, lang],
  );

  // A native listener: the shortcut belongs to the whole editor area, which is not itself interactive.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const command = undoCommand(event);
      if (!command || event.defaultPrevented || isTextField(event.target)) return;
      event.preventDefault();
      store[command]();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [store]);

  return { root, dragArming, sensors, accessibility };
}
