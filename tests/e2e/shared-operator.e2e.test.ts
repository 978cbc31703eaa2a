/**
 * The operators page as a manager of one account (docs/decisions/operators.md, "Shared operators"): the demo owner
 * also belongs to the full account, so the page offers neither 無効にする nor ログイン中のセッションを終了 for it and
 * says why in visible text, while its role choice stays; an operator of this account alone keeps both buttons.
 * Screenshot: screenshots/operators/shared-operator.png.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { baseUrl, openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors, switchAccount } from './console.ts';

const NOTE = '他のアカウントにも所属しているため';

describe('a shared operator on the operators page (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('offers a manager of the limited account no disable or end-sessions for the owner, and says why', async () => {
    // The owner, acting for the limited account, makes a manager of that account only.
    const owner = await openPage(browser(), 'operators');
    const loginId = `mgr2-e2e-${Date.now()}`;
    try {
      await switchAccount(owner.page, '制限付きアカウント');
      const roles = (await api(owner.page, 'GET', 'api/operators')).body.roles as {
        id: number;
        name: string;
      }[];
      const made = await api(owner.page, 'POST', 'api/operators', {
        login_id: loginId,
        name: 'E2E 管理者2',
        password: 'initial-password',
        role_id: roles.find((r) => r.name === 'オーナー')?.id,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    } finally {
      await owner.close();
    }

    const app = await openPage(browser(), '/', { login: false });
    const { page } = app;
    try {
      const login = await page.context().request.post(new URL('api/login', baseUrl()).href, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { login_id: loginId, password: 'initial-password' },
      });
      expect(login.status()).toBe(200);
      await page.goto(appUrl('operators'), { waitUntil: 'networkidle' });
      const table = page.getByTestId('operators-table');
      const ownerRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'デモ オーナー' }) });
      await ownerRow.waitFor();
      expect(await ownerRow.getByRole('button').count()).toBe(0);
      await expect(ownerRow.getByText(NOTE).isVisible()).resolves.toBe(true);
      // Its role in this account is still this manager's to change.
      await expect(ownerRow.getByRole('combobox').isEnabled()).resolves.toBe(true);

      const limitedRow = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '制限付き 担当者' }) });
      await expect(limitedRow.getByRole('button', { name: '無効にする' }).isVisible()).resolves.toBe(true);
      await expect(
        limitedRow.getByRole('button', { name: 'ログイン中のセッションを終了' }).isVisible(),
      ).resolves.toBe(true);
      expect(await limitedRow.getByText(NOTE).count()).toBe(0);

      await screenshot(page, 'operators/shared-operator', { fullPage: false });
      await expectAccessible(page, 'operators-shared');
      // The login page the context opened on asked for a session before there was one.
      expectNoErrors(app, [/status of 401 .*\/api\/session/]);
    } finally {
      await app.close();
    }
  });
});
