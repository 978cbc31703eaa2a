/**
 * The roles page in Chromium: an edited role asks before the オペレーター tab takes the page away (the app's dialog:
 * cancel stays with the edit, OK leaves) and before a reload (the browser's beforeunload prompt); Enter in ロール名
 * saves; 削除 asks, deletes a role nobody holds and refuses one an operator holds, naming how many
 * (docs/decisions/operators.md, "Deleting a role"). Screenshots: screenshots/roles-page/.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors } from './console.ts';

const LEAVE = '内容が編集されています。破棄して移動しますか？';

/** Waits for the next dialog of the page and answers it (accept or dismiss); answers its type. */
function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.type());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** The page's own オペレーター tab (the side menu has a link of that name too). */
const tab = (page: Page) =>
  page.locator('.app-subnav').getByRole('link', { name: 'オペレーター', exact: true });

describe('the roles page (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('asks before the オペレーター tab or a reload drops an edited role; Enter in ロール名 saves', async () => {
    const app = await openPage(browser(), 'operators/roles');
    const { page } = app;
    try {
      const id = (await api(page, 'POST', 'api/roles', { name: 'E2E 離れる前に', permissions: [] })).body
        .id as number;
      await page.reload({ waitUntil: 'networkidle' });
      const form = page.getByTestId(`role-${id}`);
      const name = form.getByLabel('ロール名');
      await name.fill('E2E 離れる前に 編集');

      // The tab: the app's dialog; キャンセル stays with the edit.
      await tab(page).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(LEAVE).waitFor();
      await screenshot(page, 'roles-page/1280-leave', { fullPage: false });
      await confirm.getByRole('button', { name: 'キャンセル' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/operators/roles');
      await expect(name.inputValue()).resolves.toBe('E2E 離れる前に 編集');

      // A reload: the browser's prompt; dismissed, the edit stays.
      const reloading = answerNextDialog(page, false);
      await page.reload({ waitUntil: 'commit', timeout: 3000 }).catch(() => undefined);
      await expect(reloading).resolves.toBe('beforeunload');
      await expect(name.inputValue()).resolves.toBe('E2E 離れる前に 編集');

      // Enter in the name saves; then nothing is left to ask about, and the tab leaves at once.
      await name.press('Enter');
      await form.getByRole('status').getByText('変更しました').waitFor();
      const roles = (await api(page, 'GET', 'api/operators')).body.roles as { id: number; name: string }[];
      expect(roles.find((r) => r.id === id)?.name).toBe('E2E 離れる前に 編集');
      await tab(page).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/operators');

      // Edited again, OK leaves.
      await page.goto(appUrl('operators/roles'), { waitUntil: 'networkidle' });
      await page.getByTestId('role-new').getByLabel('ロール名').fill('捨てる新しいロール');
      await tab(page).click();
      await confirm.getByText(LEAVE).waitFor();
      await confirm.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/operators');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('deletes a role nobody holds after asking, and refuses a held one with how many hold it', async () => {
    const app = await openPage(browser(), 'operators/roles', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const free = (await api(page, 'POST', 'api/roles', { name: 'E2E 消すロール', permissions: [] })).body
        .id as number;
      const held = (await api(page, 'POST', 'api/roles', { name: 'E2E 使われるロール', permissions: [] }))
        .body.id as number;
      const made = await api(page, 'POST', 'api/operators', {
        login_id: 'e2e-role-holder',
        name: 'E2E 担当',
        password: 'pw-12345678',
        role_id: held,
      });
      expect(made.status).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });

      const heldForm = page.getByTestId(`role-${held}`);
      await heldForm.getByRole('button', { name: 'ロール「E2E 使われるロール」を削除' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm
        .getByText('ロール「E2E 使われるロール」を削除しますか？元に戻すことはできません。')
        .waitFor();
      await confirm.getByRole('button', { name: '削除' }).click();
      await heldForm
        .getByRole('alert')
        .getByText(
          'このロールは1人のオペレーターに割り当てられているため削除できません。先にオペレーターのロールを変更してください',
        )
        .waitFor();
      await heldForm.getByRole('alert').scrollIntoViewIfNeeded();
      await screenshot(page, 'roles-page/390-held', { fullPage: false });

      const freeForm = page.getByTestId(`role-${free}`);
      await freeForm.getByRole('button', { name: 'ロール「E2E 消すロール」を削除' }).click();
      await confirm.getByText('ロール「E2E 消すロール」を削除しますか？元に戻すことはできません。').waitFor();
      await screenshot(page, 'roles-page/390-confirm', { fullPage: false });
      await confirm.getByRole('button', { name: 'キャンセル' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect(freeForm.count()).resolves.toBe(1);
      await freeForm.getByRole('button', { name: 'ロール「E2E 消すロール」を削除' }).click();
      await confirm.getByRole('button', { name: '削除' }).click();
      await page.getByRole('status').getByText('ロール「E2E 消すロール」を削除しました').waitFor();
      await expect.poll(() => freeForm.count()).toBe(0);
      await screenshot(page, 'roles-page/390-deleted', { fullPage: false });
      const roles = (await api(page, 'GET', 'api/operators')).body.roles as { id: number }[];
      expect(roles.map((r) => r.id)).toContain(held);
      expect(roles.map((r) => r.id)).not.toContain(free);
      expectNoErrors(app, [/status of 422/]);
    } finally {
      await app.close();
    }
  });
});
