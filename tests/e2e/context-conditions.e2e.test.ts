/**
 * Conditions offered by the caller's context (spec 001 §6 "The API-integration condition is visible only when an
 * external context event is chosen"), against the real console server: on the funnel editor demo page
 * (/widgets/funnel-editor) the plain use offers no 外部API連携; with 外部API連携(イベント) chosen as the caller
 * (?use=event) an operator adds it, fills its context key and value, saves, finds it stored
 * (GET /api/funnel/data/{fid}), reloads the address the save wrote and sees it again; back on the plain use the
 * add menu lacks it once more. Screenshots: screenshots/context-conditions/*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, expectNoErrors, panelLabels, panels, saveButton } from './console.ts';

const API_CONDITION = '外部API連携';

/** The labels the top-level add menu offers, the menu closed again after. */
async function offeredTypes(page: Page): Promise<string[]> {
  await page
    .locator('.be-editor > .be-list-area > .be-add')
    .getByRole('button', { name: '要素を追加' })
    .click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const names = await items.evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  await page.keyboard.press('Escape');
  await items.first().waitFor({ state: 'detached' });
  return names;
}

describe('conditions offered by the caller’s context (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('adds 外部API連携 for an external context event, saves and reopens it; the plain use does not offer it', async () => {
    const app = await openPage(browser(), 'widgets/funnel-editor?mode=board&finisher=post');
    const { page } = app;
    try {
      await page.setViewportSize({ width: 1280, height: 1400 });
      await page.locator('.app-funnel-editor--board[data-fid="new"]').waitFor();
      await expect(page.getByRole('radio', { name: '通常' }).isChecked()).resolves.toBe(true);
      const plain = await offeredTypes(page);
      expect(plain).toContain('タグ');
      expect(plain).not.toContain(API_CONDITION);

      // The caller's use: an external context event. The editor stays; its menu now offers the condition.
      await page.getByRole('radio', { name: '外部API連携(イベント)' }).check();
      await page.waitForURL(/[?&]use=event$/);
      await expect.poll(() => offeredTypes(page)).toContain(API_CONDITION);

      await page
        .locator('.be-editor > .be-list-area > .be-add')
        .getByRole('button', { name: '要素を追加' })
        .click();
      await page.getByRole('menuitem', { name: API_CONDITION, exact: true }).click();
      await expect.poll(() => panelLabels(page)).toEqual(['タグ', '友だち情報', API_CONDITION]);
      const condition = panels(page).nth(2);
      const context = condition.getByRole('group', { name: '連携データ' });
      await context.getByRole('textbox', { name: 'カテゴリ', exact: true }).fill('reserve');
      await context.getByRole('textbox', { name: 'イベント', exact: true }).fill('register');
      await context.getByRole('textbox', { name: 'キー', exact: true }).fill('course');
      await context.getByRole('textbox', { name: 'キー名', exact: true }).fill('コース');
      await condition.getByRole('textbox', { name: /検索する値/ }).fill('カット');
      await screenshot(page, 'context-conditions/event-filled', { fullPage: false });

      // Saved: the blank initial conditions are left out; the id goes into the address, the use stays there.
      await saveButton(page).click();
      await page.getByTestId('funnel-save-result').getByText('登録にしました').waitFor();
      await page.waitForURL(/[?&]fid=\d+&use=event$/);
      const fid = Number(new URL(page.url()).searchParams.get('fid'));
      const stored = await api(page, 'GET', `api/funnel/data/${fid}`);
      expect(stored.status).toBe(200);
      // Each block keeps the stable id (_bid) the console gave it.
      expect(stored.body.inputs).toEqual([
        {
          _bid: expect.any(String),
          type: 115,
          context: { category: 'reserve', event: 'register', key: 'course', key_label: 'コース' },
          match: 0,
          query: 'カット',
        },
      ]);

      // Reopened from the address: the condition, its summary and its values.
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator(`.app-funnel-editor--board[data-fid="${fid}"]`).waitFor();
      await expect(page.getByRole('radio', { name: '外部API連携(イベント)' }).isChecked()).resolves.toBe(
        true,
      );
      await expect(panelLabels(page)).resolves.toEqual([API_CONDITION]);
      const reopened = panels(page).nth(0);
      await expect(
        reopened.locator(':scope > .be-panel__header .be-panel__summary').textContent(),
      ).resolves.toBe('外部連携「コース」が「カット」と一致する');
      await expect(reopened.getByRole('textbox', { name: 'キー', exact: true }).inputValue()).resolves.toBe(
        'course',
      );
      await expect(reopened.getByRole('textbox', { name: /検索する値/ }).inputValue()).resolves.toBe(
        'カット',
      );
      await screenshot(page, 'context-conditions/event-reopened', { fullPage: false });

      // The plain use again: the saved condition stays loaded, the menu no longer offers another one.
      await page.getByRole('radio', { name: '通常' }).check();
      await page.waitForURL((url) => !url.search.includes('use='));
      await expect.poll(() => offeredTypes(page)).not.toContain(API_CONDITION);
      await expect(panelLabels(page)).resolves.toEqual([API_CONDITION]);
      await screenshot(page, 'context-conditions/plain-menu', { fullPage: false });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
