/**
 * The leave guard (spec 000 §2.1, §4; app/ui/useLeaveGuard.ts) in Chromium, on a saved action and a saved
 * funnel with unsaved edits: the browser's Back asks 内容が編集されています。破棄して移動しますか？ first; Escape
 * stays with the edits kept; OK leaves. Closing or reloading the tab raises the browser's own `beforeunload`
 * prompt: dismissed, the page and its edits stay; accepted, the reload shows the server's version.
 * Screenshots: screenshots/leave-guard/*.png.
 */
import type { Dialog, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, createAction, expectNoErrors } from './console.ts';

const LEAVE = '内容が編集されています。破棄して移動しますか？';

/** A field's value: an input's, or a contenteditable textbox's text (the message composer, issue 18). */
const fieldValue = (field: Locator): Promise<string> =>
  field.evaluate((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value
      : (element.textContent ?? ''),
  );

/** One editor under test: its list page, how to reach it from there, the field edited and its saved value. */
interface Editor {
  name: string;
  listPath: string;
  listHeading: string;
  link: string;
  field: (page: Page) => Locator;
  saved: string;
}

/** Waits for the next dialog of the page and answers it (accept or dismiss); answers its type. */
function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.type());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** Back in the browser's history; the app's router answers a same-document navigation (popstate). */
const back = (page: Page) => page.goBack({ waitUntil: 'commit' });

async function checkGuard(page: Page, editor: Editor, editorPath: string): Promise<void> {
  const field = editor.field(page);
  // Reached by a link, so Back has somewhere to go in the app.
  await page.goto(appUrl(editor.listPath), { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: editor.link, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(editorPath);
  await expect.poll(() => fieldValue(field)).toBe(editor.saved);
  await field.fill('保存していない編集');
  await page.getByText('未保存の変更があります').waitFor();

  // Back: the guard asks; Escape stays, the address and the edit unchanged.
  await back(page);
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(LEAVE).waitFor();
  await screenshot(page, `leave-guard/${editor.name}-back`, { fullPage: false });
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(editorPath);
  await expect(fieldValue(field)).resolves.toBe('保存していない編集');

  // Closing the tab: the browser's beforeunload prompt; dismissed, the page and the edit stay.
  const closing = answerNextDialog(page, false);
  await page.close({ runBeforeUnload: true });
  await expect(closing).resolves.toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(fieldValue(field)).resolves.toBe('保存していない編集');

  // Reloading: the same prompt; accepted, the page reloads with the server's version.
  const reloading = answerNextDialog(page, true);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(reloading).resolves.toBe('beforeunload');
  await expect.poll(() => fieldValue(field)).toBe(editor.saved);
  await expect(page.getByText('未保存の変更があります').count()).resolves.toBe(0);

  // Edited again (a reload left no history entry behind the editor: come from the list again), Back, OK: it leaves.
  await page.goto(appUrl(editor.listPath), { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: editor.link, exact: true }).click();
  await expect.poll(() => fieldValue(field)).toBe(editor.saved);
  await field.fill('捨てる編集');
  await page.getByText('未保存の変更があります').waitFor();
  await back(page);
  await confirm.getByText(LEAVE).waitFor();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('heading', { level: 1, name: editor.listHeading, exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe(editor.listPath);
}

describe('the leave guard in the browser (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('guards the action editor: Back asks (Escape stays, OK leaves), close and reload raise beforeunload', async () => {
    const app = await openPage(browser(), '/');
    try {
      const name = 'E2E 離脱ガード';
      const aid = await createAction(app.page, {
        a_name: name,
        inputs: [{ type: 1, text: '保存済みの本文', delay_type: 0 }],
      });
      await checkGuard(
        app.page,
        {
          name: 'action',
          listPath: '/actions',
          listHeading: 'アクション',
          link: name,
          field: (page) => page.getByRole('textbox', { name: 'メッセージ本文' }),
          saved: '保存済みの本文',
        },
        `/actions/${aid}`,
      );
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('guards the funnel editor /funnels/:fid the same way', async () => {
    const app = await openPage(browser(), '/');
    try {
      const name = 'E2E 離脱ガードの絞り込み';
      const funnel = await api(app.page, 'POST', 'api/funnel/register', {
        fid: 0,
        name,
        is_template: 1,
        group_id: null,
        with_blocked: 0,
        user_rate_type: 0,
        sort_type: 1,
        take_num: 50,
        inputs: [{ type: 11, names: '保存済みの名前' }],
      });
      expect(funnel.status, JSON.stringify(funnel.body)).toBe(200);
      await checkGuard(
        app.page,
        {
          name: 'funnel',
          listPath: '/funnels',
          listHeading: '絞り込み条件',
          link: name,
          field: (page) => page.locator('article.be-panel').first().getByRole('textbox', { name: /名前/ }),
          saved: '保存済みの名前',
        },
        `/funnels/${funnel.body.fid}`,
      );
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
