import { type ReactNode, useCallback, useRef } from 'react';
import { messageText } from '../../engine/core/index.ts';
import { useI18n } from '../page-i18n.ts';
import { useConfirm } from './ConfirmDialog.tsx';
import { ModalFrame, type ModalFrameProps } from './ModalFrame.tsx';

/** Content that may close its dialog: a node, or a function given the dialog's guarded close. */
export type ModalContent = ReactNode | ((close: () => void) => ReactNode);

/** Props of `Modal`. */
export interface ModalProps extends Omit<ModalFrameProps, 'children' | 'footer'> {
  /**
   * The content holds unsaved edits: every close (×, Escape, the backdrop, a back or cancel button given the
   * `close` of `children` or `footer`) asks 編集中の内容が破棄されます。よろしいですか？ first; cancelling keeps
   * the dialog open with its content, OK closes (`onClose`) and the edits go. Absent or false: closes at once.
   */
  dirty?: boolean;
  children: ModalContent;
  footer?: ModalContent;
}

/**
 * A modal dialog (`ModalFrame`) whose closes all go through one guard: a dialog declares whether it holds
 * unsaved edits (`dirty`), and closing it then asks before they are discarded (spec 002 §4, for every dialog
 * and slide-in that edits). Buttons of its own that close it (戻る, キャンセル) take `close` from a function
 * child or footer, so they ask too.
 *
 * @example
 * <Modal title="友だち情報の新規登録" closeLabel="閉じる" onClose={onClose} dirty={name !== ''}
 *   footer={(close) => <button type="button" onClick={close}>キャンセル</button>}>
 *   …
 * </Modal>
 */
export function Modal({ dirty = false, children, footer, onClose, ...frame }: ModalProps) {
  const { lang } = useI18n();
  const [confirm, confirmDialog] = useConfirm();
  const latest = useRef({ dirty, onClose, lang });
  latest.current = { dirty, onClose, lang };
  const asking = useRef(false);

  const close = useCallback(async () => {
    // A second close while the question is open (× pressed twice) waits for that answer.
    if (asking.current) return;
    if (latest.current.dirty) {
      asking.current = true;
      const discard = await confirm(messageText('discard_unsaved', latest.current.lang));
      asking.current = false;
      if (!discard) return;
    }
    latest.current.onClose();
  }, [confirm]);
  const requestClose = useCallback(() => void close(), [close]);
  const render = (content: ModalContent) => (typeof content === 'function' ? content(requestClose) : content);

  // The question comes after the frame: when OK closes both, the frame's cleanup gives focus back to its opener
  // first, and the question's own opener (a button of the removed dialog) is gone by the time its cleanup runs.
  return (
    <>
      <ModalFrame {...frame} onClose={requestClose} footer={render(footer)}>
        {render(children)}
      </ModalFrame>
      {confirmDialog}
    </>
  );
}
