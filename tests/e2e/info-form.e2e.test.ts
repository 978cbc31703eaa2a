/**
 * The friend-info form builder of spec 000 (§2.5 "Friend-info form builder (used in forms)", §3.8, §5.3) in
 * Chromium against the built console and the real server: reached from the forms list, a new form refuses to
 * save with the spec's field checks (取得情報名 (表示名)を入力してください。, 取得情報種別を選択してください。,
 * 選択肢を設定してください。), then saves once the fields are filled, its address becoming /infoforms/{id};
 * reopened, the fields are there. Screenshot: screenshots/info-form/editor.png.
 */
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { addEffect, api, appUrl, expectNoErrors, panels } from './console.ts';

describe('friend-info form builder (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('refuses the spec’s field checks, then saves and reopens a form of a textbox and a dropdown', async () => {
    const app = await openPage(browser(), 'lvf');
    const { page } = app;
    try {
      await page.getByRole('link', { name: /友だち情報フォーム/ }).click();
      await page.getByRole('heading', { level: 1, name: '友だち情報フォーム' }).waitFor();
      await page.getByRole('link', { name: /新しい友だち情報フォーム/ }).click();
      await page.getByRole('heading', { level: 1, name: '友だち情報フォームの作成' }).waitFor();
      await page.getByRole('textbox', { name: /^フォーム名/ }).fill('E2E 会員登録');

      const textbox = await addEffect(page, 'テキストボックス');
      const dropdown = await addEffect(page, 'プルダウン');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      for (const message of [
        '取得情報名 (表示名)を入力してください。',
        '取得情報種別を選択してください。',
        '選択肢を設定してください。',
      ])
        await page.getByText(message).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/infoforms/new');

      await textbox.getByRole('textbox', { name: /^取得情報名/ }).fill('お名前');
      await textbox.getByRole('combobox', { name: /^取得情報種別/ }).selectOption({ label: '名前' });
      await dropdown.getByRole('textbox', { name: /^取得情報名/ }).fill('ご職業');
      await dropdown.getByRole('button', { name: '選択肢を追加' }).click();
      await dropdown
        .getByRole('textbox', { name: /選択肢/ })
        .first()
        .fill('会社員');
      await screenshot(page, 'info-form/editor', { fullPage: true });
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.waitForURL(/\/infoforms\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      const stored = await api(page, 'GET', `api/infoform/data/${id}`);
      expect(stored.status).toBe(200);
      expect(stored.body.name).toBe('E2E 会員登録');
      expect(stored.body.fields).toMatchObject([
        { swatch_id: 5, label: 'お名前', rule: 'name' },
        { swatch_id: 20, label: 'ご職業' },
      ]);

      await page.goto(appUrl(`infoforms/${id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: '友だち情報フォームの編集' }).waitFor();
      await expect.poll(() => panels(page).count()).toBe(2);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
