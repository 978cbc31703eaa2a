// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhonePreview, type PhonePreviewProps } from './PhonePreview.tsx';

afterEach(cleanup);

const props: PhonePreviewProps = {
  imageUrl: '/menu.png',
  height: 843,
  chatBarText: 'メニュー',
  selected: 1,
  areas: [
    { key: 'a', number: 1, bounds: { x: 0, y: 0, width: 1250, height: 843 }, description: 'URLを開く' },
    { key: 'b', number: 2, bounds: { x: 1250, y: 0, width: 1250, height: 843 }, description: '電話をかける' },
    { key: 'c', number: 3, bounds: undefined, description: '領域なし' },
  ],
};

const toggle = () => screen.getByRole('button', { name: /^メニュー/ });

describe('PhonePreview', () => {
  it('starts open when the initial state is 1, and toggles by the chat bar', () => {
    render(<PhonePreview {...props} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent).toContain('▼');
    expect(screen.getByRole('group', { name: 'リッチメニュー' })).toBeTruthy();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().textContent).toContain('▲');
    expect(screen.queryByRole('group', { name: 'リッチメニュー' })).toBeNull();
  });

  it('starts closed when the initial state is 0, and follows a change of it', () => {
    const { rerender } = render(<PhonePreview {...props} selected={0} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    rerender(<PhonePreview {...props} selected={1} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('tells what a tapped area does', () => {
    render(<PhonePreview {...props} />);
    expect(screen.queryByRole('button', { name: 'ボタン3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ボタン2' }));
    expect(screen.getByRole('status').textContent).toBe('ボタン2: 電話をかける');
    const area = screen.getByRole('button', { name: 'ボタン1' }) as HTMLElement;
    expect(area.style.width).toBe('50%');
  });

  it('shows a placeholder without an image', () => {
    render(<PhonePreview {...props} imageUrl={null} />);
    expect(screen.getByText('画像が選択されていません')).toBeTruthy();
  });
});
