/**
 * The XSS sweep against the real server: folders, tags, a friend-info field, an action and a funnel whose
 * names and texts are markup (created through the API with the page's CSRF token), then every page that shows
 * them: the action list, the action editor (summaries, tag chips, description), the item pickers with their
 * folders and suggestions, the condition slide-in (title, its funnel's summaries, the funnel picker), the funnel
 * list and editor, the playground, the restore banner after a 409 and the edit it restores, and the action's
 * delete confirmation 「…」を削除しますか？ and its 「…」を削除しました notice. On each: the markup is visible as
 * text, no `img[src="x"]` exists, no script ran (`window.__xss`), no dialog opened, no page error.
 *
 * The page's Content-Security-Policy would block an injected handler or script even if the markup were parsed,
 * so `window.__xss` alone could never fail: every page also listens for `securitypolicyviolation` (reported
 * through a binding, across navigations), and a blocked injection fails the sweep as a violation.
 *
 * The integrator docs (docs/reference) are not swept: they are generated from the plugins' schemas and
 * messages (`npm run docs`), never from an operator's names or texts, and the console server does not serve
 * them. Screenshots: screenshots/xss/*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenedPage, openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, createAction, escapeRegExp, expectNoErrors, panels, saveAction } from './console.ts';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '"><script>window.__xss=1</script>';

/** Answers the created thing's id, failing with the server's answer otherwise. */
async function created(page: Page, path: string, json: unknown): Promise<number> {
  const answer = await api(page, 'POST', path, json);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.id;
}

/** Every Content-Security-Policy violation of the pages watched, as `directive blocked-uri sample`. */
const violations: string[] = [];

/**
 * Reports the page's CSP violations into `violations`, in this document and every later one: the binding and
 * the init script are the browser's (DevTools protocol), outside the page's policy.
 */
async function watchPolicy(page: Page): Promise<void> {
  await page.exposeFunction('__cspViolation', (line: string) => violations.push(line));
  const listen = () =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation(line: string): void }).__cspViolation(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      ),
    );
  await page.addInitScript(listen);
  await page.evaluate(listen);
}

/** Nothing the markup asked for happened, and `fragment` is visible text in `scope` (default: the page). */
async function expectInert(page: Page, name: string, fragment: string, scope: Page | Locator = page) {
  await expect
    .poll(() => scope.getByText(fragment).first().isVisible(), { message: `${name}: ${fragment} as text` })
    .toBe(true);
  // Violations are reported asynchronously: a round trip to the page lets any pending report arrive first.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(violations, `${name}: Content-Security-Policy violations`).toEqual([]);
  await expect(page.evaluate(() => (window as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
  await expect(page.locator('img[src="x"]').count()).resolves.toBe(0);
  const scripts = await page.locator('script').evaluateAll((all) => all.map((script) => script.textContent));
  expect(scripts.filter((text) => text?.includes('__xss'))).toEqual([]);
  await screenshot(page, `xss/${name}`, { fullPage: false });
}

describe('markup in names and texts stays text (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('shows every markup name and text as text on every page that shows it', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    const dialogs: string[] = [];
    const other: OpenedPage[] = [];
    const watchDialogs = (target: Page) =>
      target.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    watchDialogs(page);
    try {
      await watchPolicy(page);
      const tagFolder = await created(page, 'api/folders/tag', { name: IMG });
      const actionFolder = await created(page, 'api/folders/action', { name: SCRIPT });
      const funnelFolder = await created(page, 'api/folders/funnel', { name: IMG });
      const imgTag = await created(page, 'api/tag/new', { name: IMG, group_id: tagFolder });
      const scriptTag = await created(page, 'api/tag/new', { name: SCRIPT, group_id: '' });
      const field = await created(page, 'line/var/new', { name: SCRIPT, group_id: '', type: 0 });
      const funnel = await api(page, 'POST', 'api/funnel/register', {
        fid: 0,
        name: SCRIPT,
        is_template: 1,
        group_id: funnelFolder,
        with_blocked: 0,
        user_rate_type: 0,
        sort_type: 1,
        take_num: 50,
        inputs: [
          { type: 60, use_group: 0, tag_ids: [imgTag], tag_or: 0 },
          { type: 11, names: IMG },
        ],
      });
      expect(funnel.status, JSON.stringify(funnel.body)).toBe(200);
      const fid: number = funnel.body.fid;
      const aid = await createAction(page, {
        a_name: IMG,
        group_id: actionFolder,
        inputs: [
          { type: 1, text: IMG + SCRIPT, delay_type: 0, member_query_id: fid },
          { type: 13, remove: 0, use_group: 0, tag_ids: [imgTag, scriptTag] },
          { type: 6, var_id: field, var_type: 'string', operand: 1, valuetype: 1, fix_value: SCRIPT },
        ],
      });

      // The action list: the folder and the action's name.
      await page.goto(appUrl('actions'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(SCRIPT)}`) }).click();
      await page.getByRole('link', { name: IMG, exact: true }).waitFor();
      await expectInert(page, 'action-list', IMG);

      // The editor: the name, the text's summary and value, the tag chips, the field's summary, the description.
      await page.getByRole('link', { name: IMG, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'アクション編集' }).waitFor();
      await expect(page.getByRole('textbox', { name: /アクション名/ }).inputValue()).resolves.toBe(IMG);
      await expect(page.getByRole('textbox', { name: 'メッセージ本文' }).textContent()).resolves.toBe(
        IMG + SCRIPT,
      );
      await expect(panels(page).nth(0).locator('.be-panel__summary').innerText()).resolves.toMatch(
        /^<img src=/,
      );
      await panels(page).nth(1).getByText(IMG, { exact: true }).first().waitFor();
      await panels(page).nth(1).getByText(SCRIPT, { exact: true }).first().waitFor();
      await expect(panels(page).nth(2).locator('.be-panel__summary').innerText()).resolves.toContain(
        '"><scr',
      );
      await page.getByRole('region', { name: '説明' }).getByText('<img src=').waitFor();
      await expectInert(page, 'action-editor', '<img src=');

      // The tag picker: its folder, both tags, and the suggestions of a search.
      await panels(page).nth(1).getByRole('button', { name: 'タグを追加' }).click();
      const tags = page.getByRole('dialog', { name: 'タグを選択' });
      await tags
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(IMG)}`) })
        .first()
        .waitFor();
      await tags
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(SCRIPT)}`) })
        .first()
        .waitFor();
      await expectInert(page, 'tag-picker', SCRIPT, tags);
      await tags.getByRole('searchbox', { name: 'キーワードで検索' }).fill('xss');
      await tags
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(IMG)}`) })
        .first()
        .waitFor();
      await expectInert(page, 'tag-picker-search', IMG, tags);
      await tags.getByRole('button', { name: 'キャンセル' }).click();

      // The friend-info picker lists the field.
      await panels(page).nth(2).getByRole('button', { name: '友だち情報を選択' }).click();
      const fields = page.getByRole('dialog', { name: '友だち情報を選択' });
      await fields.getByRole('searchbox', { name: 'キーワードで検索' }).fill('script');
      await fields
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(SCRIPT)}`) })
        .first()
        .waitFor();
      await expectInert(page, 'var-picker', SCRIPT, fields);
      await page.keyboard.press('Escape');
      await fields.waitFor({ state: 'detached' });

      // The condition slide-in: the effect's summary in its title, its funnel's conditions, the funnel picker.
      await page.getByRole('button', { name: '条件 ON(1. テキスト送信)' }).click();
      const shell = page.getByRole('dialog', { name: /条件設定: 1\. テキスト送信/ });
      await shell.locator('.app-condition__summary').getByText('<img src=').waitFor();
      await expect(shell.getByRole('textbox', { name: /名前/ }).inputValue()).resolves.toBe(IMG);
      await expectInert(page, 'condition', '<img src=', shell);
      await shell.getByRole('button', { name: '絞り込み条件を選択' }).click();
      const funnels = page.getByRole('dialog', { name: '絞り込み条件を選択' });
      await funnels
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(SCRIPT)}`) })
        .first()
        .waitFor();
      await expectInert(page, 'condition-funnel-picker', SCRIPT, funnels);

      // The funnel list (its folder) and the funnel editor (its name, the tag summary, the name condition).
      await page.goto(appUrl('funnels'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(IMG)}`) }).click();
      await page.getByRole('link', { name: SCRIPT, exact: true }).waitFor();
      await expectInert(page, 'funnel-list', SCRIPT);
      await page.getByRole('link', { name: SCRIPT, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: '絞り込み条件の編集' }).waitFor();
      await expect(page.locator('.app-funnel-fields #doc-envelope-name').inputValue()).resolves.toBe(SCRIPT);
      await expect(panels(page).nth(0).locator('.be-panel__summary').innerText()).resolves.toContain('<img');
      await expectInert(page, 'funnel-editor', '<img', panels(page).nth(0));

      // The playground (demo data, not the server's): typed markup in the summary and the live data.
      await page.goto(appUrl('playground?plugin=effect:1'), { waitUntil: 'networkidle' });
      const bench = page.locator('article.app-bench[data-plugin="effect:1"]');
      await bench
        .locator('.be-panel')
        .first()
        .getByLabel('メッセージ本文')
        .fill(SCRIPT + IMG);
      await expect.poll(() => bench.getByTestId('live-data').innerText()).toContain('<script>window.__xss=1');
      await expectInert(page, 'playground', '"><scri', bench);

      // A 409: a second tab changes the same text the first tab already replaced with markup; the merge dialog
      // shows both sides' summaries as text, and the operator's choice is saved and shown as text.
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const stale = await openPage(browser(), `actions/${aid}`);
      other.push(stale);
      const b = stale.page;
      watchDialogs(b);
      await watchPolicy(b);
      await page.getByRole('textbox', { name: 'メッセージ本文' }).fill(SCRIPT);
      await saveAction(page);
      await b.getByRole('textbox', { name: 'メッセージ本文' }).fill(`${IMG}(B)`);
      const conflict = b.waitForResponse((response) => response.url().includes('/api/action/register'));
      await b.locator('button[data-save-status]').click();
      expect((await conflict).status()).toBe(409);
      const dialog = b.getByRole('dialog', { name: '他の担当者も同じ項目を変更しました' });
      await dialog.waitFor();
      await expect(dialog.innerText()).resolves.toContain('"><scr');
      await expectInert(b, 'merge-dialog', '"><scr', dialog);
      await dialog.getByRole('button', { name: '選んだ値で保存' }).click();
      await b.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      await expect(b.getByRole('textbox', { name: 'メッセージ本文' }).textContent()).resolves.toBe(
        `${IMG}(B)`,
      );
      await expect
        .poll(() => panels(b).nth(0).locator('.be-panel__summary').innerText())
        .toMatch(/^<img src=/);
      await expectInert(b, 'merged', '<img src=', panels(b).nth(0));

      // The delete confirmation and the notice name the markup action as text.
      await page.goto(appUrl('actions'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(SCRIPT)}`) }).click();
      await page.getByRole('button', { name: `${IMG}を削除` }).click();
      const confirm = page.getByRole('alertdialog');
      await expectInert(page, 'delete-confirm', `「${IMG}」を削除しますか？`, confirm);
      await confirm.getByRole('button', { name: '削除', exact: true }).click();
      await expectInert(page, 'delete-notice', `「${IMG}」を削除しました`);
      // Asked outside the page, so the expected 404 is no console error of the page.
      expect((await page.request.get(appUrl(`api/action/data/${aid}`))).status()).toBe(404);

      expect(dialogs).toEqual([]);
      expect(violations).toEqual([]);
      expectNoErrors(app);
      // The stale tab's one console line is Chromium's report of the 409 it was answered.
      expectNoErrors(stale, [/status of 409/]);
      await api(page, 'DELETE', `api/funnel/${fid}`);
    } finally {
      for (const opened of other) await opened.close();
      await app.close();
    }
  });
});
