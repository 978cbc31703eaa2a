/**
 * The console shows every time in the account's zone, Japan's (docs/decisions/forms-walk-fixes.md), even in a
 * browser elsewhere: the console opened in New York shows the form list's 更新日時 and the answers page's 回答日時
 * in Japan's time, and the CSV writes Japan's time under 回答日時(日本時間); the friends list's dates, a friend's
 * message history and an action's 保存履歴 follow the same zone. Walk 2026-11-26: the list followed the browser's
 * zone and the CSV wrote UTC; the friends and the editors followed the browser's after that.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, useBrowser } from './browser.ts';
import { api, appUrl, createAction, expectNoErrors } from './console.ts';

/** A time as the console shows it (ja-JP, medium date, short time) in a zone: 保存履歴, a friend's messages. */
const shownIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** A day as the friends list shows it (ja-JP, medium date) in a zone. */
const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeZone }).format(new Date(iso));

describe('times in the console (Chromium in America/New_York)', () => {
  const browser = useBrowser();

  it('the form list, the answers page and the CSV give Japan’s time', async () => {
    const app = await openPage(browser(), 'lvf', { timezoneId: 'America/New_York' });
    try {
      const { page } = app;
      const url = (path: string) => new URL(path, baseUrl()).href;
      // The browser is in New York indeed.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      );
      const forms = (await (await page.request.get(url('api/form/list'))).json()).items as {
        id: number;
        name: string;
        updated_at: string;
      }[];
      const form = forms.find((each) => each.name === '満足度アンケート');
      if (!form) throw new Error('the seeded survey is missing');
      const japan = shownIn(form.updated_at, 'Asia/Tokyo');
      // The two zones differ by 13 or 14 hours: the same moment never reads the same in both.
      expect(japan).not.toBe(shownIn(form.updated_at, 'America/New_York'));
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: form.name }) });
      await expect.poll(() => row.locator('td').allTextContents()).toContain(japan);

      // An answer, then its time on the answers page and in the CSV.
      const code = (await (await page.request.get(url(`api/v1/forms/${form.id}`))).json()).code as string;
      const sent = await page.request.post(url(`f/${code}/answer`), {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { answers: { radio1: 2 } },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const answers = (
        await (await page.request.get(url(`api/v1/forms/${form.id}/answers?per_page=1`))).json()
      ).answers as { id: number; created_at: string }[];
      const latest = answers[0];
      await page.goto(url(`lvf/answers/${form.id}`), { waitUntil: 'networkidle' });
      const first = page.getByRole('table').getByRole('rowheader').first();
      await expect.poll(() => first.textContent()).toBe(shownIn(latest.created_at, 'Asia/Tokyo'));

      const csv = await (await page.request.get(url(`api/v1/forms/${form.id}/answers.csv`))).text();
      const lines = csv.split('\r\n');
      expect(lines[0].split(',')[1]).toBe('"回答日時(日本時間)"');
      const line = lines.find((each) => each.startsWith(`"${latest.id}",`));
      const seconds = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Tokyo',
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(new Date(latest.created_at));
      expect(line?.split(',')[1]).toBe(`"${seconds.replaceAll('-', '/')}"`);
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('the friends list’s dates, a friend’s messages and draft, an action’s 保存履歴 and draft give Japan’s time', async () => {
    const app = await openPage(browser(), 'friends', { timezoneId: 'America/New_York' });
    try {
      const { page } = app;
      const listed = await api<{
        members: { id: number; registered_at: string; last_response_at: string }[];
      }>(page, 'GET', 'api/v1/allow_members');
      // A friend registered at an hour when Japan's day is not New York's (the seed spreads the hours).
      const friend = listed.body.members.find(
        (each) => dayIn(each.registered_at, 'Asia/Tokyo') !== dayIn(each.registered_at, 'America/New_York'),
      );
      if (!friend) throw new Error('no seeded friend registered across the two zones’ days');
      const row = page.locator(`tbody tr[data-member-id="${friend.id}"]`);
      await expect
        .poll(() => row.locator('td').first().textContent())
        .toBe(dayIn(friend.registered_at, 'Asia/Tokyo'));

      // A friend's message history (the first listed friend with messages): every time in Japan's.
      let talker: { id: number; times: number[] } | undefined;
      for (const each of listed.body.members.filter((member) => member.last_response_at !== '')) {
        const answer = await api<{ messages: { timestamp: number }[] }>(
          page,
          'GET',
          `api/v1/member/messages/${each.id}`,
        );
        const times = answer.body.messages.map((message) => message.timestamp);
        if (times.length > 0) {
          talker = { id: each.id, times: times.sort((a, b) => a - b) };
          break;
        }
      }
      if (!talker) throw new Error('no seeded friend with messages on the first page');
      await page
        .locator(`tbody tr[data-member-id="${talker.id}"]`)
        .locator('.fr-actions button')
        .first()
        .click();
      await page.getByRole('dialog').getByRole('tab', { name: 'メッセージ履歴' }).click();
      const times = page.getByRole('dialog').locator('.fe-message__time');
      await expect
        .poll(() => times.allTextContents())
        .toEqual(talker.times.map((at) => shownIn(new Date(at).toISOString(), 'Asia/Tokyo')));

      // An unsaved edit of the friend, reloaded: the editor offers it with its time in Japan's zone.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.getByRole('dialog').getByRole('tab', { name: '基本情報' }).click();
      const edited = Date.now();
      await page.getByRole('dialog').getByRole('textbox', { name: '個別メモ' }).fill('E2E 時刻の下書き');
      await page.waitForTimeout(1500);
      await page.reload({ waitUntil: 'networkidle' });
      const friendDraft = page.getByRole('region', { name: '復元' });
      await friendDraft.waitFor();
      const draftText = (await friendDraft.textContent()) ?? '';
      const draftMinutes = [edited - 60_000, edited, Date.now(), Date.now() + 60_000].map((at) =>
        shownIn(new Date(at).toISOString(), 'Asia/Tokyo'),
      );
      expect(
        draftMinutes.some((each) => draftText.includes(`保存されていない編集内容があります(${each})`)),
        draftText,
      ).toBe(true);
      await friendDraft.getByRole('button', { name: '破棄' }).click();

      // An action saved now: its 保存履歴 entry in Japan's time, never New York's.
      const aid = await createAction(page, {
        a_name: 'E2E 時刻',
        inputs: [{ type: 1, text: '本文', delay_type: 0 }],
      });
      const revisions = await api<{ revisions: { saved_at: string }[] }>(
        page,
        'GET',
        `api/action/data/${aid}/revisions`,
      );
      const saved = revisions.body.revisions[0].saved_at;
      expect(shownIn(saved, 'Asia/Tokyo')).not.toBe(shownIn(saved, 'America/New_York'));
      await page.goto(appUrl(`actions/${aid}`), { waitUntil: 'networkidle' });
      const when = page.getByTestId('revision-history').locator('time').first();
      await expect.poll(() => when.textContent()).toBe(shownIn(saved, 'Asia/Tokyo'));

      // An unsaved edit, reloaded: the draft is offered with its time in Japan's zone.
      const clock = (at: number, timeZone: string) =>
        new Date(at).toLocaleTimeString('ja-JP', { timeZone, hour: '2-digit', minute: '2-digit' });
      const before = Date.now();
      await page.getByRole('textbox', { name: 'メッセージ本文' }).fill('下書きの本文');
      await page.waitForTimeout(1500);
      await page.reload({ waitUntil: 'networkidle' });
      const after = Date.now();
      const offer = page.getByTestId('action-draft');
      await offer.waitFor();
      const text = (await offer.textContent()) ?? '';
      // The draft was written between `before` and `after`: one of those minutes (a minute's slack each side).
      const minutes = [before - 60_000, before, after, after + 60_000].map((at) => clock(at, 'Asia/Tokyo'));
      expect(
        minutes.some((each) => text.startsWith(`${each} に編集した`)),
        text,
      ).toBe(true);
      expect(text).not.toContain(clock(after, 'America/New_York'));
      expectNoErrors(app);
    } finally {
      await app.close();
    }
  });
});
