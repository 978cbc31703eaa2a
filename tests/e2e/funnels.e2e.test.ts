/**
 * The funnel pages against the real console server (tests/e2e/global-setup.ts: the build served by
 * server/app.ts on a fresh seeded SQLite database): build a funnel in the editor mode with a tag condition and an
 * or-group holding two conditions, save it, reload and find it (the editor and the list), see the options each
 * mode shows (editor, funneling, board), and attach a condition to an action effect through the slide-in (条件
 * ON after saving). Screenshots: screenshots/funnels/*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, type OpenedPage, openPage, screenshot, useBrowser } from './browser.ts';

const NAME = 'E2E 購入者の絞り込み';

const panels = (scope: Page | Locator): Locator => scope.locator('article.be-panel');
const topPanels = (scope: Page | Locator): Locator =>
  scope.locator('.be-editor > .be-list-area > .be-list > li > article.be-panel');
const saveButton = (scope: Page | Locator): Locator => scope.locator('button[data-save-status]');
const labels = (scope: Page | Locator): Promise<string[]> =>
  topPanels(scope).locator(':scope > .be-panel__header .be-panel__label').allTextContents();
/** The names of the funnel's own selects, in order (the conditions have selects of their own). */
const optionNames = (page: Page): Promise<string[]> =>
  page
    .locator('.app-funnel-fields select')
    .evaluateAll((selects) => selects.map((s) => s.getAttribute('name') ?? ''));

function expectNoErrors(app: OpenedPage): void {
  expect(app.pageErrors).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
}

describe('funnels (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('builds a funnel with an or-group of two conditions, saves it, and finds it again', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      // The home page's funnel area leads to the list.
      await page.locator('.app-area--funnels').getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: '絞り込み条件' }).waitFor();
      await page.getByRole('link', { name: 'すべての友だち', exact: true }).waitFor();
      await page.getByRole('link', { name: /新規作成/ }).click();
      await page.getByRole('heading', { level: 1, name: '絞り込み条件の作成' }).waitFor();

      // Defaults: the options and the initial types.
      await expect
        .poll(() => optionNames(page))
        .toEqual(['group_id', 'with_blocked', 'user_rate_type', 'sort_type', 'take_num']);
      const option = (name: string) => page.locator(`.app-funnel-fields select[name="${name}"]`);
      await expect(option('with_blocked').inputValue()).resolves.toBe('0');
      await expect(option('user_rate_type').inputValue()).resolves.toBe('0');
      await expect(option('sort_type').inputValue()).resolves.toBe('1');
      await expect(option('take_num').inputValue()).resolves.toBe('50');
      await expect(labels(page)).resolves.toEqual(['タグ', '友だち情報']);
      await screenshot(page, 'funnels/new');

      // The name is required in the editor mode.
      await saveButton(page).click();
      await page.getByTestId('funnel-notice').getByText('条件を保存するとき名前は必須です').waitFor();

      const name = page.locator('.app-funnel-fields #doc-envelope-name');
      await name.fill(NAME);
      await page.getByRole('combobox', { name: 'フォルダ' }).selectOption({ label: '顧客セグメント' });
      await option('take_num').selectOption('100');

      // The tag condition: VIP会員 through the picker.
      await topPanels(page).nth(0).getByRole('button', { name: 'タグを追加' }).click();
      const picker = page.getByRole('dialog', { name: 'タグを選択' });
      await picker.getByRole('searchbox', { name: 'キーワードで検索' }).fill('VIP');
      await picker.getByRole('button', { name: /VIP会員/ }).click();
      await picker.getByRole('button', { name: '決定' }).click();
      await picker.waitFor({ state: 'detached' });

      // An or-group, open on creation, holding a name and a memo condition.
      await page
        .locator('.be-editor > .be-list-area > .be-add')
        .getByRole('button', { name: '要素を追加' })
        .click();
      await page.getByRole('menuitem', { name: 'いずれかに一致(ORグループ)', exact: true }).click();
      const group = topPanels(page).nth(2);
      await expect(
        group.getByRole('button', { name: /^詳細/ }).first().getAttribute('aria-expanded'),
      ).resolves.toBe('true');
      const nested = group.locator('.be-list-area').first();
      await nested.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: '名前', exact: true }).click();
      await nested.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: '個別メモ', exact: true }).click();
      await expect(panels(nested).count()).resolves.toBe(2);
      await panels(nested).nth(0).getByRole('textbox', { name: /名前/ }).fill('山田 佐藤');
      await panels(nested).nth(1).getByRole('textbox', { name: /メモ/ }).fill('優良顧客');
      await screenshot(page, 'funnels/editor-filled');

      // Save: 処理中… while saving, then the new address.
      await saveButton(page).click();
      await page.getByTestId('funnel-save-result').getByText('登録にしました').waitFor();
      await page.waitForURL(/\/funnels\/\d+$/);
      const fid = Number(new URL(page.url()).pathname.split('/').pop());
      // The blank friend-info condition was left out; the list shown is the list saved.
      await expect(labels(page)).resolves.toEqual(['タグ', 'いずれかに一致(ORグループ)']);
      await screenshot(page, 'funnels/editor-saved', { fullPage: false });

      const stored = await page.request.get(new URL(`api/funnel/data/${fid}`, baseUrl()).href);
      expect(await stored.json()).toMatchObject({
        fid,
        name: NAME,
        is_template: 1,
        with_blocked: 0,
        user_rate_type: 0,
        sort_type: 1,
        take_num: 100,
        inputs: [
          { type: 60, tag_ids: [expect.any(Number)] },
          {
            type: 120,
            inputs: [
              { type: 11, names: '山田 佐藤' },
              { type: 20, memos: '優良顧客' },
            ],
          },
        ],
      });

      // Reopen: everything came back.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: '絞り込み条件の編集' }).waitFor();
      await expect(name.inputValue()).resolves.toBe(NAME);
      await expect(option('take_num').inputValue()).resolves.toBe('100');
      await expect(
        page.getByRole('combobox', { name: 'フォルダ' }).locator('option:checked').textContent(),
      ).resolves.toBe('顧客セグメント');
      await expect(labels(page)).resolves.toEqual(['タグ', 'いずれかに一致(ORグループ)']);
      await expect(topPanels(page).nth(0).locator('.be-panel__summary').textContent()).resolves.toContain(
        'VIP会員',
      );
      await expect(panels(topPanels(page).nth(1)).count()).resolves.toBe(2);

      // And in the list, in its folder.
      await page.getByRole('link', { name: '絞り込み条件の一覧に戻る' }).click();
      await page.getByRole('button', { name: /^顧客セグメント \d+件$/ }).click();
      await page.getByRole('link', { name: NAME, exact: true }).waitFor();
      await screenshot(page, 'funnels/list');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('shows the options of each mode: editor all, funneling user-rate and blocked, board none', async () => {
    const app = await openPage(browser(), 'widgets/funnel-editor?mode=editor&finisher=emit');
    const { page } = app;
    try {
      await page.locator('.app-funnel-editor--editor').waitFor();
      await expect
        .poll(() => optionNames(page))
        .toEqual(['group_id', 'with_blocked', 'user_rate_type', 'sort_type', 'take_num']);
      await expect(page.locator('.app-funnel-fields #doc-envelope-name').count()).resolves.toBe(1);

      await page.getByRole('radio', { name: /^funneling/ }).check();
      await page.locator('.app-funnel-editor--funneling').waitFor();
      await expect.poll(() => optionNames(page)).toEqual(['user_rate_type', 'with_blocked']);
      await expect(page.locator('.app-funnel-fields #doc-envelope-name').count()).resolves.toBe(0);
      await expect(labels(page)).resolves.toEqual(['タグ', '友だち情報']);
      await screenshot(page, 'funnels/mode-funneling');

      await page.getByRole('radio', { name: /^board/ }).check();
      await page.locator('.app-funnel-editor--board').waitFor();
      await expect(page.locator('.app-funnel-fields').count()).resolves.toBe(0);
      // emit: the document is handed over without a call.
      await topPanels(page).nth(0).getByRole('button', { name: 'タグを追加' }).click();
      const picker = page.getByRole('dialog', { name: 'タグを選択' });
      await picker.getByRole('searchbox', { name: 'キーワードで検索' }).fill('VIP');
      await picker.getByRole('button', { name: /VIP会員/ }).click();
      await picker.getByRole('button', { name: '決定' }).click();
      await picker.waitFor({ state: 'detached' });
      await saveButton(page).click();
      await expect.poll(() => page.getByTestId('funnel-emitted').textContent()).toContain('"tag_ids"');
      await screenshot(page, 'funnels/mode-board');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('attaches a condition to an action effect: built in the slide-in, saved as a funnel, 条件 ON', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await page.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: /テキスト送信/ }).click();
      await page.getByRole('textbox', { name: /アクション名/ }).fill('E2E VIP案内');
      await page.getByRole('textbox', { name: 'メッセージ本文' }).fill('VIPの方へのご案内です');

      await page.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }).click();
      const shell = page.getByRole('dialog', { name: /条件設定: 1\. テキスト送信/ });
      await shell.locator('.app-funnel-editor--board').waitFor();
      await expect(labels(shell)).resolves.toEqual(['タグ', '友だち情報']);
      await topPanels(shell).nth(0).getByRole('button', { name: 'タグを追加' }).click();
      const picker = page.getByRole('dialog', { name: 'タグを選択' });
      await picker.getByRole('searchbox', { name: 'キーワードで検索' }).fill('VIP');
      await picker.getByRole('button', { name: /VIP会員/ }).click();
      await picker.getByRole('button', { name: '決定' }).click();
      await picker.waitFor({ state: 'detached' });
      await screenshot(page, 'funnels/effect-condition', { fullPage: false });
      await shell.getByRole('button', { name: 'この条件を設定する' }).click();
      await shell.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: '条件 ON(1. テキスト送信)' }).waitFor();

      await page.locator('button[data-save-status]').click();
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      await page.waitForURL(/\/actions\/\d+$/);
      const aid = Number(new URL(page.url()).pathname.split('/').pop());
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('button', { name: '条件 ON(1. テキスト送信)' }).waitFor();
      await screenshot(page, 'funnels/effect-condition-on', { fullPage: false });

      const action = await (await page.request.get(new URL(`api/action/data/${aid}`, baseUrl()).href)).json();
      const fid = action.inputs[0].member_query_id;
      expect(fid).toEqual(expect.any(Number));
      const funnel = await (await page.request.get(new URL(`api/funnel/data/${fid}`, baseUrl()).href)).json();
      expect(funnel).toMatchObject({ is_template: 0, inputs: [{ type: 60, tag_ids: [expect.any(Number)] }] });

      // Reopened, the slide-in shows the condition loaded by member_query_id.
      await page.getByRole('button', { name: '条件 ON(1. テキスト送信)' }).click();
      const again = page.getByRole('dialog', { name: /条件設定: 1\. テキスト送信/ });
      await expect.poll(() => labels(again)).toEqual(['タグ']);
      await expect(topPanels(again).nth(0).locator('.be-panel__summary').textContent()).resolves.toContain(
        'VIP会員',
      );
      // Turning it off clears it.
      await again.getByRole('button', { name: '条件を外す' }).click();
      await page.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }).waitFor();
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
