/**
 * The funnel editor's live count (issue 19 point 4) in Chromium against the real server and the demo friends:
 * a saved funnel shows the server's count of its matches, a changed display option updates it once the edit
 * pauses (the count for the edited funnel, as POST /api/funnel/count answers it), and 該当する友だちを見る opens
 * the friends list narrowed to the saved funnel, which lists its first page of matches.
 */
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, expectNoErrors } from './console.ts';

interface Funnel {
  fid: number;
  inputs: unknown[];
  with_blocked: number;
  user_rate_type: number;
  take_num: number;
}

describe('funnel live count (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('counts a saved funnel, follows an edit, and lists the matching friends', async () => {
    const app = await openPage(browser(), 'funnels');
    const { page } = app;
    try {
      const list = await api<{ items: { fid: number; name: string }[] }>(page, 'GET', 'api/funnel/list');
      const blocked = list.body.items.find((item) => item.name === 'ブロックした友だち');
      if (!blocked) throw new Error('the demo funnel ブロックした友だち is missing');
      const saved = (await api<Funnel>(page, 'GET', `api/funnel/data/${blocked.fid}`)).body;
      const expected = (await api<{ count: number }>(page, 'GET', `api/funnel/${blocked.fid}/count`)).body
        .count;
      expect(expected).toBeGreaterThan(0);

      await page.goto(page.url().replace(/funnels.*$/, `funnels/${blocked.fid}`), {
        waitUntil: 'networkidle',
      });
      const count = page.getByTestId('funnel-count');
      await expect
        .poll(() => count.locator('[data-count]').getAttribute('data-count'))
        .toBe(String(expected));
      await screenshot(page, 'funnels/live-count', { fullPage: false });

      // An edit of a display option: the count follows once the edit pauses.
      const edited = { inputs: saved.inputs, with_blocked: 1, user_rate_type: 1 };
      const after = (await api<{ count: number }>(page, 'POST', 'api/funnel/count', edited)).body.count;
      expect(after).not.toBe(expected);
      await page.locator('.app-funnel-fields select[name="with_blocked"]').selectOption('1');
      await page.locator('.app-funnel-fields select[name="user_rate_type"]').selectOption('1');
      await expect.poll(() => count.locator('[data-count]').getAttribute('data-count')).toBe(String(after));
      // Unsaved, the matches cannot be listed yet.
      await count.getByText('保存すると、該当する友だちを一覧で見られます').waitFor();
      await page.locator('.app-funnel-fields select[name="with_blocked"]').selectOption('2');
      await page.locator('.app-funnel-fields select[name="user_rate_type"]').selectOption('3');
      await expect
        .poll(() => count.locator('[data-count]').getAttribute('data-count'))
        .toBe(String(expected));

      // The CSV of the matches downloads: a header and one row a match.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        count.getByRole('link', { name: 'CSVで書き出す' }).click(),
      ]);
      const csv = await (await import('node:fs/promises')).readFile((await download.path()) ?? '', 'utf8');
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(expected + 1);

      await count.getByRole('link', { name: '該当する友だちを見る' }).click();
      await page.getByTestId('friends-funnel').waitFor();
      expect(page.url()).toContain(`funnel_id=${blocked.fid}`);
      // The banner names the funnel once the funnels' names have loaded.
      await expect
        .poll(() => page.getByTestId('friends-funnel').textContent())
        .toContain(`「${blocked.name}」(ID:${blocked.fid})`);
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(Math.min(expected, saved.take_num));
      // The funnel shows only blocked friends: every row says so.
      const texts = await rows.allTextContents();
      expect(texts.every((text) => text.includes('ブロック'))).toBe(true);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
