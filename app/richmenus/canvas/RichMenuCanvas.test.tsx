// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaList } from './AreaList.tsx';
import type { Bounds } from './geometry.ts';
import { type CanvasArea, RichMenuCanvas, type RichMenuCanvasProps } from './RichMenuCanvas.tsx';

afterEach(cleanup);

// jsdom lays nothing out: the surface is given a displayed width of 1250 px, so one screen pixel is two image
// pixels, and its top-left corner at (10, 20).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 10,
    y: 20,
    left: 10,
    top: 20,
    width: 1250,
    height: 843,
    right: 1260,
    bottom: 863,
    toJSON: () => ({}),
  });
});

const AREAS: CanvasArea[] = [
  { key: 'a', number: 1, summary: 'URLを開く', bounds: { x: 0, y: 0, width: 400, height: 400 } },
  { key: 'b', number: 2, summary: 'メッセージ送信', bounds: { x: 1000, y: 100, width: 400, height: 400 } },
];

function setup(props: Partial<RichMenuCanvasProps> = {}) {
  const handlers = { onSelect: vi.fn(), onChange: vi.fn(), onCreate: vi.fn() };
  render(
    <RichMenuCanvas
      imageUrl="/menu.png"
      height={1686}
      areas={AREAS}
      selectedKey={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const surface = () => screen.getByRole('group', { name: 'リッチメニューの画像とボタンの領域' });
const area = (name: RegExp) => screen.getByRole('button', { name });

function drag(element: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: (from[0] + to[0]) / 2, clientY: to[1] });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: to[0], clientY: to[1] });
}

describe('RichMenuCanvas by pointer', () => {
  it('draws a new area on empty space, normalised when dragged up and left', () => {
    const { onCreate, onSelect } = setup();
    // Screen (510, 320) → image (1000, 600); screen (310, 120) → image (600, 200).
    drag(surface(), [510, 320], [310, 120]);
    expect(onSelect).toHaveBeenCalledWith(null);
    expect(onCreate).toHaveBeenCalledWith({ x: 600, y: 200, width: 400, height: 400 });
    expect(screen.getByRole('status').textContent).toContain('X 600、Y 200、幅 400、高さ 400');
  });

  it('draws nothing for a click or a zero-height drag', () => {
    const { onCreate } = setup();
    drag(surface(), [510, 320], [510, 320]);
    drag(surface(), [510, 320], [700, 320]);
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows a preview rectangle while drawing, snapped to the grid', () => {
    const { onCreate } = setup({ grid: 50 });
    fireEvent.pointerDown(surface(), { pointerId: 1, button: 0, clientX: 16, clientY: 26 });
    fireEvent.pointerMove(surface(), { pointerId: 1, clientX: 110, clientY: 120 });
    expect(document.querySelector('.rm-canvas__draft')).not.toBeNull();
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 110, clientY: 120 });
    expect(document.querySelector('.rm-canvas__draft')).toBeNull();
    expect(onCreate).toHaveBeenCalledWith({ x: 0, y: 0, width: 200, height: 200 });
  });

  it('moves an area by its body and commits once, on release', () => {
    const { onChange, onCreate, onSelect } = setup();
    const button = area(/^ボタン2/);
    drag(button, [600, 100], [650, 80]);
    expect(onSelect).toHaveBeenCalledWith('b');
    expect(onCreate).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('b', { x: 1100, y: 60, width: 400, height: 400 });
  });

  it('puts a dragged area back on Escape', () => {
    const { onChange } = setup();
    const button = area(/^ボタン2/);
    fireEvent.pointerDown(button, { pointerId: 2, button: 0, clientX: 600, clientY: 100 });
    fireEvent.pointerMove(button, { pointerId: 2, clientX: 700, clientY: 100 });
    expect(button.style.left).toBe('48%');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.style.left).toBe('40%');
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 700, clientY: 100 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('resizes the selected area by a corner handle', () => {
    const { onChange } = setup({ selectedKey: 'b' });
    const handle = area(/^ボタン2/).querySelector('[data-handle="nw"]')!;
    expect(area(/^ボタン2/).querySelectorAll('[data-handle]')).toHaveLength(8);
    fireEvent.pointerDown(handle, { pointerId: 3, button: 0, clientX: 500, clientY: 70 });
    fireEvent.pointerMove(area(/^ボタン2/), { pointerId: 3, clientX: 450, clientY: 20 });
    fireEvent.pointerUp(area(/^ボタン2/), { pointerId: 3, clientX: 450, clientY: 20 });
    expect(onChange).toHaveBeenCalledWith('b', { x: 900, y: 0, width: 500, height: 500 });
  });

  it('does nothing when disabled', () => {
    const { onChange, onCreate } = setup({ disabled: true, selectedKey: 'b' });
    drag(surface(), [510, 320], [310, 120]);
    drag(area(/^ボタン2/), [600, 100], [650, 80]);
    fireEvent.keyDown(area(/^ボタン2/), { key: 'ArrowRight' });
    expect(onCreate).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.querySelector('[data-handle]')).toBeNull();
  });
});

describe('RichMenuCanvas by keyboard', () => {
  it('selects an area on focus, in number order', () => {
    const reversed = [...AREAS].reverse();
    const { onSelect } = setup({ areas: reversed });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label')?.slice(0, 4))).toEqual(['ボタン1', 'ボタン2']);
    buttons[1].focus();
    expect(onSelect).toHaveBeenCalledWith('b');
  });

  it('nudges by 1 pixel, 10 with Shift, and announces the new place', () => {
    const { onChange } = setup({ selectedKey: 'b' });
    fireEvent.keyDown(area(/^ボタン2/), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('b', { x: 1001, y: 100, width: 400, height: 400 });
    fireEvent.keyDown(area(/^ボタン2/), { key: 'ArrowUp', shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('b', { x: 1000, y: 90, width: 400, height: 400 });
    expect(screen.getByRole('status').textContent).toBe('ボタン2: X 1000、Y 90、幅 400、高さ 400');
  });

  it('resizes with Alt and the arrows', () => {
    const { onChange } = setup({ selectedKey: 'b' });
    fireEvent.keyDown(area(/^ボタン2/), { key: 'ArrowRight', altKey: true });
    expect(onChange).toHaveBeenLastCalledWith('b', { x: 1000, y: 100, width: 401, height: 400 });
    fireEvent.keyDown(area(/^ボタン2/), { key: 'ArrowUp', altKey: true, shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('b', { x: 1000, y: 100, width: 400, height: 390 });
  });

  it('does not move an area already at the edge', () => {
    const { onChange } = setup();
    fireEvent.keyDown(area(/^ボタン1/), { key: 'ArrowLeft' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the 領域設定 dialog on Enter and saves its numbers', () => {
    const { onChange } = setup();
    fireEvent.keyDown(area(/^ボタン1/), { key: 'Enter' });
    const dialog = screen.getByRole('dialog', { name: '領域設定' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'X' }), { target: { value: '2100' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('a', { x: 2100, y: 0, width: 400, height: 400 });
    expect(dialog.isConnected).toBe(false);
  });
});

describe('warnings', () => {
  const warned: CanvasArea[] = [
    ...AREAS,
    { key: 'c', number: 3, summary: '電話', bounds: { x: 1200, y: 300, width: 400, height: 400 } },
    { key: 'd', number: 4, summary: 'フォーム', bounds: { x: 2300, y: 1500, width: 400, height: 400 } },
    { key: 'e', number: 5, summary: '未設定', bounds: undefined },
  ];

  it('marks overlapping and outside areas, visibly and in their names', () => {
    setup({ areas: warned });
    const two = area(/^ボタン2/);
    expect(two.getAttribute('aria-label')).toBe('ボタン2、メッセージ送信、ボタン3と重なっています');
    expect(two.className).toContain('rm-area--warning');
    expect(two.textContent).toContain('ボタン3と重なっています');
    expect(area(/^ボタン4/).getAttribute('aria-label')).toContain('画像の範囲からはみ出しています');
    expect(area(/^ボタン1/).className).not.toContain('rm-area--warning');
    // A button without an area is not on the canvas.
    expect(screen.queryByRole('button', { name: /^ボタン5/ })).toBeNull();
  });

  it('lists every area with its position, warnings, and a 領域設定 button', () => {
    const onSelect = vi.fn();
    const onChange = vi.fn();
    render(<AreaList areas={warned} height={1686} selectedKey="c" onSelect={onSelect} onChange={onChange} />);
    const rows = screen.getByRole('list', { name: 'ボタンの領域' }).querySelectorAll('li');
    expect(rows).toHaveLength(5);
    expect(rows[2].textContent).toContain('X 1200、Y 300、幅 400、高さ 400');
    expect(rows[2].textContent).toContain('ボタン2と重なっています');
    expect(rows[3].textContent).toContain('画像の範囲からはみ出しています');
    expect(rows[4].textContent).toContain('領域が設定されていません');
    fireEvent.click(screen.getByRole('button', { name: /^ボタン4 フォーム/ }));
    expect(onSelect).toHaveBeenCalledWith('d');
    fireEvent.click(screen.getByRole('button', { name: 'ボタン4の領域設定' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // OK moves the area into the image with its size kept, says so, and saves on the second OK.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('X 2300 → 2100、Y 1500 → 1286');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('d', {
      x: 2100,
      y: 1286,
      width: 400,
      height: 400,
    } satisfies Bounds);
  });
});

describe('placeholder', () => {
  it('shows the placeholder without an image, and drawing waits for one', () => {
    const { onCreate } = setup({ imageUrl: null, areas: [] });
    expect(screen.getByText('画像を選択するとボタンの領域を描けます')).toBeTruthy();
    expect(surface().getAttribute('style')).toContain('aspect-ratio: 2500 / 1686');
    drag(surface(), [510, 320], [310, 120]);
    expect(onCreate).not.toHaveBeenCalled();
  });
});
