/**
 * Helpers shared by the console's e2e tests: the action editor's panels and add menu, and calls to the real
 * server from inside a page (its session cookie, and the CSRF token the page was served with, so writes pass).
 *
 * @example
 * const aid = await createAction(page, { a_name: 'E2E', inputs: [{ type: 1, text: 'a', delay_type: 0 }] });
 * await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
 * expect(await panelLabels(page)).toEqual(['テキスト送信']);
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, type OpenedPage } from './browser.ts';

/** The absolute URL of an app path. @example appUrl('actions/new') */
export const appUrl = (path: string): string => new URL(path.replace(/^\//, ''), baseUrl()).href;

/** `text` as a literal inside a RegExp. @example new RegExp(`^${escapeRegExp('<b>(1)')}`) */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The top-level panels of the page's (first) block-list editor. */
export const panels = (scope: Page | Locator): Locator =>
  scope.locator('.be-editor > .be-list-area > .be-list > li > article.be-panel');

/** The panels' type labels, in order. */
export const panelLabels = (scope: Page | Locator): Promise<string[]> =>
  panels(scope).locator(':scope > .be-panel__header .be-panel__label').allTextContents();

/** The panels' numbers as shown ("1." …), in order. */
export const panelNumbers = (scope: Page | Locator): Promise<string[]> =>
  panels(scope).locator(':scope > .be-panel__header .be-panel__number').allTextContents();

export const saveButton = (scope: Page | Locator): Locator => scope.locator('button[data-save-status]');

/** Adds an effect from the add menu by the start of its label and waits for its panel. */
export async function addEffect(page: Page, label: string): Promise<Locator> {
  const before = await panels(page).count();
  await page.getByRole('button', { name: '要素を追加' }).last().click();
  await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
  await expect.poll(() => panels(page).count()).toBe(before + 1);
  return panels(page).nth(before);
}

/** Saves the action in the editor and waits for 登録にしました. */
export async function saveAction(page: Page): Promise<void> {
  await saveButton(page).click();
  await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
}

/**
 * No page error and no console error, except the browser's own lines about responses the test caused on purpose
 * (`expected`: e.g. /status of 409/ for a conflict it provoked).
 */
export function expectNoErrors(app: OpenedPage, expected: RegExp[] = []): void {
  expect(app.pageErrors).toEqual([]);
  expect(app.consoleErrors.filter((line) => !expected.some((pattern) => pattern.test(line)))).toEqual([]);
}

/** What the server answered: its status and its JSON body (null when there is none). */
export interface ApiAnswer<T = any> {
  status: number;
  body: T;
}

/**
 * Calls the console's API with `fetch` from inside the page: the page's session cookie goes along, and writes
 * carry the CSRF token of the page's `<meta name="csrf-token">` (docs/api.md).
 *
 * @example const { status, body } = await api(page, 'POST', 'api/tag/new', { name: 'E2E', group_id: '' });
 */
export async function api<T = any>(
  page: Page,
  method: string,
  path: string,
  json?: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ method, url, json }) => {
      const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          'X-CSRF-TOKEN': token,
          'X-Requested-With': 'XMLHttpRequest',
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, url: appUrl(path), json },
  );
}

/** POST /api/action/register of a new action (a template, so it shows in the list); answers its aid. */
export async function createAction(
  page: Page,
  action: { a_name: string; inputs: unknown[]; is_template?: 0 | 1; group_id?: number | null },
): Promise<number> {
  const answer = await api(page, 'POST', 'api/action/register', {
    aid: 0,
    a_twice_type: 0,
    is_template: 1,
    group_id: null,
    ...action,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.aid;
}

/** GET /api/action/data/{aid}: the action as the server holds it. */
export async function storedAction(page: Page, aid: number): Promise<{ a_name: string; inputs: any[] }> {
  const answer = await api(page, 'GET', `api/action/data/${aid}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Switches the page's session to the seeded account of that name (POST /api/session/account). */
export async function switchAccount(page: Page, name: string): Promise<string[]> {
  const session = await api(page, 'GET', 'api/session');
  const account = session.body.accounts.find((candidate: { name: string }) => candidate.name === name);
  if (!account) throw new Error(`no seeded account named ${name}: ${JSON.stringify(session.body.accounts)}`);
  const answer = await api(page, 'POST', 'api/session/account', { account_id: account.id });
  expect(answer.status).toBe(200);
  expect(answer.body.account.name).toBe(name);
  // The token is bound to the session and the account: later calls from this page carry the new one.
  await page.evaluate((token) => {
    document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', token);
  }, answer.body.token as string);
  return answer.body.abilities;
}

/**
 * Leaves an editor with unsaved edits by the link named `link` and expects to be asked first (the console's
 * confirm dialog, or the browser's own for a page unload); the question is dismissed, so the page stays at `stays`.
 *
 * @example await expectLeaveAsks(page, /フォーム一覧へ/, `/lvf/edit/${id}`);
 */
export async function expectLeaveAsks(page: Page, link: RegExp, stays: string): Promise<void> {
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: link }).click();
  await expect.poll(async () => asked || (await page.getByRole('alertdialog').count()) > 0).toBe(true);
  expect(new URL(page.url()).pathname).toBe(stays);
}

/**
 * Tabs through the page (up to `limit` presses, or until the focus leaves the document past its last control) and
 * answers the names of the focused controls whose box reached under the sticky save bar (`.de-savebar`): at a
 * narrow window the browser scrolls a focused control only just into the window, which is under the bar. A
 * control in a field (`[data-field]`) whose whole row (label, control, counter, error) fits in the window less the
 * room the page keeps for the bar (its scroll padding) is named too when the row reached under the bar, with
 * ` (its field)`: a textarea's counter was left under the bar.
 *
 * @example expect(await focusedUnderBar(page)).toEqual([]);
 */
export async function focusedUnderBar(page: Page, limit = 80): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    const under = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('.de-savebar');
      if (!focused || !bar || bar.contains(focused)) return null;
      const name = `${focused.getAttribute('aria-label') || focused.id || focused.textContent?.trim()}`;
      const barTop = bar.getBoundingClientRect().top;
      if (focused.getBoundingClientRect().bottom > barTop) return name;
      const root = document.documentElement;
      const space = root.clientHeight - (parseFloat(getComputedStyle(root).scrollPaddingBottom) || 0);
      const row = focused.closest('[data-field]')?.getBoundingClientRect();
      return row && row.height <= space && row.bottom > barTop ? `${name} (its field)` : null;
    });
    if (under) hidden.push(under);
  }
  return hidden;
}

/**
 * Presses Tab until `target` has the focus (at most `limit` presses), as a keyboard user reaches a control.
 *
 * @example await tabTo(page, page.getByRole('textbox', { name: 'フォームの説明' }));
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
}

/**
 * Empties a message composer (a Lexical editor) with the keys an operator uses: Ctrl+A, then Delete. Not with
 * `fill('')`: playwright selects the text with a DOM range and presses Delete, and Lexical learns of a DOM
 * selection only at the `selectionchange` task that follows; on a loaded machine the key came first (Chromium
 * runs input before that task), Lexical deleted forward from its old caret at the end, and the text stayed (2 of
 * 30 tries with two busy cores). Ctrl+A is Lexical's own select-all, so the Delete after it sees the selection.
 *
 * @example await clearComposer(panel.getByRole('textbox', { name: 'メッセージ本文' }));
 */
export async function clearComposer(surface: Locator): Promise<void> {
  await surface.press('ControlOrMeta+a');
  await surface.press('Delete');
  await expect.poll(() => surface.textContent()).toBe('');
}
