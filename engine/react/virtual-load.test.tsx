// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { effectStore, renderEditor } from './test/setup.tsx';
import { VIRTUALIZE_ABOVE } from './virtual-list.ts';

// As in virtual.test.tsx: a threshold of 20, so jsdom draws few panels.
vi.mock('./virtual-list.ts', async (original) => ({
  ...(await original<typeof import('./virtual-list.ts')>()),
  VIRTUALIZE_ABOVE: 20,
}));

// The virtualiser's chunk arrives when the test says so.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('./VirtualBlockItems.tsx', async (original) => {
  await arrived;
  return original();
});

const texts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ type: 1, text: `本文${i + 1}`, delay_type: 0 }));
const panels = () => screen.queryAllByRole('article');
const items = () => [...document.querySelectorAll<HTMLElement>('.be-list--virtual > .be-item')];

describe('the virtualiser loads when a list first grows past VIRTUALIZE_ABOVE (its own chunk)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a list that opens long waits for it; one that grows long stays plain until it has arrived', async () => {
    const long = renderEditor(effectStore(texts(VIRTUALIZE_ABOVE + 5)));
    // Not every panel drawn meanwhile (at 10,000 blocks that would be the slow page the virtualiser avoids).
    expect(panels()).toEqual([]);
    expect(document.querySelector('.be-list--virtual')?.getAttribute('aria-busy')).toBe('true');
    long.unmount();

    const store = effectStore(texts(VIRTUALIZE_ABOVE));
    renderEditor(store);
    const id = store.getChildIds(null)[2];
    act(() => within(panels()[2]).getByRole('textbox', { name: 'メッセージ本文' }).focus());
    act(() => {
      store.add(1);
    });
    // Still plain: every panel, focus where it was.
    expect(panels()).toHaveLength(VIRTUALIZE_ABOVE + 1);
    expect(items()).toEqual([]);

    await act(async () => {
      arrive();
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(document.activeElement?.closest('[data-block-id]')?.getAttribute('data-block-id')).toBe(id);
  });
});
