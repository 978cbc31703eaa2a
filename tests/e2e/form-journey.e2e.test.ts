/**
 * Issue 15's whole journey in Chromium against the built console and the real server, every step through the
 * controls an operator uses: build a two-section form (a branching radio and a phone-number text in section 1; a
 * checkbox with at least one choice and a date limited to 1–30 days ahead in section 2), see a dirty dialog ask
 * before it closes, save, reopen and find the rules as set; then answer it on a 390 px page along both branches,
 * meeting the rule errors first, and find both answers in the console; finally the leave guard. Screenshots:
 * screenshots/form-journey/.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectLeaveAsks, expectNoErrors } from './console.ts';

const PHONE = { width: 390, height: 844 };
const THANKS = 'ジャーニーへのご回答ありがとうございました。';

const section = (page: Page, n: number) => page.getByRole('region', { name: `セクション ${n}` });
/** The one item open at a time (the builder keeps one expanded). */
const openItem = (page: Page) => page.locator('.be-panel:has([aria-expanded="true"])');

async function addItem(page: Page, n: number, swatch: string, title: string): Promise<Locator> {
  await section(page, n).getByRole('button', { name: swatch, exact: true }).click();
  const item = openItem(page);
  await item.getByRole('textbox', { name: /^タイトル/ }).fill(title);
  return item;
}

/** yyyy-MM-dd of today plus `days`, in Tokyo (the page's and the server's day). */
function tokyoDay(days: number): string {
  const now = new Date(Date.now() + 9 * 3600_000 + days * 86400_000);
  return now.toISOString().slice(0, 10);
}

const next = (page: Page) => page.locator('#lf-next');

async function send(page: Page): Promise<void> {
  await expect.poll(() => next(page).textContent()).toBe('送信');
  await next(page).click({ timeout: 5000 });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 5000 });
  await dialog.getByRole('button', { name: '送信', exact: true }).click({ timeout: 5000 });
  await page.getByText(THANKS).waitFor({ timeout: 5000 });
}

/** The error text shown under the answering page's item titled `title`. */
const errorOf = (page: Page, title: string) =>
  page.locator('.lf-item', { hasText: title }).locator('.lf-error');

describe('a form from the builder to the answers (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('builds, saves, reopens, is answered on a phone along both branches, and lists the answers', async () => {
    const builder = await openPage(browser(), 'lvf/edit/new');
    const { page } = builder;
    let id = 0;
    let code = '';
    try {
      await page.getByRole('heading', { level: 1, name: 'フォームの新規作成' }).waitFor();
      await page.getByRole('textbox', { name: /フォーム名/ }).fill('E2E ジャーニー');
      await page.getByRole('textbox', { name: /フォームのタイトル/ }).fill('ご予約アンケート');
      await page.getByRole('button', { name: '＋ セクションを追加' }).click();
      await section(page, 2).waitFor();

      // Section 1: a radio that branches (はい → section 2, いいえ → send) and a required phone number.
      const radio = await addItem(page, 1, 'ラジオボタン', 'ご予約を希望しますか');
      await radio.getByRole('button', { name: '選択肢を追加' }).click();
      const labels = radio.getByRole('textbox', { name: /^選択肢名/ });
      await labels.nth(0).fill('はい');
      await labels.nth(1).fill('いいえ');
      await radio.getByRole('checkbox', { name: '回答で分岐する' }).check();
      const destinations = radio.getByRole('combobox', { name: /分岐先/ });
      await destinations.nth(0).selectOption({ label: 'セクション 2' });
      await destinations.nth(1).selectOption({ label: '送信' });
      await radio.getByRole('checkbox', { name: '回答を必須にする' }).check();

      const phone = await addItem(page, 1, 'テキスト', '電話番号');
      await phone.getByRole('checkbox', { name: '回答を必須にする' }).check();
      await phone.getByRole('combobox', { name: '入力の形式' }).selectOption({ label: '電話番号' });

      // Section 2: at least one menu, and a day 1 to 30 days ahead.
      const menus = await addItem(page, 2, 'チェックボックス', 'ご希望のメニュー');
      await menus.getByRole('button', { name: '選択肢を追加' }).click();
      await menus
        .getByRole('textbox', { name: /^選択肢名/ })
        .nth(0)
        .fill('カット');
      await menus
        .getByRole('textbox', { name: /^選択肢名/ })
        .nth(1)
        .fill('カラー');
      await menus.getByRole('spinbutton', { name: '最小選択数' }).fill('1');

      const day = await addItem(page, 2, '日付', 'ご希望日');
      const first = day.getByRole('group', { name: '選択できる最初の日' });
      await first.getByRole('radio', { name: '回答日から' }).check();
      await first.getByRole('spinbutton').fill('1');
      const last = day.getByRole('group', { name: '選択できる最後の日' });
      await last.getByRole('radio', { name: '回答日から' }).check();
      await last.getByRole('spinbutton').fill('30');

      await page.getByRole('textbox', { name: '回答後の文言' }).fill(THANKS);

      // A dialog with unsaved content asks before it closes (spec 002 §4).
      await page.getByRole('button', { name: 'アクションを設定' }).click();
      const actionDialog = page.getByRole('dialog', { name: 'アクション設定' });
      await actionDialog.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: /テキスト送信/ }).click();
      await page.keyboard.press('Escape');
      const ask = page.getByRole('alertdialog');
      await expect.poll(() => ask.textContent()).toContain('編集中の内容が破棄されます');
      await ask.getByRole('button', { name: 'キャンセル' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await actionDialog.isVisible()).toBe(true);
      await actionDialog.getByRole('button', { name: 'キャンセル' }).click();
      await ask.getByRole('button', { name: 'OK' }).click();
      await actionDialog.waitFor({ state: 'detached' });
      await screenshot(page, 'form-journey/builder');

      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.waitForURL(/\/lvf\/edit\/\d+$/);
      id = Number(new URL(page.url()).pathname.split('/').pop());

      const stored = await api(page, 'GET', `api/v1/forms/${id}`);
      expect(stored.status).toBe(200);
      code = stored.body.code;
      expect(stored.body.form_action_id ?? null).toBeNull();
      const [storedRadio, storedPhone, storedMenus, storedDay] = stored.body.attr;
      expect(storedRadio).toMatchObject({
        swatch_id: 540,
        page: 1,
        do_branch_page: 1,
        rules: [{ name: 'required' }],
      });
      expect(storedRadio.choices.map((c: { next_page?: unknown }) => c.next_page)).toEqual([2, 'submit']);
      expect(storedPhone).toMatchObject({ swatch_id: 510, page: 1 });
      expect(storedPhone.rules).toEqual(expect.arrayContaining([{ name: 'required' }, { name: 'tel' }]));
      expect(storedMenus).toMatchObject({ swatch_id: 530, page: 2 });
      expect(storedMenus.rules).toContainEqual({ name: 'arr_min', value: 1 });
      expect(storedDay).toMatchObject({ swatch_id: 590, page: 2 });
      expect(storedDay.rules).toEqual(
        expect.arrayContaining([
          { name: 'min_date', value: 1 },
          { name: 'max_date', value: 30 },
        ]),
      );

      // Reopened: the phone item shows its format by name.
      await page.goto(appUrl(`lvf/edit/${id}`), { waitUntil: 'networkidle' });
      await section(page, 2).waitFor();
      await section(page, 1).getByRole('button', { name: '詳細(2. テキスト)' }).click();
      await expect
        .poll(() => openItem(page).getByRole('combobox', { name: '入力の形式' }).inputValue())
        .toBe('tel');

      // An unsaved edit: leaving asks first.
      await page.getByRole('textbox', { name: /フォームのタイトル/ }).fill('変更した題名');
      await expectLeaveAsks(page, /フォーム一覧へ/, `/lvf/edit/${id}`);
      expectNoErrors(builder);
    } finally {
      await builder.close();
    }

    // いいえ: the rule errors first, then straight to sending.
    const no = await openPage(browser(), `f/${code}`, { login: false, viewport: PHONE });
    try {
      const { page } = no;
      await page.getByRole('heading', { level: 1, name: 'ご予約アンケート' }).waitFor({ timeout: 5000 });
      await next(page).click({ timeout: 5000 });
      await expect.poll(() => errorOf(page, 'ご予約を希望しますか').textContent()).toBe('選択してください');
      await expect.poll(() => errorOf(page, '電話番号').textContent()).not.toBe('');
      await page.getByLabel('電話番号').fill('12-34');
      await page.getByLabel('いいえ', { exact: true }).check();
      await next(page).click({ timeout: 5000 });
      await expect
        .poll(() => errorOf(page, '電話番号').textContent())
        .toBe('電話番号の形式で入力してください(例: 090-1234-5678)');
      await screenshot(page, 'form-journey/answer-errors-390');
      await page.getByLabel('電話番号').fill('03-1234-5678');
      await send(page);
      expect(no.pageErrors).toEqual([]);
    } finally {
      await no.close();
    }

    // はい: section 2, where the selection count and the date limits refuse first.
    const yes = await openPage(browser(), `f/${code}`, { login: false, viewport: PHONE });
    try {
      const { page } = yes;
      await page.getByLabel('はい', { exact: true }).check({ timeout: 5000 });
      await page.getByLabel('電話番号').fill('090-1234-5678');
      await expect.poll(() => next(page).textContent()).toBe('次へ');
      await next(page).click({ timeout: 5000 });
      await page.getByText('ご希望のメニュー').waitFor({ timeout: 5000 });
      const date = page.getByLabel('ご希望日');
      // The phone's own date picker offers only the accepted days.
      expect(await date.getAttribute('min')).toBe(tokyoDay(1));
      expect(await date.getAttribute('max')).toBe(tokyoDay(30));
      await date.fill(tokyoDay(0));
      await next(page).click({ timeout: 5000 });
      await expect.poll(() => errorOf(page, 'ご希望のメニュー').textContent()).not.toBe('');
      await expect
        .poll(() => errorOf(page, 'ご希望日').textContent())
        .toMatch(/以降の日付を選択してください$/);
      await screenshot(page, 'form-journey/answer-section2-errors-390');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await page.getByLabel('カット').check();
      await date.fill(tokyoDay(2));
      await send(page);
      expect(yes.pageErrors).toEqual([]);
    } finally {
      await yes.close();
    }

    // Both answers in the console's list.
    const consolePage = await openPage(browser(), `lvf/answers/${id}`);
    try {
      const { page } = consolePage;
      const list = await (
        await page.request.get(new URL(`api/v1/forms/${id}/answers`, baseUrl()).href)
      ).json();
      expect(list.total).toBe(2);
      await page.getByRole('cell', { name: '03-1234-5678' }).first().waitFor({ timeout: 5000 });
      await page.getByRole('cell', { name: '090-1234-5678' }).first().waitFor({ timeout: 5000 });
      await screenshot(page, 'form-journey/console-answers');
    } finally {
      await consolePage.close();
    }
  });
});
