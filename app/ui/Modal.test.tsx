// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type KeyboardEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
