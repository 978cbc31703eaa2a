/**
 * The add-operator form in Chromium against the real server, by keyboard: a login id already taken is refused
 * and the server's line stands beside the login id field (aria-describedby, aria-invalid), which takes the focus,
 * with no line above the form; the inputs stop at the server's lengths; editing the field clears its line and
 * the corrected form adds the operator. At 1280 and 390 px. Screenshots: screenshots/operators/add-refused-*.png.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { expectNoErrors } from './console.ts';

const TAKEN = 'このログインIDは既に使われています';

/** What the focused element is and how a field's refusal line is tied to it and placed. */
async function refusalOf(input: Locator) {
  return input.evaluate((element) => {
    const line = document.getElementById(element.getAttribute('aria-describedby') ?? '');
    const field = element.getBoundingClientRect();
    const box = line?.getBoundingClientRect();
    return {
      focused: document.activeElement === element,
      invalid: element.getAttribute('aria-invalid'),
      text: line?.textContent ?? null,
      // Beside the field: in its own block, just under the input, starting where it starts.
      sameField: line?.closest('.app-field') === element.closest('.app-field'),
      gap: box ? Math.round(box.top - field.bottom) : null,
      left: box ? Math.round(box.left - field.left) : null,
      seen: box ? box.top >= 0 && box.bottom <= window.innerHeight : false,
    };
  });
}

describe('the add-operator form (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  for (const width of [1280, 390]) {
    it(`refuses a taken login id beside its field and moves the focus there (${width} px, keyboard)`, async () => {
      const app = await openPage(browser(), 'operators', { viewport: { width, height: 844 } });
      const { page } = app;
      try {
        const form = page.locator('.app-operators__form');
        const name = form.getByLabel('名前', { exact: true });
        const loginId = form.getByLabel('ログインID', { exact: true });
        const password = form.getByLabel('初期パスワード(8文字以上)');
        expect(await name.getAttribute('maxlength')).toBe('100');
        expect(await loginId.getAttribute('maxlength')).toBe('100');
        expect(await password.getAttribute('maxlength')).toBe('200');

        await name.focus();
        await page.keyboard.type('新しい人');
        await page.keyboard.press('Tab');
        await page.keyboard.type('staff');
        await page.keyboard.press('Tab');
        await page.keyboard.type('initial-password');
        await page.keyboard.press('Enter');

        await expect.poll(() => loginId.getAttribute('aria-invalid')).toBe('true');
        const refusal = await refusalOf(loginId);
        expect(refusal).toMatchObject({
          focused: true,
          invalid: 'true',
          text: TAKEN,
          sameField: true,
          seen: true,
        });
        expect(refusal.gap).toBeGreaterThanOrEqual(0);
        expect(refusal.gap).toBeLessThan(12);
        expect(refusal.left).toBe(0);
        // Only the login id is refused, and no line stands above the form.
        expect(await name.getAttribute('aria-invalid')).toBeNull();
        expect(await password.getAttribute('aria-invalid')).toBeNull();
        expect(await form.getByRole('alert').count()).toBe(0);
        await screenshot(page, `operators/add-refused-${width}`, { fullPage: false });

        // The focus is on the field to fix: type over it, and its line goes.
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type(`e2e-${width}-${Date.now()}`);
        await expect.poll(() => loginId.getAttribute('aria-invalid')).toBeNull();
        await page.keyboard.press('Enter');
        await form.getByRole('status').getByText('オペレーターを追加しました').waitFor();
        expectNoErrors(app, [/status of 422/]);
      } finally {
        await app.close();
      }
    });
  }

  it('shows every refused field at once and focuses the first (name before login id)', async () => {
    const app = await openPage(browser(), 'operators');
    const { page } = app;
    try {
      const form = page.locator('.app-operators__form');
      await form.getByLabel('ログインID', { exact: true }).fill('owner');
      await form.getByRole('button', { name: '追加する' }).click();
      const name = form.getByLabel('名前', { exact: true });
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      expect((await refusalOf(name)).focused).toBe(true);
      expect((await refusalOf(name)).text).toBe('名前を入力してください');
      const loginId = form.getByLabel('ログインID', { exact: true });
      expect((await refusalOf(loginId)).text).toBe(TAKEN);
      const password = form.getByLabel('初期パスワード(8文字以上)');
      expect((await refusalOf(password)).text).toBe('初期パスワードは8文字以上で入力してください');
      expectNoErrors(app, [/status of 422/]);
    } finally {
      await app.close();
    }
  });
  it('keeps its inputs’ height after another page brought the dialogs’ styles (one .app-input in the console)', async () => {
    const app = await openPage(browser(), 'operators');
    const { page } = app;
    try {
      const heights = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.app-operators__form .app-input')].map(
            (input) => input.getBoundingClientRect().height,
          ),
        );
      await page.locator('.app-operators__form .app-input').first().waitFor();
      const before = await heights();
      expect(before.length).toBeGreaterThan(0);
      // The friends list loads app/ui/ui.css (its alerts); back to the operators by the menu, no reload.
      await page.getByRole('link', { name: '友だち', exact: true }).first().click();
      await page.waitForURL(/\/friends/);
      await page.locator('.app-input').first().waitFor();
      await page.getByRole('link', { name: 'オペレーター', exact: true }).first().click();
      await page.locator('.app-operators__form .app-input').first().waitFor();
      expect(await heights()).toEqual(before);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
