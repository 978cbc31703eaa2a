/**
 * The friend-info field page /line/var/edit/{id} (spec 002 §2) and its choice editor, walked as an operator
 * walks it, in Chromium against the built console and the real server: a refused save keeps the keyboard in the
 * dialog (Escape still closes it), and an operator without var-write is not offered 選択肢を編集, which POST
 * /api/var/choice would refuse; of two tabs editing one field's choices, the later save reloads (a 409) instead of
 * removing the choice the earlier one added. Screenshots: screenshots/var-edit/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors } from './console.ts';

/** The id of the seeded choice field 好きな色. */
async function colourFieldId(page: Page): Promise<number> {
  const varia = await api(page, 'GET', 'api/v_resource/varia');
  const field = (varia.body.items as { id: number; name: string }[]).find((item) => item.name === '好きな色');
  if (!field) throw new Error('the seed has no 好きな色 field');
  return field.id;
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

describe('the friend-info field page (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('keeps the focus in the choice editor when the server refuses the save; Escape still closes it', async () => {
    const app = await openPage(browser(), '/', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const id = await colourFieldId(page);
      await page.route('**/api/var/choice', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 422,
              contentType: 'application/json',
              body: JSON.stringify({ messages: ['選択肢は200文字以内で入力してください'], errors: {} }),
            })
          : route.fallback(),
      );
      await page.goto(appUrl(`line/var/edit/${id}`), { waitUntil: 'networkidle' });
      const open = page.getByRole('button', { name: '選択肢を編集' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '友だち情報の選択肢編集' });
      await dialog.getByRole('textbox').first().waitFor();
      const save = dialog.getByRole('button', { name: '保存' });
      await save.focus();
      await page.keyboard.press('Enter');
      await dialog.getByText('保存に失敗しました').waitFor();
      await expect.poll(() => focusedTag(page)).not.toBe('BODY');
      expect(await save.evaluate((button) => button === document.activeElement)).toBe(true);
      await screenshot(page, 'var-edit/choice-refused-390', { fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => open.evaluate((button) => button === document.activeElement)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('offers 選択肢を編集 to an operator with var-write only', async () => {
    const app = await openPage(browser(), '/', { login: 'staff' });
    const { page } = app;
    try {
      const id = await colourFieldId(page);
      await page.goto(appUrl(`line/var/edit/${id}`), { waitUntil: 'networkidle' });
      await page.getByText('好きな色', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: '選択肢を編集' }).count()).toBe(0);
      await screenshot(page, 'var-edit/staff', { fullPage: false });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('two tabs editing one field’s choices: the second save reloads instead of removing the first one’s choice', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    const other = await page.context().newPage();
    try {
      const id = await colourFieldId(page);
      const before = (await api(page, 'GET', `api/var/choice/${id}`)).body.choices as { value: string }[];
      const openEditor = async (tab: Page) => {
        await tab.goto(appUrl(`line/var/edit/${id}`), { waitUntil: 'networkidle' });
        await tab.getByRole('button', { name: '選択肢を編集' }).click();
        const dialog = tab.getByRole('dialog', { name: '友だち情報の選択肢編集' });
        await dialog.getByRole('textbox').first().waitFor();
        return dialog;
      };
      const first = await openEditor(page);
      const second = await openEditor(other);
      const add = async (dialog: typeof first, tab: Page, value: string) => {
        await dialog.getByRole('button', { name: '選択肢を追加' }).click();
        await tab.keyboard.type(value);
        await dialog.getByRole('button', { name: '保存' }).click();
      };
      await add(first, page, 'E2E 黄');
      await first.waitFor({ state: 'detached' });
      const reloaded = other.waitForEvent('load');
      await add(second, other, 'E2E 紫');
      await reloaded;
      const after = (await api(page, 'GET', `api/var/choice/${id}`)).body.choices as { value: string }[];
      expect(after.map((choice) => choice.value)).toEqual([
        ...before.map((choice) => choice.value),
        'E2E 黄',
      ]);
      await other.getByRole('button', { name: '選択肢を編集' }).waitFor();
    } finally {
      await other.close();
      await app.close();
    }
  });
});
