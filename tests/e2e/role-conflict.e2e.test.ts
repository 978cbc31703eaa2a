/**
 * Two tabs on one role (docs/decisions/operators.md, "Two tabs on one role"): tab A saves; tab B, still on the
 * revision both loaded, saves by keyboard and is answered 409. B is told another person or tab saved first, sees
 * what is saved now beside its own choice (still in the form), and saves that choice again with one action; a
 * reload of either tab shows the final role. Screenshots: screenshots/role-conflict/.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, expectNoErrors } from './console.ts';

interface Role {
  id: number;
  name: string;
  permissions: string[];
  revision: number;
}

/** A permission's checkbox in a role's form, by the permission's name (shown under its words). */
const checkbox = (form: Locator, permission: string): Locator =>
  form
    .locator('label')
    .filter({ has: form.page().getByText(permission, { exact: true }) })
    .getByRole('checkbox');

/** The role as the server holds it. */
async function storedRole(page: Page, id: number): Promise<Role> {
  const roles = (await api(page, 'GET', 'api/operators')).body.roles as Role[];
  const role = roles.find((r) => r.id === id);
  if (!role) throw new Error(`No role ${id}`);
  return role;
}

/** Whether the focus is inside (or on) this element. */
const holdsFocus = (target: Locator): Promise<boolean> =>
  target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );

describe('two tabs on one role (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('tells the stale tab, keeps its choice beside what is saved, and saves it again with one action', async () => {
    const tabA = await openPage(browser(), 'operators/roles');
    const tabB = await openPage(browser(), 'operators/roles', { viewport: { width: 390, height: 844 } });
    try {
      const made = await api(tabA.page, 'POST', 'api/roles', {
        name: 'E2E 二つのタブ',
        permissions: ['tag-write'],
      });
      expect(made.status).toBe(200);
      const id = made.body.id as number;
      for (const { page } of [tabA, tabB]) {
        await page.goto(appUrl('operators/roles'), { waitUntil: 'networkidle' });
        await expect(checkbox(page.getByTestId(`role-${id}`), 'tag-write').isChecked()).resolves.toBe(true);
      }
      const formA = tabA.page.getByTestId(`role-${id}`);
      const formB = tabB.page.getByTestId(`role-${id}`);

      // Tab A adds var-write and saves.
      await checkbox(formA, 'var-write').check();
      await formA.getByRole('button', { name: '保存' }).click();
      await formA.getByRole('status').getByText('変更しました').waitFor();

      // Tab B, still on revision 1: renames, drops tag-write, adds form-write; saves by keyboard.
      await formB.getByLabel('ロール名').fill('E2E 二つのタブ B');
      await checkbox(formB, 'tag-write').uncheck();
      await checkbox(formB, 'form-write').check();
      await formB.getByRole('button', { name: '保存' }).focus();
      const answer = tabB.page.waitForResponse((r) => r.url().includes(`/api/roles/${id}`));
      await tabB.page.keyboard.press('Enter');
      expect((await answer).status()).toBe(409);

      const conflict = formB.getByRole('alert');
      await expect
        .poll(() => conflict.textContent())
        .toContain('このロールは、他の人または別のタブで変更され、保存されています。');
      const text = (await conflict.textContent()) ?? '';
      expect(text).toContain('保存されている今の内容(第2版): ロール名「E2E 二つのタブ」、権限2件');
      expect(text).toContain('ロール名: 保存済みは「E2E 二つのタブ」、あなたの選択は「E2E 二つのタブ B」');
      expect(await conflict.locator('li').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('タグの編集')]),
      );
      // The message has the focus (the 保存 button it replaces had it), and B's choice is still in the form.
      await expect.poll(() => holdsFocus(conflict)).toBe(true);
      await expect(formB.getByLabel('ロール名').inputValue()).resolves.toBe('E2E 二つのタブ B');
      await expect(checkbox(formB, 'tag-write').isChecked()).resolves.toBe(false);
      await expect(checkbox(formB, 'form-write').isChecked()).resolves.toBe(true);
      await expect(checkbox(formB, 'var-write').isChecked()).resolves.toBe(false);
      // Nothing of B was written.
      expect(await storedRole(tabA.page, id)).toMatchObject({ name: 'E2E 二つのタブ', revision: 2 });
      await conflict.scrollIntoViewIfNeeded();
      await screenshot(tabB.page, 'role-conflict/390-conflict', { fullPage: false });
      await expectAccessible(tabB.page, 'role-conflict');

      // One action, by keyboard: Tab to 自分の選択で保存し直す, Enter.
      await tabB.page.keyboard.press('Tab');
      const apply = formB.getByRole('button', { name: '自分の選択で保存し直す' });
      await expect.poll(() => holdsFocus(apply)).toBe(true);
      await tabB.page.keyboard.press('Enter');
      await formB.getByRole('status').getByText('変更しました').waitFor();
      await expect(conflict.count()).resolves.toBe(0);
      // The focus is back on 保存, not on <body>.
      await expect.poll(() => holdsFocus(formB.getByRole('button', { name: '保存' }))).toBe(true);
      const final = await storedRole(tabA.page, id);
      expect(final).toEqual({ id, name: 'E2E 二つのタブ B', permissions: ['form-write'], revision: 3 });

      for (const { page } of [tabA, tabB]) {
        await page.reload({ waitUntil: 'networkidle' });
        const form = page.getByTestId(`role-${id}`);
        await expect(form.getByLabel('ロール名').inputValue()).resolves.toBe('E2E 二つのタブ B');
        await expect(checkbox(form, 'form-write').isChecked()).resolves.toBe(true);
        await expect(checkbox(form, 'tag-write').isChecked()).resolves.toBe(false);
        await expect(checkbox(form, 'var-write').isChecked()).resolves.toBe(false);
      }
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });

  it('gives up the choice for what is saved when asked, and a later save names the new revision', async () => {
    const tabA = await openPage(browser(), 'operators/roles');
    const tabB = await openPage(browser(), 'operators/roles');
    try {
      const id = (await api(tabA.page, 'POST', 'api/roles', { name: 'E2E 取り下げ', permissions: [] })).body
        .id as number;
      for (const { page } of [tabA, tabB]) await page.reload({ waitUntil: 'networkidle' });
      const formA = tabA.page.getByTestId(`role-${id}`);
      const formB = tabB.page.getByTestId(`role-${id}`);
      await checkbox(formA, 'tag-write').check();
      await formA.getByRole('button', { name: '保存' }).click();
      await formA.getByRole('status').getByText('変更しました').waitFor();
      await checkbox(formB, 'var-write').check();
      await formB.getByRole('button', { name: '保存' }).click();
      await formB.getByRole('alert').waitFor();
      await formB.getByRole('button', { name: '保存されている内容に戻す' }).click();
      await expect(checkbox(formB, 'tag-write').isChecked()).resolves.toBe(true);
      await expect(checkbox(formB, 'var-write').isChecked()).resolves.toBe(false);
      await checkbox(formB, 'user-mail').check();
      await formB.getByRole('button', { name: '保存' }).click();
      await formB.getByRole('status').getByText('変更しました').waitFor();
      expect(await storedRole(tabA.page, id)).toMatchObject({
        permissions: ['tag-write', 'user-mail'],
        revision: 3,
      });
      expectNoErrors(tabA);
      expectNoErrors(tabB, [/status of 409/]);
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });
});
