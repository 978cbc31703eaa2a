/**
 * axe-core over every page of the console and every dialog it opens (tests/e2e/a11y.ts): no serious or
 * critical violation, and the rules that require every button, field and select to have an accessible name ran
 * on each. Japanese throughout; the action list and the action editor in English as well. Each state is
 * screenshotted as screenshots/a11y/<state>.png; moderate and minor findings are printed at the end.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { openPage, useBrowser } from './browser.ts';
import { addEffect, api, appUrl, expectNoErrors, panelLabels, saveButton } from './console.ts';

const minor: string[] = [];

/** The aid of a seeded action by its name (ウェルカムアクション holds four effects). */
async function seededAction(page: Page, name: string): Promise<number> {
  const list = await api(page, 'GET', 'api/action/list');
  const found = list.body.items.find((item: { name: string }) => item.name === name);
  if (!found) throw new Error(`the seed has no action ${name}`);
  return found.aid;
}

async function toEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
}

describe('accessibility: axe-core on every page and dialog (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  afterAll(() => {
    if (minor.length > 0)
      console.info(`axe: moderate and minor findings (not failing):\n${minor.join('\n')}`);
  });

  it('home and the playground with four plugins', async () => {
    const app = await openPage(browser(), '/');
    try {
      const { page } = app;
      await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
      await expectAccessible(page, 'home', minor);
      for (const type of [1, 13, 6, 5]) {
        await page.goto(appUrl(`playground?plugin=effect:${type}`), {
          waitUntil: 'networkidle',
        });
        await page.locator(`article.app-bench[data-plugin="effect:${type}"] .be-panel`).first().waitFor();
        await expectAccessible(page, `playground-effect-${type}`, minor);
      }
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('the action list, its delete confirmation, and the list in English', async () => {
    const app = await openPage(browser(), 'actions');
    try {
      const { page } = app;
      await page.getByRole('link', { name: 'ウェルカムアクション', exact: true }).waitFor();
      await expectAccessible(page, 'actions-list', minor);
      await page.getByRole('button', { name: 'ウェルカムアクションを削除' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('「ウェルカムアクション」を削除しますか？').waitFor();
      await expectAccessible(page, 'actions-list-confirm-delete', minor);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      await toEnglish(page);
      await page.getByRole('heading', { level: 1, name: 'Actions' }).waitFor();
      await expectAccessible(page, 'actions-list-en', minor);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('a new action: empty, the add menu, the item picker, the condition slide-in and its funnel picker', async () => {
    const app = await openPage(browser(), 'actions/new');
    try {
      const { page } = app;
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await expectAccessible(page, 'action-new-empty', minor);

      await page.getByRole('button', { name: '要素を追加' }).click();
      await page.getByRole('menuitem', { name: /^テキスト送信/ }).waitFor();
      await expectAccessible(page, 'action-new-add-menu', minor);
      await page.getByRole('menuitem', { name: /^テキスト送信/ }).click();
      const tag = await addEffect(page, 'タグ操作');

      await tag.getByRole('button', { name: 'タグを追加' }).click();
      const picker = page.getByRole('dialog', { name: 'タグを選択' });
      await picker.getByRole('button', { name: /VIP会員/ }).waitFor();
      await expectAccessible(page, 'action-new-tag-picker', minor);
      // Suggestions for a keyword, then nothing found.
      await picker.getByRole('searchbox', { name: 'キーワードで検索' }).fill('VIP');
      await expect.poll(() => picker.getByRole('button', { name: /リピーター/ }).count()).toBe(0);
      await expectAccessible(page, 'action-new-tag-picker-search', minor);
      await picker.getByRole('button', { name: 'キャンセル' }).click();
      await picker.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: '条件 OFF(1. テキスト送信)' }).click();
      const shell = page.getByRole('dialog', { name: /条件設定: 1\. テキスト送信/ });
      await shell.locator('.be-panel').first().waitFor();
      await expectAccessible(page, 'action-new-condition', minor);
      await shell.getByRole('button', { name: '絞り込み条件を選択' }).click();
      const funnels = page.getByRole('dialog', { name: '絞り込み条件を選択' });
      await funnels.getByRole('button', { name: /すべての友だち/ }).waitFor();
      await expectAccessible(page, 'action-new-condition-funnel-picker', minor);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('a new action whose save was refused: the errors shown in the notice and the panel', async () => {
    const app = await openPage(browser(), 'actions/new');
    try {
      const { page } = app;
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      await addEffect(page, 'テキスト送信');
      await saveButton(page).click();
      await page.getByTestId('action-notice').getByText('入力内容を確認してください').waitFor();
      await page.locator('.be-panel').getByText('メッセージ本文を入力してください').waitFor();
      await expectAccessible(page, 'action-new-errors', minor);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('an existing action with four effects, in Japanese and in English', async () => {
    const app = await openPage(browser(), '/');
    try {
      const { page } = app;
      const aid = await seededAction(page, 'ウェルカムアクション');
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'アクション編集' }).waitFor();
      expect(await panelLabels(page)).toEqual(['テキスト送信', 'タグ操作', '友だち情報操作', 'シナリオ操作']);
      await expectAccessible(page, 'action-existing', minor);
      await toEnglish(page);
      await page.getByRole('heading', { level: 1, name: 'Edit action' }).waitFor();
      await expect
        .poll(() => panelLabels(page))
        .toEqual(['Send text', 'Tag operation', 'Friend-info operation', 'Scenario operation']);
      await expectAccessible(page, 'action-existing-en', minor);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('the action setting widget with its modal open', async () => {
    const app = await openPage(browser(), 'widgets/action-setting');
    try {
      const { page } = app;
      await page.getByRole('button', { name: 'アクションを設定' }).click();
      const modal = page.getByRole('dialog', { name: 'アクション設定' });
      await modal.waitFor();
      await addEffect(page, 'テキスト送信');
      await expectAccessible(page, 'action-setting-modal', minor);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('the funnel list, a new funnel, and the funnel editor in each of its three modes', async () => {
    const app = await openPage(browser(), 'funnels');
    try {
      const { page } = app;
      await page.getByRole('link', { name: 'すべての友だち', exact: true }).waitFor();
      await expectAccessible(page, 'funnels-list', minor);
      await page.getByRole('link', { name: /新規作成/ }).click();
      await page.getByRole('heading', { level: 1, name: '絞り込み条件の作成' }).waitFor();
      await expect.poll(() => panelLabels(page)).toEqual(['タグ', '友だち情報']);
      await expectAccessible(page, 'funnel-new', minor);
      for (const mode of ['editor', 'funneling', 'board'] as const) {
        await page.goto(appUrl(`widgets/funnel-editor?mode=${mode}&finisher=emit`), {
          waitUntil: 'networkidle',
        });
        await page.locator(`.app-funnel-editor--${mode} .be-panel`).first().waitFor();
        await expectAccessible(page, `funnel-editor-${mode}`, minor);
      }
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
