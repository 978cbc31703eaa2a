/**
 * A document list with a long unbroken name, in Chromium (walk 2026-11-27 on /line/richmenu at 1280 px): every
 * text of the console breaks anywhere, so a 255-character Latin name took the row's width and squeezed the date
 * to a few characters a line (202 / 6/11 / /27 …) and コピー to two lines. The date, the heads and the buttons now
 * keep their words. Screenshot: screenshots/document-list/long-name.png.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, expectNoErrors } from './console.ts';

/** How many lines an element's text takes (its text's line boxes: the cell itself is as tall as its row). */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

describe('document list layout (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('keeps the date and the buttons on one line beside a 255-character unbroken name', async () => {
    const app = await openPage(browser(), 'line/richmenu', { viewport: { width: 1280, height: 900 } });
    const { page } = app;
    let id: number | undefined;
    try {
      const list = await api(page, 'GET', 'api/richmenu/list');
      const source = list.body.items[0] as { rmid: number };
      const copied = await api(page, 'POST', `api/richmenu/copy/${source.rmid}`);
      expect(copied.status).toBe(200);
      id = (copied.body.rmid ?? copied.body.id) as number;
      const menu = await api(page, 'GET', `api/richmenu/data/${id}`);
      const name = 'W'.repeat(255);
      const saved = await api(page, 'POST', 'line/richmenu/edit', { ...menu.body, rmid: id, name });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });
      const row = page.locator('tbody tr', { hasText: name });
      await row.waitFor();
      await screenshot(page, 'document-list/long-name', { fullPage: false });
      const cells = row.locator('td');
      const date = cells.nth((await cells.count()) - 2);
      expect(await date.textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      expect(await lines(date)).toBe(1);
      const copy = row.getByRole('button', { name: `${name}をコピー` });
      expect(await lines(copy)).toBe(1);
      expectNoErrors(app);
    } finally {
      // Gone again: the other files read the list's first rows and copy them.
      if (id !== undefined) await api(page, 'DELETE', `api/richmenu/${id}`);
      await app.close();
    }
  });
});
