/**
 * Two tabs on one saved action against the real server (issue: no edit ever lost). Tab A saves first; tab B's
 * save from the old revision is answered 409 and merged three ways with the server's current revision: changes
 * to different fields and blocks both stay, silently, and the page says so; the same field changed on both sides
 * opens a dialog that shows both values and saves the operator's choice. A reload mid-edit offers the kept draft
 * (IndexedDB) back. The server state is read through GET /api/action/data/{id}. Screenshots: screenshots/conflict/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { appUrl, createAction, expectNoErrors, saveAction, storedAction } from './console.ts';

const body = (page: Page) => page.getByRole('textbox', { name: 'メッセージ本文' });
const actionName = (page: Page) => page.getByRole('textbox', { name: /アクション名/ });

describe('two tabs and reloads on one action (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  async function twoTabs(name: string) {
    const tabA = await openPage(browser(), '/');
    const tabB = await openPage(browser(), '/');
    const aid = await createAction(tabA.page, {
      a_name: name,
      is_template: 1,
      inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
    });
    for (const page of [tabA.page, tabB.page]) {
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await expect(body(page).textContent()).resolves.toBe('もとの本文');
    }
    return { tabA, tabB, aid };
  }

  it('different fields: both saves succeed and the action holds both changes', async () => {
    const { tabA, tabB, aid } = await twoTabs('E2E 競合');
    try {
      await actionName(tabA.page).fill('E2E 競合(タブA)');
      await saveAction(tabA.page);
      await body(tabB.page).fill('タブBの本文');
      const conflict = tabB.page.waitForResponse((r) => r.url().includes('/api/action/register'));
      await saveAction(tabB.page);
      expect((await conflict).status()).toBe(409);
      await tabB.page.getByText('他の担当者の変更を取り込みました').waitFor();
      await screenshot(tabB.page, 'conflict/merged', { fullPage: false });
      const stored = await storedAction(tabB.page, aid);
      expect(stored.a_name).toBe('E2E 競合(タブA)');
      expect(stored.inputs[0].text).toBe('タブBの本文');
      await expect(actionName(tabB.page).inputValue()).resolves.toBe('E2E 競合(タブA)');
      // The merge was saved: the page holds what the server holds, nothing is left unsaved.
      await expect.poll(() => tabB.page.locator('.de-savebar__dirty').count()).toBe(0);
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });

  it('the same field: the dialog shows both values, the choice is saved, nothing else is lost', async () => {
    const { tabA, tabB, aid } = await twoTabs('E2E 同じ項目');
    try {
      await actionName(tabA.page).fill('タブAの名前');
      await saveAction(tabA.page);
      await actionName(tabB.page).fill('タブBの名前');
      await body(tabB.page).fill('タブBの本文');
      await tabB.page.locator('button[data-save-status]').click();
      const dialog = tabB.page.getByRole('dialog', { name: '他の担当者も同じ項目を変更しました' });
      await dialog.waitFor();
      await expect(dialog.textContent()).resolves.toContain('「タブAの名前」');
      await expect(dialog.textContent()).resolves.toContain('「タブBの名前」');
      await screenshot(tabB.page, 'conflict/dialog', { fullPage: false });
      // No serious or critical axe finding with the dialog open.
      await expectAccessible(tabB.page, 'dialog-merge');
      // One conflict, the name: the blocks were changed on one side only.
      await expect(dialog.locator('fieldset').count()).resolves.toBe(1);
      await dialog
        .locator('fieldset', { hasText: 'アクション名' })
        .getByRole('radio', { name: /他の担当者の値/ })
        .check();
      await dialog.getByRole('button', { name: '選んだ値で保存' }).click();
      await tabB.page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      const stored = await storedAction(tabB.page, aid);
      expect(stored.a_name).toBe('タブAの名前');
      expect(stored.inputs[0].text).toBe('タブBの本文');
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });

  it('a reload mid-edit offers the draft; restored, it is exactly the edited action, and saves', async () => {
    const tab = await openPage(browser(), '/');
    try {
      const aid = await createAction(tab.page, {
        a_name: 'E2E 下書き',
        is_template: 1,
        inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
      });
      await tab.page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await body(tab.page).fill('下書きの本文');
      await actionName(tab.page).fill('E2E 下書き(編集中)');
      // Drafts are kept within a second of the last edit.
      await tab.page.waitForTimeout(1200);
      tab.page.on('dialog', (dialog) => void dialog.accept());
      await tab.page.reload({ waitUntil: 'networkidle' });
      const offer = tab.page.getByTestId('action-draft');
      await offer.waitFor();
      await expectAccessible(tab.page, 'draft-offer');
      await expect(body(tab.page).textContent()).resolves.toBe('もとの本文');
      // By keyboard: the offer goes with the pressed button, and the focus goes on in the document, not the page.
      await offer.getByRole('button', { name: '下書きを復元' }).focus();
      await tab.page.keyboard.press('Enter');
      await expect.poll(() => body(tab.page).textContent()).toBe('下書きの本文');
      await expect
        .poll(() =>
          tab.page.evaluate(() => {
            const focused = document.activeElement;
            return focused !== document.body && !!document.querySelector('.de-document')?.contains(focused);
          }),
        )
        .toBe(true);
      await expect(actionName(tab.page).inputValue()).resolves.toBe('E2E 下書き(編集中)');
      await saveAction(tab.page);
      const stored = await storedAction(tab.page, aid);
      expect(stored.inputs[0].text).toBe('下書きの本文');
      expect(stored.a_name).toBe('E2E 下書き(編集中)');
      // Saved: the draft is gone.
      await tab.page.reload({ waitUntil: 'networkidle' });
      await expect(tab.page.getByTestId('action-draft').count()).resolves.toBe(0);
      expectNoErrors(tab);
    } finally {
      await tab.close();
    }
  });
});
