/**
 * A friend answers the seeded branching survey (満足度アンケート) on a 390 px page in Chromium against the real
 * server: a rule error from the shared answer rules, both branches (はい → section 2, いいえ → send), the
 * confirm dialog, a phone number typed in full-width digits (shown and stored in ASCII), the thank-you text, the answers in the console's list; no page errors under the page's own
 * strict CSP, and nothing wider than the phone; the enquiry form (お問い合わせフォーム) with a picture uploaded
 * (a renamed text refused first, then a real PNG with its progress, 削除 and the console's link to the file).
 * Screenshots: screenshots/form-answer/*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../server/media/png.ts';
import { expectAccessible } from './a11y.ts';
import { baseUrl, type OpenedPage, openPage, screenshot, useBrowser } from './browser.ts';

const PHONE = { width: 390, height: 844 };

/** A seeded form's id and code (the survey unless named), read through the console's API as the owner. */
async function survey(page: Page, name = '満足度アンケート'): Promise<{ id: number; code: string }> {
  const list = await page.request.get(new URL('api/form/list', baseUrl()).href);
  const id = ((await list.json()).items as { id: number; name: string }[]).find((i) => i.name === name)?.id;
  if (!id) throw new Error(`the seeded form ${name} is missing`);
  const form = await page.request.get(new URL(`api/v1/forms/${id}`, baseUrl()).href);
  return { id, code: (await form.json()).code };
}

const next = (page: Page) => page.locator('#lf-next');

async function send(page: Page): Promise<void> {
  await expect.poll(() => next(page).textContent()).toBe('送信する');
  await next(page).click({ timeout: 5000 });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 5000 });
  await expect.poll(() => dialog.textContent()).toContain('この内容で送信します');
  await dialog.getByRole('button', { name: '送信', exact: true }).click({ timeout: 5000 });
  await page.getByText('ご協力ありがとうございました。').waitFor({ timeout: 5000 });
}

async function noOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

describe('answering a form on a phone (real server, Chromium)', () => {
  const browser = useBrowser();

  it('answers the branching survey along both branches, with a rule error first', async () => {
    const console: OpenedPage = await openPage(browser(), '/', { viewport: PHONE });
    const { id, code } = await survey(console.page);
    const before = (
      await (await console.page.request.get(new URL(`api/v1/forms/${id}/answers`, baseUrl()).href)).json()
    ).total;

    const yes = await openPage(browser(), `f/${code}`, { login: false, viewport: PHONE });
    try {
      const { page } = yes;
      await page.getByRole('heading', { level: 1, name: 'ご来店アンケート' }).waitFor({ timeout: 5000 });
      await noOverflow(page);
      await screenshot(page, 'form-answer/section1-390');
      await expectAccessible(page, 'form-answer-section1');
      // Nothing chosen: the shared rules refuse, the message is tied to the question and focus goes there.
      await next(page).click({ timeout: 5000 });
      const radioError = page.locator('#e-q0');
      await expect.poll(() => radioError.textContent()).toBe('選択してください');
      expect(await page.locator('#f-q0').getAttribute('aria-describedby')).toContain('e-q0');
      await page.getByLabel('はい', { exact: true }).check({ timeout: 5000 });
      await expect.poll(() => next(page).textContent()).toBe('次へ');
      await expect.poll(() => radioError.isHidden()).toBe(true);
      await next(page).click({ timeout: 5000 });
      await page.getByText('良かった点をお選びください').waitFor({ timeout: 5000 });
      // Section 2: a phone number the tel rule refuses, and the required checkbox.
      await page.getByLabel('お電話番号').fill('12-34', { timeout: 5000 });
      await next(page).click({ timeout: 5000 });
      const telError = page.locator('#e-q3');
      await expect
        .poll(() => telError.textContent())
        .toBe('電話番号の形式で入力してください(例: 090-1234-5678)');
      expect(await page.getByLabel('お電話番号').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#e-q1').textContent()).toBe('選択してください');
      await screenshot(page, 'form-answer/section2-errors-390');
      await expectAccessible(page, 'form-answer-section2-errors');
      await noOverflow(page);
      // 戻る goes back to section 1 and keeps the choice.
      await page.getByRole('button', { name: '戻る' }).click({ timeout: 5000 });
      expect(await page.getByLabel('はい', { exact: true }).isChecked()).toBe(true);
      await next(page).click({ timeout: 5000 });
      await page.getByLabel('接客').check({ timeout: 5000 });
      // Typed the Japanese way (full-width digits, ー for the hyphen): shown in ASCII once left, sent so.
      await page.getByLabel('お電話番号').fill('０９０ー１２３４ー５６７８', { timeout: 5000 });
      await page.getByLabel('お電話番号').press('Tab');
      await expect.poll(() => page.getByLabel('お電話番号').inputValue()).toBe('090-1234-5678');
      await send(page);
      await screenshot(page, 'form-answer/thanks-390');
      expect(yes.pageErrors).toEqual([]);
      expect(yes.consoleErrors, yes.consoleErrors.join('\n')).toEqual([]);
    } finally {
      await yes.close();
    }

    const no = await openPage(browser(), `f/${code}`, { login: false, viewport: PHONE });
    try {
      const { page } = no;
      await page.getByLabel('いいえ', { exact: true }).check({ timeout: 5000 });
      // いいえ ends the form: the button sends, and section 2's required checkbox asks nothing.
      await send(page);
      expect(no.pageErrors).toEqual([]);
      expect(no.consoleErrors).toEqual([]);
    } finally {
      await no.close();
    }

    const list = await (
      await console.page.request.get(new URL(`api/v1/forms/${id}/answers`, baseUrl()).href)
    ).json();
    expect(list.total).toBe(before + 2);
    // The newest two (another file's test may have answered the seeded survey before, on the same server).
    expect(list.answers.slice(0, 2).map((a: { cells: string[] }) => a.cells[0])).toEqual(['いいえ', 'はい']);
    expect(list.answers[1].cells).toEqual(['はい', '接客', '', '090-1234-5678']);
    // The console's answers page lists them.
    await console.page.goto(new URL(`lvf/answers/${id}`, baseUrl()).href);
    await console.page
      .getByRole('heading', { name: 'フォームの回答: 満足度アンケート' })
      .waitFor({ timeout: 5000 });
    await console.page.getByRole('cell', { name: '090-1234-5678' }).first().waitFor({ timeout: 5000 });
    await screenshot(console.page, 'form-answer/console-answers-390');
    await console.close();
  });

  it('uploads a picture with the enquiry: a renamed file refused on the item, then a real PNG, seen in the console', async () => {
    const console: OpenedPage = await openPage(browser(), '/', { viewport: PHONE });
    const { id, code } = await survey(console.page, 'お問い合わせフォーム');
    const png = encodePng(40, 30, '#1E88E5', [{ x: 0, y: 0, width: 20, height: 30, color: '#FFFFFF' }]);
    const friend = await openPage(browser(), `f/${code}`, { login: false, viewport: PHONE });
    try {
      const { page } = friend;
      await page.getByRole('heading', { level: 1, name: 'お問い合わせ' }).waitFor({ timeout: 5000 });
      await page.getByLabel('お名前').fill('山田 花子', { timeout: 5000 });
      await page.getByLabel('メールアドレス').fill('hanako@example.jp', { timeout: 5000 });
      await page.getByLabel('お問い合わせの種類').selectOption({ label: '商品について' }, { timeout: 5000 });
      await page.getByLabel('お問い合わせ内容').fill('写真の商品について教えてください。', { timeout: 5000 });
      const picker = page.getByLabel('添付画像');
      // A text file named .png: the server reads its content and refuses it; the message is on the item.
      await picker.setInputFiles({
        name: 'なまえだけ.png',
        mimeType: 'image/png',
        buffer: Buffer.from('ただの文字'),
      });
      const error = page.locator('[data-key="file1"] .lf-error');
      await expect
        .poll(() => error.textContent(), { timeout: 5000 })
        .toBe('ファイルの内容が画像(PNG・JPEG・GIF)ではありません。画像ファイルを選択してください');
      expect(await picker.getAttribute('aria-invalid')).toBe('true');
      // A real PNG: uploaded at once, then 削除 and again (the answer takes the last one).
      await picker.setInputFiles({ name: '商品の写真.png', mimeType: 'image/png', buffer: png });
      const state = page.locator('[data-key="file1"] .lf-file-state');
      await expect.poll(() => state.textContent(), { timeout: 5000 }).toBe('アップロード完了');
      expect(await error.isHidden()).toBe(true);
      expect(await page.locator('[data-key="file1"] .lf-file-name').textContent()).toBe('商品の写真.png');
      await noOverflow(page);
      await screenshot(page, 'form-answer/file-uploaded-390');
      await expectAccessible(page, 'form-answer-file-uploaded');
      await page.getByRole('button', { name: '削除' }).click({ timeout: 5000 });
      expect(await page.locator('[data-key="file1"] .lf-file').isHidden()).toBe(true);
      await picker.setInputFiles({ name: '商品の写真.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => state.textContent(), { timeout: 5000 }).toBe('アップロード完了');
      await expect.poll(() => next(page).textContent()).toBe('送信する');
      await next(page).click({ timeout: 5000 });
      await page
        .getByRole('dialog')
        .getByRole('button', { name: '送信', exact: true })
        .click({ timeout: 5000 });
      await page.getByText('お問い合わせありがとうございました。').waitFor({ timeout: 5000 });
      expect(friend.pageErrors).toEqual([]);
      // The refused upload is the only console error (its 422).
      expect(friend.consoleErrors.filter((e) => !e.includes('422'))).toEqual([]);
    } finally {
      await friend.close();
    }
    const list = await (
      await console.page.request.get(new URL(`api/v1/forms/${id}/answers`, baseUrl()).href)
    ).json();
    const file = list.columns.findIndex((c: { key: string }) => c.key === 'file1');
    expect(list.answers[0].cells[file]).toBe('商品の写真.png');
    const stored = await console.page.request.get(
      new URL(list.answers[0].links[file].slice(1), baseUrl()).href,
    );
    expect(stored.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await stored.body()).equals(png)).toBe(true);
    await console.page.goto(new URL(`lvf/answers/${id}`, baseUrl()).href);
    const link = console.page.getByRole('link', { name: '商品の写真.png' });
    await link.waitFor({ timeout: 5000 });
    expect(await link.getAttribute('href')).toBe(list.answers[0].links[file]);
    await screenshot(console.page, 'form-answer/console-file-390');
    await console.close();
  });

  it('mode=example shows the 見本 notice and sends nothing', async () => {
    const console: OpenedPage = await openPage(browser(), '/', { viewport: PHONE });
    const { id, code } = await survey(console.page);
    const before = (
      await (await console.page.request.get(new URL(`api/v1/forms/${id}/answers`, baseUrl()).href)).json()
    ).total;
    const example = await openPage(browser(), `f/${code}?mode=example`, { login: false, viewport: PHONE });
    try {
      const { page } = example;
      await page.getByRole('note').getByText('見本').waitFor({ timeout: 5000 });
      await page.getByLabel('いいえ', { exact: true }).check({ timeout: 5000 });
      await send(page);
      expect(example.pageErrors).toEqual([]);
    } finally {
      await example.close();
    }
    const after = (
      await (await console.page.request.get(new URL(`api/v1/forms/${id}/answers`, baseUrl()).href)).json()
    ).total;
    expect(after).toBe(before);
    await console.close();
  });
});
