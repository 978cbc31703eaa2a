/**
 * The rich menu's external-builder (multi-page) mode in Chromium against the built console and the real server
 * (spec 001 §2 is_lmenuplus, §5): a two-page menu from /line/richmenu/new?is_lmenuplus=1, each page its image
 * and template; an over-long user message and an unset action are refused with the spec's two messages; fixed
 * (the second page reached by the tabs' arrow keys), registered, marked in the list, reopened with both pages,
 * exported for LINE.
 * Screenshots: screenshots/richmenu/.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, createAction, expectNoErrors, panels } from './console.ts';

const panel = (page: Page, n: number) => panels(page).nth(n - 1);
const tabs = (page: Page) => page.getByRole('tablist', { name: 'ページ' }).getByRole('tab');

async function pickOne(page: Page, block: Locator, field: string, item: string): Promise<void> {
  await block.getByRole('button', { name: `${field}を選択` }).click();
  const dialog = page.getByRole('dialog', { name: `${field}を選択` });
  await dialog.getByRole('button', { name: item }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** A seeded menu's image of that height (the seed draws real PNGs). */
async function seededImage(page: Page, height: number): Promise<Buffer> {
  const list = await api(page, 'GET', 'api/richmenu/list');
  const row = list.body.items.find(
    (r: { height: number; media_url: string | null }) => r.height === height && r.media_url,
  );
  return (await page.request.get(appUrl(row.media_url.replace(/^\//, '')))).body();
}

describe('rich-menu editor, external-builder mode (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('builds a two-page menu, refuses the spec’s two faults, saves it and reopens both pages', async () => {
    const app = await openPage(browser(), 'line/richmenu/new?is_lmenuplus=1');
    const { page } = app;
    try {
      const half = await seededImage(page, 843);
      const full = await seededImage(page, 1686);
      // An action of this test's own: the account's first one may be renamed or deleted by another test file
      // meanwhile (the e2e files share one server), and the save then refuses the button naming it.
      const actionName = `E2E 複数ページ用 ${Date.now()}`;
      await createAction(page, {
        a_name: actionName,
        is_template: 1,
        inputs: [{ type: 1, text: 'こんにちは', delay_type: 0 }],
      });
      // The editor read the account's actions when it opened: open it again to list the new one.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'リッチメニュー登録' }).waitFor();
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['ページ1']);
      await page.getByRole('textbox', { name: /^タイトル/ }).fill('E2E 複数ページ');

      // Page 1: renamed, a half image, two buttons; the first message is 61 characters.
      await page.getByRole('textbox', { name: 'ページ名' }).fill('お知らせ');
      const file = page.locator('input[type=file]');
      await file.setInputFiles({ name: 'half.png', mimeType: 'image/png', buffer: half });
      await page.getByText('画像を変更').waitFor();
      await page.getByRole('button', { name: '2分割(左右)' }).click();
      await expect.poll(() => panels(page).count()).toBe(2);
      await panel(page, 1)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('あ'.repeat(61));
      await panel(page, 2)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('アクセス');

      // Page 2: added (and opened), renamed, a full image, one button whose action is left unset.
      await page.getByRole('button', { name: 'ページを追加' }).click();
      await expect.poll(() => tabs(page).count()).toBe(2);
      await expect.poll(() => panels(page).count()).toBe(0);
      await page.getByRole('textbox', { name: 'ページ名' }).fill('予約');
      await file.setInputFiles({ name: 'full.png', mimeType: 'image/png', buffer: full });
      await page.getByText('画像を変更').waitFor();
      await page.getByRole('button', { name: '1分割' }).click();
      await expect.poll(() => panels(page).count()).toBe(1);
      await panel(page, 1)
        .getByRole('combobox', { name: 'アクションの種類' })
        .selectOption({ label: 'アクション' });
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['お知らせ', '予約']);

      // Both faults are refused before anything is sent, in the spec's words.
      await page.getByRole('button', { name: '登録', exact: true }).click();
      await page.getByText('ユーザーメッセージは60文字以内にしてください').first().waitFor();
      await page.getByText('アクションを設定してください').first().waitFor();
      expect(page.url()).toContain('/line/richmenu/new');
      await screenshot(page, 'richmenu/lmp-errors', { fullPage: true });

      // Fixed: the action is picked here; the first page is reached by the tabs' arrow key.
      await pickOne(page, panel(page, 1), 'アクション', actionName);
      await tabs(page).nth(1).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => tabs(page).nth(0).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('お知らせ');
      await expect.poll(() => panels(page).count()).toBe(2);
      await panel(page, 1)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('お知らせを見る');

      await page.getByRole('button', { name: '登録', exact: true }).click();
      // The list; if not, the failure says what the page shows instead (a summary or a notice).
      await page.waitForURL(/\/line\/richmenu\?successed=1/).catch(async (error: Error) => {
        const shown = await page.locator('.de-summary, [data-testid="richmenu-notice"]').allTextContents();
        throw new Error(`${error.message}; the page shows: ${JSON.stringify(shown)}`);
      });
      await page.getByTestId('richmenu-saved').waitFor();
      await page.getByText('複数ページ', { exact: true }).first().waitFor();

      const row = (await api(page, 'GET', 'api/richmenu/list')).body.items.find(
        (r: { name: string }) => r.name === 'E2E 複数ページ',
      );
      expect(row).toMatchObject({ is_lmp: true, page_count: 2, button_count: 3 });
      const stored = (await api(page, 'GET', `api/richmenu/data/${row.id}`)).body;
      expect(stored.lmpData.map((p: { data: { name: string } }) => p.data.name)).toEqual([
        'お知らせ',
        '予約',
      ]);
      expect(stored.lmpData.map((p: { height: number }) => p.height)).toEqual([843, 1686]);
      expect(stored.lmpData[0].areas.map((b: { label: string }) => b.label)).toEqual([
        'お知らせを見る',
        'アクセス',
      ]);
      expect(stored.lmpData[1].areas[0]).toMatchObject({ actype: 2 });
      expect(stored.lmpData[1].areas[0].action_id).toBeGreaterThan(0);
      expect(stored.options).toEqual([]);

      // Reopened: both pages, each with its buttons.
      await page.goto(appUrl(`line/richmenu/edit/${row.id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'リッチメニュー編集' }).waitFor();
      await expect.poll(() => tabs(page).allTextContents()).toEqual(['お知らせ', '予約']);
      await expect.poll(() => panels(page).count()).toBe(2);
      await tabs(page).nth(1).click();
      await expect.poll(() => panels(page).count()).toBe(1);
      await expect
        .poll(() => panel(page, 1).getByRole('combobox', { name: 'アクションの種類' }).inputValue())
        .toBe('2');
      // The LINE export: every page, its findings named by page (the template's buttons lie under the tabs).
      await page.getByRole('button', { name: '書き出す', exact: true }).click();
      await page.getByRole('link', { name: 'JSONファイルをダウンロード' }).waitFor();
      await page.getByText(/^お知らせ ボタン1: ボタンの領域がタブ/).waitFor();
      await screenshot(page, 'richmenu/lmp-reopened', { fullPage: true });
      // Opening pages is no edit: the back link leaves without the leave warning.
      await page.getByRole('link', { name: /リッチメニュー一覧へ/ }).click();
      await page.waitForURL(/\/line\/richmenu$/);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('passes axe, and fits a 390 px window with the tabs and their tools', async () => {
    const app = await openPage(browser(), 'line/richmenu/new?is_lmenuplus=1');
    const { page } = app;
    try {
      await page.getByRole('button', { name: 'ページを追加' }).click();
      await expect.poll(() => tabs(page).count()).toBe(2);
      await expectAccessible(page, 'page-richmenu-lmp-new');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('tablist', { name: 'ページ' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'richmenu/lmp-390');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const tools = page.getByRole('button', { name: 'このページを削除' });
      const box = await tools.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('merges a stale save with the other tab’s page, and restores a draft written on the second page', async () => {
    const tabA = await openPage(browser(), '/');
    const tabB = await openPage(browser(), '/');
    try {
      const rows = (await api(tabA.page, 'GET', 'api/richmenu/list')).body.items as {
        height: number;
        media_id: number | null;
        is_lmp: boolean;
      }[];
      const imageOf = (height: number) =>
        rows.find((r) => r.height === height && r.media_id && !r.is_lmp)?.media_id;
      const button = (label: string, height: number) => ({
        actype: 1,
        label,
        input_option: 'none',
        bounds: { x: 0, y: 300, width: 800, height: height - 300 },
      });
      const pageOf = (height: number, name: string) => ({
        media_id: imageOf(height),
        height,
        data: { name, chatBarText: name, selected: 1 },
        areas: [button(`${name}のボタン`, height)],
      });
      const created = await api(tabA.page, 'POST', 'line/richmenu/edit', {
        rmid: '',
        name: 'E2E 複数ページの競合',
        selected: 1,
        chat_bar_text: 'メニュー',
        groupId: 0,
        lmpMenuId: '',
        lmpData: [pageOf(843, '一'), pageOf(1686, '二')],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const rmid: number = created.body.rmid;
      for (const page of [tabA.page, tabB.page]) {
        await page.goto(appUrl(`line/richmenu/edit/${rmid}`), { waitUntil: 'networkidle' });
        await expect.poll(() => tabs(page).allTextContents()).toEqual(['一', '二']);
      }

      // Tab A changes the second page's button; tab B, still on revision 1, the title.
      await tabs(tabA.page).nth(1).click();
      await panel(tabA.page, 1)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('二のボタン(A)');
      await tabA.page.getByRole('button', { name: '保存', exact: true }).click();
      await tabA.page.waitForURL(/\/line\/richmenu\?successed=1/);
      await tabB.page.getByRole('textbox', { name: /^タイトル/ }).fill('E2E 複数ページの競合(B)');
      const conflict = tabB.page.waitForResponse((r) => r.url().includes('/line/richmenu/edit'));
      await tabB.page.getByRole('button', { name: '保存', exact: true }).click();
      expect((await conflict).status()).toBe(409);
      await tabB.page.waitForURL(/\/line\/richmenu\?successed=1/);
      const merged = (await api(tabB.page, 'GET', `api/richmenu/data/${rmid}`)).body;
      expect(merged.name).toBe('E2E 複数ページの競合(B)');
      expect(merged.lmpData.map((p: { areas: { label: string }[] }) => p.areas[0]?.label)).toEqual([
        '一のボタン',
        '二のボタン(A)',
      ]);

      // A draft written while the second page was open comes back whole, the first page open.
      const { page } = tabB;
      await page.goto(appUrl(`line/richmenu/edit/${rmid}`), { waitUntil: 'networkidle' });
      await tabs(page).nth(1).click();
      await panel(page, 1)
        .getByRole('textbox', { name: /^ユーザーメッセージ/ })
        .fill('下書きのボタン');
      await page.waitForTimeout(1200);
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload({ waitUntil: 'networkidle' });
      const offer = page.getByTestId('richmenu-draft');
      await offer.waitFor();
      await offer.getByRole('button', { name: '下書きを復元' }).click();
      await expect.poll(() => tabs(page).nth(0).getAttribute('aria-selected')).toBe('true');
      const label = () =>
        panel(page, 1)
          .getByRole('textbox', { name: /^ユーザーメッセージ/ })
          .inputValue();
      await expect.poll(label).toBe('一のボタン');
      await tabs(page).nth(1).click();
      await expect.poll(label).toBe('下書きのボタン');
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.waitForURL(/\/line\/richmenu\?successed=1/);
      const restored = (await api(page, 'GET', `api/richmenu/data/${rmid}`)).body;
      expect(restored.lmpData.map((p: { areas: { label: string }[] }) => p.areas[0]?.label)).toEqual([
        '一のボタン',
        '下書きのボタン',
      ]);
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });
});
