/**
 * The engine's arrow keys (engine/react/arrow-keys.ts) in Chromium, where focus and Tab order are real: the
 * composer's toolbar is one Tab stop whose ← → wrap (roving), the document list's folders keep a Tab stop each
 * and ↑ ↓ stop at the ends.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';

/** The focused element's accessible name as the test reads it (its aria-label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
  });

describe('arrow keys among buttons (built console, Chromium)', () => {
  const browser = useBrowser();

  it('the composer toolbar: one Tab stop, ← → wrap, Home and End, and Tab comes back to the button last used', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await page.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: /テキスト送信/ }).click();
      // The toolbar is drawn once the composer is first focused.
      await page.getByRole('textbox', { name: 'メッセージ本文' }).click();
      const toolbar = page.getByRole('toolbar', { name: 'メッセージの挿入' });
      await toolbar.waitFor();
      const buttons = toolbar.getByRole('button');
      const count = await buttons.count();
      expect(count).toBeGreaterThan(3);
      const stops = () => toolbar.locator('button[tabindex="0"]').count();
      await expect(stops()).resolves.toBe(1);

      const names = await buttons.evaluateAll((elements) =>
        elements.map((e) => e.getAttribute('aria-label') ?? e.textContent?.trim()),
      );

      await buttons.first().focus();
      await page.keyboard.press('ArrowLeft');
      await expect(focusedName(page)).resolves.toBe(names[count - 1]);
      await page.keyboard.press('ArrowRight');
      await expect(focusedName(page)).resolves.toBe(names[0]);
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await expect(focusedName(page)).resolves.toBe(names[1]);
      await expect(stops()).resolves.toBe(1);
      await expect(toolbar.locator('button[tabindex="0"]').textContent()).resolves.toBe(names[1]);

      // Tab leaves the toolbar at once, and Shift+Tab comes back to the button last used.
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => !document.activeElement?.closest('[role="toolbar"]'));
      expect(outside).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect(focusedName(page)).resolves.toBe(names[1]);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('the document list: ↑ ↓ move among the folders and stop at the ends; Tab stops at each folder', async () => {
    const app = await openPage(browser(), 'actions');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション' }).waitFor();
      const nav = page.getByRole('navigation', { name: 'フォルダ' });
      const all = nav.getByRole('button', { name: /^すべて \d+件$/ });
      await all.waitFor();
      const folders = nav.getByRole('button');
      const count = await folders.count();
      expect(count).toBeGreaterThan(2);
      const names = await folders.evaluateAll((elements) =>
        elements.map((e) => e.getAttribute('aria-label')),
      );

      await all.focus();
      await page.keyboard.press('ArrowUp');
      await expect(focusedName(page)).resolves.toBe(names[0]);
      await page.keyboard.press('ArrowDown');
      await expect(focusedName(page)).resolves.toBe(names[1]);
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowDown');
      await expect(focusedName(page)).resolves.toBe(names[count - 1]);
      await page.keyboard.press('Home');
      await page.keyboard.press('Tab');
      await expect(focusedName(page)).resolves.toBe(names[1]);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
