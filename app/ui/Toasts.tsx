import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from './toast.ts';

/**
 * Where toasts show (./toast.ts): a polite live region at the bottom of the window, above dialogs, always in the
 * page so a screen reader hears what is added to it. Operator text in a toast is text, never markup. Its styles
 * are in app/app.css, the shell's: the first chunk draws it, and the dialogs' ui.css is not loaded there.
 *
 * @example <Toasts dismissLabel="閉じる" />
 */
export function Toasts({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className="app-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="app-toast" data-testid="toast">
          <p className="app-toast__text">{toast.text}</p>
          <button
            type="button"
            className="app-toast__dismiss"
            aria-label={dismissLabel}
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
