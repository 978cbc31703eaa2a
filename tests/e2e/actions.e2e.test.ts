/**
 * The action pages against the real console server (tests/e2e/global-setup.ts serves the build with
 * server/app.ts on a fresh seeded SQLite database): create an action with text, tag (through the item picker:
 * fuzzy search, the favourites folder, a protected tag refused, a new tag created) and friend-info effects and a condition, save, reload and find it
 * persisted, change it, delete it from the list; a second scenario effect is refused with 既に追加されています;
 * the action setting widget saves an action from its modal. Screenshots: screenshots/actions/*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type OpenedPage, openPage, screenshot, useBrowser } from './browser.ts';

const NAME = 'E2E 来店お礼アクション';
const NEW_TAG = 'E2E新タグ';

const panels = (page: Page): Locator => page.locator('article.be-panel');
const saveButton = (page: Page): Locator => page.locator('button[data-save-status]');

async function addEffect(page: Page, label: string): Promise<void> {
  const before = await panels(page).count();
  await page.getByRole('button', { name: '要素を追加' }).click();
  await page.getByRole('menuitem', { name: new RegExp(label) }).click();
  await expect.poll(() => panels(page).count()).toBe(before + 1);
}

async function save(page: Page): Promise<void> {
  await saveButton(page).click();
  await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
  await expect.poll(() => saveButton(page).textContent()).toMatch(/保存しました|^保存$/);
}

function expectNoErrors(app: OpenedPage): void {
  expect(app.pageErrors).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
}

describe('actions (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('creates an action with text, tag and friend-info effects, saves, reloads, changes and deletes it', async () => {
    const app = await openPage(browser(), 'actions');
    const { page } = app;
    try {
      // The list: the seeded actions by folder.
      await page.getByRole('heading', { level: 1, name: 'アクション' }).waitFor();
      await page.getByRole('link', { name: 'ウェルカムアクション', exact: true }).waitFor();
      await expect(page.getByRole('button', { name: /^すべて \d+件$/ }).count()).resolves.toBe(1);
      await screenshot(page, 'actions/list');

      await page.getByRole('link', { name: /新規作成/ }).click();
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await page.getByRole('textbox', { name: /アクション名/ }).fill(NAME);

      // 1. Text.
      await addEffect(page, 'テキスト送信');
      await page.getByRole('textbox', { name: 'メッセージ本文' }).fill('ご来店ありがとうございました');

      // 2. Tags through the picker: fuzzy search, a protected tag refused, a new tag created.
      await addEffect(page, 'タグ操作');
      await panels(page).nth(1).getByRole('button', { name: 'タグを追加' }).click();
      const picker = page.getByRole('dialog', { name: 'タグを選択' });
      await picker.waitFor();
      const search = picker.getByRole('searchbox', { name: 'キーワードで検索' });
      await expect(search.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await search.fill('vip');
      await picker.getByRole('button', { name: /VIP会員/ }).click();
      await search.fill('');
      // The favourites folder (id fav) lists the starred tags only, as many as its count says.
      const favourites = picker.getByRole('button', { name: /^お気に入り \d+件$/ });
      const favouriteCount = Number(
        /(\d+)件$/.exec((await favourites.getAttribute('aria-label')) ?? '')?.[1],
      );
      await favourites.click();
      await expect.poll(() => favourites.getAttribute('aria-pressed')).toBe('true');
      const listed = picker.locator('[data-item] .app-picker__item-name');
      await expect.poll(() => listed.allTextContents()).toContain('VIP会員');
      const starred = await listed.allTextContents();
      expect(starred).toHaveLength(favouriteCount);
      expect(starred).not.toContain('リピーター');
      expect(await picker.locator('[data-item] .app-picker__badge--favourite').count()).toBe(favouriteCount);
      await picker.getByRole('button', { name: /^キャンペーン \d+件$/ }).click();
      await picker.getByRole('button', { name: /管理者専用タグ/ }).click();
      await picker
        .getByRole('alert')
        .getByText('「管理者専用タグ」は保護されているため追加できません')
        .waitFor();
      await picker.getByRole('button', { name: '作成' }).click();
      await picker.getByRole('alert').getByText('新しいタグ名を入力してください').waitFor();
      await picker.getByRole('textbox', { name: '新しいタグ名' }).fill(NEW_TAG);
      await picker.getByRole('button', { name: '作成' }).click();
      await picker.getByRole('button', { name: new RegExp(NEW_TAG), pressed: true }).waitFor();
      await search.fill('ゴルフ');
      await picker.getByText('候補がありません').waitFor();
      await search.fill('VIP');
      await screenshot(page, 'actions/picker', { fullPage: false });
      await picker.getByRole('button', { name: '決定' }).click();
      await picker.waitFor({ state: 'detached' });
      await panels(page).nth(1).getByText(NEW_TAG, { exact: true }).waitFor();

      // 3. Friend info: a field chosen in the picker (one item: a click chooses it), and a constant value.
      await addEffect(page, '友だち情報操作');
      await panels(page).nth(2).getByRole('button', { name: '友だち情報を選択' }).click();
      const fields = page.getByRole('dialog', { name: '友だち情報を選択' });
      await fields.getByRole('button', { name: /^会員番号/ }).click();
      await fields.waitFor({ state: 'detached' });
      await panels(page).nth(2).getByRole('textbox', { name: '値' }).fill('A-0001');

      // A condition on the text effect: the slide-in shell, a saved funnel, a_twice_type.
      await page.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }).click();
      const shell = page.getByRole('dialog', { name: /条件設定: 1\. テキスト送信/ });
      await shell.waitFor();
      await shell.getByText('ご来店あり').waitFor();
      await shell.getByRole('button', { name: '絞り込み条件を選択' }).click();
      const funnels = page.getByRole('dialog', { name: '絞り込み条件を選択' });
      await funnels.getByRole('button', { name: /すべての友だち/ }).click();
      await shell.getByRole('checkbox', { name: '2回目以降も実行する' }).check();
      await screenshot(page, 'actions/condition', { fullPage: false });
      await shell.getByRole('button', { name: 'この条件を設定する' }).click();
      await page.getByRole('button', { name: '条件 ON(1. テキスト送信)' }).waitFor();

      await save(page);
      await page.waitForURL(/\/actions\/\d+$/);
      const aid = Number(new URL(page.url()).pathname.split('/').pop());
      // The editor as the operator sees it after saving (the save bar sticks to the viewport's bottom).
      await screenshot(page, 'actions/editor', { fullPage: false });

      // Reload: everything came back from the server.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'アクション編集' }).waitFor();
      await expect(page.getByRole('textbox', { name: /アクション名/ }).inputValue()).resolves.toBe(NAME);
      await expect(panels(page).count()).resolves.toBe(3);
      await expect(panels(page).nth(0).locator('.be-panel__title').textContent()).resolves.toContain(
        'ご来店あり',
      );
      await expect(panels(page).nth(1).locator('.be-panel__title').textContent()).resolves.toMatch(
        new RegExp(`VIP会員.*${NEW_TAG}|${NEW_TAG}.*VIP会員`),
      );
      await expect(panels(page).nth(2).locator('.be-panel__title').textContent()).resolves.toContain(
        '会員番号',
      );
      await page.getByRole('button', { name: '条件 ON(1. テキスト送信)' }).waitFor();
      const stored = await page.request.get(new URL(`api/action/data/${aid}`, baseUrl()).href);
      expect(await stored.json()).toMatchObject({
        aid,
        a_name: NAME,
        a_twice_type: 1,
        is_template: 1,
        inputs: [
          { type: 1, text: 'ご来店ありがとうございました' },
          { type: 13 },
          { type: 6, fix_value: 'A-0001' },
        ],
      });
      await page
        .getByRole('region', { name: '説明' })
        .getByText(/1\. テキスト送信/)
        .waitFor();

      // Change it, and the change persists; undo and redo (Ctrl+Z, Ctrl+Shift+Z outside text fields) on the way.
      const text = page.getByRole('textbox', { name: 'メッセージ本文' });
      await text.fill('またのご来店をお待ちしております');
      await page.getByText('未保存の変更があります').waitFor();
      // The shortcuts belong to the editor area outside text fields: focus the first panel itself.
      await panels(page).nth(0).focus();
      await page.keyboard.press('Control+z');
      await expect.poll(() => text.textContent()).toBe('ご来店ありがとうございました');
      await panels(page).nth(0).focus();
      await page.keyboard.press('Control+Shift+z');
      await expect.poll(() => text.textContent()).toBe('またのご来店をお待ちしております');
      // The leave guard: going home asks first; cancelling stays.
      await page.getByRole('link', { name: 'ホーム' }).click();
      const leave = page.getByRole('alertdialog');
      await leave.getByText('内容が編集されています。破棄して移動しますか？').waitFor();
      await page.keyboard.press('Escape');
      await leave.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/actions/${aid}`);
      await save(page);
      await page.reload({ waitUntil: 'networkidle' });
      // The message composer is a contenteditable textbox (issue 18): its text is its content.
      await expect
        .poll(() => page.getByRole('textbox', { name: 'メッセージ本文' }).textContent())
        .toBe('またのご来店をお待ちしております');

      // Delete it from the list, after the confirm dialog (Enter confirms).
      await page.getByRole('link', { name: 'アクション一覧へ戻る' }).click();
      await page.getByRole('link', { name: NAME, exact: true }).waitFor();
      await page.getByRole('button', { name: `${NAME}を削除` }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(`「${NAME}」を削除しますか？`).waitFor();
      await page.keyboard.press('Enter');
      await page.getByText(`「${NAME}」を削除しました`).waitFor();
      await expect.poll(() => page.getByRole('link', { name: NAME, exact: true }).count()).toBe(0);
      expect((await page.request.get(new URL(`api/action/data/${aid}`, baseUrl()).href)).status()).toBe(404);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('refuses a second scenario effect with 既に追加されています', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await addEffect(page, 'シナリオ操作');
      await panels(page).nth(0).getByRole('button', { name: 'シナリオを選択' }).click();
      const scenarios = page.getByRole('dialog', { name: 'シナリオを選択' });
      await scenarios.getByRole('button', { name: /以前のシナリオを再開/ }).waitFor();
      await scenarios.getByRole('button', { name: /^初回登録シナリオ/ }).click();
      await panels(page).nth(0).getByText('初回登録シナリオ').first().waitFor();

      await page.getByRole('button', { name: '要素を追加' }).click();
      const again = page.getByRole('menuitem', { name: /シナリオ操作/ });
      await expect(again.textContent()).resolves.toContain('既に追加されています');
      // The menu marks it unavailable (aria-disabled) with the reason; choosing it anyway is refused too.
      await again.click({ force: true });
      await page.getByRole('alert').getByText('既に追加されています').first().waitFor();
      await expect(panels(page).count()).resolves.toBe(1);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('sets an action from the action setting widget, in a modal that a click outside does not close', async () => {
    const app = await openPage(browser(), 'widgets/action-setting');
    const { page } = app;
    try {
      const widget = page.getByRole('group', { name: 'フォーム回答後のアクション' });
      await widget.getByText('アクションは設定されていません').waitFor();
      await widget.getByRole('button', { name: 'アクションを設定' }).click();
      const modal = page.getByRole('dialog', { name: 'アクション設定' });
      await modal.waitFor();
      await page.mouse.click(5, 400);
      await expect(modal.isVisible()).resolves.toBe(true);
      await addEffect(page, 'テキスト送信');
      await modal
        .getByRole('textbox', { name: 'メッセージ本文' })
        .fill('フォームへのご回答ありがとうございます');
      await screenshot(page, 'actions/setting-widget', { fullPage: false });
      await saveButton(page).click();
      await modal.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('action-setting-value').textContent()).toMatch(/aid\): \d+/);
      await widget.getByRole('button', { name: '設定を解除' }).click();
      await expect(page.getByTestId('action-setting-value').textContent()).resolves.toContain('null');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
