// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTabs } from './PageTabs.tsx';

afterEach(cleanup);

function Tabs({ onMove = vi.fn(), onRemove = vi.fn() }: { onMove?: () => void; onRemove?: () => void }) {
  const [current, setCurrent] = useState(0);
  return (
    <>
      <PageTabs
        names={['お知らせ', '予約', 'クーポン']}
        current={current}
        panelId="panel"
        idPrefix="tab"
        onSelect={setCurrent}
        onAdd={vi.fn()}
        onRemove={onRemove}
        onMove={onMove}
        canAdd
      />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${current}`} />
    </>
  );
}

const selected = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'));

describe('PageTabs (WAI-ARIA tabs)', () => {
  it('is a named tab list with one tab stop, each tab controlling the panel it labels', () => {
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'ページ' })).toBeTruthy();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['お知らせ', '予約', 'クーポン']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs.every((tab) => tab.getAttribute('aria-controls') === 'panel')).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'お知らせ' })).toBeTruthy();
  });

  it('opens pages with the arrow keys (wrapping), Home and End, and with a click', () => {
    render(<Tabs />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('tab', { name: '予約' }));
    expect(screen.getByRole('tabpanel', { name: '予約' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves the open page earlier or later, never past the ends', () => {
    const onMove = vi.fn();
    render(<Tabs onMove={onMove} />);
    expect((screen.getByRole('button', { name: '前へ移動' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '後ろへ移動' }));
    expect(onMove).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('tab', { name: 'クーポン' }));
    expect((screen.getByRole('button', { name: '後ろへ移動' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '前へ移動' }));
    expect(onMove).toHaveBeenLastCalledWith(1);
  });
});
