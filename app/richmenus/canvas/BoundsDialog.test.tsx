// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundsDialog } from './BoundsDialog.tsx';

afterEach(cleanup);

function setup(height = 843) {
  const onChange = vi.fn();
  const onClose = vi.fn();
  render(
    <BoundsDialog
      number={2}
      bounds={{ x: 100, y: 100, width: 400, height: 400 }}
      height={height}
      onChange={onChange}
      onClose={onClose}
    />,
  );
  const field = (name: string) => screen.getByRole('spinbutton', { name });
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  return { onChange, onClose, field, type };
}

describe('BoundsDialog', () => {
  it('shows the four numbers, none below 0', () => {
    const { field } = setup();
    expect(screen.getByRole('dialog', { name: '領域設定' }).textContent).toContain('ボタン2');
    for (const [name, value] of [
      ['X', '100'],
      ['Y', '100'],
      ['幅', '400'],
      ['高さ', '400'],
    ]) {
      expect(field(name).getAttribute('min')).toBe('0');
      expect((field(name) as HTMLInputElement).value).toBe(value);
    }
  });

  it('fits numbers beyond the image with the size kept, says what changed, and saves on the second OK', () => {
    const { onChange, onClose, type, field } = setup(1686);
    type('X', '-100');
    type('Y', '99999');
    type('幅', '3000');
    type('高さ', '50');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    // Not a 1-pixel area at the bottom edge (Y 1685, 高さ 1): the height stays, Y moves up.
    expect(onChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '画像に収まるように調整しました: X -100 → 0、Y 99999 → 1636、幅 3000 → 2500。この値でよければ、もう一度OKを押してください。',
    );
    expect(
      [field('X'), field('Y'), field('幅'), field('高さ')].map((f) => (f as HTMLInputElement).value),
    ).toEqual(['0', '1636', '2500', '50']);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ x: 0, y: 1636, width: 2500, height: 50 });
    expect(onClose).toHaveBeenCalled();
  });

  it('saves numbers inside the image on the first OK, and forgets the adjustment once a number is typed', () => {
    const { onChange, type } = setup();
    type('X', '2600');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert').textContent).toContain('X 2600 → 2100');
    type('X', '50');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ x: 50, y: 100, width: 400, height: 400 });
  });

  it('closes without saving on a zero width, or an emptied height', () => {
    const first = setup();
    first.type('幅', '0');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(first.onChange).not.toHaveBeenCalled();
    expect(first.onClose).toHaveBeenCalled();
    cleanup();
    const second = setup();
    second.type('高さ', '');
    fireEvent.submit(second.field('高さ'));
    expect(second.onChange).not.toHaveBeenCalled();
    expect(second.onClose).toHaveBeenCalled();
  });

  it('closes on キャンセル and on Escape', async () => {
    const first = setup();
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    cleanup();
    const second = setup();
    fireEvent.keyDown(second.field('X'), { key: 'Escape' });
    await waitFor(() => expect(second.onClose).toHaveBeenCalled());
    expect(second.onChange).not.toHaveBeenCalled();
  });

  it('offers the default 400 × 400 at the top-left corner for a button without an area', () => {
    const onChange = vi.fn();
    render(<BoundsDialog number={5} bounds={undefined} height={843} onChange={onChange} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ x: 0, y: 0, width: 400, height: 400 });
  });

  it('asks before throwing away a changed number', async () => {
    const { onClose, type } = setup();
    type('X', '5');
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('編集中の内容が破棄されます');
    expect(onClose).not.toHaveBeenCalled();
  });
});
