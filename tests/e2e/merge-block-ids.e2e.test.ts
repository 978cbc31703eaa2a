/**
 * Two tabs on one form saved without block ids (as the demo seed stores its forms) against the real server: tab
 * A deletes an item and saves; tab B edits that item and saves from the old revision, is answered 409 and merges.
 * The merge must pair items by the ids both tabs loaded (tab A's save stores them), so the dialog asks about the
 * edited item only, names it by its place in tab B's list and shows it as its type and title, and the item after
 * it, which neither tab touched, is still there after the reload (it used to be deleted: tab A's save came back
 * without ids and the next item took the deleted one's place id). Screenshots: screenshots/conflict/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors } from './console.ts';

/** A text item as the seed and the builder store it (named, so no save numbers it). */
const item = (title: string, index: number) => ({
  swatch_id: 510,
  type: 'text',
  name: `text${index + 1}`,
  title,
  rules: [],
  assign_to: [],
  page: 1,
});

/** POST /lvf/edit/v2 as an integrator would: form-encoded, items without `_bid`. */
async function createForm(page: Page, name: string, titles: string[]): Promise<number> {
  const answer = await page.evaluate(
    async ({ url, fields }) => {
      const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
        body: new URLSearchParams({ _token: token, ...fields }),
      });
      return { status: response.status, body: await response.json() };
    },
    {
      url: appUrl('lvf/edit/v2'),
      fields: {
        formname: name,
        formid: '',
        formgroupid: '',
        generation: '2',
        title: '',
        description: '',
        pages: '[1]',
        items: JSON.stringify(titles.map(item)),
      },
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

const panel = (page: Page, title: string) =>
  page.locator('article.be-panel').filter({ has: page.locator('.be-panel__title', { hasText: title }) });
const titleBox = (page: Page, title: string) => panel(page, title).locator('textarea[id$="-title"]');
const save = (page: Page) => page.getByRole('button', { name: '保存', exact: true }).click();

describe('two tabs on one form saved without block ids (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('one deletes an item, the other edits it: the items neither touched stay, the dialog names the item', async () => {
    const tabA = await openPage(browser(), '/');
    const tabB = await openPage(browser(), '/');
    try {
      const titles = ['お名前', 'ご住所', 'ご意見', 'ご感想'];
      const id = await createForm(tabA.page, 'E2E 二つのタブ', titles);
      expect((await api(tabA.page, 'GET', `api/v1/forms/${id}`)).body.attr[0]).not.toHaveProperty('_bid');
      for (const { page } of [tabA, tabB]) {
        await page.goto(appUrl(`lvf/edit/${id}`), { waitUntil: 'networkidle' });
        await panel(page, 'ご感想').waitFor();
      }
      // Tab A deletes the second item (ご住所; the builder asks first, spec 002 §8) and saves.
      await panel(tabA.page, 'ご住所').getByRole('button', { name: /^削除/ }).first().click();
      await tabA.page.getByRole('alertdialog').getByRole('button', { name: '項目を削除' }).click();
      await expect.poll(() => panel(tabA.page, 'ご住所').count()).toBe(0);
      const savedA = tabA.page.waitForResponse((r) => r.url().endsWith('/lvf/edit/v2'));
      await save(tabA.page);
      expect((await savedA).status()).toBe(200);
      await tabA.page.getByText('保存しました').first().waitFor();

      // Tab B edits that same item and saves from the old revision.
      // A saved form opens with its items folded: 詳細 opens the item.
      await panel(tabB.page, 'ご住所').getByRole('button', { name: /^詳細/ }).click();
      await titleBox(tabB.page, 'ご住所').fill('ご住所(番地まで)');
      const conflict = tabB.page.waitForResponse((r) => r.url().endsWith('/lvf/edit/v2'));
      await save(tabB.page);
      expect((await conflict).status()).toBe(409);
      const dialog = tabB.page.getByRole('dialog', { name: '他の担当者も同じ項目を変更しました' });
      await dialog.waitFor();
      // One conflict, the item both changed: named by its place in tab B's list, shown as type and title.
      await expect(dialog.locator('fieldset').count()).resolves.toBe(1);
      const fieldset = dialog.getByRole('group', { name: '2番目の要素' });
      const text = (await fieldset.textContent()) ?? '';
      expect(text).toContain('ご住所(番地まで)');
      expect(text).toContain('(削除)');
      expect(text).not.toContain('_bid');
      expect(text).not.toContain('swatch_id');
      expect(text).not.toContain('ご意見');
      await screenshot(tabB.page, 'conflict/form-item-deleted-and-edited', { fullPage: false });
      await fieldset.getByRole('radio', { name: /あなたの値/ }).check();
      const merged = tabB.page.waitForResponse((r) => r.url().endsWith('/lvf/edit/v2'));
      await dialog.getByRole('button', { name: '選んだ値で保存' }).click();
      expect((await merged).status()).toBe(200);

      const stored = await api(tabB.page, 'GET', `api/v1/forms/${id}`);
      expect(stored.body.attr.map((i: { title: string }) => i.title)).toEqual([
        'お名前',
        'ご住所(番地まで)',
        'ご意見',
        'ご感想',
      ]);
      await tabB.page.reload({ waitUntil: 'networkidle' });
      await panel(tabB.page, 'ご意見').waitFor();
      await expect(tabB.page.locator('article.be-panel .be-panel__title').allTextContents()).resolves.toEqual(
        [
          expect.stringContaining('お名前'),
          expect.stringContaining('ご住所(番地まで)'),
          expect.stringContaining('ご意見'),
          expect.stringContaining('ご感想'),
        ],
      );
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });
});
