/**
 * Drafts of NEW documents, per tab (docs/decisions/drafts-per-tab.md), against the built console and the real
 * server in Chromium: two tabs of one browser each writing a new action keep a draft each (they shared one key,
 * so the later one's overwrote the other's); each tab's reload offers its own; a closed tab's draft is offered
 * to the next tab that opens a new action, while the draft of a tab still open is not. Pages of one browser
 * context are tabs of one browser: IndexedDB and Web Locks shared, sessionStorage each its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './browser.ts';
import { appUrl, expectNoErrors } from './console.ts';

const actionName = (page: Page) => page.getByRole('textbox', { name: /アクション名/ });

async function newAction(page: Page): Promise<void> {
  await page.goto(appUrl('actions/new'), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
}

/** Reloads the tab and answers the name its draft offer restores. */
async function restoredAfterReload(page: Page): Promise<string> {
  await page.reload({ waitUntil: 'networkidle' });
  return restoredName(page);
}

async function restoredName(page: Page): Promise<string> {
  const offer = page.getByTestId('action-draft');
  await offer.waitFor();
  await expect(actionName(page).inputValue()).resolves.toBe('');
  await offer.getByRole('button', { name: '下書きを復元' }).click();
  await page.getByText('未保存の変更があります').waitFor();
  return actionName(page).inputValue();
}

/** The keys of the browser's kept drafts (IndexedDB console-drafts), sorted. */
const draftKeys = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('console-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').getAllKeys();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result.map(String).sort());
          };
        };
      }),
  );

describe('drafts of new documents, per tab (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('two tabs writing a new action keep a draft each; a closed tab’s goes to the next new action, an open one’s stays', async () => {
    const app = await openPage(browser(), '/');
    try {
      const context = app.page.context();
      const [one, two] = [await context.newPage(), await context.newPage()];
      for (const page of [one, two]) page.on('dialog', (dialog) => void dialog.accept());
      await newAction(one);
      await actionName(one).fill('E2E タブ1の新規');
      await newAction(two);
      await actionName(two).fill('E2E タブ2の新規');
      // Kept within a second of the last edit.
      await two.waitForTimeout(1200);
      const kept = await draftKeys(two);
      expect(kept.filter((key) => /:action:new:/.test(key))).toHaveLength(2);

      // Each tab's reload offers its own draft, not the other's.
      await expect(restoredAfterReload(one)).resolves.toBe('E2E タブ1の新規');
      await expect(restoredAfterReload(two)).resolves.toBe('E2E タブ2の新規');

      // Tab 1 goes (a crash, an accidental close): the next tab opening a new action is offered its draft.
      await one.waitForTimeout(1200);
      await one.close({ runBeforeUnload: false });
      const three = await context.newPage();
      three.on('dialog', (dialog) => void dialog.accept());
      await newAction(three);
      await expect(restoredName(three)).resolves.toBe('E2E タブ1の新規');

      // Tab 2 is still open: its draft was not taken, and its reload still offers it.
      await expect(restoredAfterReload(two)).resolves.toBe('E2E タブ2の新規');
      // A fourth tab finds nothing to take: tab 3 holds tab 1's draft now, tab 2 its own.
      const four = await context.newPage();
      await newAction(four);
      await four.waitForTimeout(500);
      await expect(four.getByTestId('action-draft').count()).resolves.toBe(0);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
