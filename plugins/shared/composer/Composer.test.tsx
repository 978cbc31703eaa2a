// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectStore, renderEditor } from '../../../engine/react/test/setup.tsx';
import { messageOf, setMessage } from './test-support.ts';

afterEach(() => vi.restoreAllMocks());

describe('the message composer: opening', () => {
  it('opens five composers as their drawn messages, without Lexical or a look at the selection, until one is used', () => {
    // In a browser each read of the selection lays the page out: an action opening 85 composers read it 171 times,
    // then 85 (once as each was attached); now none until an operator uses one (./drawn-message.ts).
    const reads = vi.spyOn(window, 'getSelection');
    const store = effectStore([
      { type: 1, text: 'こんにちは[name]さん\n二行目', delay_type: 0 },
      ...['一', '二', '三', ''].map((text) => ({ type: 1, text, delay_type: 0 })),
    ]);
    renderEditor(store);
    const composers = screen.getAllByRole('textbox', { name: 'メッセージ本文' });
    expect(reads).not.toHaveBeenCalled();
    expect(composers.some((element) => '__lexicalEditor' in element)).toBe(false);
    // Drawn as Lexical draws it: a paragraph of text runs, chips by their labels, line breaks.
    const first = composers[0] as HTMLElement;
    expect(first.innerHTML).toBe(
      '<p dir="auto"><span data-lexical-text="true">こんにちは</span><span class="app-composer-chip" ' +
        'data-placeholder="[name]" data-lexical-decorator="true">[名前]</span><span data-lexical-text="true">さん' +
        '</span><br><span data-lexical-text="true">二行目</span></p>',
    );
    expect(composers[4]?.innerHTML).toBe('<p dir="auto"><br data-lexical-managed-linebreak="true"></p>');
    // Used (focused): Lexical takes the element over, the same text, looking at the selection once.
    expect(messageOf(first)).toBe('こんにちは[name]さん\n二行目');
    expect(first.querySelector('[data-placeholder="[name]"]')?.textContent).toBe('[名前]');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('draws what Lexical draws, so nothing moves when it takes over', () => {
    const texts = ['こんにちは[name]さん\n二行目', '', '末尾で改行\n', '[name]'];
    const store = effectStore(texts.map((text) => ({ type: 1, text, delay_type: 0 })));
    renderEditor(store);
    const composers = screen.getAllByRole('textbox', { name: 'メッセージ本文' }) as HTMLElement[];
    const drawn = composers.map((element) => element.innerHTML);
    for (const element of composers) act(() => element.focus());
    expect(composers.map((element) => element.innerHTML)).toEqual(drawn);
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
