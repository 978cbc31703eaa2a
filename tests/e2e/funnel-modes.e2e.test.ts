/**
 * The embeddable funnel editor in each of its modes (spec 001 §2: editor, funneling, board), against the real
 * console server: on the demo page (/widgets/funnel-editor?mode=…&finisher=post) an operator builds an or-group
 * holding a tag (through the item picker) and a friend-info field, saves it, finds it stored
 * (GET /api/funnel/data/{fid}), reloads the page with the fid the save put in the address and finds the
 * or-group and both conditions again with their summaries, changes one thing and saves it over the same funnel.
 * A board funnel has no name: the funnel list shows it only with 名前のない条件…も表示する. Screenshots:
 * screenshots/funnels/modes-{mode}-saved.png and -reopened.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors, panelLabels, panels, saveButton } from './console.ts';

const GROUP = 'いずれかに一致(ORグループ)';

/** What each mode adds to the or-group: the name (editor), an option (funneling), nothing (board). */
const MODES = [
  {
    mode: 'editor',
    fill: (page: Page) => page.locator('.app-funnel-fields #doc-envelope-name').fill('E2E モード別 editor'),
    stored: { name: 'E2E モード別 editor', is_template: 1 },
  },
  {
    mode: 'funneling',
    fill: (page: Page) => page.locator('.app-funnel-fields select[name="user_rate_type"]').selectOption('1'),
    stored: { is_template: 0, user_rate_type: 1 },
  },
  { mode: 'board', fill: async () => {}, stored: { is_template: 0 } },
] as const;

/** The panels of the conditions inside a group, in order. */
const nestedPanels = (group: Locator): Locator =>
  group.locator(':scope > .be-panel__body .be-list > li > article.be-panel');
const summaryOf = (panel: Locator): Promise<string | null> =>
  panel.locator(':scope > .be-panel__header .be-panel__summary').textContent();

/** Adds a condition by its menu label inside a group and waits for its panel. */
async function addInside(page: Page, group: Locator, label: string): Promise<Locator> {
  const before = await nestedPanels(group).count();
  await group.getByRole('button', { name: '要素を追加' }).last().click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await expect.poll(() => nestedPanels(group).count()).toBe(before + 1);
  return nestedPanels(group).nth(before);
}

/** Saves through the editor's own button and waits for 登録にしました and the fid in the address. */
async function saveFunnel(page: Page): Promise<number> {
  await saveButton(page).click();
  await page.getByTestId('funnel-save-result').getByText('登録にしました').waitFor();
  await page.waitForURL(/[?&]fid=\d+$/);
  return Number(new URL(page.url()).searchParams.get('fid'));
}

async function stored(page: Page, fid: number): Promise<Record<string, any>> {
  const answer = await api(page, 'GET', `api/funnel/data/${fid}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('funnel editor modes (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it.each(MODES)(
    'builds an or-group of a tag and a friend-info field in the $mode mode, saves, reopens and changes it',
    async ({ mode, fill, stored: envelope }) => {
      const app = await openPage(browser(), `widgets/funnel-editor?mode=${mode}&finisher=post`);
      const { page } = app;
      try {
        // Tall enough for the whole editor: the save bar sticks to the viewport's bottom, over a long page's shot.
        await page.setViewportSize({ width: 1280, height: 1500 });
        await page.locator(`.app-funnel-editor--${mode}[data-fid="new"]`).waitFor();
        await expect(page.getByTestId('funnel-demo-fid').textContent()).resolves.toContain('新しい条件');
        await expect(panelLabels(page)).resolves.toEqual(['タグ', '友だち情報']);
        await fill(page);

        // An or-group, open on creation, holding a tag from the picker and a friend-info field.
        await page
          .locator('.be-editor > .be-list-area > .be-add')
          .getByRole('button', { name: '要素を追加' })
          .click();
        await page.getByRole('menuitem', { name: GROUP, exact: true }).click();
        const group = panels(page).nth(2);
        await expect(
          group.getByRole('button', { name: /^詳細/ }).first().getAttribute('aria-expanded'),
        ).resolves.toBe('true');

        const tag = await addInside(page, group, 'タグ');
        await tag.getByRole('button', { name: 'タグを追加' }).click();
        const picker = page.getByRole('dialog', { name: 'タグを選択' });
        await picker.getByRole('searchbox', { name: 'キーワードで検索' }).fill('VIP');
        await picker.getByRole('button', { name: /VIP会員/ }).click();
        await picker.getByRole('button', { name: '決定' }).click();
        await picker.waitFor({ state: 'detached' });

        const field = await addInside(page, group, '友だち情報');
        await field.getByRole('button', { name: '友だち情報を選択' }).click();
        const fields = page.getByRole('dialog', { name: '友だち情報を選択' });
        await fields.getByRole('button', { name: /^会員番号/ }).click();
        await fields.waitFor({ state: 'detached' });
        await field.getByRole('textbox', { name: /検索する値/ }).fill('A-0001');

        // Saved: the blank initial conditions are left out, the id goes into the address and onto the page.
        const fid = await saveFunnel(page);
        expect(page.url()).toMatch(new RegExp(`\\?mode=${mode}&finisher=post&fid=${fid}$`));
        await expect(page.getByTestId('funnel-demo-fid').textContent()).resolves.toContain(`ID:${fid}`);
        await expect(panelLabels(page)).resolves.toEqual([GROUP]);
        await screenshot(page, `funnels/modes-${mode}-saved`, { fullPage: false });

        const first = await stored(page, fid);
        expect(first).toMatchObject({
          fid,
          ...envelope,
          inputs: [
            {
              type: 120,
              inputs: [
                { type: 60, tag_ids: [expect.any(Number)] },
                { type: 75, var_id: expect.any(Number), match: 0, query: 'A-0001' },
              ],
            },
          ],
        });
        // The modes without a name save an unnamed funnel (listed only with 名前のない条件も表示する).
        if (mode !== 'editor') expect(first.name ?? '').toBe('');

        // Reopened from the address: the same funnel, the group and both conditions with their summaries.
        await page.reload({ waitUntil: 'networkidle' });
        await page.locator(`.app-funnel-editor--${mode}[data-fid="${fid}"]`).waitFor();
        await expect(page.getByTestId('funnel-demo-fid').textContent()).resolves.toContain(`ID:${fid}`);
        await expect(panelLabels(page)).resolves.toEqual([GROUP]);
        const reopened = panels(page).nth(0);
        await expect(summaryOf(reopened)).resolves.toBe('いずれかに一致(2件: タグ、友だち情報)');
        await expect(
          nestedPanels(reopened).locator(':scope > .be-panel__header .be-panel__label').allTextContents(),
        ).resolves.toEqual(['タグ', '友だち情報']);
        await expect.poll(() => summaryOf(nestedPanels(reopened).nth(0))).toContain('VIP会員');
        await expect.poll(() => summaryOf(nestedPanels(reopened).nth(1))).toMatch(/会員番号.*A-0001/);
        if (mode === 'editor')
          await expect(page.locator('.app-funnel-fields #doc-envelope-name').inputValue()).resolves.toBe(
            'E2E モード別 editor',
          );
        if (mode === 'funneling')
          await expect(
            page.locator('.app-funnel-fields select[name="user_rate_type"]').inputValue(),
          ).resolves.toBe('1');
        await screenshot(page, `funnels/modes-${mode}-reopened`, { fullPage: false });
        // The reopened page (its id line and 新しい条件を作る included) has no serious axe finding.
        expect(await seriousViolations(page)).toEqual([]);

        // One change, saved over the same funnel.
        await nestedPanels(reopened)
          .nth(1)
          .getByRole('textbox', { name: /検索する値/ })
          .fill('B-0002');
        expect(await saveFunnel(page)).toBe(fid);
        const second = await stored(page, fid);
        expect(second.revision).toBe(first.revision + 1);
        expect(second).toMatchObject({
          fid,
          ...envelope,
          inputs: [{ type: 120, inputs: [{ type: 60 }, { type: 75, query: 'B-0002' }] }],
        });
        expect(second.inputs[0].inputs[0]).toEqual(first.inputs[0].inputs[0]);

        if (mode === 'board') {
          // Unnamed, it is listed only on request, as the conditions of action effects are.
          await page.goto(appUrl('funnels'), { waitUntil: 'networkidle' });
          await page.getByRole('link', { name: 'すべての友だち', exact: true }).waitFor();
          const row = page.getByRole('link', { name: `(名称未設定 ID:${fid})`, exact: true });
          await expect(row.count()).resolves.toBe(0);
          await page.getByRole('checkbox', { name: /^名前のない条件/ }).check();
          await row.waitFor();
        }
        expectNoErrors(app);
      } finally {
        await app.close();
      }
    },
  );
});
