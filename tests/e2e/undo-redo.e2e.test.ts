/**
 * Undo and redo through the action editor's toolbar buttons (元に戻す / やり直す, engine/react/EditorToolbar.tsx)
 * on structural changes, in Chromium against the real server: a move (下へ) and a delete (削除), each undone and
 * redone with the panels' order (and the data travelling with each panel) checked after every step; at either end
 * of the history the button is aria-disabled. The redone state is saved and read back from the API.
 * Screenshots: screenshots/undo-redo/*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import {
  appUrl,
  createAction,
  expectNoErrors,
  panelLabels,
  panels,
  saveAction,
  storedAction,
} from './console.ts';

const TEXT = 'テキスト送信';
const CONVERSION = '広告・コンバージョン登録';
const MARK = '対応マーク・表示状態操作';

const undo = (page: Page) => page.getByRole('button', { name: '元に戻す', exact: true });
const redo = (page: Page) => page.getByRole('button', { name: 'やり直す', exact: true });

/** Where the text effect's summary is now (its data moves with its panel): its index among the panels. */
async function textPanelIndex(page: Page): Promise<number> {
  const summaries = await panels(page).locator('.be-panel__summary').allTextContents();
  return summaries.findIndex((summary) => summary.includes('戻す本文'));
}

describe('undo and redo by the toolbar buttons (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('undoes and redoes a move and a delete, panel order checked at each step; the redone state saves', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const aid = await createAction(page, {
        a_name: 'E2E 元に戻す',
        inputs: [
          { type: 1, text: '戻す本文', delay_type: 0 },
          { type: 30 },
          { type: 7, notify: 1, user_rate: 1 },
        ],
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await expect.poll(() => panelLabels(page)).toEqual([TEXT, CONVERSION, MARK]);
      // Freshly loaded: nothing to undo or redo.
      await expect(undo(page).getAttribute('aria-disabled')).resolves.toBe('true');
      await expect(redo(page).getAttribute('aria-disabled')).resolves.toBe('true');

      // A move and a delete.
      await page.getByRole('button', { name: `下へ(1. ${TEXT})` }).click();
      await expect.poll(() => panelLabels(page)).toEqual([CONVERSION, TEXT, MARK]);
      await page.getByRole('button', { name: `削除(3. ${MARK})` }).click();
      await expect.poll(() => panelLabels(page)).toEqual([CONVERSION, TEXT]);
      await expect(textPanelIndex(page)).resolves.toBe(1);
      await expect.poll(() => undo(page).getAttribute('aria-disabled')).not.toBe('true');
      await screenshot(page, 'undo-redo/changed', { fullPage: false });

      // Undo twice: the deleted panel comes back where it was, then the move is undone.
      await undo(page).click();
      await expect.poll(() => panelLabels(page)).toEqual([CONVERSION, TEXT, MARK]);
      await expect(textPanelIndex(page)).resolves.toBe(1);
      await expect.poll(() => redo(page).getAttribute('aria-disabled')).not.toBe('true');
      await undo(page).click();
      await expect.poll(() => panelLabels(page)).toEqual([TEXT, CONVERSION, MARK]);
      await expect(textPanelIndex(page)).resolves.toBe(0);
      // The mark panel's data came back with it.
      await expect(page.getByRole('combobox', { name: '対応マーク' }).count()).resolves.toBe(1);
      await expect.poll(() => undo(page).getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, 'undo-redo/undone', { fullPage: false });

      // Redo twice: the move, then the delete.
      await redo(page).click();
      await expect.poll(() => panelLabels(page)).toEqual([CONVERSION, TEXT, MARK]);
      await expect(textPanelIndex(page)).resolves.toBe(1);
      await redo(page).click();
      await expect.poll(() => panelLabels(page)).toEqual([CONVERSION, TEXT]);
      await expect.poll(() => redo(page).getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, 'undo-redo/redone', { fullPage: false });

      // The redone state is what saves.
      await page.getByText('未保存の変更があります').waitFor();
      await saveAction(page);
      const stored = await storedAction(page, aid);
      expect(stored.inputs.map((input) => input.type)).toEqual([30, 1]);
      expect(stored.inputs[1]).toMatchObject({ text: '戻す本文' });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('undoing a text typed in a composer leaves the focus on 元に戻す (the composer does not take it)', async () => {
    const app = await openPage(browser(), '/');
    const { page } = app;
    try {
      const aid = await createAction(page, {
        a_name: 'E2E 元に戻すのフォーカス',
        inputs: [{ type: 1, text: '元の文', delay_type: 0 }],
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const composer = panels(page).first().locator('[contenteditable="true"]');
      await composer.click();
      await page.keyboard.press('End');
      await page.keyboard.type('追記');
      await expect.poll(() => undo(page).getAttribute('aria-disabled')).not.toBe('true');
      await undo(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => composer.textContent()).toBe('元の文');
      // Written into the composer without Lexical putting its selection back (which moved the focus there).
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('元に戻す');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
