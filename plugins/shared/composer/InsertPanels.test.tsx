// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComposerToolbar, type PickerList } from './InsertPanels.tsx';

afterEach(cleanup);

const empty: PickerList = { status: 'loaded', items: [] };

function renderToolbar() {
  render(
    <>
      <button type="button">前</button>
      <ComposerToolbar
        lang="ja"
        permissions={new Set()}
        lists={{ var: empty, cvar: empty, form: empty }}
        contexts={{ message: [], trigger: [] }}
        canUndo={false}
        canRedo={false}
        now={() => new Date('2026-11-26T00:00:00Z')}
        onUndo={vi.fn()}
        onRedo={vi.fn()}
        onInsert={vi.fn()}
      />
    </>,
  );
  const toolbar = screen.getByRole('toolbar', { name: 'メッセージの挿入' });
  return { toolbar, buttons: within(toolbar).getAllByRole('button') };
}

/** A key pressed where the focus is (it bubbles to the toolbar). */
const press = (init: { key: string }) => fireEvent.keyDown(document.activeElement as Element, init);

/** The buttons Tab stops at (tabIndex 0), by name. */
const stops = (buttons: HTMLElement[]) =>
  buttons.filter((button) => button.tabIndex === 0).map((button) => button.textContent);

describe('the composer toolbar: one Tab stop, arrows inside (WAI-ARIA toolbar)', () => {
  it('puts one of its buttons in the Tab order, the first until another is focused', () => {
    const { buttons } = renderToolbar();
    expect(buttons.length).toBeGreaterThan(5);
    expect(stops(buttons)).toEqual(['本文を元に戻す']);
  });

  it('moves with ← → (wrapping), Home and End, and Tab comes back to the last button focused', () => {
    const { buttons } = renderToolbar();
    buttons[0].focus();
    press({ key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    press({ key: 'End' });
    expect(document.activeElement).toBe(buttons.at(-1));
    press({ key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    press({ key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons.at(-1));
    press({ key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    press({ key: 'ArrowRight' });
    press({ key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[2]);
    // The focused button is now the toolbar's one stop.
    expect(stops(buttons)).toEqual([buttons[2].textContent]);
  });

  it('leaves other keys alone (a letter, Enter on a button)', () => {
    const { buttons } = renderToolbar();
    buttons[3].focus();
    const letter = press({ key: 'a' });
    expect(letter).toBe(true);
    expect(document.activeElement).toBe(buttons[3]);
  });
});
