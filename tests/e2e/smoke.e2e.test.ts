import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';

// The cheapest proof that the build boots in a real browser; page-specific suites build on the same helpers.
describe('smoke: the built console', () => {
  const browser = useBrowser();

  it('serves a page with a <title> and no page errors', async () => {
    const app = await openPage(browser(), '/');
    try {
      await screenshot(app.page, 'smoke');
      expect(await app.page.locator('head > title').count()).toBe(1);
      expect((await app.page.title()).trim()).not.toBe('');
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
