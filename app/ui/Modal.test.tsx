// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type KeyboardEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from './ConfirmDialog.tsx';
import { Modal } from './Modal.tsx';

afterEach(cleanup);

/** A control that owns Escape (as the add menu and the calendar do): it closes itself and marks the key handled. */
function OwnsEscape() {
  const [open, setOpen] = useState(true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
  };
  return open ? (
    <div role="menu" aria-label="種類" tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button" role="menuitem">
        テキスト送信
      </button>
    </div>
  ) : (
    <p>閉じたメニュー</p>
  );
}

describe('Modal and Escape', () => {
  it('closes on an Escape nobody inside handled', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="条件設定" closeLabel="閉じる" onClose={onClose}>
        <input aria-label="名前" />
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: '名前' }), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when a control inside handles Escape itself (a menu closes, the edits around it stay)', async () => {
    const onClose = vi.fn();
    render(
      <Modal title="条件設定" closeLabel="閉じる" onClose={onClose}>
        <OwnsEscape />
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'テキスト送信' }), { key: 'Escape' });
    await screen.findByText('閉じたメニュー');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '条件設定' })).toBeTruthy();
  });

  it('closes only the inner one of two nested modals', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal title="アクション設定" closeLabel="閉じる" onClose={outer} closeOnBackdrop={false}>
        <Modal title="タグを選択" closeLabel="閉じる" onClose={inner}>
          <input aria-label="検索" />
        </Modal>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: '検索' }), { key: 'Escape' });
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outer).not.toHaveBeenCalled();
  });
});

/** A dialog with one text field: dirty once something is typed. Closing it removes it. */
function EditingDialog({ onClosed }: { onClosed(): void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    open && (
      <Modal
        title="条件設定"
        closeLabel="閉じる"
        size="slide"
        dirty={name !== ''}
        onClose={close}
        footer={(guardedClose) => (
          <button type="button" onClick={guardedClose}>
            ‹ 戻る
          </button>
        )}
      >
        <input aria-label="名前" value={name} onChange={(event) => setName(event.target.value)} />
      </Modal>
    )
  );
}

const DISCARD = '編集中の内容が破棄されます。よろしいですか？';
const dialog = () => screen.getByRole('dialog', { name: '条件設定' });
const nameField = () => screen.getByRole('textbox', { name: '名前' });

/** Each way to close a dialog, as the operator takes it. */
const closers: [string, () => void][] = [
  ['×', () => fireEvent.click(screen.getByRole('button', { name: '閉じる' }))],
  ['Escape', () => fireEvent.keyDown(nameField(), { key: 'Escape' })],
  ['a click outside', () => fireEvent.mouseDown(dialog().parentElement!)],
  ['‹ 戻る', () => fireEvent.click(screen.getByRole('button', { name: '‹ 戻る' }))],
];

describe('Modal with unsaved edits', () => {
  it.each(closers)('%s closes an unedited dialog without asking', async (_, closeIt) => {
    const onClosed = vi.fn();
    render(<EditingDialog onClosed={onClosed} />);
    closeIt();
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(closers)(
    '%s asks first when edited: cancel keeps it and its content, OK closes',
    async (_, closeIt) => {
      const onClosed = vi.fn();
      render(<EditingDialog onClosed={onClosed} />);
      fireEvent.change(nameField(), { target: { value: 'VIP' } });

      closeIt();
      const question = await screen.findByRole('alertdialog');
      expect(question.textContent).toContain(DISCARD);
      fireEvent.click(within(question).getByRole('button', { name: 'キャンセル' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(onClosed).not.toHaveBeenCalled();
      expect(dialog()).toBeTruthy();
      expect(nameField()).toHaveProperty('value', 'VIP');

      closeIt();
      const again = await screen.findByRole('alertdialog');
      await act(async () => {
        fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
      });
      expect(onClosed).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  );

  it('asks once however often the operator closes; Escape on the question answers it, not the dialog', async () => {
    const onClosed = vi.fn();
    render(<EditingDialog onClosed={onClosed} />);
    fireEvent.change(nameField(), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    const question = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    fireEvent.keyDown(question, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onClosed).not.toHaveBeenCalled();
    expect(nameField()).toHaveProperty('value', 'VIP');
  });

  it('gives focus back to what opened the dialog once OK closed it', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<EditingDialog onClosed={() => {}} />);
    fireEvent.change(nameField(), { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    const question = await screen.findByRole('alertdialog');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'OK' }));
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    });
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('gives focus back to the confirm’s opener as the confirm starts to fade, before it is removed', async () => {
    let answered: boolean | undefined;
    function Asks() {
      const [confirm, confirmDialog] = useConfirm();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              void confirm('削除しますか？').then((ok) => {
                answered = ok;
              });
            }}
          >
            削除
          </button>
          {confirmDialog}
        </>
      );
    }
    render(<Asks />);
    const opener = screen.getByRole('button', { name: '削除' });
    opener.focus();
    fireEvent.click(opener);
    const question = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    });
    // Still fading (CONFIRM_REMOVAL_MS): what the answer does now finds the focus back on the page.
    expect(answered).toBe(true);
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
