// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectStore, renderEditor } from '../../../engine/react/test/setup.tsx';
import { messageOf, setMessage } from './test-support.ts';

afterEach(() => vi.restoreAllMocks());

describe('the message composer: opening', () => {
  it("opens five composers, chips among them, looking at the page's selection only as each is attached", () => {
    // In a browser each read of the selection lays the page out: an action opening 85 composers read it 171 times.
    // Attaching an editor to its element looks once (Chromium lays nothing out for that one: no selection is in
    // it); every update before this change looked again.
    const reads = vi.spyOn(window, 'getSelection');
    const store = effectStore([
      { type: 1, text: 'こんにちは[name]さん', delay_type: 0 },
      ...['一', '二', '三', '四'].map((text) => ({ type: 1, text, delay_type: 0 })),
    ]);
    renderEditor(store);
    const composers = screen.getAllByRole('textbox', { name: 'メッセージ本文' });
    expect(composers.map(messageOf)).toEqual(['こんにちは[name]さん', '一', '二', '三', '四']);
    expect(composers[0]?.querySelector('[data-placeholder="[name]"]')).not.toBeNull();
    expect(reads).toHaveBeenCalledTimes(composers.length);
  });

  it('opens with an empty history: the first edit can be undone, to the opened text and no further', async () => {
    const store = effectStore([{ type: 1, text: '最初の本文', delay_type: 0 }]);
    renderEditor(store);
    const composer = screen.getByRole('textbox', { name: 'メッセージ本文' });
    fireEvent.focus(composer);
    const undo = screen.getByRole('button', { name: '本文を元に戻す' });
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    setMessage(composer, '書き換えた本文');
    expect(undo.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(undo);
    await waitFor(() => expect(messageOf(composer)).toBe('最初の本文'));
    expect(undo.getAttribute('aria-disabled')).toBe('true');
  });
});
