/**
 * A long action in the action editor, in Chromium against the real server: 300 text effects, more than the
 * 200 above which the top-level list is virtualised (engine/react/VirtualBlockItems.tsx), so only the panels
 * near the viewport are in the page, each item saying its place (aria-posinset / aria-setsize). An operator
 * moves blocks with 下へ at the top and 上へ at the bottom (focus stays on the button used), drags one by
 * keyboard two places down in the middle of the list (each step announced), saves, and reloads: the server
 * holds the 300 effects in the new order, none lost. Screenshots: screenshots/long-action/*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import {
  appUrl,
  createAction,
  expectNoErrors,
  panelNumbers,
  panels,
  saveAction,
  storedAction,
} from './console.ts';

const TEXT = 'テキスト送信';
const COUNT = 300;

/** '本文 001' … '本文 300': each panel's summary starts with its own text. */
const texts = Array.from({ length: COUNT }, (_, i) => `本文 ${String(i + 1).padStart(3, '0')}`);

/** dnd-kit's live region (role=status, aria-live=assertive): what a screen reader is told. */
const liveRegion = (page: Page): Locator => page.locator('[id^="DndLiveRegion"]');

/** The drawn panel shown with that number ("12."), if it is in the page. */
const panelNumbered = (page: Page, position: number): Locator =>
  panels(page).filter({
    has: page.locator(':scope > .be-panel__header .be-panel__number', {
      hasText: new RegExp(`^${position}\\.$`),
    }),
  });

/** The text ('本文 042') a drawn panel's summary starts with. */
async function panelText(panel: Locator): Promise<string | undefined> {
  const summary = await panel.locator(':scope > .be-panel__header .be-panel__summary').textContent();
  return summary?.match(/^本文 \d{3}/)?.[0];
}

/** The text of the panel numbered `position`, or undefined while it is not drawn. */
async function textAt(page: Page, position: number): Promise<string | undefined> {
  const panel = panelNumbered(page, position);
  return (await panel.count()) === 1 ? panelText(panel) : undefined;
}

/** The accessible name (aria-label) of the element holding focus. */
const focusedName = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** The `li` around the drawn panel numbered `position`: its aria-posinset and aria-setsize. */
async function itemPlace(
  page: Page,
  position: number,
): Promise<{ posinset: string | null; setsize: string | null }> {
  const item = panelNumbered(page, position).locator('xpath=..');
  return {
    posinset: await item.getAttribute('aria-posinset'),
    setsize: await item.getAttribute('aria-setsize'),
  };
}

/**
 * The number of the drawn panel nearest the viewport's middle line (across it, or the closest one when the line
 * falls in the gap between two panels); 0 while no panel is drawn within a panel's height of it.
 */
const panelAtViewportMiddle = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const middle = window.innerHeight / 2;
    let nearest = { position: 0, distance: Number.POSITIVE_INFINITY };
    for (const item of document.querySelectorAll<HTMLElement>('.be-list--virtual > li')) {
      const box = item.getBoundingClientRect();
      const distance =
        box.top <= middle && box.bottom >= middle
          ? 0
          : Math.min(Math.abs(box.top - middle), Math.abs(box.bottom - middle));
      if (distance < nearest.distance && distance <= box.height)
        nearest = { position: Number(item.getAttribute('aria-posinset')), distance };
    }
    return nearest.position;
  });

/** Whether the panels numbered `positions` are all drawn, shown in that order from the top, not overlapping. */
async function shownTopToBottom(page: Page, positions: number[]): Promise<boolean> {
  const boxes = await Promise.all(positions.map((position) => panelNumbered(page, position).boundingBox()));
  let bottom = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    if (!box || box.y + 0.5 < bottom) return false;
    bottom = box.y + box.height;
  }
  return true;
}

/** A key press the keyboard sensor sees as a separate step (it needs ~300 ms between presses headless). */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForTimeout(350);
}

/** Moves `order[from]` to `to` (the list as the operator should now see it). */
function moved(order: string[], from: number, to: number): string[] {
  const next = [...order];
  const [text] = next.splice(from, 1);
  next.splice(to, 0, text);
  return next;
}

describe('a long action (virtualised list; built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('moves blocks by buttons and by keyboard drag in a 300-effect action; saved in order, none lost', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const aid = await createAction(page, {
        a_name: 'E2E 長いアクション',
        inputs: texts.map((text) => ({ type: 1, text, delay_type: 0 })),
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'アクション編集' }).waitFor();
      await expect.poll(() => textAt(page, 1)).toBe(texts[0]);
      let order = [...texts];

      // Virtualised: a screenful of panels in the page, not 300; each item tells its place in the whole list.
      const drawn = await panels(page).count();
      expect(drawn).toBeGreaterThan(0);
      expect(drawn).toBeLessThan(60);
      expect((await panelNumbers(page))[0]).toBe('1.');
      expect(await itemPlace(page, 1)).toEqual({ posinset: '1', setsize: String(COUNT) });
      await screenshot(page, 'long-action/opened', { fullPage: false });

      // 1. 下へ on the first block: it becomes the second, and focus stays on its 下へ button.
      await page.getByRole('button', { name: `下へ(1. ${TEXT})` }).click();
      order = moved(order, 0, 1);
      await expect.poll(() => textAt(page, 2)).toBe(texts[0]);
      expect(await textAt(page, 1)).toBe(texts[1]);
      await expect.poll(() => focusedName(page)).toBe(`下へ(2. ${TEXT})`);
      expect(await itemPlace(page, 2)).toEqual({ posinset: '2', setsize: String(COUNT) });

      // 2. The end of the list, scrolled to: its last block drawn; 上へ makes it 299., focus on its 上へ.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => textAt(page, COUNT)).toBe(texts[COUNT - 1]);
      // The panel holding focus stays drawn however far the page scrolled, and keeps the focus.
      expect(await textAt(page, 2)).toBe(texts[0]);
      expect(await focusedName(page)).toBe(`下へ(2. ${TEXT})`);
      expect(await panelNumbered(page, 3).count()).toBe(0);
      expect(await itemPlace(page, COUNT)).toEqual({ posinset: String(COUNT), setsize: String(COUNT) });
      expect(await panels(page).count()).toBeLessThan(60);
      await page.getByRole('button', { name: `上へ(${COUNT}. ${TEXT})` }).click();
      order = moved(order, COUNT - 1, COUNT - 2);
      await expect.poll(() => textAt(page, COUNT - 1)).toBe(texts[COUNT - 1]);
      expect(await textAt(page, COUNT)).toBe(texts[COUNT - 2]);
      await expect.poll(() => focusedName(page)).toBe(`上へ(${COUNT - 1}. ${TEXT})`);
      await screenshot(page, 'long-action/end-moved-up', { fullPage: false });

      // 3. The middle of the list (nothing drawn far above or below): the panel at the viewport's centre is
      // picked up by keyboard, moved down two places, dropped; each step announced with its place of 300.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await expect.poll(() => panelAtViewportMiddle(page)).toBeGreaterThan(0);
      const position = await panelAtViewportMiddle(page);
      expect(position).toBeGreaterThan(100);
      expect(position).toBeLessThan(200);
      expect(await panels(page).count()).toBeLessThan(60);
      expect(await panelNumbered(page, 1).count()).toBe(0);
      expect(await panelNumbered(page, COUNT).count()).toBe(0);
      expect(await textAt(page, COUNT - 1)).toBe(texts[COUNT - 1]); // the focused one
      expect(await textAt(page, position)).toBe(order[position - 1]);
      const dragged = order[position - 1];

      await panelNumbered(page, position)
        .getByRole('button', { name: `並べ替え(${position}. ${TEXT})` })
        .focus();
      await press(page, 'Space');
      await expect
        .poll(() => liveRegion(page).textContent())
        .toBe(`${TEXT}を持ち上げました。位置 ${position} / ${COUNT}。`);
      await press(page, 'ArrowDown');
      await expect
        .poll(() => liveRegion(page).textContent())
        .toBe(`${TEXT}を位置 ${position + 1} / ${COUNT} に移動しました。`);
      await press(page, 'ArrowDown');
      await expect
        .poll(() => liveRegion(page).textContent())
        .toBe(`${TEXT}を位置 ${position + 2} / ${COUNT} に移動しました。`);
      // Once the panels have slid (a transition, and the page scrolls along), the dragged one shows below the
      // two it passed, none overlapping.
      await expect
        .poll(() => shownTopToBottom(page, [position + 1, position + 2, position, position + 3]))
        .toBe(true);
      await screenshot(page, 'long-action/keyboard-drag', { fullPage: false });
      await press(page, 'Space');
      await expect
        .poll(() => liveRegion(page).textContent())
        .toBe(`${TEXT}を位置 ${position + 2} に置きました。`);
      order = moved(order, position - 1, position + 1);
      await expect.poll(() => textAt(page, position + 2)).toBe(dragged);
      expect(await textAt(page, position)).toBe(order[position - 1]);
      expect(await textAt(page, position + 1)).toBe(order[position]);
      expect(await itemPlace(page, position + 2)).toEqual({
        posinset: String(position + 2),
        setsize: String(COUNT),
      });
      await expect.poll(() => focusedName(page)).toBe(`並べ替え(${position + 2}. ${TEXT})`);
      await page.getByText('未保存の変更があります').waitFor();
      await screenshot(page, 'long-action/keyboard-dropped', { fullPage: false });

      // Saved: the server holds the 300 effects in the order shown, none lost or duplicated.
      await saveAction(page);
      const stored = await storedAction(page, aid);
      const storedTexts = stored.inputs.map((input) => input.text);
      expect(storedTexts).toHaveLength(COUNT);
      expect(storedTexts).toEqual(order);
      expect([...storedTexts].sort()).toEqual(texts);
      expect(stored.inputs.every((input) => input.type === 1)).toBe(true);

      // Reloaded: the page shows the saved order from the top.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'アクション編集' }).waitFor();
      await expect.poll(() => textAt(page, 1)).toBe(order[0]);
      expect(await textAt(page, 2)).toBe(order[1]);
      expect(await itemPlace(page, 1)).toEqual({ posinset: '1', setsize: String(COUNT) });
      expect(await panels(page).count()).toBeLessThan(60);
      await screenshot(page, 'long-action/reloaded', { fullPage: false });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
