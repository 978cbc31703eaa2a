/**
 * Every page of the console (app/App.tsx's routes) and every registered plugin in the playground, through axe
 * (tests/e2e/a11y.ts): no serious or critical violation, and every shown button, field and select checked by the
 * name rules. Each page is also screenshotted whole as screenshots/pages/<page>.png (the a11y shots are the
 * viewport), the forms, rich-menu, friend-info-form and friends pages, any coming-soon area (app/areas.ts,
 * `ready: false`; none today) and the 404 page included.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { areas } from '../../app/areas.ts';
import { pluginId } from '../../app/playground/inspect.ts';
import { dictionaries } from '../../app/texts/all.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { expectAccessible, seriousViolations } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, createAction, escapeRegExp, expectNoErrors, panels } from './console.ts';

const minor: string[] = [];
const ja = dictionaries.ja;
const registry = createBuiltInRegistry();

/** A page of the console: where it is, its h1, and what shows once its data is in. */
interface ConsolePage {
  name: string;
  path: string;
  /** The h1: exact text, or a pattern for an editor's (its title and the document's ID). */
  heading: string | RegExp;
  ready?: (page: Page) => Promise<unknown>;
}

const firstPanel = (page: Page) => panels(page).first().waitFor();

/** An editor's h1: its title, then the opened document's ID. */
const editorHeading = (title: string, id: number) => new RegExp(`^${escapeRegExp(title)}\\s*ID:${id}$`);

/** The pages with their data; `aid` and `fid` are an action and a funnel made through the API. */
function consolePages(aid: number, fid: number): ConsolePage[] {
  const coming = areas
    .filter((area) => !area.ready)
    .map((area) => ({
      name: `coming-${area.id}`,
      path: area.path,
      heading: ja.comingTitle.replace('{area}', ja[area.title]),
    }));
  return [
    { name: 'home', path: '/', heading: ja.homeTitle },
    {
      name: 'actions',
      path: '/actions',
      heading: ja.actionsTitle,
      ready: (page) => page.getByRole('link', { name: 'ウェルカムアクション', exact: true }).waitFor(),
    },
    { name: 'action-new', path: '/actions/new', heading: ja.actionNewTitle },
    {
      name: 'action-edit',
      path: `/actions/${aid}`,
      heading: editorHeading(ja.actionEditTitle, aid),
      ready: firstPanel,
    },
    {
      name: 'funnels',
      path: '/funnels',
      heading: ja.funnelsTitle,
      ready: (page) => page.getByRole('link', { name: 'すべての友だち', exact: true }).waitFor(),
    },
    { name: 'funnel-new', path: '/funnels/new', heading: ja.funnelNewTitle, ready: firstPanel },
    {
      name: 'funnel-edit',
      path: `/funnels/${fid}`,
      heading: editorHeading(ja.funnelEditTitle, fid),
      ready: firstPanel,
    },
    { name: 'funnel-demo', path: '/widgets/funnel-editor', heading: ja.funnelDemoTitle, ready: firstPanel },
    { name: 'action-setting-demo', path: '/widgets/action-setting', heading: ja.actionSettingDemoTitle },
    {
      name: 'playground',
      path: '/playground',
      heading: ja.playgroundTitle,
      ready: (page) => page.locator('article.app-bench .be-panel').first().waitFor(),
    },
    {
      name: 'operators',
      path: '/operators',
      heading: ja.operatorsTitle,
      ready: (page) => page.getByTestId('operators-table').waitFor(),
    },
    {
      name: 'roles',
      path: '/operators/roles',
      heading: ja.rolesTitle,
      ready: (page) => page.getByTestId('role-new').waitFor(),
    },
    {
      name: 'forms',
      path: '/lvf',
      heading: ja.formsTitle,
      ready: (page) => page.getByRole('link', { name: '満足度アンケート', exact: true }).waitFor(),
    },
    {
      name: 'form-new',
      path: '/lvf/edit/new',
      heading: ja.formNewTitle,
      ready: (page) => page.getByRole('region', { name: 'セクション 1' }).waitFor(),
    },
    {
      name: 'richmenus',
      path: '/line/richmenu',
      heading: 'リッチメニュー',
      ready: (page) => page.getByRole('link', { name: 'メインメニュー', exact: true }).waitFor(),
    },
    {
      name: 'richmenu-new',
      path: '/line/richmenu/new',
      heading: 'リッチメニュー登録',
      ready: (page) => page.getByText('画像を選択', { exact: true }).waitFor(),
    },
    { name: 'infoforms', path: '/infoforms', heading: '友だち情報フォーム' },
    { name: 'infoform-new', path: '/infoforms/new', heading: '友だち情報フォームの作成' },
    {
      name: 'friends',
      path: '/friends',
      heading: '友だち',
      ready: (page) => page.locator('tbody tr').first().waitFor(),
    },
    ...coming,
    { name: 'not-found', path: '/no-such-page', heading: ja.notFoundTitle },
  ];
}

describe('accessibility and screenshots of every page (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  afterAll(() => {
    if (minor.length > 0)
      console.info(`axe: moderate and minor findings (not failing):\n${minor.join('\n')}`);
  });

  it('every page, an existing action and funnel, the coming-soon areas and the 404 page', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const aid = await createAction(page, {
        a_name: 'E2E 全ページ',
        inputs: [{ type: 1, text: '全ページの確認', delay_type: 0 }],
      });
      const funnel = await api(page, 'POST', 'api/funnel/register', {
        fid: 0,
        name: 'E2E 全ページの絞り込み',
        is_template: 1,
        group_id: null,
        with_blocked: 0,
        user_rate_type: 0,
        sort_type: 1,
        take_num: 50,
        inputs: [{ type: 11, names: '山田' }],
      });
      expect(funnel.status, JSON.stringify(funnel.body)).toBe(200);
      const pages = consolePages(aid, funnel.body.fid);
      // Every area is built now (app/areas.ts): the coming-soon page shows only for an area flagged not ready.
      expect(pages.filter((entry) => entry.name.startsWith('coming-')).length).toBe(
        areas.filter((area) => !area.ready).length,
      );
      for (const entry of pages) {
        await page.goto(appUrl(entry.path), { waitUntil: 'networkidle' });
        const name = typeof entry.heading === 'string' ? entry.heading : undefined;
        await page.getByRole('heading', { level: 1, name: name ?? entry.heading, exact: !!name }).waitFor();
        await entry.ready?.(page);
        await screenshot(page, `pages/${entry.name}`);
        await expectAccessible(page, `page-${entry.name}`, minor);
      }
      expectNoErrors(app);
    } finally {
      await app.close();
    }
    // The login page as one meets it, logged out: with a live session it goes on to the console.
    const loggedOut = await openPage(browser(), 'login', { login: false });
    try {
      await loggedOut.page.getByRole('heading', { level: 1, name: ja.loginTitle, exact: true }).waitFor();
      await screenshot(loggedOut.page, 'pages/login');
      await expectAccessible(loggedOut.page, 'page-login', minor);
      expectNoErrors(loggedOut, [/status of 401 .*\/api\/session/]);
    } finally {
      await loggedOut.close();
    }
  });

  // One test per kind: the playground's list comes from the same registry, so a new plugin is visited here too.
  for (const kind of registry.kinds()) {
    it(`the playground with every ${kind} plugin`, { timeout: 300_000 }, async () => {
      const plugins = registry.plugins(kind);
      expect(plugins.length).toBeGreaterThan(0);
      const app = await openPage(browser(), `playground?kind=${kind}`);
      const { page } = app;
      try {
        const listed = await page
          .locator('nav a[data-plugin]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('data-plugin')));
        expect(listed).toEqual(plugins.map(pluginId));
        // Every plugin is visited before the verdict, so a failure lists all the plugins that fail.
        const serious: Record<string, string[]> = {};
        for (const plugin of plugins) {
          const id = pluginId(plugin);
          await page.locator(`nav a[data-plugin="${id}"]`).click();
          const bench = page.locator(`article.app-bench[data-plugin="${id}"]`);
          await bench.locator('.be-panel').first().waitFor();
          // Settled: no field still drawing 読み込み中... in place of its widget (it swaps in when its chunk
          // arrives, and axe must not run across the swap).
          await page.waitForFunction(() => document.querySelector('.be-widget-loading') === null);
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const name = `playground-${kind}-${plugin.type}`;
          const found: string[] = [];
          const violations = await seriousViolations(page, found);
          minor.push(...found.map((line) => `${name}: ${line}`));
          if (violations.length > 0) serious[id] = violations;
          // The link clicked may be far down the list: the shot shows the workbench, at the top.
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `a11y/${name}`, { fullPage: false });
        }
        expect(serious, `axe on the playground's ${kind} plugins`).toEqual({});
        expectNoErrors(app);
      } finally {
        await app.close();
      }
    });
  }
});
