/**
 * The forms area shows every time in the account's zone, Japan's (docs/decisions/forms-walk-fixes.md), even in a
 * browser elsewhere: the console opened in New York shows the form list's 更新日時 and the answers page's 回答日時
 * in Japan's time, and the CSV writes Japan's time under 回答日時(日本時間). Walk 2026-11-26: the list followed the
 * browser's zone and the CSV wrote UTC.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser } from './browser.ts';

/** A time as the console shows it (ja-JP, medium date, short time) in a zone. */
const shownIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

describe('times in the forms area (Chromium in America/New_York)', () => {
  const browser = useBrowser();

  it('the form list, the answers page and the CSV give Japan’s time', async () => {
    const app = await openPage(browser(), 'lvf', { timezoneId: 'America/New_York' });
    try {
      const { page } = app;
      const url = (path: string) => new URL(path, baseUrl()).href;
      // The browser is in New York indeed.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      );
      const forms = (await (await page.request.get(url('api/form/list'))).json()).items as {
        id: number;
        name: string;
        updated_at: string;
      }[];
      const form = forms.find((each) => each.name === '満足度アンケート');
      if (!form) throw new Error('the seeded survey is missing');
      const japan = shownIn(form.updated_at, 'Asia/Tokyo');
      // The two zones differ by 13 or 14 hours: the same moment never reads the same in both.
      expect(japan).not.toBe(shownIn(form.updated_at, 'America/New_York'));
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: form.name }) });
      await expect.poll(() => row.locator('td').allTextContents()).toContain(japan);

      // An answer, then its time on the answers page and in the CSV.
      const code = (await (await page.request.get(url(`api/v1/forms/${form.id}`))).json()).code as string;
      const sent = await page.request.post(url(`f/${code}/answer`), {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { answers: { radio1: 2 } },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const answers = (
        await (await page.request.get(url(`api/v1/forms/${form.id}/answers?per_page=1`))).json()
      ).answers as { id: number; created_at: string }[];
      const latest = answers[0];
      await page.goto(url(`lvf/answers/${form.id}`), { waitUntil: 'networkidle' });
      const first = page.getByRole('table').getByRole('rowheader').first();
      await expect.poll(() => first.textContent()).toBe(shownIn(latest.created_at, 'Asia/Tokyo'));

      const csv = await (await page.request.get(url(`api/v1/forms/${form.id}/answers.csv`))).text();
      const lines = csv.split('\r\n');
      expect(lines[0].split(',')[1]).toBe('"回答日時(日本時間)"');
      const line = lines.find((each) => each.startsWith(`"${latest.id}",`));
      const seconds = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Tokyo',
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(new Date(latest.created_at));
      expect(line?.split(',')[1]).toBe(`"${seconds.replaceAll('-', '/')}"`);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
