/**
 * Logging in and out in Chromium against the real server: the console opens on the login page, a wrong password
 * shows the server's message, the owner edits and saves an action (保存履歴 names who saved), logs out and is
 * asked to log in again; a session that expires mid-edit keeps the edit (the editor's draft) and brings the
 * operator back to it after logging in; the owner's operator and role pages, and the staff operator without
 * them; a role chosen by arrow keys is saved only by 変更する. Screenshots: screenshots/login/*.png at 1280 and 390 px.
 */
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, createAction, expectNoErrors, saveAction } from './console.ts';

const body = (page: Page) => page.getByRole('textbox', { name: 'メッセージ本文' });

async function logIn(page: Page, loginId: string, password: string): Promise<void> {
  await page.getByLabel('ログインID').fill(loginId);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

/** Ends every session of the demo owner as its expiry would (the database the e2e server serves). */
function expireOwnerSessions(): void {
  const db = new Database(inject('e2eDatabaseFile'));
  try {
    db.prepare(
      "UPDATE sessions SET expires_at = ? WHERE operator_id = (SELECT id FROM operators WHERE login_id = 'owner')",
    ).run(new Date(Date.now() - 1000).toISOString());
  } finally {
    db.close();
  }
}

describe('login, logout and sessions (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('opens on the login page, refuses a wrong password, logs in, saves (who saved shows), logs out', async () => {
    const app = await openPage(browser(), 'actions', { login: false });
    const { page } = app;
    try {
      await page.waitForURL(/\/login\?next=%2Factions$/);
      await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
      await screenshot(page, 'login/login-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'login/login-390');
      await page.setViewportSize({ width: 1280, height: 800 });

      await logIn(page, 'owner', 'wrong-password');
      await expect
        .poll(() => page.getByTestId('login-error').textContent())
        .toBe('ログインIDまたはパスワードが正しくありません');
      await logIn(page, 'owner', 'demo-owner');
      // Back where it started.
      await page.waitForURL(/\/actions$/);
      await page.getByTestId('operator-name').getByText('デモ オーナー').waitFor();

      const aid = await createAction(page, {
        a_name: 'E2E ログイン',
        inputs: [{ type: 1, text: '最初の本文', delay_type: 0 }],
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await body(page).fill('ログインして編集');
      await saveAction(page);
      const history = page.getByTestId('revision-history');
      await expect.poll(() => history.locator('li').count()).toBe(2);
      await expect(history.locator('li').first().textContent()).resolves.toContain('デモ オーナー');

      await page.getByRole('button', { name: 'ログアウト' }).click();
      await page.waitForURL(/\/login$/);
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await page.waitForURL(new RegExp(`/login\\?next=%2Factions%2F${aid}$`));
      // The 401s of the calls made after logging out are the browser's console lines.
      expectNoErrors(app, [/status of 401/]);
    } finally {
      await app.close();
    }
  });

  it('keeps an edit across a session that expires mid-edit, and returns to it after logging in', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const aid = await createAction(page, {
        a_name: 'E2E 期限切れ',
        inputs: [{ type: 1, text: '期限切れ前', delay_type: 0 }],
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await body(page).fill('期限切れの間に書いた本文');
      // The editor keeps a draft within a second of the last edit.
      await page.waitForTimeout(1200);
      expireOwnerSessions();
      await page.locator('button[data-save-status]').click();
      await page.waitForURL(new RegExp(`/login\\?next=%2Factions%2F${aid}$`));
      await page.getByText('ログインすると、開いていた画面に戻ります。').waitFor();
      await logIn(page, 'owner', 'demo-owner');
      await page.waitForURL(new RegExp(`/actions/${aid}$`));
      const offer = page.getByTestId('action-draft');
      await offer.waitFor();
      await offer.getByRole('button', { name: '下書きを復元' }).click();
      await expect(body(page).textContent()).resolves.toBe('期限切れの間に書いた本文');
      await saveAction(page);
      expectNoErrors(app, [/status of 401/]);
    } finally {
      await app.close();
    }
  });

  it("shows the owner the operator and role pages, and the staff operator neither they nor a tag's creation", async () => {
    const app = await openPage(browser(), 'operators');
    const { page } = app;
    try {
      const table = page.getByTestId('operators-table');
      await table.waitFor();
      await expect(table.locator('tbody tr').count()).resolves.toBeGreaterThanOrEqual(2);
      await screenshot(page, 'login/operators-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'login/operators-390');
      // Each operator's buttons stay inside the table's frame (ログイン中のセッションを終了 ran past its edge: the
      // table grew wider than its scrolling frame).
      const outside = await table.evaluate((element) => {
        const right = (element.parentElement ?? element).getBoundingClientRect().right;
        return [...element.querySelectorAll('button')]
          .filter((button) => button.getBoundingClientRect().right > right)
          .map((button) => button.textContent);
      });
      expect(outside).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: 'ロール' }).click();
      await page.getByTestId('role-new').waitFor();
      await screenshot(page, 'login/roles-1280');
      // A role of a name already taken is refused, and the reason shows where the operator pressed ロールを追加.
      await page.setViewportSize({ width: 390, height: 844 });
      const fresh = page.getByTestId('role-new');
      await fresh.getByLabel('ロール名').fill('スタッフ');
      await fresh.getByRole('button', { name: 'ロールを追加' }).click();
      const refusal = fresh.getByRole('alert');
      await expect.poll(() => refusal.textContent()).toContain('同じ名前のロールが既にあります');
      const seen = await refusal.evaluate((note) => {
        const box = note.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(seen).toBe(true);
      expectNoErrors(app, [/status of 422/]);
    } finally {
      await app.close();
    }
    const staff = await openPage(browser(), '/', { login: 'staff' });
    try {
      await staff.page.getByTestId('operator-name').getByText('デモ スタッフ').waitFor();
      await expect(staff.page.getByRole('link', { name: 'オペレーター' }).count()).resolves.toBe(0);
      await staff.page.goto(appUrl('operators'), { waitUntil: 'networkidle' });
      await staff.page.getByText('操作権限がありません').waitFor();
      expectNoErrors(staff, [/status of 403/]);
    } finally {
      await staff.close();
    }
  });

  it('changes an operator’s role only when 変更する is pressed, not at each arrow key in the list', async () => {
    const app = await openPage(browser(), 'operators');
    const { page } = app;
    const staffRole = async () => {
      const answer = await api(page, 'GET', 'api/operators');
      const staff = answer.body.operators.find((o: { login_id: string }) => o.login_id === 'staff');
      return { role: staff.role_id as number, roles: answer.body.roles as { id: number; name: string }[] };
    };
    const before = await staffRole();
    try {
      const select = page.getByLabel('デモ スタッフ ロール');
      await select.focus();
      // A closed list: an arrow key picks the previous role (オーナー, which manages operators).
      const chosen = before.roles[before.roles.findIndex((role) => role.id === before.role) - 1].id;
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => Number(await select.inputValue())).toBe(chosen);
      // Nothing saved yet (it was saved at once, and granted operator management with one key).
      await page.waitForTimeout(500);
      expect((await staffRole()).role).toBe(before.role);

      await page.keyboard.press('Tab');
      const apply = page.getByRole('button', { name: 'デモ スタッフのロールを変更する' });
      await expect(apply.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText('変更しました').waitFor();
      await expect.poll(async () => (await staffRole()).role).toBe(chosen);
      await expect(apply.count()).resolves.toBe(0);
      // The button went; the list has the focus again.
      await expect(select.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      expectNoErrors(app);
    } finally {
      await api(
        page,
        'PATCH',
        `api/operators/${(await api(page, 'GET', 'api/operators')).body.operators.find((o: { login_id: string }) => o.login_id === 'staff').id}`,
        { role_id: before.role },
      );
      await app.close();
    }
  });

  it('goes on from the login page while a session is live, so a second login cannot end the other tabs’ one', async () => {
    const app = await openPage(browser(), 'actions');
    const { page } = app;
    try {
      await page.goto(appUrl('login?next=%2Ffunnels'));
      await page.waitForURL((url) => url.pathname.endsWith('/funnels'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto(appUrl('login'));
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      expect(await page.getByLabel('パスワード').count()).toBe(0);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
