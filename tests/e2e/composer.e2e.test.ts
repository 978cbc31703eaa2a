/**
 * The message composer (issue 18) in the action editor against the real console server: type text, insert the
 * name, a friend-info field, a form and a delivery date as chips; the emoji picker (after 400 ms) inserts an
 * emoji; Backspace deletes a chip whole; the composer's own undo and redo (Ctrl+Z / Ctrl+Shift+Z); save, reload
 * and see the same chips; the wire value is the plain string with the codes; the preview shows the first
 * friend's name in a chat bubble. Screenshots: screenshots/composer/chips.png, preview.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenedPage, openPage, screenshot, useBrowser } from './browser.ts';

const panels = (page: Page): Locator => page.locator('article.be-panel');
const saveButton = (page: Page): Locator => page.locator('button[data-save-status]');
const chips = (composer: Locator) => composer.locator('.app-composer-chip').allTextContents();

function expectNoErrors(app: OpenedPage): void {
  expect(app.pageErrors).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
}

describe('the message composer (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('inserts chips, deletes one with Backspace, undoes and redoes, saves and shows the same chips again', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await page.getByRole('textbox', { name: /アクション名/ }).fill('E2E 差し込みアクション');
      await page.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: /テキスト送信/ }).click();
      const panel = panels(page).first();
      const body = panel.getByRole('textbox', { name: 'メッセージ本文' });
      const toolbar = panel.getByRole('toolbar', { name: 'メッセージの挿入' });

      await body.click();
      await page.keyboard.type('こんにちは');
      await toolbar.getByRole('button', { name: '名前', exact: true }).click();
      await page.keyboard.type('さん');

      // The emoji picker opens after 400 ms and inserts the emoji at the caret.
      const asked = Date.now();
      await panel.getByRole('button', { name: '絵文字' }).click();
      const emoji = panel.locator('emoji-picker').locator('button[role="menuitem"]').first();
      await emoji.waitFor();
      expect(Date.now() - asked).toBeGreaterThanOrEqual(400);
      const picked = (await emoji.textContent())?.trim() ?? '';
      expect(picked).not.toBe('');
      await emoji.click();
      await expect.poll(() => panel.locator('emoji-picker').count()).toBe(0);
      await expect.poll(() => body.textContent()).toBe(`こんにちは[名前]さん${picked}`);
      await page.keyboard.press('Backspace');
      await expect.poll(() => body.textContent()).toBe('こんにちは[名前]さん');

      await toolbar.getByRole('button', { name: '友だち情報' }).click();
      const info = panel.getByRole('region', { name: '友だち情報' });
      const fields = await info
        .getByRole('combobox', { name: '友だち情報' })
        .locator('option')
        .allTextContents();
      // Images and PDFs (types 10 and 13) are never offered.
      expect(fields).toContain('誕生日');
      expect(fields).not.toContain('本人確認書類');
      expect(fields).not.toContain('契約書PDF');
      await info.getByRole('combobox', { name: '友だち情報' }).selectOption({ label: '誕生日' });
      await info.getByRole('button', { name: '挿入' }).click();

      await toolbar.getByRole('button', { name: 'フォーム' }).click();
      const forms = panel.getByRole('region', { name: 'フォーム' });
      await forms.getByRole('combobox', { name: 'フォーム' }).selectOption({ label: 'お問い合わせフォーム' });
      await forms.getByRole('button', { name: '挿入' }).click();

      await toolbar.getByRole('button', { name: '配信日' }).click();
      const date = panel.getByRole('region', { name: '配信日' });
      await date.getByRole('spinbutton', { name: '何日後' }).fill('3');
      await date.getByRole('combobox', { name: '表示形式' }).selectOption('M月D日(ddd)');
      await date.getByRole('button', { name: '挿入' }).click();

      await expect
        .poll(() => chips(panel))
        .toEqual(['[名前]', '[友だち情報:誕生日]', '[フォーム:お問い合わせフォーム]', '[配信日+3日]']);
      // The chips show labels, never codes; the text reads them in order.
      await expect(body.textContent()).resolves.toBe(
        'こんにちは[名前]さん[友だち情報:誕生日][フォーム:お問い合わせフォーム][配信日+3日]',
      );
      await screenshot(page, 'composer/chips');

      // Backspace after the date chip deletes it whole.
      await page.keyboard.press('Backspace');
      await expect
        .poll(() => chips(panel))
        .toEqual(['[名前]', '[友だち情報:誕生日]', '[フォーム:お問い合わせフォーム]']);
      // The composer's own undo brings it back, redo removes it again.
      await page.keyboard.press('Control+z');
      await expect.poll(() => chips(panel)).toHaveLength(4);
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => chips(panel)).toHaveLength(3);

      // One more Backspace takes the form chip, and only it.
      await page.keyboard.press('Backspace');
      await expect.poll(() => chips(panel)).toEqual(['[名前]', '[友だち情報:誕生日]']);
      await expect(body.textContent()).resolves.toBe('こんにちは[名前]さん[友だち情報:誕生日]');

      await saveButton(page).click();
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      await page.waitForURL(/\/actions\/\d+$/);
      const aid = Number(new URL(page.url()).pathname.split('/').pop());

      // The wire value is the plain string with the codes.
      const saved = await page.evaluate(async (id) => {
        const response = await fetch(`/api/action/data/${id}`);
        return response.ok ? ((await response.json()) as unknown) : response.status;
      }, aid);
      expect(JSON.stringify(saved)).toMatch(/"text":"こんにちは\[name\]さん\[VAR_\d+\]"/);

      await page.reload({ waitUntil: 'networkidle' });
      const reopened = panels(page).first();
      await expect.poll(() => chips(reopened)).toEqual(['[名前]', '[友だち情報:誕生日]']);

      // The preview: the message for the account's first friend, in a chat bubble, and what stays empty.
      const first = await page.evaluate(async () => {
        const response = await fetch('/api/v1/allow_members');
        return ((await response.json()) as { members: { name: string }[] }).members[0]?.name ?? '';
      });
      expect(first).not.toBe('');
      await reopened.getByRole('textbox', { name: 'メッセージ本文' }).click();
      await reopened.getByRole('button', { name: 'プレビュー' }).click();
      const preview = reopened.getByRole('region', { name: 'プレビュー' });
      await expect
        .poll(() => preview.locator('.app-composer-bubble').first().textContent())
        .toMatch(new RegExp(`^こんにちは${first}さん`));
      await expect(preview.textContent()).resolves.toMatch(/空になる差し込み|すべての差し込みに値があります/);
      await screenshot(page, 'composer/preview');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('opens each composer as its drawn message, and the first click puts the caret where it lands', async () => {
    const app = await openPage(browser(), 'actions/1');
    const { page } = app;
    try {
      const body = panels(page).first().getByRole('textbox', { name: 'メッセージ本文' });
      await body.waitFor();
      // Drawn, not yet Lexical's (plugins/shared/composer/drawn-message.ts).
      expect(await body.evaluate((element) => '__lexicalEditor' in element)).toBe(false);
      const before = (await body.textContent()) ?? '';
      expect(before.length).toBeGreaterThan(3);
      // The first click lands after the third character: the caret goes there, not to the start.
      const point = await body.evaluate((element) => {
        const text = element.querySelector('[data-lexical-text]')?.firstChild;
        if (!text) throw new Error('no text in the drawn message');
        const range = document.createRange();
        range.setStart(text, 3);
        const rect = range.getBoundingClientRect();
        return { x: rect.left + 1, y: rect.top + rect.height / 2 };
      });
      await page.mouse.click(point.x, point.y);
      await page.keyboard.type('X');
      await expect.poll(() => body.textContent()).toBe(`${before.slice(0, 3)}X${before.slice(3)}`);
      expect(await body.evaluate((element) => '__lexicalEditor' in element)).toBe(true);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
