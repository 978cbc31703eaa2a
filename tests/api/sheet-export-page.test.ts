/**
 * GET /googlesheet/lvf/settingExport/{id} is a page a browser opens (a reload after the builder went there), so its
 * refusals are pages too (docs/decisions/sheet-export-page.md): without a session a browser is sent to the login
 * page and back (303 /login?next=…), an unknown form or another account's is an HTML page saying so with its 404,
 * a session acting for an account the operator left is an HTML 403. Walk 2026-11-27: the browser showed the raw
 * JSON error. Callers that ask for JSON (or send no Accept, as fetch and curl do) still get the JSON error.
 */
import { expect, it } from 'vitest';
import { loginPathFor as consoleLoginPath } from '../../app/auth/paths.ts';
import { loginPathFor, wantsPage } from '../../server/http/page-errors.ts';
import { forEachBackend } from './support.ts';

/** What Chromium sends when the address bar opens a page. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const PAGE = '/googlesheet/lvf/settingExport';

it('tells a browser opening a page from a program reading the API by Accept', () => {
  expect(wantsPage(BROWSER)).toBe(true);
  expect(wantsPage('text/html')).toBe(true);
  expect(wantsPage(undefined)).toBe(false);
  expect(wantsPage('*/*')).toBe(false);
  expect(wantsPage('application/json')).toBe(false);
  expect(wantsPage('application/json, text/plain, */*')).toBe(false);
  expect(wantsPage('text/html;q=0.5, application/json')).toBe(false);
  expect(wantsPage('text/html, application/json')).toBe(false);
  expect(wantsPage('text/html;q=0')).toBe(false);
});

it('sends to the same login address as the console does', () => {
  for (const path of [`${PAGE}/3`, `${PAGE}/3?x=a&b=%2F`])
    expect(loginPathFor(path)).toBe(consoleLoginPath(path));
});

forEachBackend('the spreadsheet export page’s refusals', (server) => {
  const open = (url: string, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'GET', url, headers: { accept: BROWSER, ...headers } });

  it('sends a browser without a session to the login page, which comes back here', async () => {
    const res = await open(`${PAGE}/6`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(`${PAGE}/6`)}`);
    expect(res.headers.vary).toMatch(/Accept/);
    // An expired or unknown session is no session: the same.
    const stale = await open(`${PAGE}/6`, { cookie: `console_session=${'x'.repeat(43)}` });
    expect(stale.statusCode).toBe(303);
    expect(stale.headers.location).toBe(res.headers.location);
  });

  it('shows a browser an unknown form, a malformed id and another account’s form as a 404 page', async () => {
    const owner = await server().client();
    const forms = (await owner.get('/api/form/list')).json().items as { id: number }[];
    const ours = forms[0]?.id;
    if (ours === undefined) throw new Error('the demo account has no seeded form');
    expect((await open(`${PAGE}/${ours}`, { cookie: owner.cookie })).statusCode).toBe(200);
    const limited = await server().client('limited');
    for (const url of [`${PAGE}/987654`, `${PAGE}/abc`]) {
      const res = await open(url, { cookie: owner.cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(res.body).toMatch(/^<!doctype html>/);
      expect(res.body).toContain('<p>フォームが見つかりません</p>');
      expect(res.body).toContain('<a href="/lvf">フォーム一覧へ</a>');
      expect(res.body).not.toContain('"messages"');
    }
    const theirs = await open(`${PAGE}/${ours}`, { cookie: limited.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toContain('<p>フォームが見つかりません</p>');
  });

  it('shows a browser whose session acts for an account it left a 403 page', async () => {
    const staff = await server().client('staff');
    const operator = await server()
      .handle.db.selectFrom('operators')
      .select('id')
      .where('login_id', '=', 'staff')
      .executeTakeFirstOrThrow();
    // The staff operator belongs to the full account only; point its stored session at the limited one.
    await server()
      .handle.db.updateTable('sessions')
      .set({ account_id: 2 })
      .where('operator_id', '=', operator.id)
      .execute();
    const res = await open(`${PAGE}/6`, { cookie: staff.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<p>操作権限がありません</p>');
  });

  it('still answers JSON to callers that ask for it or name no type', async () => {
    const owner = await server().client();
    for (const accept of [undefined, '*/*', 'application/json', 'application/json, text/html']) {
      const headers = accept ? { accept } : {};
      const out = await server().app.inject({ method: 'GET', url: `${PAGE}/6`, headers });
      expect(out.statusCode, accept).toBe(401);
      expect(out.json().messages[0]).toMatch(/^ログインしてください/);
      const missing = await server().app.inject({
        method: 'GET',
        url: `${PAGE}/987654`,
        headers: { ...headers, cookie: owner.cookie },
      });
      expect(missing.statusCode, accept).toBe(404);
      expect(missing.json()).toEqual({ messages: ['フォームが見つかりません'], errors: {} });
    }
  });
});
