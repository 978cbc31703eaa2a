/**
 * The funnel list and funnels that actions use as an effect's condition (docs/decisions/funnels-in-use.md),
 * against the real console server: the row says which action uses it, its 削除 (reached by keyboard) explains
 * why it cannot be deleted and offers no delete, a list gone stale still meets the server's 422, and once the
 * action is gone the funnel deletes as any other. Screenshots: screenshots/funnels/in-use-*.png (1280 and 390 px).
 */
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, createAction, expectNoErrors } from './console.ts';

const effect = (member_query_id: number) => ({ type: 1, text: '条件付き', delay_type: 0, member_query_id });

describe('funnels in use (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`says which actions use a funnel and refuses its delete before asking (${viewport.width} px)`, async () => {
      const app = await openPage(browser(), 'funnels', { viewport });
      const { page } = app;
      try {
        const name = `E2E 使用中 ${viewport.width}`;
        const fid = (await api(page, 'POST', 'api/funnel/register', { name, inputs: [] })).body.fid;
        const aid = await createAction(page, {
          a_name: `E2E 誕生日 ${viewport.width}`,
          inputs: [effect(fid)],
        });
        await createAction(page, { a_name: '', is_template: 0, inputs: [effect(fid)] });
        await page.reload({ waitUntil: 'networkidle' });

        const row = page.locator(`tr[data-fid="${fid}"]`);
        await expect
          .poll(() => row.locator('.de-table__note').textContent())
          .toBe(`アクションで使用中: 「E2E 誕生日 ${viewport.width}」 ほか1件`);
        await row.scrollIntoViewIfNeeded();
        await screenshot(page, `funnels/in-use-list-${viewport.width}`, { fullPage: false });

        // By keyboard: the button is a Tab stop, Enter opens the explanation, which has only 閉じる.
        const remove = page.getByRole('button', { name: `${name}を削除` });
        await remove.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('alertdialog', { name: '削除できません' });
        await dialog.waitFor();
        await expect(dialog.textContent()).resolves.toContain(
          `この絞り込み条件はアクション「E2E 誕生日 ${viewport.width}」(ID ${aid})、アクション(ID ${aid + 1})で使われているため削除できません`,
        );
        await expect(dialog.getByRole('button').allTextContents()).resolves.toEqual(['閉じる']);
        await screenshot(page, `funnels/in-use-refused-${viewport.width}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe(`${name}を削除`);
        expect((await api(page, 'GET', `api/funnel/data/${fid}`)).status).toBe(200);
        expectNoErrors(app);
      } finally {
        await app.close();
      }
    });
  }

  it('meets the server’s refusal when the list is stale, and deletes once no action uses the funnel', async () => {
    const app = await openPage(browser(), 'funnels');
    const { page } = app;
    try {
      const name = 'E2E 後から使われる';
      const fid = (await api(page, 'POST', 'api/funnel/register', { name, inputs: [] })).body.fid;
      await page.reload({ waitUntil: 'networkidle' });
      const row = page.locator(`tr[data-fid="${fid}"]`);
      await row.waitFor();
      await expect(row.locator('.de-table__note').count()).resolves.toBe(0);
      // Another tab makes an action use it after this list was read.
      const aid = await createAction(page, { a_name: 'E2E 後から', inputs: [effect(fid)] });
      await page.getByRole('button', { name: `${name}を削除` }).click();
      const confirm = page.getByRole('alertdialog', { name: '確認' });
      await confirm.getByRole('button', { name: '削除' }).click();
      await page.getByText('削除に失敗しました').waitFor();
      await page
        .getByText(/この絞り込み条件はアクション「E2E 後から」.*で使われているため削除できません/)
        .waitFor();
      // The list read again now knows.
      await expect
        .poll(() => row.locator('.de-table__note').textContent())
        .toBe('アクションで使用中: 「E2E 後から」');

      expect((await api(page, 'DELETE', `api/action/${aid}`)).status).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });
      await row.waitFor();
      await expect(row.locator('.de-table__note').count()).resolves.toBe(0);
      await page.getByRole('button', { name: `${name}を削除` }).click();
      await page.getByRole('alertdialog', { name: '確認' }).getByRole('button', { name: '削除' }).click();
      await page.getByText(`「${name}」を削除しました`).waitFor();
      await row.waitFor({ state: 'detached' });
      expectNoErrors(app, [/422/]);
    } finally {
      await app.close();
    }
  });
});
