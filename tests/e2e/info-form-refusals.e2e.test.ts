/**
 * What cannot work in a friend-info form is refused in the editor (walk 2026-11-27, docs/decisions/info-form.md),
 * in Chromium against the built console and the real server: a textarea's friend-info picker lists long-text
 * fields only; two textareas saving into one field are refused before any call, the summary naming the second;
 * a dropdown's repeated choice is refused under the choice; a dropdown's choice its choice field lacks is refused,
 * and mended from 選択肢を編集 beside the picked field. And /line/var/edit/{id} and /line/common_var/edit/{id}
 * (spec 002 §2) open the friend-info field and the common-info item, not the 404 page. Screenshots:
 * screenshots/info-form/refused*.png, var-edit*.png, common-var-edit.png.
 */
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { addEffect, api, appUrl, expectNoErrors, saveButton } from './console.ts';

describe('friend-info form refusals and the info item pages (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('offers compatible fields only, refuses a shared field and a repeated choice', async () => {
    const app = await openPage(browser(), 'infoforms/new');
    const { page } = app;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/infoform/')) posts.push(request.url());
    });
    try {
      await page.getByRole('heading', { level: 1, name: '友だち情報フォームの作成' }).waitFor();
      await page.getByRole('textbox', { name: /^フォーム名/ }).fill('E2E 重複');
      const choose = async (panel: Awaited<ReturnType<typeof addEffect>>, label: string) => {
        await panel.getByRole('textbox', { name: /^取得情報名/ }).fill(label);
        await panel.getByRole('checkbox', { name: '友だち情報に保存' }).check();
        await panel.getByRole('button', { name: '友だち情報を選択', exact: true }).click();
        const picker = page.getByRole('dialog', { name: '友だち情報を選択' });
        await picker.getByRole('button', { name: /ご要望\(長文\)/ }).waitFor();
        return picker;
      };

      const first = await addEffect(page, 'テキストエリア');
      const picker = await choose(first, '自己紹介');
      // Long text only: the seed's text, number, image, PDF, choice and date fields are not listed.
      for (const other of ['会員番号', 'ポイント', '本人確認書類', '契約書PDF', '好きな色', '誕生日'])
        expect(await picker.getByRole('button', { name: new RegExp(other) }).count(), other).toBe(0);
      await screenshot(page, 'info-form/picker-long-text', { fullPage: false });
      await picker.getByRole('button', { name: /ご要望\(長文\)/ }).click();
      await picker.waitFor({ state: 'detached' });
      const second = await addEffect(page, 'テキストエリア');
      await (await choose(second, 'ひとこと')).getByRole('button', { name: /ご要望\(長文\)/ }).click();

      await saveButton(page).click();
      await page
        .getByText(
          '2番目(テキストエリア): この友だち情報には他の取得情報が保存されます。1つの友だち情報に保存できる取得情報は1つだけです',
        )
        .waitFor();
      expect(posts).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/infoforms/new');
      await screenshot(page, 'info-form/refused-shared-field', { fullPage: true });

      // Saving the second elsewhere (no friend info), a dropdown with 20代 twice is refused under the repeat.
      await second.getByRole('checkbox', { name: '友だち情報に保存' }).uncheck();
      const dropdown = await addEffect(page, 'プルダウン');
      await dropdown.getByRole('textbox', { name: /^取得情報名/ }).fill('年代');
      for (const [n, choice] of ['20代', '20代'].entries()) {
        await dropdown.getByRole('button', { name: '選択肢を追加' }).click();
        await dropdown.getByRole('textbox', { name: `選択肢 ${n + 1}` }).fill(choice);
      }
      await saveButton(page).click();
      await dropdown.getByText('同じ選択肢が重複しています。').waitFor();
      expect(posts).toEqual([]);
      await dropdown.getByRole('textbox', { name: '選択肢 2' }).fill('30代');
      await saveButton(page).click();
      await page.waitForURL(/\/infoforms\/\d+$/);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('refuses a dropdown choice its choice field lacks, mended from 選択肢を編集 beside the picked field', async () => {
    const app = await openPage(browser(), 'infoforms/new');
    const { page } = app;
    try {
      // A field of this test's own, so the seed's choice fields stay as other files expect them.
      const name = `E2E季節${Date.now() % 100000}`;
      const created = await api(page, 'POST', 'line/var/new', { name, type: 20, echo_default: '' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const field = created.body as { id: number };
      const choices = await api(page, 'POST', 'api/var/choice', {
        id: field.id,
        choice_json: { choices: [{ value: '春' }] },
      });
      expect(choices.status, JSON.stringify(choices.body)).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });

      await page.getByRole('textbox', { name: /^フォーム名/ }).fill('E2E 季節');
      const dropdown = await addEffect(page, 'プルダウン');
      await dropdown.getByRole('textbox', { name: /^取得情報名/ }).fill('季節');
      for (const [n, choice] of ['春', '夏'].entries()) {
        await dropdown.getByRole('button', { name: '選択肢を追加' }).click();
        await dropdown.getByRole('textbox', { name: `選択肢 ${n + 1}` }).fill(choice);
      }
      await dropdown.getByRole('checkbox', { name: '友だち情報に保存' }).check();
      await dropdown.getByRole('button', { name: '友だち情報を選択', exact: true }).click();
      const picker = page.getByRole('dialog', { name: '友だち情報を選択' });
      await picker.getByRole('button', { name: new RegExp(name) }).click();
      await picker.waitFor({ state: 'detached' });

      const refusal = `「夏」は友だち情報「${name}」の選択肢にありません。`;
      await saveButton(page).click();
      await dropdown.getByText(refusal, { exact: false }).first().waitFor();
      await screenshot(page, 'info-form/refused-missing-choice', { fullPage: false });

      await dropdown.getByRole('button', { name: `${name}の選択肢を編集` }).click();
      const editor = page.getByRole('dialog', { name: '友だち情報の選択肢編集' });
      await editor.getByRole('textbox').first().waitFor();
      expect(await editor.getByRole('textbox').first().inputValue()).toBe('春');
      await editor.getByRole('button', { name: '選択肢を追加' }).click();
      await editor.getByRole('textbox').nth(1).fill('夏');
      await editor.getByRole('button', { name: '保存' }).click();
      await editor.waitFor({ state: 'detached' });

      // The store holds the field's new choices: the refusal goes without a reload, and the form saves.
      await dropdown.getByText(refusal, { exact: false }).first().waitFor({ state: 'detached' });
      await saveButton(page).click();
      await page.waitForURL(/\/infoforms\/\d+$/);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('/line/var/edit/{id} opens the friend-info field: its facts, a choice field’s choices', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const varia = await api(page, 'GET', 'api/v_resource/varia');
      const items = varia.body.items as { id: number; name: string }[];
      const colour = items.find((item) => item.name === '好きな色');
      expect(colour).toBeDefined();
      await page.goto(appUrl(`line/var/edit/${colour?.id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: '友だち情報の編集' }).waitFor();
      expect(await page.getByRole('heading', { name: 'ページが見つかりません' }).count()).toBe(0);
      await page.getByText('好きな色', { exact: true }).waitFor();
      await page.getByText('選択肢', { exact: true }).waitFor();
      await screenshot(page, 'info-form/var-edit', { fullPage: true });
      await page.getByRole('button', { name: '選択肢を編集' }).click();
      const dialog = page.getByRole('dialog', { name: '友だち情報の選択肢編集' });
      await dialog.getByRole('textbox').first().waitFor();
      expect(await dialog.getByRole('textbox').first().inputValue()).toBe('赤');
      await dialog.getByRole('button', { name: 'キャンセル' }).click();

      await page.goto(appUrl('line/var/edit/987654'), { waitUntil: 'networkidle' });
      await page.getByText('友だち情報(ID:987654)はありません。', { exact: false }).waitFor();
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('/line/common_var/edit/{id} opens the common-info item: its name, type and folder, read only', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const common = await api(page, 'GET', 'api/v_resource/common_vars');
      const stock = (common.body.items as { id: number; name: string }[]).find(
        (item) => item.name === '在庫数',
      );
      expect(stock).toBeDefined();
      await page.goto(appUrl(`line/common_var/edit/${stock?.id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: '共通情報の編集' }).waitFor();
      expect(await page.getByRole('heading', { name: 'ページが見つかりません' }).count()).toBe(0);
      const facts = page.locator('dl.app-item-facts');
      expect(await facts.locator('dd').allTextContents()).toEqual(['在庫数', '数値', '共通情報']);
      // Nothing to edit: the spec gives no call for it, and the choice editor is the friend-info fields' only.
      expect(await page.getByRole('button', { name: '選択肢を編集' }).count()).toBe(0);
      await page.getByRole('link', { name: 'ホームへ戻る' }).waitFor();
      await screenshot(page, 'info-form/common-var-edit', { fullPage: true });

      await page.goto(appUrl('line/common_var/edit/987654'), { waitUntil: 'networkidle' });
      await page
        .getByText('共通情報(ID:987654)はありません。削除されたか、このアカウントの共通情報ではありません。')
        .waitFor();
      await page.getByRole('heading', { level: 1, name: '共通情報の編集' }).waitFor();
      expect(await page.getByRole('heading', { name: 'ページが見つかりません' }).count()).toBe(0);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
