/**
 * この版に戻す in place (walk of 2026-11-26: it reloaded the page, so a keyboard user started again at the top):
 * the restored revision is saved as a new one and shown in the editor without a reload; the focus stays on the
 * button the operator pressed, a status line says what happened, and the next save starts from the new revision.
 * The rows' columns line up, the current one's too (it has no この版に戻す).
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';
import { addEffect, appUrl, expectNoErrors, saveButton } from './console.ts';

describe('この版に戻す shows the restored revision in place (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('keeps the page, the focus and the scroll, and the next save needs no merge', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByLabel('アクション名').fill('E2E この版に戻す');
      const panel = await addEffect(page, 'テキスト送信');
      const composer = panel.locator('[contenteditable="true"]');
      await composer.click();
      await page.keyboard.type('最初の文');
      await saveButton(page).click();
      await page.waitForURL(/\/actions\/\d+$/);
      await expect.poll(() => saveButton(page).getAttribute('data-save-status')).toBe('2');
      await composer.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('二度目の文');
      await saveButton(page).click();
      await page.getByTestId('action-save-result').waitFor();

      const history = page.getByTestId('revision-history');
      const restore = history.getByRole('button', { name: 'この版に戻す' });
      await expect.poll(() => restore.count()).toBe(1);
      // A marker that a reload would wipe.
      await page.evaluate(() => {
        (window as unknown as { kept?: boolean }).kept = true;
      });
      await restore.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Enter');
      // The confirm dialog starts on OK.
      await page.getByRole('alertdialog').waitFor();
      await page.keyboard.press('Enter');

      await expect
        .poll(() => history.getByRole('status').textContent())
        .toBe('第1版の内容を新しい版として保存しました');
      expect(await composer.textContent()).toBe('最初の文');
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
      // Focus back on the pressed button, the page where it was.
      expect(
        await page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.tagName),
      ).toBe('この版に戻す');
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
      // Revision 3 is current now, and nothing is unsaved.
      await expect.poll(() => history.getByText('現在の版').count()).toBe(1);
      expect(await history.locator('li', { hasText: '現在の版' }).textContent()).toContain('版 3');
      // The columns line up although the current row has no この版に戻す (its date sat ~100px to the right).
      const dates = await history
        .locator('.app-history__when')
        .evaluateAll((times) => times.map((time) => Math.round(time.getBoundingClientRect().left)));
      expect(dates).toHaveLength(3);
      expect(new Set(dates).size, dates.join(', ')).toBe(1);

      // The next save starts from revision 3: no 409, no merge dialog.
      await composer.click();
      await page.keyboard.press('End');
      await page.keyboard.type('と続き');
      await saveButton(page).click();
      await expect.poll(() => saveButton(page).getAttribute('data-save-status')).toBe('2');
      expect(await page.getByRole('dialog').or(page.getByRole('alertdialog')).count()).toBe(0);
      await page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(() => page.locator('[contenteditable="true"]').first().textContent())
        .toBe('最初の文と続き');
      expect(page.url()).toMatch(appUrl('actions/'));
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
