/**
 * Walk 2026-11-27 in Chromium against the real server. The answers page (/lvf/answers/{id}) in English: every word
 * of the page follows the switch (only 回答日時 did), times are written as the form list writes them
 * (27 Nov 2026, 11:49, not Nov 27, 2026, 11:49 AM), the answers stay as answered. The spreadsheet export page
 * (/googlesheet/lvf/settingExport/{id}) opened logged out goes to the login page and back, and an unknown form is
 * a page, not the API's JSON (docs/decisions/sheet-export-page.md). Screenshots: screenshots/form-answers-english/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, screenshot, useBrowser } from './browser.ts';
import { expectNoErrors } from './console.ts';

const url = (path: string) => new URL(path, baseUrl()).href;

/** The seeded survey's id and code, read through the console's API. */
async function survey(page: Page): Promise<{ id: number; code: string }> {
  const list = await page.request.get(url('api/form/list'));
  const id = ((await list.json()).items as { id: number; name: string }[]).find(
    (each) => each.name === '満足度アンケート',
  )?.id;
  if (!id) throw new Error('the seeded survey is missing');
  return { id, code: (await (await page.request.get(url(`api/v1/forms/${id}`))).json()).code };
}

/** A form-list time in English in Japan's zone: 27 Nov 2026, 11:49. */
const ENGLISH_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

describe('the answers page in English and the export page’s refusals (Chromium)', () => {
  const browser = useBrowser();

  it('speaks English on the answers page, writes times as the form list does, keeps the answers', async () => {
    const app = await openPage(browser(), 'lvf');
    try {
      const { page } = app;
      const { id, code } = await survey(page);
      const sent = await page.request.post(url(`f/${code}/answer`), {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { answers: { radio1: 2 } },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const answers = await (await page.request.get(url(`api/v1/forms/${id}/answers?per_page=1`))).json();

      await page.getByRole('button', { name: 'English' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      // The form list's 更新日時 in English: the format the answers page must share.
      const listed = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '満足度アンケート' }) });
      await expect
        .poll(async () =>
          (await listed.locator('td').allTextContents()).some((cell) => ENGLISH_TIME.test(cell)),
        )
        .toBe(true);

      await page.goto(url(`lvf/answers/${id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Form answers: 満足度アンケート' }).waitFor();
      expect(await page.getByText(new RegExp(`^${answers.total} answers? · Download CSV`)).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
        `/api/v1/forms/${id}/answers.csv`,
      );
      expect(await page.getByRole('link', { name: 'Answering page' }).getAttribute('href')).toBe(
        `/f/${code}`,
      );
      expect(await page.getByRole('link', { name: 'Open the preview' }).getAttribute('href')).toBe(
        `/f/${code}?mode=example`,
      );
      const pages = Math.ceil(answers.total / 50);
      const table = page.getByRole('table', { name: `Answers (newest first, page 1 of ${pages})` });
      await table.waitFor();
      expect(await table.getByRole('columnheader').first().textContent()).toBe('Answered at');
      const first = table.getByRole('rowheader').first();
      const expected = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Tokyo',
      }).format(new Date(answers.answers[0].created_at));
      expect(await first.textContent()).toBe(expected);
      expect(expected).toMatch(ENGLISH_TIME);
      // The item titles and the answers are the form's and the friend's words: Japanese, as written.
      expect(await table.getByRole('columnheader', { name: '当店のご利用は初めてですか' }).count()).toBe(1);
      // No word of the page itself left in Japanese: only the form's name, titles and answers are.
      const own = await page.locator('.app-form-answers').evaluate((root) => {
        const copy = root.cloneNode(true) as HTMLElement;
        for (const cell of copy.querySelectorAll('tbody td, thead th:not(:first-child)')) cell.remove();
        return copy.textContent ?? '';
      });
      expect(own.replace('満足度アンケート', '')).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      if (pages > 1) {
        const previous = page
          .getByRole('navigation', { name: 'Pages of answers' })
          .getByRole('button', { name: 'Previous' });
        expect(await previous.getAttribute('class')).toBe('app-button');
      }
      await screenshot(page, 'form-answers-english/answers-en-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'form-answers-english/answers-en-390');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('sends a logged-out browser from the export page to the login page and back; an unknown form is a page', async () => {
    const owner = await openPage(browser(), 'lvf');
    const { id } = await survey(owner.page);
    await owner.close();
    const app = await openPage(browser(), `googlesheet/lvf/settingExport/${id}`, { login: false });
    try {
      const { page } = app;
      const path = `/googlesheet/lvf/settingExport/${id}`;
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
      expect(await page.content()).not.toContain('"messages"');
      await page.getByLabel('ログインID').fill('owner');
      await page.getByLabel('パスワード').fill('demo-owner');
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL((at) => at.pathname === path);
      await page.getByRole('heading', { level: 1, name: 'スプレッドシート連携: 満足度アンケート' }).waitFor();

      const missing = await page.goto(url('googlesheet/lvf/settingExport/987654'));
      expect(missing?.status()).toBe(404);
      expect(await page.getByText('フォームが見つかりません').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'フォーム一覧へ' }).getAttribute('href')).toBe('/lvf');
      await screenshot(page, 'form-answers-english/export-not-found');
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
