/**
 * Saving by keyboard keeps the focus (walk of 2026-11-26 c, docs/decisions/walk-20261126-c.md): 保存 is disabled
 * while the save runs, which dropped the focus to <body>, and a new document's first save replaces /…/new with
 * its id, which the shell took for a page change (focus on <main>, scroll to the top). After Enter on 保存 the
 * focus is on 保存 again and the page has not scrolled, for a new action, an existing one and a funnel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';
import { addEffect, appUrl, expectNoErrors, saveButton } from './console.ts';

/** What holds the focus: the save button, <body>, or another element's tag. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.hasAttribute('data-save-status') ? 'save' : active.tagName.toLowerCase();
  });

/** Presses Enter on 保存 and waits for its 保存しました. */
async function saveByKeyboard(page: Page): Promise<void> {
  await saveButton(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => saveButton(page).getAttribute('data-save-status')).toBe('2');
}

describe('the focus after a save by keyboard (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('stays on 保存 for a new action, the same action saved again, and a funnel', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.getByLabel('アクション名').fill('E2E 保存後のフォーカス');
      const panel = await addEffect(page, 'テキスト送信');
      await panel.locator('[contenteditable="true"]').click();
      await page.keyboard.type('一回目');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await saveByKeyboard(page);
      await page.waitForURL(/\/actions\/\d+$/);
      expect(await focused(page)).toBe('save');
      // Not back at the top (the page may have grown under the bar meanwhile: 保存履歴 comes after the first save).
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await panel.locator('[contenteditable="true"]').click();
      await page.keyboard.type('二回目');
      await saveByKeyboard(page);
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      expect(await focused(page)).toBe('save');

      await page.goto(appUrl('funnels/new'), { waitUntil: 'networkidle' });
      await page.getByLabel('名前').first().fill('E2E 保存後のフォーカス');
      await saveByKeyboard(page);
      await page.waitForURL(/\/funnels\/\d+$/);
      expect(await focused(page)).toBe('save');
      await page.getByLabel('名前').first().fill('E2E 保存後のフォーカス 2');
      await saveByKeyboard(page);
      expect(await focused(page)).toBe('save');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
