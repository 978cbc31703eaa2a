/**
 * The document editor as an operator meets it (issue: no edit ever lost), against the built console and the real
 * server in Chromium: a save that cannot reach the server says so and keeps the edit; the draft kept in
 * IndexedDB is offered after a reload and after the tab was closed, and restores exactly the edited action; the
 * error summary shrinks as each error is fixed and takes focus to a field; effect 6 on a date item saves the
 * action execution date (valuetype 3). Screenshots: screenshots/documents/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import {
  addEffect,
  appUrl,
  createAction,
  expectNoErrors,
  saveAction,
  saveButton,
  storedAction,
} from './console.ts';

const body = (page: Page) => page.getByRole('textbox', { name: 'メッセージ本文' });
const actionName = (page: Page) => page.getByRole('textbox', { name: /アクション名/ });

describe('documents: drafts, connection, error summary (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('a save the server never answers says so and keeps the edit; reloaded, the draft restores exactly it', async () => {
    const tab = await openPage(browser(), '/');
    try {
      const aid = await createAction(tab.page, {
        a_name: 'E2E 接続',
        inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
      });
      const page = tab.page;
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await body(page).fill('接続が切れた本文');
      await actionName(page).fill('E2E 接続(編集)');
      // The server is unreachable for the save: the browser's request fails without an answer.
      await page.route('**/api/action/register', (route) => route.abort('connectionrefused'));
      await saveButton(page).click();
      const result = page.getByTestId('action-save-result');
      await result
        .getByText('サーバーに接続できません。接続を確認して、もう一度保存してください。')
        .waitFor();
      await expect(body(page).textContent()).resolves.toBe('接続が切れた本文');
      await screenshot(page, 'documents/connection-failed', { fullPage: false });
      expect((await storedAction(page, aid)).inputs[0].text).toBe('もとの本文');

      // Reloaded while still unsaved: the draft is offered with its time, and restores exactly the edit.
      await page.unroute('**/api/action/register');
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload({ waitUntil: 'networkidle' });
      const offer = page.getByTestId('action-draft');
      await offer.waitFor();
      await expect(offer.textContent()).resolves.toMatch(
        /\d{1,2}:\d{2} に編集した保存されていない下書きがあります/,
      );
      await expect(body(page).textContent()).resolves.toBe('もとの本文');
      await offer.getByRole('button', { name: '下書きを復元' }).click();
      await expect(body(page).textContent()).resolves.toBe('接続が切れた本文');
      await expect(actionName(page).inputValue()).resolves.toBe('E2E 接続(編集)');
      await page.getByText('未保存の変更があります').waitFor();
      await saveAction(page);
      const stored = await storedAction(page, aid);
      expect(stored.a_name).toBe('E2E 接続(編集)');
      expect(stored.inputs.map((input) => input.text)).toEqual(['接続が切れた本文']);
      expectNoErrors(tab, [/ERR_CONNECTION_REFUSED|Failed to load resource/]);
    } finally {
      await tab.close();
    }
  });

  it('an edit made 50 ms before a reload is offered after it (the draft is written at once as the page goes)', async () => {
    const tab = await openPage(browser(), '/');
    try {
      const aid = await createAction(tab.page, {
        a_name: 'E2E すぐ再読み込み',
        inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
      });
      const page = tab.page;
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await actionName(page).click();
      await page.keyboard.press('End');
      await page.keyboard.type('直前');
      // Within the draft's delay: only the write as the page goes can keep it.
      await page.waitForTimeout(50);
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload({ waitUntil: 'networkidle' });
      const offer = page.getByTestId('action-draft');
      await offer.waitFor();
      await offer.getByRole('button', { name: '下書きを復元' }).click();
      await expect(actionName(page).inputValue()).resolves.toBe('E2E すぐ再読み込み直前');
      expectNoErrors(tab);
    } finally {
      await tab.close();
    }
  });

  it('a tab closed mid-edit: the next tab on the action offers the draft', async () => {
    const tab = await openPage(browser(), '/');
    try {
      const aid = await createAction(tab.page, {
        a_name: 'E2E タブを閉じる',
        inputs: [{ type: 1, text: 'もとの本文', delay_type: 0 }],
      });
      const context = tab.page.context();
      const first = await context.newPage();
      await first.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await body(first).fill('閉じる前の本文');
      // Kept within a second of the last edit.
      await first.waitForTimeout(1200);
      await first.close({ runBeforeUnload: false });
      const second = await context.newPage();
      await second.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const offer = second.getByTestId('action-draft');
      await offer.waitFor();
      await offer.getByRole('button', { name: '下書きを復元' }).click();
      await expect(body(second).textContent()).resolves.toBe('閉じる前の本文');
      // 破棄 after a restore is a plain edit again; discarding a new offer forgets it.
      await second.close({ runBeforeUnload: false });
      const third = await context.newPage();
      await third.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await third.getByTestId('action-draft').getByRole('button', { name: '破棄する' }).click();
      await third.reload({ waitUntil: 'networkidle' });
      await expect(third.getByTestId('action-draft').count()).resolves.toBe(0);
      await expect(body(third).textContent()).resolves.toBe('もとの本文');
      expectNoErrors(tab);
    } finally {
      await tab.close();
    }
  });

  it('the error summary shrinks as each error is fixed; a click on an entry focuses its field', async () => {
    const tab = await openPage(browser(), 'actions/new');
    try {
      const page = tab.page;
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await saveButton(page).click();
      const summary = page.getByTestId('action-notice');
      await summary.getByText('入力内容を確認してください').waitFor();
      const lines = () => summary.getByRole('listitem').allTextContents();
      await expect(lines()).resolves.toEqual([
        'アクション名を入力してください',
        '最低1つの要素を選択して下さい',
      ]);
      await screenshot(page, 'documents/summary', { fullPage: false });
      await expectAccessible(page, 'error-summary');
      // A click takes focus to the field.
      await summary.getByRole('button', { name: 'アクション名を入力してください' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('doc-envelope-a_name');
      // Fixed one by one, the list shrinks without another save.
      await actionName(page).fill('E2E 要約');
      await expect.poll(lines).toEqual(['最低1つの要素を選択して下さい']);
      const text = await addEffect(page, 'テキスト送信');
      await expect.poll(lines).toEqual(['1番目(テキスト送信): メッセージ本文を入力してください']);
      await summary.getByRole('button', { name: /メッセージ本文を入力してください/ }).click();
      await expect
        .poll(() =>
          // The message composer (issue 18) is named by aria-label; its id is the field's.
          page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id}`),
        )
        .toMatch(/text/);
      await text.getByRole('textbox', { name: 'メッセージ本文' }).fill('こんにちは');
      await expect.poll(() => summary.count()).toBe(0);
      await saveAction(page);
      expectNoErrors(tab);
    } finally {
      await tab.close();
    }
  });

  it('effect 6 on a date item saves the action execution date (valuetype 3) and reopens with it', async () => {
    const tab = await openPage(browser(), 'actions/new');
    try {
      const page = tab.page;
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await actionName(page).fill('E2E 実行日');
      const effect = await addEffect(page, '友だち情報操作');
      await effect.getByRole('button', { name: '友だち情報を選択' }).click();
      const fields = page.getByRole('dialog', { name: '友だち情報を選択' });
      await fields
        .getByRole('button', { name: /^誕生日/ })
        .first()
        .click();
      await fields.waitFor({ state: 'detached' });
      const valueType = effect.getByRole('combobox', { name: '値の種類' });
      await valueType.selectOption({ label: 'アクション実行日' });
      await effect.getByText('日付の計算(○日後など)には対応していません').waitFor();
      await saveAction(page);
      const aid = Number(await page.locator('[data-aid]').first().getAttribute('data-aid'));
      const stored = await storedAction(page, aid);
      expect(stored.inputs[0]).toMatchObject({ type: 6, valuetype: 3, dynamic_value: 'action_date' });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const reopened = page.locator('.be-panel').first();
      await expect(
        reopened
          .getByRole('combobox', { name: '値の種類' })
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      ).resolves.toBe('アクション実行日');
      expectNoErrors(tab);
    } finally {
      await tab.close();
    }
  });
});
