import { useCallback, useEffect, useRef } from 'react';
import { useNavigationBlocker } from '../router.tsx';

/**
 * The leave guard of an editor with unsaved edits (spec 000 §2.1, §4): the browser asks before the tab closes
 * or reloads (beforeunload), and in-app navigation (links, back/forward) asks `confirmLeave` first. `release`
 * turns the guard off for a leave the page decided itself (the reload after a 409, whose edit is kept).
 *
 * @example
 * const release = useLeaveGuard(dirty, () => confirm('内容が編集されています。破棄して移動しますか？'));
 * release(); reload();
 */
export function useLeaveGuard(active: boolean, confirmLeave: () => Promise<boolean>): () => void {
  const released = useRef(false);
  const on = active && !released.current;

  useEffect(() => {
    if (!on) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [on]);

  useNavigationBlocker(on ? () => (released.current ? true : confirmLeave()) : null);

  return useCallback(() => {
    released.current = true;
  }, []);
}
