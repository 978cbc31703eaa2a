import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { expectNoErrors } from './console.ts';

// The cheapest proof that the build boots in a real browser; page-specific suites build on the same helpers.
describe('smoke: the built console', () => {
  const browser = useBrowser();

  it('serves a page with a <title> and no page or console errors', async () => {
    const app = await openPage(browser(), '/');
    try {
      // The home page rendered (its lazy chunk loaded) before the errors are counted.
      await app.page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
      await screenshot(app.page, 'smoke');
      expect(await app.page.locator('head > title').count()).toBe(1);
      expect((await app.page.title()).trim()).not.toBe('');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
