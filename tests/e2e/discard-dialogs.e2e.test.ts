/**
 * Dialogs with unsaved content ask before closing (issue 11 point 6, spec 002 §4 applied to every dialog),
 * against the real console server: in a new action, an effect's condition slide-in closes at once while
 * unchanged; once a condition was added to it, ×, Escape, a click outside and ‹ 戻る each ask
 * 編集中の内容が破棄されます。よろしいですか？; cancelling keeps the slide-in and the new condition, OK closes it and
 * the effect stays without a condition. Screenshot: screenshots/dialogs/condition-discard.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { addEffect, expectNoErrors, panelLabels } from './console.ts';

const DISCARD = '編集中の内容が破棄されます。よろしいですか？';

/** Opens the first effect's condition slide-in and waits for its funnel editor's conditions. */
async function openCondition(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }).click();
  const shell = page.getByRole('dialog', { name: /条件設定: 1\. テキスト送信/ });
  await shell.locator('.app-funnel-editor--board').waitFor();
  await expect.poll(() => panelLabels(shell)).toEqual(['タグ', '友だち情報']);
  return shell;
}

/** Each way out of the slide-in without finishing, as an operator takes it. */
const closers: [string, (page: Page, shell: Locator) => Promise<void>][] = [
  ['×', (_, shell) => shell.getByRole('button', { name: '閉じる' }).click()],
  [
    'Escape',
    async (page, shell) => {
      await shell.getByRole('checkbox', { name: '2回目以降も実行する' }).focus();
      await page.keyboard.press('Escape');
    },
  ],
  // The slide-in takes the right 560 px of the 1280 px viewport: this point is on the backdrop.
  ['a click outside', (page) => page.mouse.click(100, 400)],
  ['‹ 戻る', (_, shell) => shell.getByRole('button', { name: '戻る' }).click()],
];

describe('dialogs with unsaved content (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('the condition slide-in asks before discarding an added condition: ×, Escape, outside, 戻る', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await addEffect(page, 'テキスト送信');

      // Unchanged: × closes at once.
      let shell = await openCondition(page);
      await shell.getByRole('button', { name: '閉じる' }).click();
      await shell.waitFor({ state: 'detached' });
      await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);

      shell = await openCondition(page);
      await shell
        .locator('.be-editor > .be-list-area > .be-add')
        .getByRole('button', { name: '要素を追加' })
        .click();
      await page.getByRole('menuitem', { name: '名前', exact: true }).click();
      await expect.poll(() => panelLabels(shell)).toEqual(['タグ', '友だち情報', '名前']);

      for (const [how, closeIt] of closers) {
        await closeIt(page, shell);
        const question = page.getByRole('alertdialog');
        await question.getByText(DISCARD).waitFor();
        if (how === '×') await screenshot(page, 'dialogs/condition-discard', { fullPage: false });
        await question.getByRole('button', { name: 'キャンセル' }).click();
        await question.waitFor({ state: 'detached' });
        expect(await shell.isVisible(), how).toBe(true);
        expect(await panelLabels(shell), how).toEqual(['タグ', '友だち情報', '名前']);
      }

      // OK discards: the slide-in closes, the effect has no condition, and reopening starts afresh.
      await shell.getByRole('button', { name: '戻る' }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText(DISCARD).waitFor();
      await question.getByRole('button', { name: 'OK' }).click();
      await shell.waitFor({ state: 'detached' });
      await question.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }).waitFor();
      const reopened = await openCondition(page);
      await reopened.getByRole('button', { name: '戻る' }).click();
      await reopened.waitFor({ state: 'detached' });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
