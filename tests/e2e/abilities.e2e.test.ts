/**
 * Ability-gated effect types against the real server: in a fresh browser context (its own session) switched to
 * the seeded 制限付きアカウント (POST /api/session/account with the page's CSRF token), a new action's add menu
 * offers no シナリオ操作 (5), リマインダ操作 (15), イベント予約操作 (31) or フェーズ操作 (50), while the types it
 * may use stay; the server refuses such a type as well. The same context switched back to デモアカウント offers
 * them again. Other test files use their own contexts (sessions), so the switch never reaches them.
 * Screenshots: screenshots/abilities/*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors, switchAccount } from './console.ts';

const GATED = ['シナリオ操作', 'リマインダ操作', 'イベント予約操作', 'フェーズ操作'];
const ALLOWED = [
  'テキスト送信',
  'テンプレート送信',
  'タグ操作',
  '友だち情報操作',
  'メニュー操作',
  '広告・コンバージョン登録',
];

/** Opens a new action's add menu and answers the labels it offers (each item's name starts with its label). */
async function offeredTypes(page: Page, shot: string): Promise<string[]> {
  await page.goto(appUrl('actions/new'), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
  await page.getByRole('button', { name: '要素を追加' }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  await screenshot(page, shot);
  const names = await items.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  await page.keyboard.press('Escape');
  return names;
}

const offers = (names: string[], label: string): boolean => names.some((name) => name.startsWith(label));

describe('ability-gated effect types (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('hides scenario, reminder, reservation and phase from 制限付きアカウント, and shows them again after', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      // The demo account: every type is offered (the absence below is the account's doing).
      const full = await offeredTypes(page, 'abilities/demo-menu');
      for (const label of [...GATED, ...ALLOWED]) expect(offers(full, label), `demo: ${label}`).toBe(true);

      const abilities = await switchAccount(page, '制限付きアカウント');
      expect(abilities).not.toContain('scenario');
      const limited = await offeredTypes(page, 'abilities/limited-menu');
      for (const label of GATED) expect(offers(limited, label), `limited: ${label}`).toBe(false);
      for (const label of ALLOWED) expect(offers(limited, label), `limited: ${label}`).toBe(true);

      // The server refuses a gated type for this account too.
      const refused = await api(page, 'POST', 'api/action/register', {
        aid: 0,
        a_name: 'E2E 制限',
        a_twice_type: 0,
        is_template: 1,
        group_id: null,
        inputs: [{ type: 5, group_id: 0, move: 0 }],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.messages.join('\n')).toContain('このアカウントでは利用できない種類です');

      await switchAccount(page, 'デモアカウント');
      const again = await offeredTypes(page, 'abilities/demo-menu-again');
      for (const label of GATED) expect(offers(again, label), `demo again: ${label}`).toBe(true);
      // The one console line is Chromium's report of the 422 asked for above.
      expectNoErrors(app, [/status of 422/]);
    } finally {
      // Whatever failed above, this session goes back to the demo account before its context closes.
      await switchAccount(page, 'デモアカウント').catch(() => undefined);
      await app.close();
    }
  });
});
