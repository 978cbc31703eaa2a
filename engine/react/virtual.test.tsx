// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMessage } from '../../plugins/shared/composer/test-support.ts';
import { setRenderProbe } from './render-probe.ts';
import { effectStore, renderEditor } from './test/setup.tsx';
import { loadVirtualList, VIRTUALIZE_ABOVE } from './virtual-list.ts';

// jsdom renders a few hundred panels slowly: the same behaviour is tested with a threshold of 20.
vi.mock('./virtual-list.ts', async (original) => ({
  ...(await original<typeof import('./virtual-list.ts')>()),
  VIRTUALIZE_ABOVE: 20,
}));
// The virtualiser is a chunk of its own (./virtual-list.ts); these tests start with it loaded.
beforeAll(() => loadVirtualList());
const LONG = VIRTUALIZE_ABOVE + 10;

const texts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ type: 1, text: `本文${i + 1}`, delay_type: 0 }));
const panels = () => screen.queryAllByRole('article');
const items = () => [...document.querySelectorAll<HTMLElement>('.be-list--virtual > .be-item')];

/**
 * jsdom has no layout: every list item is 100 px tall (the virtualizer measures `offsetHeight`), and the list
 * starts at the top of the page, so it moves up as the window scrolls.
 */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('be-item') ? 100 : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.classList.contains('be-list--virtual') ? -window.scrollY : 0;
    return { x: 0, y: top, top, left: 0, right: 0, bottom: top, width: 0, height: 0, toJSON: () => ({}) };
  });
  // The virtualizer keeps the view steady as panels get measured; jsdom only reports "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('long lists (more than VIRTUALIZE_ABOVE blocks) draw only the panels near the viewport', () => {
  beforeEach(() => {
    fakeLayout();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('draws every panel of a list at the threshold, plainly', () => {
    renderEditor(effectStore(texts(VIRTUALIZE_ABOVE)));
    expect(panels()).toHaveLength(VIRTUALIZE_ABOVE);
    expect(items()).toEqual([]);
  });

  it('draws every panel above it too when virtualize is false', () => {
    renderEditor(effectStore(texts(LONG)), { virtualize: false });
    expect(panels()).toHaveLength(LONG);
    expect(items()).toEqual([]);
  });

  it('above it, draws the first screen of panels, each saying where it is in the whole list', () => {
    renderEditor(effectStore(texts(LONG)));
    expect(panels().length).toBeGreaterThan(5);
    expect(panels().length).toBeLessThan(30);
    expect(items()[0].getAttribute('aria-posinset')).toBe('1');
    expect(items()[0].getAttribute('aria-setsize')).toBe(String(LONG));
    expect(panels()[0].textContent).toContain('1.');
  });

  it('draws the panels further down when the page scrolls there', () => {
    renderEditor(effectStore(texts(LONG)));
    scrollWindowTo(2_500);
    const drawn = items().map((item) => Number(item.dataset.index));
    expect(Math.min(...drawn)).toBeGreaterThan(10);
    expect(drawn).toEqual(drawn.map((_, i) => drawn[0] + i));
  });

  it('a keystroke still re-renders only the panel typed into', () => {
    const store = effectStore(texts(LONG));
    renderEditor(store);
    const text = within(panels()[2]).getByRole('textbox', { name: 'メッセージ本文' });
    // Focused first, as an operator's typing is: the keystroke is what is counted.
    act(() => text.focus());
    const renders: string[] = [];
    setRenderProbe((component, key) => renders.push(`${component}:${key}`));
    setMessage(text, '本文3を編集');
    expect(renders).toEqual([`BlockPanel:${store.getChildIds(null)[2]}`]);
  });

  it('keeps the focused panel in the page when the page scrolls away from it', () => {
    renderEditor(effectStore(texts(LONG)));
    const text = within(panels()[1]).getByRole('textbox', { name: 'メッセージ本文' });
    act(() => text.focus());
    scrollWindowTo(2_000);
    expect(document.activeElement).toBe(text);
    expect(text.isConnected).toBe(true);
    expect(items().map((item) => item.dataset.index)).toContain('1');
  });

  it('draws a block added at the end and gives it focus', () => {
    const store = effectStore(texts(LONG));
    renderEditor(store);
    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /テキスト送信/ }));
    const added = store.getChildIds(null)[LONG];
    expect(document.activeElement?.getAttribute('data-block-id')).toBe(added);
  });

  it('moves a block down with its button, keeping focus on the button', () => {
    const store = effectStore(texts(LONG));
    renderEditor(store);
    const id = store.getChildIds(null)[3];
    fireEvent.click(screen.getByRole('button', { name: '下へ(4. テキスト送信)' }));
    expect(store.getChildIds(null)[4]).toBe(id);
    expect(screen.getByRole('button', { name: '下へ(5. テキスト送信)' })).toBeTruthy();
  });

  it('keeps focus on the focused block when the list crosses the threshold', () => {
    const store = effectStore(texts(VIRTUALIZE_ABOVE));
    renderEditor(store);
    const id = store.getChildIds(null)[2];
    act(() => within(panels()[2]).getByRole('textbox', { name: 'メッセージ本文' }).focus());
    act(() => {
      store.add(1);
    });
    expect(items().length).toBeGreaterThan(0);
    expect(document.activeElement?.closest('[data-block-id]')?.getAttribute('data-block-id')).toBe(id);
  });
});
