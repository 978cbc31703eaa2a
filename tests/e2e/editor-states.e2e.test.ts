/**
 * The action editor's validation and collapse in Chromium against the real server: an empty text effect shows
 * nothing before it is touched and メッセージ本文を入力してください (required, spec 000 §5.3; plugins/effects/text.ts)
 * once left; a save is refused before any request with every error listed and shown in its panel; a collapsed
 * panel hides its form and keeps its summary (and marks errors it hides); expanded again, the form is as left.
 * Item fields too: a tag effect and a friend-info effect left without their item show タグを選択してください
 * (action_required, plugins/effects/tag.ts) and 友だち情報を選択してください (var_id, picked from a list: the validator
 * words it action_required, engine/core/validation/schema-errors.ts) in their panels and the save's list once a save
 * is tried; chosen, they go.
 * Screenshots: screenshots/editor-states/*.png.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import {
  addEffect,
  appUrl,
  clearComposer,
  createAction,
  expectNoErrors,
  focusedUnderBar,
  panels,
  saveButton,
} from './console.ts';

const REQUIRED = 'メッセージ本文を入力してください';

describe('action editor: validation and collapse (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('shows the required error after blur, not before; a save is refused with the errors listed', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    const registers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/action/register')) registers.push(request.method());
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      const first = await addEffect(page, 'テキスト送信');
      const second = await addEffect(page, 'テキスト送信');
      const text = first.getByRole('textbox', { name: 'メッセージ本文' });

      // Untouched: no message, not marked invalid, even after the engine's validation delay.
      await text.focus();
      await page.waitForTimeout(1200);
      await expect(first.getByText(REQUIRED).count()).resolves.toBe(0);
      await expect(text.getAttribute('aria-invalid')).resolves.not.toBe('true');
      await screenshot(page, 'editor-states/untouched', { fullPage: false });

      // Left empty: the message shows under the field, which is marked invalid and described by it.
      await text.blur();
      const message = first.getByText(REQUIRED);
      await message.waitFor({ state: 'visible' });
      await expect(text.getAttribute('aria-invalid')).resolves.toBe('true');
      const describedBy = (await text.getAttribute('aria-describedby')) ?? '';
      const descriptions = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
        describedBy.split(/\s+/).filter(Boolean),
      );
      expect(descriptions).toContain(REQUIRED);
      // The second panel was never touched: still quiet.
      await expect(second.getByText(REQUIRED).count()).resolves.toBe(0);
      await screenshot(page, 'editor-states/blurred', { fullPage: false });

      // Save: refused in the page (no request), every reason listed at the top, the name's error at its field,
      // and the untouched panel's error shown now too.
      await saveButton(page).click();
      const notice = page.getByTestId('action-notice');
      await notice.getByText('入力内容を確認してください').waitFor();
      await expect(notice.textContent()).resolves.toContain(`1番目(テキスト送信): ${REQUIRED}`);
      await expect(notice.textContent()).resolves.toContain(`2番目(テキスト送信): ${REQUIRED}`);
      await second.getByText(REQUIRED).waitFor({ state: 'visible' });
      await page.getByText('アクション名を入力してください').first().waitFor({ state: 'visible' });
      expect(registers).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/actions/new');
      await screenshot(page, 'editor-states/refused');

      // Filled in, the errors go and the save goes through.
      await text.fill('一つ目');
      await second.getByRole('textbox', { name: 'メッセージ本文' }).fill('二つ目');
      await page.getByRole('textbox', { name: /アクション名/ }).fill('E2E 検証');
      // The panels' messages go at once; the list at the top stays until the next save.
      await expect.poll(() => panels(page).getByText(REQUIRED).count()).toBe(0);
      await saveButton(page).click();
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      await expect(notice.count()).resolves.toBe(0);
      expect(registers).toEqual(['POST']);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it("shows the item fields' messages of a tag and a friend-info effect left empty and saved", async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    const registers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/action/register')) registers.push(request.method());
    });
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      const name = page.getByRole('textbox', { name: /アクション名/ });
      await name.fill('E2E 空の項目');
      const tag = await addEffect(page, 'タグ操作');
      const variable = await addEffect(page, '友だち情報操作');
      const TAG_REQUIRED = 'タグを選択してください';
      const VAR_REQUIRED = '友だち情報を選択してください';
      // The panels render before the engine validates them: with the form in place, nothing shows yet.
      await tag.getByRole('button', { name: 'タグを追加' }).waitFor();
      await expect(tag.getByText(TAG_REQUIRED).count()).resolves.toBe(0);
      await expect(variable.getByText(VAR_REQUIRED).count()).resolves.toBe(0);

      // Saved: refused before any request, both shown in their panels and listed at the top by position and type.
      // (An item field is touched by a choice made in its picker, not by focus passing through its buttons.)
      await saveButton(page).click();
      await tag.getByText(TAG_REQUIRED).waitFor();
      await variable.getByText(VAR_REQUIRED).waitFor();
      const notice = page.getByTestId('action-notice');
      await notice.getByText('入力内容を確認してください').waitFor();
      await expect(notice.textContent()).resolves.toContain(`1番目(タグ操作): ${TAG_REQUIRED}`);
      // A field picked from a list reads 選択してください in the summary as in its panel (it read 入力 there).
      await expect(notice.textContent()).resolves.toContain(`2番目(友だち情報操作): ${VAR_REQUIRED}`);
      await expect(variable.getByText('友だち情報を入力してください').count()).resolves.toBe(0);
      expect(registers).toEqual([]);
      await screenshot(page, 'editor-states/items-refused', { fullPage: false });

      // Chosen: both messages go, and the save goes through.
      await tag.getByRole('button', { name: 'タグを追加' }).click();
      const tags = page.getByRole('dialog', { name: 'タグを選択' });
      await tags.getByRole('button', { name: /^VIP会員/ }).click();
      await tags.getByRole('button', { name: '決定' }).click();
      await tags.waitFor({ state: 'detached' });
      await variable.getByRole('button', { name: '友だち情報を選択' }).click();
      const fields = page.getByRole('dialog', { name: '友だち情報を選択' });
      await fields.getByRole('button', { name: /^会員番号/ }).click();
      await fields.waitFor({ state: 'detached' });
      await variable.getByRole('textbox', { name: '値' }).fill('C-0003');
      await expect.poll(() => panels(page).getByText(TAG_REQUIRED).count()).toBe(0);
      await expect.poll(() => panels(page).getByText(VAR_REQUIRED).count()).toBe(0);
      await saveButton(page).click();
      await page.getByTestId('action-save-result').getByText('登録にしました').waitFor();
      expect(registers).toEqual(['POST']);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('collapses a panel: the form is hidden, the summary stays; expanded, the form is as left', async () => {
    const app = await openPage(browser(), 'actions/new');
    const { page } = app;
    try {
      await page.getByRole('heading', { level: 1, name: 'アクション新規作成' }).waitFor();
      const panel = await addEffect(page, 'テキスト送信');
      await panel.getByRole('textbox', { name: 'メッセージ本文' }).fill('折りたたみの確認');
      const toggle = panel.getByRole('button', { name: '詳細(1. テキスト送信)' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      const bodyId = await toggle.getAttribute('aria-controls');
      expect(bodyId).toBeTruthy();
      await expect(page.locator(`[id="${bodyId}"]`).isVisible()).resolves.toBe(true);

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await expect(panel.getByRole('textbox', { name: 'メッセージ本文' }).count()).resolves.toBe(0);
      await expect(page.locator(`[id="${bodyId}"]`).count()).resolves.toBe(0);
      await expect(panel.locator('.be-panel__summary').innerText()).resolves.toContain('折りたたみ');
      await expect(panel.locator('.be-panel__summary').isVisible()).resolves.toBe(true);
      await expect(panel.getByText('エラーあり').count()).resolves.toBe(0);
      await screenshot(page, 'editor-states/collapsed', { fullPage: false });

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect(panel.getByRole('textbox', { name: 'メッセージ本文' }).textContent()).resolves.toBe(
        '折りたたみの確認',
      );

      // A collapsed panel whose form has an error says so in its header.
      await clearComposer(panel.getByRole('textbox', { name: 'メッセージ本文' }));
      await panel.getByRole('textbox', { name: 'メッセージ本文' }).blur();
      await panel.getByText(REQUIRED).waitFor();
      await toggle.click();
      await panel.getByText('エラーあり').waitFor({ state: 'visible' });
      await expect(panel.getByText(REQUIRED).count()).resolves.toBe(0);
      await screenshot(page, 'editor-states/collapsed-with-error', { fullPage: false });
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('at 390 px, the keyboard never takes the focus under the save bar', async () => {
    const app = await openPage(browser(), '/', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const text = (n: number) => ({ type: 1, text: `本文${n}`, delay_type: 0 });
      const aid = await createAction(page, {
        a_name: 'E2E 保存バーとフォーカス',
        inputs: [1, 2, 3, 4].map(text),
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await panels(page).first().waitFor();
      const hidden = await focusedUnderBar(page);
      // Without the scroll padding the panels' 上へ / 下へ / 削除 rows landed under the bar.
      expect(hidden).toEqual([]);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('at 390 px, a press on a control partly under the save bar scrolls nothing, and an emoji pressed there lands', async () => {
    const app = await openPage(browser(), '/', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    try {
      const text = (n: number) => ({ type: 1, text: `本文${n}`, delay_type: 0 });
      const aid = await createAction(page, {
        a_name: 'E2E 保存バーとポインター',
        inputs: [1, 2, 3, 4].map(text),
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const body = panels(page).last().getByRole('textbox', { name: 'メッセージ本文' });
      await body.waitFor();
      const bar = page.locator('.de-savebar');
      /** Scrolls the window so that `target`'s top is `above` px above the bar; answers the point to press. */
      const placeAboveBar = async (target: Locator, above: number) => {
        const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
        return target.evaluate(
          (element, { barTop, above }) => {
            window.scrollBy(0, element.getBoundingClientRect().top - (barTop - above));
            const placed = element.getBoundingClientRect();
            return { x: placed.left + placed.width / 2, y: placed.top + above / 2 };
          },
          { barTop, above },
        );
      };
      /** Presses at the point and answers how far the window scrolled between the press and the release. */
      const pressAt = async (point: { x: number; y: number }) => {
        const scrollY = () => page.evaluate(() => window.scrollY);
        await page.mouse.move(point.x, point.y);
        const before = await scrollY();
        await page.mouse.down();
        const moved = (await scrollY()) - before;
        await page.mouse.up();
        return moved;
      };

      // The message box, its top 20 px above the bar and the rest under it: pressed, it takes the focus where it is.
      expect(await pressAt(await placeAboveBar(body, 20))).toBe(0);
      await expect.poll(() => body.evaluate((element) => element === document.activeElement)).toBe(true);

      // The emoji picker, its first row of emoji just above the bar: the press focuses the emoji (a scroll then
      // moved it from under the pointer before the release, and the click missed it).
      await page.keyboard.press('End');
      await panels(page).last().getByRole('button', { name: '絵文字' }).click();
      const emoji = panels(page).last().locator('emoji-picker').locator('button[role="menuitem"]').first();
      await emoji.waitFor();
      const picked = (await emoji.textContent())?.trim() ?? '';
      expect(await pressAt(await placeAboveBar(emoji, 30))).toBe(0);
      await expect.poll(() => body.textContent()).toBe(`本文4${picked}`);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
