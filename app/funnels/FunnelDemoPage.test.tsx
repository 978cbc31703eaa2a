// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../page-i18n.ts';
import { navigate } from '../router.tsx';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import { funnelDemoPath, funnelUseOf } from './demo-paths.ts';
import FunnelDemoPage from './FunnelDemoPage.tsx';
import { fakeFunnelApi } from './fake-funnel-api.ts';
import { FunnelApiProvider, type FunnelData } from './funnel-api.ts';

afterEach(() => cleanup());

/** A named custom search holding an or-group of two conditions. */
const BUYERS: FunnelData = {
  fid: 7,
  name: '購入者',
  is_template: 1,
  group_id: 30,
  inputs: [
    {
      type: 120,
      inputs: [
        { type: 60, use_group: 0, tag_ids: [1], tag_or: 0 },
        { type: 11, names: '山田', use_name: 1, use_short_name: 1, use_nickname: 1 },
      ],
    },
  ],
  with_blocked: 2,
  user_rate_type: 1,
  sort_type: 3,
  take_num: 200,
  revision: 4,
};

/** The page at `address`, for an account with the test abilities and `more`. */
function open(address: string, more: string[] = []) {
  window.history.replaceState(null, '', address);
  const funnels = fakeFunnelApi();
  funnels.state.funnels.set(7, structuredClone(BUYERS));
  const consoleFake = fakeApi();
  const session = { ...testSession, abilities: [...testSession.abilities, ...more] };
  vi.mocked(consoleFake.api.session).mockResolvedValue({ ok: true, status: 200, data: session });
  vi.mocked(consoleFake.api.currentSession).mockReturnValue(session);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(consoleFake.api)}>
        <FunnelApiProvider api={funnels.api}>
          <FunnelDemoPage />
        </FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return funnels;
}

const address = () => window.location.pathname + window.location.search;
const editor = () => document.querySelector<HTMLElement>('.app-funnel-editor');
const ready = () => waitFor(() => expect(editor()).not.toBeNull());
const topLabels = () =>
  [...document.querySelectorAll('.be-editor > .be-list-area > .be-list > li > article.be-panel')].map(
    (panel) => panel.querySelector(':scope > .be-panel__header .be-panel__label')?.textContent,
  );
const shownId = () => screen.getByTestId('funnel-demo-fid');
const save = () => fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-save-status]')!);

describe('funnel demo page: the address', () => {
  it('writes mode, finisher and id', () => {
    expect(funnelDemoPath({ mode: 'board', finisher: 'post', fid: 12 })).toBe(
      '/widgets/funnel-editor?mode=board&finisher=post&fid=12',
    );
    expect(funnelDemoPath({ mode: 'editor', finisher: 'emit', fid: null })).toBe(
      '/widgets/funnel-editor?mode=editor&finisher=emit',
    );
  });

  it('reads and writes the use: plain is left out, anything unknown is plain', () => {
    expect(funnelDemoPath({ mode: 'board', finisher: 'post', fid: 12, use: 'event' })).toBe(
      '/widgets/funnel-editor?mode=board&finisher=post&fid=12&use=event',
    );
    expect(funnelDemoPath({ mode: 'board', finisher: 'post', fid: null, use: 'plain' })).toBe(
      '/widgets/funnel-editor?mode=board&finisher=post',
    );
    expect(funnelUseOf('event')).toBe('event');
    expect(funnelUseOf('member')).toBe('member');
    for (const value of [null, '', 'Event', 'other']) expect(funnelUseOf(value)).toBe('plain');
  });
});

describe('funnel demo page: reopening a saved funnel in any mode', () => {
  it.each(['funneling', 'board'] as const)(
    'opens ?fid=7 in the %s mode, and a save overwrites it with its name and options kept',
    async (mode) => {
      const { api, state } = open(`/widgets/funnel-editor?mode=${mode}&finisher=post&fid=7`);
      await waitFor(() => expect(topLabels()).toEqual(['いずれかに一致(ORグループ)']));
      expect(api.funnelData).toHaveBeenCalledWith(7, expect.any(AbortSignal));
      expect(editor()?.dataset).toMatchObject({ fid: '7', mode });
      expect(shownId().textContent).toBe('保存済みの条件 ID:7(再読み込みしても開きます)');
      const group = document.querySelector<HTMLElement>('article.be-panel')!;
      expect(within(group).getAllByRole('article')).toHaveLength(2);
      // Neither mode shows the name: it comes back as loaded.
      expect(document.querySelector('.app-funnel-fields__name input')).toBeNull();

      save();
      await waitFor(() => expect(state.funnels.get(7)?.revision).toBe(5));
      expect(state.posted[0].document).toMatchObject({
        fid: 7,
        revision: 4,
        name: '購入者',
        is_template: 1,
        group_id: 30,
        sort_type: 3,
        take_num: 200,
        inputs: BUYERS.inputs,
      });
      expect(address()).toBe(`/widgets/funnel-editor?mode=${mode}&finisher=post&fid=7`);
    },
  );

  it('starts a new funnel when the id is not a saved funnel’s id', async () => {
    const { api } = open('/widgets/funnel-editor?mode=board&finisher=post&fid=abc');
    await ready();
    expect(api.funnelData).not.toHaveBeenCalled();
    expect(editor()?.dataset.fid).toBe('new');
    expect(shownId().textContent).toBe('新しい条件(保存するとIDが付き、アドレスに入ります)');
    expect(screen.queryByRole('button', { name: '新しい条件を作る' })).toBeNull();
  });

  it('alerts 読み込みに失敗しました for an id the server does not know', async () => {
    open('/widgets/funnel-editor?mode=board&finisher=post&fid=99');
    const alert = await screen.findByTestId('funnel-load-failed');
    expect(alert.textContent).toContain('読み込みに失敗しました');
  });
});

describe('funnel demo page: saving a new funnel', () => {
  it.each(['post', 'postemit'] as const)(
    'shows the id the %s save gave and puts it in the address, keeping the editor; the next save overwrites it',
    async (finisher) => {
      const { api, state } = open(`/widgets/funnel-editor?mode=board&finisher=${finisher}`);
      await ready();
      const mounted = editor();
      // Blank initial conditions are left out: an or-group is what is saved.
      fireEvent.click(screen.getAllByRole('button', { name: '要素を追加' }).at(-1)!);
      fireEvent.click(screen.getByRole('menuitem', { name: 'いずれかに一致(ORグループ)' }));
      const group = document.querySelectorAll<HTMLElement>('article.be-panel')[2];
      fireEvent.click(within(group).getByRole('button', { name: '要素を追加' }));
      fireEvent.click(screen.getByRole('menuitem', { name: '個別メモ' }));
      fireEvent.change(within(group).getByRole('textbox', { name: /メモ/ }), { target: { value: '優良' } });
      save();
      await waitFor(() =>
        expect(address()).toBe(`/widgets/funnel-editor?mode=board&finisher=${finisher}&fid=200`),
      );
      expect(shownId().textContent).toBe('保存済みの条件 ID:200(再読み込みしても開きます)');
      expect(editor()).toBe(mounted);
      expect(editor()?.dataset.fid).toBe('200');
      expect(api.funnelData).not.toHaveBeenCalled();
      // No name in the board mode: saved unnamed, as an embedded condition (is_template 0).
      const first = state.posted[0].document;
      expect(first.name).toBeUndefined();
      expect(first).toMatchObject({ is_template: 0, inputs: [{ type: 120, inputs: [{ type: 20 }] }] });

      fireEvent.change(within(group).getByRole('textbox', { name: /メモ/ }), { target: { value: '常連' } });
      save();
      await waitFor(() => expect(state.posted).toHaveLength(2));
      expect(state.posted[1].document).toMatchObject({ fid: 200, revision: 1 });
      await waitFor(() =>
        expect(state.funnels.get(200)).toMatchObject({
          revision: 2,
          inputs: [{ type: 120, inputs: [{ type: 20, memos: '常連' }] }],
        }),
      );
      expect(state.funnels.size).toBe(2);
    },
  );

  it('keeps the saved funnel open when the mode changes, and starts anew on request', async () => {
    const { api } = open('/widgets/funnel-editor?mode=board&finisher=post');
    await ready();
    fireEvent.click(screen.getAllByRole('button', { name: '要素を追加' }).at(-1)!);
    fireEvent.click(screen.getByRole('menuitem', { name: '個別メモ' }));
    const memo = document.querySelectorAll<HTMLElement>('article.be-panel')[2];
    fireEvent.change(within(memo).getByRole('textbox', { name: /メモ/ }), { target: { value: '優良' } });
    save();
    await waitFor(() => expect(address()).toContain('&fid=200'));

    fireEvent.click(screen.getByRole('radio', { name: /^funneling/ }));
    expect(address()).toBe('/widgets/funnel-editor?mode=funneling&finisher=post&fid=200');
    await waitFor(() => expect(editor()?.dataset).toMatchObject({ mode: 'funneling', fid: '200' }));
    await waitFor(() => expect(topLabels()).toEqual(['個別メモ']));
    expect(api.funnelData).toHaveBeenCalledWith(200, expect.any(AbortSignal));

    fireEvent.click(screen.getByRole('button', { name: '新しい条件を作る' }));
    expect(address()).toBe('/widgets/funnel-editor?mode=funneling&finisher=post');
    await waitFor(() => expect(editor()?.dataset.fid).toBe('new'));
    await waitFor(() => expect(topLabels()).toEqual(['タグ', '友だち情報']));
    expect(shownId().textContent).toContain('新しい条件');
  });

  it('opens the funnel another address names (e.g. a link to the page)', async () => {
    const { api } = open('/widgets/funnel-editor?mode=board&finisher=emit');
    await ready();
    act(() => navigate('/widgets/funnel-editor?mode=board&finisher=emit&fid=7'));
    await waitFor(() => expect(editor()?.dataset.fid).toBe('7'));
    await waitFor(() => expect(topLabels()).toEqual(['いずれかに一致(ORグループ)']));
    expect(api.funnelData).toHaveBeenCalledWith(7, expect.any(AbortSignal));
  });
});

describe('funnel demo page: the caller’s use (spec 001 §6)', () => {
  /** The type labels the top-level add menu offers. */
  const offered = () => {
    fireEvent.click(screen.getAllByRole('button', { name: '要素を追加' }).at(-1)!);
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    return names;
  };

  it('offers 外部API連携 for an external context event only, and follows a change of use without reopening', async () => {
    open('/widgets/funnel-editor?mode=board&finisher=post', ['open-api']);
    await ready();
    const mounted = editor();
    expect(screen.getByRole('radio', { name: '通常' })).toHaveProperty('checked', true);
    expect(offered()).not.toContain('外部API連携');

    fireEvent.click(screen.getByRole('radio', { name: '外部API連携(イベント)' }));
    expect(address()).toBe('/widgets/funnel-editor?mode=board&finisher=post&use=event');
    await waitFor(() => expect(offered()).toContain('外部API連携'));
    expect(editor()).toBe(mounted);

    // A mode switch keeps the use.
    fireEvent.click(screen.getByRole('radio', { name: /^funneling/ }));
    expect(address()).toBe('/widgets/funnel-editor?mode=funneling&finisher=post&use=event');
  });

  it('saves the API condition with the use in the address, so a reload reopens it for the same use', async () => {
    const { state } = open('/widgets/funnel-editor?mode=board&finisher=post&use=event', ['open-api']);
    await ready();
    fireEvent.click(screen.getAllByRole('button', { name: '要素を追加' }).at(-1)!);
    fireEvent.click(screen.getByRole('menuitem', { name: '外部API連携' }));
    const api = document.querySelectorAll<HTMLElement>('article.be-panel')[2];
    fireEvent.change(within(api).getByRole('textbox', { name: 'キー' }), { target: { value: 'course' } });
    fireEvent.change(within(api).getByRole('textbox', { name: /検索する値/ }), {
      target: { value: 'カット' },
    });
    save();
    await waitFor(() =>
      expect(address()).toBe('/widgets/funnel-editor?mode=board&finisher=post&fid=200&use=event'),
    );
    expect(state.posted[0].document.inputs).toEqual([
      { type: 115, context: { key: 'course' }, match: 0, query: 'カット' },
    ]);
  });

  it('hides 共通情報 for a member filter', async () => {
    open('/widgets/funnel-editor?mode=board&finisher=emit&use=member', ['open-api']);
    await ready();
    expect(screen.getByRole('radio', { name: 'メンバーフィルタ' })).toHaveProperty('checked', true);
    const names = offered();
    expect(names).not.toContain('共通情報');
    expect(names).not.toContain('外部API連携');
    expect(names).toContain('友だち情報');
  });
});
