import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import { ModalFrame } from './ModalFrame.tsx';

/** How long the dialog stays on screen after it answered (spec 000 §2.3, §9: 200 ms). */
export const CONFIRM_REMOVAL_MS = 200;

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  message: string;
  /** Default OK. null: no OK, a notice closed by its one button (cancelLabel, default 閉じる), which takes focus. */
  okLabel?: string | null;
  /** Default 確認. */
  title?: string;
  cancelLabel?: string;
  /** true for OK (also Enter or Space), false for cancel (also Escape and ×). */
  onAnswer(ok: boolean): void;
  closing?: boolean;
}

/**
 * The confirm dialog of spec 000 §2.3: OK and cancel; Escape cancels, Enter or Space confirm (on the cancel
 * button they press it, as a focused button should). Focus starts on OK.
 *
 * @example <ConfirmDialog message="削除しますか？" onAnswer={(ok) => ok && remove()} />
 */
export function ConfirmDialog({
  message,
  okLabel,
  title,
  cancelLabel,
  onAnswer,
  closing,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  const ok = useRef<HTMLButtonElement>(null);
  const notice = okLabel === null;
  const messageId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // A focused button answers by its own click; anywhere else Enter or Space means OK.
    if (event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    onAnswer(!notice);
  };
  return (
    <ModalFrame
      role="alertdialog"
      size="small"
      title={title ?? t('confirmTitle')}
      closeLabel={t('cancel')}
      closeButton={false}
      describedBy={messageId}
      initialFocus={ok}
      closing={closing}
      onClose={() => onAnswer(false)}
      onKeyDown={onKeyDown}
      footer={
        <>
          <button
            ref={notice ? ok : undefined}
            type="button"
            className="app-button"
            onClick={() => onAnswer(false)}
          >
            {cancelLabel ?? t(notice ? 'close' : 'cancel')}
          </button>
          {!notice && (
            <button
              ref={ok}
              type="button"
              className="app-button app-button--primary"
              onClick={() => onAnswer(true)}
            >
              {okLabel ?? t('ok')}
            </button>
          )}
        </>
      }
    >
      <p id={messageId} className="app-confirm__message">
        {message}
      </p>
    </ModalFrame>
  );
}

interface Pending {
  message: string;
  okLabel?: string | null;
  title?: string;
  resolve(ok: boolean): void;
  closing: boolean;
}

/**
 * A promise-based confirm: `await confirm('…')` answers true for OK. Render the returned element once. With
 * `{ title, okLabel: null }` it is a notice (only 閉じる) that answers false when closed: what cannot be done, and why.
 *
 * @example
 * const [confirm, confirmDialog] = useConfirm();
 * if (await confirm('削除しますか？')) remove();
 * return <>{…}{confirmDialog}</>;
 */
export function useConfirm(): [
  (message: string, okLabel?: string | null, title?: string) => Promise<boolean>,
  ReactNode,
] {
  const [pending, setPending] = useState<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = useCallback(
    (message: string, okLabel?: string | null, title?: string) =>
      new Promise<boolean>((resolve) => {
        clearTimeout(timer.current);
        setPending({ message, okLabel, title, resolve, closing: false });
      }),
    [],
  );

  const answer = (ok: boolean) => {
    if (!pending || pending.closing) return;
    pending.resolve(ok);
    setPending({ ...pending, closing: true });
    timer.current = setTimeout(() => setPending(null), CONFIRM_REMOVAL_MS);
  };

  const element = pending ? (
    <ConfirmDialog
      message={pending.message}
      okLabel={pending.okLabel}
      title={pending.title}
      closing={pending.closing}
      onAnswer={answer}
    />
  ) : null;
  return [confirm, element];
}
