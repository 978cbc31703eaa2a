import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { tabbables, trapTab } from './focus.ts';
import './ui.css';

/** Props of `ModalFrame`. */
export interface ModalFrameProps {
  /** The dialog's name (its heading). */
  title: ReactNode;
  /** Escape, the × button, or a click on the backdrop when `closeOnBackdrop`: a request to close. */
  onClose(): void;
  /** The × button's accessible name (閉じる). */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Default true. The action setting modal passes false: a click outside must not close it (spec 000 §2.3). */
  closeOnBackdrop?: boolean;
  /** small: confirmations; medium: the item picker; large: an editor; slide: a panel sliding in from the right. */
  size?: 'small' | 'medium' | 'large' | 'slide';
  /** Where focus goes on open; default the first control of the body, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  className?: string;
  /** Fading out before removal (the confirm dialog's 200 ms, spec 000 §2.3). */
  closing?: boolean;
  /** Default true; the confirm dialog has only its OK and cancel buttons. */
  closeButton?: boolean;
  /** Extra keys, after Escape and Tab are handled. */
  onKeyDown?(event: KeyboardEvent): void;
}

let openCount = 0;

/**
 * The frame of every dialog, in a portal: role=dialog with aria-modal, named by its title, focus moved in on
 * open, kept in with Tab, and given back to where it was on close; Escape, × and the backdrop request a close.
 * Nested frames close one at a time. Dialogs use `Modal`, which guards these requests against discarding
 * unsaved edits; only the confirm dialog, which holds no edits, uses the frame itself.
 *
 * @example
 * <ModalFrame role="alertdialog" size="small" title="確認" closeLabel="キャンセル" onClose={cancel}>…</ModalFrame>
 */
export function ModalFrame(props: ModalFrameProps) {
  const { title, onClose, closeLabel, children, footer, size = 'medium' } = props;
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const openedFrom = useRef<HTMLElement | null>(null);
  // Before paint, so no frame shows the dialog without focus in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in once, on open.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    openedFrom.current = opener;
    const target =
      props.initialFocus?.current ??
      (body.current ? tabbables(body.current)[0] : undefined) ??
      dialog.current ??
      undefined;
    target?.focus();
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);
  // A fading frame (the confirm's 200 ms) gives the focus back as it starts to fade, not when it goes: what
  // the answer does meanwhile (a delete reloading the list) must find the focus on the page, not in a dialog
  // that is about to take it along to <body>.
  useLayoutEffect(() => {
    const opener = openedFrom.current;
    if (props.closing && opener && document.contains(opener)) opener.focus();
  }, [props.closing]);

  useEffect(() => {
    openCount++;
    document.body.classList.add('app-modal-open');
    return () => {
      openCount--;
      if (openCount === 0) document.body.classList.remove('app-modal-open');
    };
  }, []);

  const latest = useRef(props);
  latest.current = props;

  // Native listeners: a nested dialog is a sibling in the DOM, so its Escape never reaches this one (React
  // events would bubble through the portal to every dialog around it). Escape closes only once the key has been
  // dispatched to everyone: a control inside that handles Escape itself (the add menu, the calendar, a keyboard
  // drag of dnd-kit, which listens on the document) marks it with preventDefault and closes only itself, so the
  // operator's edits in this dialog are not thrown away.
  useEffect(() => {
    const element = dialog.current;
    const backdrop = element?.parentElement;
    if (!element || !backdrop) return;
    let open = true;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      setTimeout(() => {
        if (open && !event.defaultPrevented) closeRef.current();
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return;
      if (event.key === 'Tab') {
        if (trapTab(element, event.shiftKey, document.activeElement)) event.preventDefault();
        return;
      }
      latest.current.onKeyDown?.(event);
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.target === backdrop && (latest.current.closeOnBackdrop ?? true)) closeRef.current();
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onEscape);
    backdrop.addEventListener('mousedown', onMouseDown);
    return () => {
      open = false;
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onEscape);
      backdrop.removeEventListener('mousedown', onMouseDown);
    };
  }, []);

  // The role is chosen by the caller, so the attributes go in as one object.
  const dialogAttributes = {
    role: props.role ?? 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': props.describedBy,
    tabIndex: -1,
  } as const;

  return createPortal(
    // A click on the backdrop closes (unless closeOnBackdrop is false); keyboards use Escape or ×.
    <div
      className={`app-modal-backdrop app-modal-backdrop--${size}${props.closing ? ' app-modal--closing' : ''}`}
    >
      <div
        ref={dialog}
        {...dialogAttributes}
        className={`app-modal app-modal--${size}${props.className ? ` ${props.className}` : ''}`}
      >
        <div className="app-modal__head">
          <h2 id={titleId} className="app-modal__title">
            {title}
          </h2>
          {props.closeButton !== false && (
            <button
              type="button"
              className="app-modal__close"
              aria-label={closeLabel}
              title={closeLabel}
              onClick={() => closeRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={body} className="app-modal__body">
          {children}
        </div>
        {footer && <div className="app-modal__foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
