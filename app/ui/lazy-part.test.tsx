// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyBoundary } from './LazyBoundary.tsx';
import { lazyPart } from './lazy-part.tsx';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const frame = (part: ReturnType<typeof lazyPart<{ label: string }>>) => (
  <LazyBoundary
    loading={<p role="status">読み込み中...</p>}
    failed={(retry) => (
      <div role="alert">
        読み込めませんでした
        <button type="button" onClick={retry}>
          再試行
        </button>
      </div>
    )}
  >
    <part.Component label="数" />
  </LazyBoundary>
);

describe('lazyPart: a part loaded when first shown', () => {
  it('shows the loading state, then the part; a preloaded part draws at once and keeps its state', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads++;
      return Counter;
    });
    const first = render(frame(part));
    expect(screen.getByRole('status').textContent).toBe('読み込み中...');
    fireEvent.click(await screen.findByRole('button', { name: '数 0' }));
    first.rerender(frame(part));
    expect(screen.getByRole('button', { name: '数 1' })).toBeTruthy();
    first.unmount();
    await part.preload();
    render(frame(part));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '数 0' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('draws the part as soon as its chunk arrives (React 19 held a Suspense reveal until 300 ms after the fallback)', async () => {
    let arrive!: () => void;
    const part = lazyPart(
      () =>
        new Promise<typeof Counter>((done) => {
          arrive = () => done(Counter);
        }),
    );
    render(frame(part));
    expect(screen.getByRole('status').textContent).toBe('読み込み中...');
    await new Promise((wait) => setTimeout(wait, 20));
    const arrived = performance.now();
    arrive();
    await screen.findByRole('button', { name: '数 0' }, { timeout: 1000, interval: 5 });
    expect(performance.now() - arrived).toBeLessThan(150);
  });

  it('a chunk that fails to load shows an error; 再試行 loads it again', async () => {
    let fail = true;
    const part = lazyPart(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return Counter;
    });
    await part.preload(); // never rejects
    const original = console.error;
    console.error = () => undefined; // React reports the caught error
    try {
      render(frame(part));
      const alert = await screen.findByRole('alert');
      fail = false;
      fireEvent.click(alert.querySelector('button') as HTMLButtonElement);
      expect(await screen.findByRole('button', { name: '数 0' })).toBeTruthy();
    } finally {
      console.error = original;
    }
  });
});
