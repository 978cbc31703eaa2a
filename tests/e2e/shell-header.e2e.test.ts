/**
 * The console's header in Chromium against the built console and the real server: on a phone (390 px) the main
 * menu, the operator and the language fold behind メニュー (open, they took a third of the screen above every
 * page); wider, they show as before. The account list switches only by 切り替える, never at a change of the list
 * (an arrow key on the closed list reloaded the page into the other account). Screenshots: screenshots/shell/.
 */
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { expectNoErrors } from './console.ts';

describe('console header (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('folds the menu behind メニュー at 390 px: opens, leads to 友だち and closes, Escape gives the focus back', async () => {
    const app = await openPage(browser(), '/', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const toggle = page.getByRole('button', { name: 'メニュー' });
      const menu = page.getByRole('navigation', { name: 'メインメニュー' });
      await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'ログアウト' }).isVisible()).toBe(false);
      // Folded, the header leaves the page its screen: brand and メニュー on one row.
      const folded = await page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
      expect(folded).toBeLessThan(70);
      await screenshot(page, 'shell/header-folded-390', { fullPage: false });

      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await menu.waitFor();
      expect(await page.getByRole('button', { name: 'ログアウト' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'shell/header-open-390', { fullPage: false });

      // Escape inside the open menu closes it and the focus goes back to メニュー.
      await menu.getByRole('link', { name: 'フォーム', exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

      // A page chosen from the menu: the menu closes and marks the page as current.
      await page.keyboard.press('Enter');
      const link = menu.getByRole('link', { name: '友だち', exact: true });
      await link.click();
      await page.getByRole('heading', { level: 1, name: '友だち' }).waitFor();
      expect(page.url()).toMatch(/\/friends$/);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      expect(await link.getAttribute('aria-current')).toBe('page');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('shows the menu without メニュー at 1280 px', async () => {
    const app = await openPage(browser(), '/', { viewport: { width: 1280, height: 800 } });
    const { page } = app;
    try {
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: '友だち' })
        .waitFor();
      expect(await page.getByRole('button', { name: 'メニュー' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'ログアウト' }).isVisible()).toBe(true);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('switches the account only by 切り替える: an arrow key on the list changes nothing yet', async () => {
    const app = await openPage(browser(), '/', { viewport: { width: 1280, height: 800 } });
    const { page } = app;
    try {
      const list = page.getByRole('combobox', { name: 'アカウント' });
      await list.waitFor();
      const before = await list.inputValue();
      let loads = 0;
      page.on('load', () => loads++);
      await list.focus();
      await page.keyboard.press('ArrowDown');
      const chosen = await list.inputValue();
      expect(chosen).not.toBe(before);
      await page.waitForTimeout(500);
      expect(loads).toBe(0);
      const session = await page.evaluate(async () => (await fetch('api/session')).json());
      expect(String(session.account.id)).toBe(before);

      await page.getByRole('button', { name: '切り替える' }).click();
      await expect.poll(() => loads).toBe(1);
      await expect.poll(() => page.getByRole('combobox', { name: 'アカウント' }).inputValue()).toBe(chosen);
      const after = await page.evaluate(async () => (await fetch('api/session')).json());
      expect(String(after.account.id)).toBe(chosen);
      expect(await page.getByRole('button', { name: '切り替える' }).count()).toBe(0);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
