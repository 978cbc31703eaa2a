/**
 * The composer's context selectors and the form's texts (issue 18) against the real console server: an action
 * opened as an auto-response reaction gets the received-message selector and, with user-open-api, the linked-
 * data selector (category → event → key → format); the chips show the keys' labels; saved, reopened, the same
 * chips. Without user-open-api (the limited account) no linked-data selector; without a reaction caller no
 * received-message selector. A form's 回答後の文言 takes a name chip and keeps it through a save. Screenshots:
 * screenshots/composer/context-1280.png, context-390.png, form-text.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenedPage, openPage, screenshot, useBrowser } from './browser.ts';
import { api } from './console.ts';

const panels = (page: Page): Locator => page.locator('article.be-panel');
const chips = (scope: Locator) => scope.locator('.app-composer-chip').allTextContents();

function expectNoErrors(app: OpenedPage): void {
  expect(app.pageErrors).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
}

/** Adds a text effect to a new action and focuses its composer; answers the panel and the toolbar. */
async function newTextEffect(page: Page, name: string): Promise<{ panel: Locator; toolbar: Locator }> {
  await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
  await page.getByRole('textbox', { name: /アクション名/ }).fill(name);
  await page.getByRole('button', { name: '要素を追加' }).click();
  await page.getByRole('menuitem', { name: /テキスト送信/ }).click();
  const panel = panels(page).first();
  await panel.getByRole('textbox', { name: 'メッセージ本文' }).click();
  const toolbar = panel.getByRole('toolbar', { name: 'メッセージの挿入' });
  await toolbar.waitFor();
  return { panel, toolbar };
}

/** Whether anything on the page is wider than the window (a 390 px window must not scroll sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the composer: context selectors and form texts (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('inserts a received-message context and a linked-data context as labelled chips, saved and reopened', async () => {
    const app = await openPage(browser(), 'actions/new?caller=reaction');
    const { page } = app;
    try {
      const { panel, toolbar } = await newTextEffect(page, 'E2E 連携データの差し込み');
      const body = panel.getByRole('textbox', { name: 'メッセージ本文' });
      await page.keyboard.type('受付:');

      // The received message: one category and one event, so only the key is asked.
      await toolbar.getByRole('button', { name: '受信メッセージ' }).click();
      const received = panel.getByRole('region', { name: '受信メッセージ' });
      expect(await received.getByRole('combobox').count()).toBe(1);
      await received.getByRole('combobox', { name: '項目' }).selectOption({ label: 'メッセージ本文' });
      await received.getByRole('button', { name: '挿入' }).click();
      await page.keyboard.type(' 日時:');

      // Linked data: category, event, key, then the format a datetime key asks for.
      await toolbar.getByRole('button', { name: '連携データ' }).click();
      const linked = panel.getByRole('region', { name: '連携データ' });
      await linked.getByRole('combobox', { name: 'カテゴリ' }).selectOption({ label: '予約' });
      await linked.getByRole('combobox', { name: 'イベント' }).selectOption({ label: '予約登録' });
      await linked.getByRole('combobox', { name: '項目' }).selectOption({ label: '予約日時' });
      // Inserting without a format is refused with a message.
      await linked.getByRole('button', { name: '挿入' }).click();
      await expect.poll(() => linked.getByRole('alert').textContent()).toBe('表示形式を選択してください');
      await linked.getByRole('combobox', { name: '表示形式' }).selectOption('M月D日(ddd) H:mm');
      // The refusal goes once the format is chosen.
      await expect.poll(() => linked.getByRole('alert').count()).toBe(0);
      await screenshot(page, 'composer/context-1280');
      await linked.getByRole('button', { name: '挿入' }).click();
      await expect.poll(() => linked.count()).toBe(0);

      // Escape closes an open selector and gives the focus back to its button.
      await toolbar.getByRole('button', { name: '連携データ' }).click();
      await linked.getByRole('combobox', { name: 'カテゴリ' }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => linked.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-insert')))
        .toBe('trigger_context');

      // Labels, never codes; each chip is read with the text (its text is its label).
      await expect.poll(() => chips(panel)).toEqual(['[受信メッセージ:メッセージ本文]', '[予約:予約日時]']);
      await expect(body.textContent()).resolves.toBe(
        '受付:[受信メッセージ:メッセージ本文] 日時:[予約:予約日時]',
      );

      await page.locator('button[data-save-status]').click();
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      await page.waitForURL(/\/actions\/\d+/);
      const aid = Number(new URL(page.url()).pathname.split('/').pop());
      const saved = await page.evaluate(async (id) => {
        const response = await fetch(`/api/action/data/${id}`);
        return response.ok ? ((await response.json()) as unknown) : response.status;
      }, aid);
      expect(JSON.stringify(saved)).toContain(
        '"text":"受付:[ctx:message.received.text] 日時:[ctx:reserve.register.date_time:M月D日(ddd) H:mm]"',
      );

      await page.reload({ waitUntil: 'networkidle' });
      await expect
        .poll(() => chips(panels(page).first()))
        .toEqual(['[受信メッセージ:メッセージ本文]', '[予約:予約日時]']);
      expectNoErrors(app);

      // At 390 px: the toolbar wraps, the selector's fields stack, nothing scrolls sideways.
      const narrow = await openPage(browser(), `actions/${aid}?caller=reaction`, {
        viewport: { width: 390, height: 844 },
      });
      try {
        const small = panels(narrow.page).first();
        await small.getByRole('textbox', { name: 'メッセージ本文' }).click();
        await small.getByRole('button', { name: '連携データ' }).click();
        const region = small.getByRole('region', { name: '連携データ' });
        await region.getByRole('combobox', { name: 'カテゴリ' }).selectOption({ label: '予約' });
        await region.getByRole('combobox', { name: 'イベント' }).selectOption({ label: '予約登録' });
        await region.getByRole('combobox', { name: '項目' }).selectOption({ label: '予約日時' });
        await region.getByRole('combobox', { name: '表示形式' }).waitFor();
        expect(await overflows(narrow.page)).toBe(false);
        await screenshot(narrow.page, 'composer/context-390');
        expectNoErrors(narrow);
      } finally {
        await narrow.close();
      }
    } finally {
      await app.close();
    }
  });

  it('offers no linked-data selector without user-open-api, and no received-message selector outside a reaction', async () => {
    const limited = await openPage(browser(), 'actions/new?caller=reaction', { login: 'limited' });
    try {
      const { toolbar } = await newTextEffect(limited.page, 'E2E 権限なし');
      await toolbar.getByRole('button', { name: '名前', exact: true }).waitFor();
      expect(await toolbar.getByRole('button', { name: '受信メッセージ' }).count()).toBe(1);
      expect(await toolbar.getByRole('button', { name: '連携データ' }).count()).toBe(0);
      expectNoErrors(limited);
    } finally {
      await limited.close();
    }
    const plain = await openPage(browser(), 'actions/new');
    try {
      const { toolbar } = await newTextEffect(plain.page, 'E2E 呼び出し元なし');
      await toolbar.getByRole('button', { name: '連携データ' }).waitFor();
      expect(await toolbar.getByRole('button', { name: '受信メッセージ' }).count()).toBe(0);
      expectNoErrors(plain);
    } finally {
      await plain.close();
    }
  });

  it("chooses the tag step's linked data with the context picker, saved and reopened unchanged", async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await page.getByRole('textbox', { name: /アクション名/ }).fill('E2E 連携データのタグ');
      await page.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: /タグ操作/ }).click();
      const panel = panels(page).first();
      await panel.getByRole('combobox', { name: '操作' }).selectOption({ label: '連携データからタグを追加' });
      const picker = panel.getByRole('group', { name: '連携データ' });
      await picker.getByRole('combobox', { name: 'カテゴリ' }).selectOption({ label: '予約' });
      await picker.getByRole('combobox', { name: 'イベント' }).selectOption({ label: '予約変更' });
      await picker.getByRole('combobox', { name: '項目' }).selectOption({ label: 'コース' });
      await screenshot(page, 'composer/context-picker');

      await page.locator('button[data-save-status]').click();
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      await page.waitForURL(/\/actions\/\d+/);
      const aid = Number(new URL(page.url()).pathname.split('/').pop());
      const saved = await page.evaluate(async (id) => {
        const response = await fetch(`/api/action/data/${id}`);
        return response.ok ? ((await response.json()) as unknown) : response.status;
      }, aid);
      expect(JSON.stringify(saved)).toContain(
        '"context":{"category":"reserve","event":"change","event_label":"予約変更","key":"course","key_label":"コース"}',
      );

      await page.reload({ waitUntil: 'networkidle' });
      const reopened = panels(page).first().getByRole('group', { name: '連携データ' });
      await expect.poll(() => reopened.getByRole('combobox', { name: '項目' }).inputValue()).toBe('course');
      await expect(reopened.getByRole('combobox', { name: 'イベント' }).inputValue()).resolves.toBe('change');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it("writes a form's text after answering with a name chip, saved and reopened", async () => {
    const app = await openPage(browser(), 'lvf/edit/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'フォームの新規作成' }).waitFor();
      await page.getByRole('textbox', { name: /フォーム名/ }).fill('E2E 差し込みフォーム');
      await page.getByRole('textbox', { name: /フォームのタイトル/ }).fill('ご意見をお聞かせください');
      await page
        .getByRole('region', { name: 'セクション 1' })
        .getByRole('button', { name: 'テキスト', exact: true })
        .click();
      await page.getByRole('textbox', { name: /^タイトル/ }).fill('ご意見');
      const thanks = page.getByRole('textbox', { name: '回答後の文言' });
      // A new form's text after answering has a default: replaced whole.
      await thanks.click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('ご回答ありがとうございました、');
      const composer = page.locator('[data-composer]').filter({ has: thanks });
      const toolbar = composer.getByRole('toolbar', { name: 'メッセージの挿入' });
      await toolbar.getByRole('button', { name: '名前', exact: true }).click();
      await page.keyboard.type('さん');
      // A form's text is sent by no action: neither context selector is offered.
      expect(await toolbar.getByRole('button', { name: '連携データ' }).count()).toBe(0);
      expect(await toolbar.getByRole('button', { name: '受信メッセージ' }).count()).toBe(0);
      await expect.poll(() => chips(composer)).toEqual(['[名前]']);
      await screenshot(page, 'composer/form-text');

      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.waitForURL(/\/lvf\/edit\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const stored = await api<{ options?: { after_send_text?: string } }>(page, 'GET', `api/v1/forms/${id}`);
      expect(stored.status).toBe(200);
      expect(stored.body.options?.after_send_text).toBe('ご回答ありがとうございました、[name]さん');

      await page.reload({ waitUntil: 'networkidle' });
      const reopened = page.locator('[data-composer]').filter({
        has: page.getByRole('textbox', { name: '回答後の文言' }),
      });
      await expect.poll(() => chips(reopened)).toEqual(['[名前]']);
      await expect(reopened.getByRole('textbox').textContent()).resolves.toBe(
        'ご回答ありがとうございました、[名前]さん',
      );
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
