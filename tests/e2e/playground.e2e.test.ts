/**
 * The plugin playground in the production build (precompiled validators, strict CSP): every effect type shows
 * its facts, live editor and panels; typing updates the summary and the live data; a required field emptied and
 * left shows the Japanese message; item names that look like markup stay text; the page logs no error at all
 * (a CSP violation such as a blocked `unsafe-eval` is a console error).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../app/areas.ts';
import { dictionaries } from '../../app/texts/all.ts';
import { launchBrowser, type OpenedPage, openPage, screenshot } from './browser.ts';
import { clearComposer } from './console.ts';

const EFFECTS = [
  { type: 1, key: 'text', label: 'テキスト送信', shot: 'playground-text' },
  { type: 13, key: 'tag', label: 'タグ操作', shot: 'playground-tag' },
  { type: 6, key: 'var', label: '友だち情報操作', shot: 'playground-var' },
  { type: 5, key: 'scenario', label: 'シナリオ操作', shot: 'playground-scenario' },
] as const;

const MARKUP_NAME = '<img src=x onerror=alert(1)>';

/** The workbench of the chosen plugin (an <article> named by the plugin's label). */
const bench = (page: Page, type: number): Locator =>
  page.locator(`article.app-bench[data-plugin="effect:${type}"]`);

/** A panel of the workbench by its heading. */
const panel = (scope: Locator, title: string): Locator =>
  scope.locator('section.app-panel').filter({ has: scope.page().getByRole('heading', { name: title }) });

async function choose(page: Page, type: number): Promise<Locator> {
  await page.locator(`nav a[data-plugin="effect:${type}"]`).click();
  const article = bench(page, type);
  await article.waitFor({ state: 'visible' });
  return article;
}

function expectNoErrors(app: OpenedPage): void {
  expect(app.pageErrors).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
}

describe('plugin playground (built console, Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('ships a strict Content-Security-Policy without unsafe-eval, and the home page lists the areas', async () => {
    const app = await openPage(browser!, '/');
    try {
      const { page } = app;
      const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
      // The first Tab reaches the skip link, which moves focus to the main content.
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('本文へスキップ');
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
      // The area cards (the header's menu and the developer cards link some areas too: look in the 機能 list).
      const cards = page.getByRole('region', { name: '機能' });
      for (const area of ['アクション', '絞り込み(ファネル)', 'フォーム', 'リッチメニュー', '友だち']) {
        await expect(
          cards.getByRole('link', { name: new RegExp(`^${escapeRegExp(area)}`) }).count(),
        ).resolves.toBe(1);
      }
      // Areas that shipped lose their 準備中 badge (app/areas.ts says which).
      const coming = areas.filter((area) => !area.ready);
      await expect(cards.getByText('準備中').count()).resolves.toBe(coming.length);
      await screenshot(page, 'home');

      // A coming area is a page of its own, not a 404; an unknown path is a 404 page.
      if (coming.length > 0) {
        const title = dictionaries.ja[coming[0].title];
        await cards.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}`) }).click();
        await page.getByRole('heading', { level: 1, name: `${title}(準備中)` }).waitFor();
      }
      await page.goto(new URL('no-such-page', page.url()).href, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }).waitFor();
      expectNoErrors(app);

      // The policy is in force: code from strings is refused (so the console provably runs without it).
      // Checked last: the refusal itself is reported on the console. (page.evaluate is exempt from the page's
      // CSP, so the string is handed to a timer, which runs as the page.)
      const verdict = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'securitypolicyviolation',
              (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`),
              { once: true },
            );
            window.setTimeout('document.body.dataset.evalRan = "yes"', 0);
            window.setTimeout(() => resolve(document.body.dataset.evalRan ? 'eval ran' : 'nothing'), 1000);
          }),
      );
      expect(verdict).toBe('script-src eval');
    } finally {
      await app.close();
    }
  });

  it('shows each effect type with its facts, editor, summaries, issues, live data and invalid examples', async () => {
    const app = await openPage(browser!, '/playground');
    try {
      const { page } = app;
      await page.getByRole('heading', { level: 1, name: 'プラグイン プレイグラウンド' }).waitFor();
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await expect(page.getByRole('main').count()).resolves.toBe(1);
      await expect(page.getByRole('navigation', { name: 'メインメニュー' }).count()).resolves.toBe(1);

      for (const effect of EFFECTS) {
        const article = await choose(page, effect.type);
        await expect(article.getByRole('heading', { level: 2 }).innerText()).resolves.toBe(effect.label);
        const facts = await article.locator('dl.app-facts').innerText();
        expect(facts).toContain(effect.key);
        expect(facts).toContain(String(effect.type));
        for (const title of ['サマリー', '現在の検証結果', 'ライブデータ(保存される内容)', '不正な例']) {
          expect(await panel(article, title).isVisible(), `${effect.key}: panel ${title}`).toBe(true);
        }
        // The editor is live over the examples: at least one panel, and a non-empty summary for it.
        const panels = article.locator('.be-panel');
        expect(await panels.count()).toBeGreaterThan(0);
        const firstSummary = (await panel(article, 'サマリー').locator('li').first().innerText()).trim();
        expect(firstSummary).not.toBe('');
        // Invalid examples are marked, and every built-in one behaves as declared.
        const invalid = article.locator('.app-invalid-item');
        expect(await invalid.count()).toBeGreaterThan(0);
        expect(
          await article.locator('.app-invalid-item--ng').count(),
          `${effect.key}: invalid examples`,
        ).toBe(0);
        await expect(article.locator('.app-invalid-item .app-mark').first().innerText()).resolves.toBe('✓');
        await screenshot(page, effect.shot);
      }
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('updates the summary and the live data as the text is typed, and shows the Japanese error on blur', async () => {
    const app = await openPage(browser!, '/playground?plugin=effect:1');
    try {
      const { page } = app;
      const article = bench(page, 1);
      await article.waitFor({ state: 'visible' });
      const firstBlock = article.locator('.be-panel').first();
      const text = firstBlock.getByLabel('メッセージ本文');
      const liveData = article.getByTestId('live-data');
      const summaries = panel(article, 'サマリー');

      await text.fill('春のセールのお知らせです');
      await expect.poll(() => liveData.innerText()).toContain('"text": "春のセールのお知らせです"');
      // Summaries cut long text (10 display columns: five full-width characters).
      await expect.poll(() => summaries.locator('li').first().innerText()).toContain('春のセール…');
      await expect.poll(() => firstBlock.locator('.be-panel__summary').innerText()).toContain('春のセール');

      // Emptied by keyboard (clearComposer says why not fill('')), and left: the required message shows.
      await clearComposer(text);
      await expect.poll(() => liveData.innerText()).toContain('"text": ""');
      await text.blur();
      const error = firstBlock.getByText('メッセージ本文を入力してください');
      await error.waitFor({ state: 'visible' });
      await expect(text.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect.poll(() => panel(article, '現在の検証結果').innerText()).toContain('/0/text');
      await screenshot(page, 'playground-text-error');

      // Reset restores the examples; validate all reports in the status line.
      await article.getByRole('button', { name: '例に戻す' }).click();
      await expect.poll(() => liveData.innerText()).toContain('ご登録ありがとうございます');
      await article.getByRole('button', { name: 'すべて検証' }).click();
      await expect.poll(() => article.locator('.app-status').innerText()).toContain('すべて検証しました');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('shows an item name that looks like markup as text, never as an element', async () => {
    const app = await openPage(browser!, '/playground?plugin=effect:13');
    try {
      const { page } = app;
      const article = bench(page, 13);
      await article.waitFor({ state: 'visible' });
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      // The first example selects tags 1 and 2; add tag 4, whose name is markup, by its id.
      const firstBlock = article.locator('.be-panel').first();
      const tags = firstBlock.getByRole('spinbutton', { name: 'タグ', exact: true });
      await tags.fill('4');
      await tags.press('Enter');
      await firstBlock.getByText(MARKUP_NAME, { exact: true }).waitFor({ state: 'visible' });
      // The demo items panel lists it as text as well.
      await expect(
        panel(article, 'デモの項目(ID で指定できます)').getByText(MARKUP_NAME).count(),
      ).resolves.toBe(1);
      await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
      await expect
        .poll(() => article.getByTestId('live-data').innerText())
        .toMatch(/"tag_ids": \[\s*1,\s*2,\s*4\s*\]/);
      await screenshot(page, 'playground-tag-markup');
      expect(dialogs).toBe(0);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('switches the shell to English and stays usable at 768 px', async () => {
    const app = await openPage(browser!, '/playground?plugin=effect:6');
    try {
      const { page } = app;
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Plugin playground' }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      // Nothing is wider than the viewport (no horizontal scrolling at the spec's mobile breakpoint).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'playground-768-en');
      await page.getByRole('button', { name: '日本語' }).click();
      await page.getByRole('heading', { level: 1, name: 'プラグイン プレイグラウンド' }).waitFor();
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
