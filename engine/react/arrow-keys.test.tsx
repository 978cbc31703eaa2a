// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ArrowKeyOptions, arrowKeyTarget, moveFocusByKey, useArrowKeys } from './arrow-keys.ts';

afterEach(() => cleanup());

const TOOLBAR: ArrowKeyOptions = { orientation: 'horizontal', roving: true };
const LIST: ArrowKeyOptions = { orientation: 'vertical' };

describe('arrowKeyTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('roving (a toolbar): %s from %i → %i of three, wrapping', (key, from, to) => {
    expect(arrowKeyTarget(key, from, 3, TOOLBAR)).toBe(to);
  });

  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 2, 2],
    ['ArrowUp', 0, 0],
    ['ArrowUp', 2, 1],
    ['Home', 1, 0],
    ['End', 1, 2],
  ])('not roving (a list): %s from %i → %i of three, stopping at the ends', (key, from, to) => {
    expect(arrowKeyTarget(key, from, 3, LIST)).toBe(to);
  });

  it('answers only the arrows of its orientation, and nothing in an empty group', () => {
    expect(arrowKeyTarget('ArrowDown', 0, 3, TOOLBAR)).toBeUndefined();
    expect(arrowKeyTarget('ArrowRight', 0, 3, LIST)).toBeUndefined();
    expect(arrowKeyTarget('Enter', 0, 3, LIST)).toBeUndefined();
    expect(arrowKeyTarget('Home', 0, 0, LIST)).toBeUndefined();
  });

  it('goes from outside the items (a search box above them) to the first with either arrow', () => {
    expect(arrowKeyTarget('ArrowDown', -1, 3, LIST)).toBe(0);
    expect(arrowKeyTarget('ArrowUp', -1, 3, LIST)).toBe(0);
    expect(arrowKeyTarget('ArrowLeft', -1, 3, TOOLBAR)).toBe(0);
    expect(arrowKeyTarget('End', -1, 3, LIST)).toBe(2);
  });
});

describe('moveFocusByKey', () => {
  it('focuses the target and says whether the key was the group’s', () => {
    render(
      <div>
        <button type="button">A</button>
        <button type="button">B</button>
      </div>,
    );
    const items = screen.getAllByRole('button');
    expect(moveFocusByKey('ArrowDown', items, items[0], LIST)).toBe(true);
    expect(document.activeElement).toBe(items[1]);
    expect(moveFocusByKey('a', items, items[1], LIST)).toBe(false);
    expect(moveFocusByKey('ArrowDown', [], null, LIST)).toBe(false);
  });
});

function Group({ names, options }: { names: string[]; options: ArrowKeyOptions }) {
  const keys = useArrowKeys(names.length, options);
  return (
    <div role="toolbar" aria-label="道具" onKeyDown={keys.onKeyDown}>
      {names.map((name, index) => (
        <button key={name} type="button" {...keys.item(index)}>
          {name}
        </button>
      ))}
    </div>
  );
}

/** A key pressed where the focus is; false when the group prevented its default (the page's scroll). */
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
const stops = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0)
    .map((button) => button.textContent);

describe('useArrowKeys', () => {
  it('roving: one Tab stop, the item last focused; the arrows wrap and are not the page’s', () => {
    render(<Group names={['元に戻す', 'やり直す', '名前']} options={TOOLBAR} />);
    expect(stops()).toEqual(['元に戻す']);
    screen.getByRole('button', { name: '元に戻す' }).focus();
    expect(press('ArrowLeft')).toBe(false);
    expect(document.activeElement?.textContent).toBe('名前');
    expect(stops()).toEqual(['名前']);
    press('ArrowRight');
    expect(document.activeElement?.textContent).toBe('元に戻す');
    // Keys of the other orientation are left to the page.
    expect(press('ArrowDown')).toBe(true);
    expect(document.activeElement?.textContent).toBe('元に戻す');
  });

  it('roving: when items go, the stop falls back to the last one left', () => {
    const { rerender } = render(<Group names={['A', 'B', 'C']} options={TOOLBAR} />);
    screen.getByRole('button', { name: 'C' }).focus();
    rerender(<Group names={['A', 'B']} options={TOOLBAR} />);
    expect(stops()).toEqual(['B']);
    screen.getByRole('button', { name: 'A' }).focus();
    press('End');
    expect(document.activeElement?.textContent).toBe('B');
  });

  it('not roving: every item keeps its Tab stop and the arrows stop at the ends', () => {
    render(<Group names={['すべて', '配信用', '未分類']} options={LIST} />);
    expect(stops()).toEqual(['すべて', '配信用', '未分類']);
    screen.getByRole('button', { name: '配信用' }).focus();
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('未分類');
    press('Home');
    expect(document.activeElement?.textContent).toBe('すべて');
    expect(press('ArrowUp')).toBe(false);
    expect(document.activeElement?.textContent).toBe('すべて');
  });
});
