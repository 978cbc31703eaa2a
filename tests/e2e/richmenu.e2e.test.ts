/**
 * The rich-menu editor (issue 16) in Chromium against the built console and the real server: upload an image
 * (a wrong file refused first), pick the 6-area template, give the buttons every action type, remove one and
 * draw a new area in its place, nudge an area with the keyboard and set another's bounds in the 領域設定 dialog
 * by keyboard only, register, land on the list with the saved notice, reopen, tap an area in the phone
 * preview, and meet the leave warning. Screenshots: screenshots/richmenu/.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectLeaveAsks, expectNoErrors, panels } from './console.ts';

const panel = (page: Page, n: number) => panels(page).nth(n - 1);
const area = (page: Page, n: number) =>
  page.getByRole('group', { name: 'リッチメニューの画像とボタンの領域' }).getByRole('button', {
    name: new RegExp(`^ボタン${n}、`),
  });

async function setType(block: Locator, label: string): Promise<void> {
  await block.getByRole('combobox', { name: 'アクションの種類' }).selectOption({ label });
}

async function pickOne(page: Page, block: Locator, field: string, item: string): Promise<void> {
  await block.getByRole('button', { name: `${field}を選択` }).click();
  const dialog = page.getByRole('dialog', { name: `${field}を選択` });
  await dialog.getByRole('button', { name: item }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('rich-menu editor (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('builds a menu from an uploaded image and a template, draws and moves areas, saves and reopens it', async () => {
    const app = await openPage(browser(), 'line/richmenu/new');
    const { page } = app;
    try {
      // A seeded menu's image is a real 2500×1686 PNG; an action and a form to pick are seeded too.
      const list = await api(page, 'GET', 'api/richmenu/list');
      const seeded = list.body.items.find((row: { height: number }) => row.height === 1686);
      const png = await (await page.request.get(appUrl(seeded.media_url.replace(/^\//, '')))).body();
      // A seeded action no test deletes: the newest one may be another file's, deleted while this test runs on the
      // shared server (the save then refused 3番目(アクション): アクションを選択してください).
      const actions = await api(page, 'GET', 'api/v_resource/action');
      const actionName: string = actions.body.items.find(
        (row: { name: string }) => row.name === 'ウェルカムアクション',
      ).name;

      await page.getByRole('heading', { level: 1, name: 'リッチメニュー登録' }).waitFor();
      const file = page.locator('input[type=file]');
      // A GIF is refused before anything is sent.
      await file.setInputFiles({ name: 'menu.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await page.getByRole('alert').filter({ hasText: 'ファイル' }).first().waitFor();
      await file.setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: png });
      await page.getByText('画像を変更').waitFor();

      await page.getByRole('button', { name: '6分割(3列×2段)' }).click();
      await expect.poll(() => panels(page).count()).toBe(6);
      await page.getByRole('textbox', { name: /^タイトル/ }).fill('E2E リッチメニュー');
      await page.getByRole('textbox', { name: /^メニューバーのテキスト/ }).fill('E2Eメニュー');

      // Every action type, one per button.
      await setType(panel(page, 1), 'URLを開く');
      await panel(page, 1).getByRole('textbox', { name: /^URL/ }).fill('https://example.com/e2e');
      // The demo account opens links in the external browser (GET /api/line/account/setting/message answers 1).
      await expect
        .poll(() =>
          panel(page, 1)
            .getByRole('combobox', { name: /^表示サイズ/ })
            .textContent(),
        )
        .toContain('デフォルト(外部ブラウザで開く)');
      await panel(page, 2)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('営業時間は？');
      await setType(panel(page, 3), 'アクション');
      await pickOne(page, panel(page, 3), 'アクション', actionName);
      await setType(panel(page, 4), 'その他');
      await setType(panel(page, 5), '回答フォーム');
      await pickOne(page, panel(page, 5), '回答フォーム', 'お問い合わせフォーム');
      await panel(page, 5).getByRole('radio', { name: '中' }).check();
      await setType(panel(page, 6), 'TEL(電話をかける)');
      await panel(page, 6)
        .getByRole('textbox', { name: /^電話番号/ })
        .fill('03-1234-5678');

      // Button 6 goes; a new area is drawn in its place (bottom right) and becomes button 6 again.
      await panel(page, 6).getByRole('button', { name: /^削除/ }).click();
      await expect.poll(() => panels(page).count()).toBe(5);
      const image = page.getByRole('group', { name: 'リッチメニューの画像とボタンの領域' });
      // In the middle of the window, clear of the sticky save bar.
      await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await image.boundingBox();
      if (!box) throw new Error('the canvas is not drawn');
      const at = (x: number, y: number) => [box.x + (box.width * x) / 2500, box.y + (box.height * y) / 1686];
      const [x0, y0] = at(1800, 900);
      const [x1, y1] = at(2400, 1600);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
      await page.mouse.move(x1, y1, { steps: 4 });
      await page.mouse.up();
      await expect.poll(() => panels(page).count()).toBe(6);
      await panel(page, 6)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('描いたボタン');

      // Keyboard: button 1 moves right by 10 px (Shift+→), and button 2's bounds are typed in 領域設定.
      await area(page, 1).focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await area(page, 2).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '領域設定' });
      await dialog.getByRole('spinbutton', { name: '幅' }).fill('800');
      await dialog.getByRole('spinbutton', { name: '幅' }).press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await screenshot(page, 'richmenu/editor', { fullPage: true });

      await page.getByRole('button', { name: '登録', exact: true }).click();
      await page.waitForURL(/\/line\/richmenu\?successed=1/);
      await page.getByTestId('richmenu-saved').waitFor();

      const saved = (await api(page, 'GET', 'api/richmenu/list')).body.items.find(
        (row: { name: string }) => row.name === 'E2E リッチメニュー',
      );
      expect(saved).toBeTruthy();
      const stored = await api(page, 'GET', `api/richmenu/data/${saved.id}`);
      expect(stored.body).toMatchObject({
        name: 'E2E リッチメニュー',
        chat_bar_text: 'E2Eメニュー',
        height: 1686,
      });
      const buttons = stored.body.options as { actype: number; bounds: Record<string, number> }[];
      expect(buttons.map((b) => b.actype)).toEqual([0, 1, 2, 3, 4, 1]);
      expect(buttons[0].bounds).toEqual({ x: 0, y: 0, width: 833, height: 843 });
      expect(buttons[1].bounds).toMatchObject({ x: 833, width: 800 });
      const drawn = buttons[5].bounds;
      expect(Math.abs(drawn.x - 1800)).toBeLessThanOrEqual(20);
      expect(Math.abs(drawn.x + drawn.width - 2400)).toBeLessThanOrEqual(20);

      // Reopened: the same buttons; the phone preview tells what a tapped area does.
      await page.goto(appUrl(`line/richmenu/edit/${saved.id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'リッチメニュー編集' }).waitFor();
      await expect.poll(() => panels(page).count()).toBe(6);
      const preview = page.getByRole('figure', { name: 'トーク画面でのリッチメニューのプレビュー' });
      await preview.getByRole('button', { name: 'ボタン2', exact: true }).click();
      await expect.poll(() => preview.getByRole('status').textContent()).toContain('営業時間は？');
      // The LINE export of the saved menu: a JSON file of LINE's rich-menu object.
      await page.getByRole('button', { name: '書き出す', exact: true }).click();
      const download = page.getByRole('link', { name: 'JSONファイルをダウンロード' });
      await download.waitFor();
      const exported = await api(page, 'GET', `api/richmenu/${saved.id}/line`);
      expect(exported.body.object).toMatchObject({
        size: { width: 2500, height: 1686 },
        chatBarText: 'E2Eメニュー',
      });
      expect(exported.body.object.areas[1].action).toMatchObject({ type: 'message', text: '営業時間は？' });
      await screenshot(page, 'richmenu/reopened', { fullPage: true });

      // An edit, then the back link: the leave warning asks.
      await page.getByRole('textbox', { name: /^タイトル/ }).fill('変更した名前');
      await expectLeaveAsks(page, /リッチメニュー一覧へ/, `/line/richmenu/edit/${saved.id}`);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('keeps the keyboard on the list after a delete: the menu now in its place takes the focus', async () => {
    const app = await openPage(browser(), 'line/richmenu', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      const count = await rows.count();
      const name = (await rows.first().locator('th').textContent()) ?? '';
      await page.getByRole('button', { name: `${name}をコピー` }).click();
      await expect.poll(() => rows.count()).toBe(count + 1);
      const copyName = `${name}のコピー`;
      const index = (await rows.locator('th').allTextContents()).indexOf(copyName);
      const next =
        (await rows
          .nth(index + 1)
          .locator('th')
          .textContent()) ?? '';
      await page.getByRole('button', { name: `${copyName}を削除` }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog').getByRole('button', { name: '削除' }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => rows.count()).toBe(count);
      // The focused 削除 went with its row; the focus fell to <body> before.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(next);
      await screenshot(page, 'richmenu/after-delete-390', { fullPage: false });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('fits numbers below 0 or beyond the image in the 領域設定 dialog with the size kept, says so, and saves on the second OK', async () => {
    const app = await openPage(browser(), 'line/richmenu', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const list = await api(page, 'GET', 'api/richmenu/list');
      const menu = list.body.items.find((row: { height: number }) => row.height === 843);
      await page.goto(appUrl(`line/richmenu/edit/${menu.rmid}`), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'ボタン1の領域設定' }).click();
      const dialog = page.getByRole('dialog', { name: '領域設定' });
      const field = (name: string) => dialog.getByRole('spinbutton', { name, exact: true });
      await field('X').fill('-100');
      await field('Y').fill('99999');
      await field('幅').fill('3000');
      await field('高さ').fill('50');
      // The browser's min 0 check stopped OK with its own bubble once; then OK shrank the area to 1 pixel high at
      // the bottom edge (Y 842, 高さ 1). Now the height stays, Y moves up, and the dialog says so before saving.
      await field('X').press('Enter');
      await expect(dialog.getByRole('alert').textContent()).resolves.toContain(
        'X -100 → 0、Y 99999 → 793、幅 3000 → 2500',
      );
      await expect(field('Y').inputValue()).resolves.toBe('793');
      await expect(field('高さ').inputValue()).resolves.toBe('50');
      await screenshot(page, 'richmenu/bounds-adjusted-390', { fullPage: false });
      await field('X').press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expect(page.getByRole('button', { name: /^ボタン1 / }).textContent()).resolves.toContain(
        'X 0、Y 793、幅 2500、高さ 50',
      );
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('refuses an area drawn past the 20th under the canvas, where it was drawn (390 px)', async () => {
    const app = await openPage(browser(), 'line/richmenu/edit/12', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      await panels(page).first().waitFor();
      // Up to 20 buttons from the add menu (each takes the spec's default area); the add button then refuses.
      for (let i = 0; (await panels(page).count()) < 20 && i < 30; i++) {
        await page.getByRole('button', { name: /追加/ }).last().click();
        await page.getByRole('menuitem').first().click();
      }
      expect(await panels(page).count()).toBe(20);
      // Button 4 shrinks to its corner, leaving room to draw in.
      const image = page.getByRole('group', { name: 'リッチメニューの画像とボタンの領域' });
      await image.locator('[aria-label^="ボタン4"]').first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '領域設定' });
      const value = async (name: string) =>
        Number(await dialog.getByRole('spinbutton', { name }).inputValue());
      const [x, y, w, h] = [await value('X'), await value('Y'), await value('幅'), await value('高さ')];
      await dialog.getByRole('spinbutton', { name: '幅' }).fill('50');
      await dialog.getByRole('spinbutton', { name: '高さ' }).fill('50');
      await dialog.getByRole('spinbutton', { name: '高さ' }).press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await image.boundingBox();
      if (!box) throw new Error('the canvas is not drawn');
      const at = (px: number, py: number) => [
        box.x + (box.width * px) / 2500,
        box.y + (box.height * py) / 1686,
      ];
      const [x0, y0] = at(x + w * 0.5, y + h * 0.4);
      const [x1, y1] = at(x + w * 0.9, y + h * 0.9);
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      await page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, { steps: 4 });
      await page.mouse.move(x1, y1, { steps: 4 });
      await page.mouse.up();
      const refusal = page.getByTestId('richmenu-draw-refusal');
      await refusal.getByText('コンテンツを設定できるのは20個までです').waitFor();
      expect(await panels(page).count()).toBe(20);
      // Seen without scrolling: it stands under the canvas, not at the top of the page.
      const shown = await refusal.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
      expect(shown).toBe(true);
      await screenshot(page, 'richmenu/draw-refused-390', { fullPage: false });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('keeps the keyboard on 書き出す while the LINE export runs and after it', async () => {
    const app = await openPage(browser(), 'line/richmenu', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const list = await api(page, 'GET', 'api/richmenu/list');
      const menu = list.body.items.find((row: { name: string }) => row.name === 'メインメニュー');
      // The answer waits a little, as on a slow line: the busy state lasts long enough to be seen.
      await page.route('**/api/richmenu/*/line', async (route) => {
        await new Promise((done) => setTimeout(done, 400));
        await route.continue();
      });
      await page.goto(appUrl(`line/richmenu/edit/${menu.rmid}`), { waitUntil: 'networkidle' });
      const run = page.getByRole('button', { name: '書き出す', exact: true });
      await run.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: '書き出し中...' }).waitFor();
      // Disabled while busy, the focused button dropped the focus to <body>.
      const focused = () =>
        page.evaluate(() =>
          document.activeElement === document.body ? 'BODY' : (document.activeElement?.textContent ?? ''),
        );
      await expect(focused()).resolves.toBe('書き出し中...');
      await page.getByRole('link', { name: 'JSONファイルをダウンロード' }).waitFor();
      await expect(focused()).resolves.toBe('書き出す');
      // Enter on it again exports again, the focus still there.
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'JSONファイルをダウンロード' }).waitFor();
      await expect(focused()).resolves.toBe('書き出す');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
