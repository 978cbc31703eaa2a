/**
 * The action dry run (issue 19 point 6) in Chromium against the real server and the demo friends: an action
 * with a tag effect and a text effect with [name] is opened, ドライラン is run for a friend chosen by name, the
 * dialog shows the friend's name in the message and the tag line, and the friend's tags are unchanged after.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { openPage, screenshot, useBrowser } from './browser.ts';
import { api, appUrl, createAction, expectNoErrors } from './console.ts';

interface Member {
  id: number;
  name: string;
  tags: number[];
}

describe('action dry run (built console + real server, Chromium)', () => {
  const browser = useBrowser();

  it('shows what the action would do to a chosen friend and changes nothing', async () => {
    const app = await openPage(browser(), 'actions');
    const { page } = app;
    try {
      const tags = await api<{ items: { id: number; name: string }[] }>(page, 'GET', 'api/v_resource/tag');
      const vip = tags.body.items.find((tag) => tag.name === 'VIP会員');
      if (!vip) throw new Error('the demo tag VIP会員 is missing');
      const members = await api<{ members: Member[] }>(page, 'GET', 'api/v1/allow_members');
      const friend = members.body.members.find((m) => m.name !== '' && !m.tags.includes(vip.id));
      if (!friend) throw new Error('no demo friend without VIP会員 on the first page');
      const aid = await createAction(page, {
        a_name: 'ドライランE2E',
        inputs: [
          { type: 13, remove: 0, use_group: 0, tag_ids: [vip.id] },
          { type: 1, text: '[name]さん、ようこそ', delay_type: 0 },
        ],
      });

      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const open = page.getByRole('button', { name: 'ドライラン', exact: true });
      // Keyboard reachable: focused and pressed with Enter.
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'ドライラン(実行せずに確認)' });
      await dialog.waitFor();
      await dialog.getByRole('list', { name: '友だちを選択' }).waitFor();
      await expectAccessible(page, 'action-dry-run-friends');
      await dialog.getByLabel('友だちの名前で検索').fill(friend.name);
      const choice = dialog
        .getByRole('list', { name: '友だちを選択' })
        .getByRole('button', { name: friend.name, exact: true })
        .first();
      await choice.click();

      const result = dialog.getByTestId('dry-run-result');
      await result.waitFor();
      const effects = result.getByTestId('dry-run-effect');
      await expect.poll(() => effects.count()).toBe(2);
      expect(await effects.nth(0).textContent()).toContain('タグ「VIP会員」を追加します');
      expect(await effects.nth(0).textContent()).toContain('条件なし(常に実行されます)');
      expect(await effects.nth(1).locator('.app-dry-run__message').textContent()).toBe(
        `${friend.name}さん、ようこそ`,
      );
      await screenshot(page, 'actions/dry-run', { fullPage: false });
      await expectAccessible(page, 'action-dry-run-result');
      // A 390 px wide window: the dialog's lines wrap, nothing runs off to the side.
      await page.setViewportSize({ width: 390, height: 800 });
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'actions/dry-run-390', { fullPage: false });

      const after = await api<{ member: Member }>(page, 'GET', `api/v1/allow_members/${friend.id}`);
      expect(after.status).toBe(200);
      expect([...after.body.member.tags].sort()).toEqual([...friend.tags].sort());
      expect(after.body.member.tags).not.toContain(vip.id);
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });

  it('by keyboard at 390 px: the focus follows to the result, back to the search, and back to ドライラン', async () => {
    const app = await openPage(browser(), 'actions', { viewport: { width: 390, height: 844 } });
    const { page } = app;
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return (
          element?.getAttribute('data-testid') ?? element?.getAttribute('aria-label') ?? element?.textContent
        );
      });
    try {
      const members = await api<{ members: Member[] }>(page, 'GET', 'api/v1/allow_members');
      const friend = members.body.members.find((m) => m.name !== '');
      if (!friend) throw new Error('no demo friend with a name on the first page');
      const aid = await createAction(page, {
        a_name: 'ドライランE2E キーボード',
        inputs: [{ type: 1, text: '[name]さん', delay_type: 0 }],
      });
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'ドライラン', exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'ドライラン(実行せずに確認)' });
      await expect.poll(focused).toBe('dry-run-search');
      await page.keyboard.type(friend.name);
      const choice = dialog
        .getByRole('list', { name: '友だちを選択' })
        .getByRole('button', { name: friend.name, exact: true })
        .first();
      await choice.waitFor();
      await choice.focus();
      await page.keyboard.press('Enter');
      await dialog.getByTestId('dry-run-result').waitFor();
      // The pressed friend's button is gone: the focus is on the result, inside the dialog, not on the page.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('app-dry-run__result')))
        .toBe(true);
      await screenshot(page, 'actions/dry-run-keyboard-390', { fullPage: false });
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe('別の友だちを選ぶ');
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('dry-run-search');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(focused).toBe('action-dry-run');
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
