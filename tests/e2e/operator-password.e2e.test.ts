/**
 * パスワードを設定 on the operators page (docs/decisions/operators.md, "Setting a password on the operators page"),
 * in Chromium against the real server, by keyboard at 390 px: a password too short is refused in the row with the
 * server's words; a good one is set (the old one no longer logs in, the new one does) and the button takes the
 * focus back; Escape closes the field. Screenshot: screenshots/operators/password-*.png.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, screenshot, useBrowser } from './browser.ts';
import { api, expectNoErrors } from './console.ts';

describe('setting an operator password (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('refuses a short one in the row, sets a good one, and gives the focus back', async () => {
    const app = await openPage(browser(), 'operators', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    const loginId = `pw-e2e-${Date.now()}`;
    const name = `パスワード ${Date.now() % 10000}`;
    const logsIn = async (password: string) =>
      (
        await page.request.post(new URL('api/login', baseUrl()).href, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
          data: { login_id: loginId, password },
        })
      ).status();
    try {
      const roles = (await api(page, 'GET', 'api/operators')).body.roles as { id: number }[];
      const made = await api(page, 'POST', 'api/operators', {
        login_id: loginId,
        name,
        password: 'initial-password',
        role_id: roles.at(-1)?.id,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });

      const row = page
        .getByTestId('operators-table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });
      const open = row.getByRole('button', { name: `${name}のパスワードを設定` });
      await open.focus();
      await page.keyboard.press('Enter');
      const field = row.getByLabel(`${name}の新しいパスワード(8文字以上)`);
      await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

      // Escape closes it, and the button has the focus again.
      await page.keyboard.press('Escape');
      await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await page.keyboard.type('short');
      await page.keyboard.press('Enter');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      await expect(row.getByText('パスワードは8文字以上で入力してください').isVisible()).resolves.toBe(true);
      await screenshot(page, 'operators/password-short-390', { fullPage: false });

      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('a-new-password');
      await page.keyboard.press('Enter');
      await page.getByText(`${name}のパスワードを設定しました`).waitFor();
      await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await logsIn('initial-password')).toBe(401);
      expect(await logsIn('a-new-password')).toBe(200);
      expectNoErrors(app, [/status of 401/]);
    } finally {
      await app.close();
    }
  });
});
