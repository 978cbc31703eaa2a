/**
 * Two tabs on one saved action against the real server (spec 000 §8, docs/api.md revisions): tab A saves
 * first; tab B's save from the old revision is answered 409, and the page reloads the server's version. B's
 * edit is not lost: kept in the tab's session storage, it is offered after the reload (復元する / 破棄する),
 * restored into the editor as unsaved, and saved over A's on the next save. The server state is read through
 * GET /api/action/data/{id} at each step. Screenshots: screenshots/conflict/*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { appUrl, createAction, expectNoErrors, saveAction, storedAction } from './console.ts';

const body = (page: Page) => page.getByRole('textbox', { name: 'メッセージ本文' });
const actionName = (page: Page) => page.getByRole('textbox', { name: /アクション名/ });

describe('a 409 from two tabs (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('reloads the server version in the stale tab and offers its edit back; restored, it saves', async () => {
    const tabA = await openPage(browser(), '/');
    const tabB = await openPage(browser(), '/');
    const a = tabA.page;
    const b = tabB.page;
    try {
      const aid = await createAction(a, {
        a_name: 'E2E 競合',
        inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
      });
      for (const page of [a, b]) {
        await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
        await expect(body(page).inputValue()).resolves.toBe('もとの本文');
      }

      // A saves first.
      await body(a).fill('タブAの本文');
      await saveAction(a);
      expect((await storedAction(a, aid)).inputs[0].text).toBe('タブAの本文');

      // B still holds the first revision: its save is refused with 409 and the page reloads.
      await body(b).fill('タブBの本文');
      await actionName(b).fill('E2E 競合(タブB)');
      await b.evaluate(() => {
        (window as unknown as { beforeReload: boolean }).beforeReload = true;
      });
      const conflict = b.waitForResponse((response) => response.url().includes('/api/action/register'));
      const reloaded = b.waitForEvent('load');
      await b.locator('button[data-save-status]').click();
      expect((await conflict).status()).toBe(409);
      await reloaded;
      await b.waitForLoadState('networkidle');
      // A new document: the marker set before the save is gone.
      await expect(b.evaluate(() => 'beforeReload' in window)).resolves.toBe(false);

      // After the reload: the server's version in the editor, and B's edit offered back.
      const offer = b
        .getByRole('alert')
        .filter({ hasText: '再読み込みの前に保存できなかった編集内容があります' });
      await offer.waitFor();
      await expect(offer.textContent()).resolves.toMatch(/\(\d{1,2}:\d{2}\)。復元しますか\?/);
      await expect(body(b).inputValue()).resolves.toBe('タブAの本文');
      await expect(actionName(b).inputValue()).resolves.toBe('E2E 競合');
      // Nothing of B reached the server.
      expect(await storedAction(b, aid)).toMatchObject({
        a_name: 'E2E 競合',
        inputs: [{ text: 'タブAの本文' }],
      });
      await screenshot(b, 'conflict/offer', { fullPage: false });

      // Restored: B's text and name are back, unsaved.
      await offer.getByRole('button', { name: '復元する' }).click();
      await offer.waitFor({ state: 'detached' });
      await b.getByText('編集内容を復元しました。保存するまでサーバーには反映されません。').waitFor();
      await expect(body(b).inputValue()).resolves.toBe('タブBの本文');
      await expect(actionName(b).inputValue()).resolves.toBe('E2E 競合(タブB)');
      await b.getByText('未保存の変更があります').waitFor();
      await screenshot(b, 'conflict/restored', { fullPage: false });

      // Saved from the current revision, it goes through and overwrites A's.
      await saveAction(b);
      expect(await storedAction(b, aid)).toMatchObject({
        a_name: 'E2E 競合(タブB)',
        inputs: [{ type: 1, text: 'タブBの本文' }],
      });
      // Reloaded again, nothing is offered any more.
      await b.reload({ waitUntil: 'networkidle' });
      await expect(body(b).inputValue()).resolves.toBe('タブBの本文');
      await expect(b.getByText('再読み込みの前に保存できなかった編集内容があります').count()).resolves.toBe(
        0,
      );

      expectNoErrors(tabA);
      // B's one console line is Chromium's report of the 409 response.
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });

  it('discards the kept edit when the operator chooses 破棄する', async () => {
    const tabA = await openPage(browser(), '/');
    const tabB = await openPage(browser(), '/');
    try {
      const aid = await createAction(tabA.page, {
        a_name: 'E2E 競合の破棄',
        inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
      });
      for (const page of [tabA.page, tabB.page])
        await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await body(tabA.page).fill('タブAの本文');
      await saveAction(tabA.page);
      await body(tabB.page).fill('捨てる本文');
      const conflict = tabB.page.waitForResponse((response) =>
        response.url().includes('/api/action/register'),
      );
      const reloaded = tabB.page.waitForEvent('load');
      await tabB.page.locator('button[data-save-status]').click();
      expect((await conflict).status()).toBe(409);
      await reloaded;
      const offer = tabB.page.getByRole('alert').filter({ hasText: '復元しますか' });
      await offer.getByRole('button', { name: '破棄する' }).click();
      await offer.waitFor({ state: 'detached' });
      await expect(body(tabB.page).inputValue()).resolves.toBe('タブAの本文');
      await tabB.page.reload({ waitUntil: 'networkidle' });
      await expect(body(tabB.page).inputValue()).resolves.toBe('タブAの本文');
      await expect(tabB.page.getByText('復元しますか').count()).resolves.toBe(0);
      expect((await storedAction(tabB.page, aid)).inputs[0].text).toBe('タブAの本文');
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });
});
