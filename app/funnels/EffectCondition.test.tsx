// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionEditor } from '../actions/ActionEditor.tsx';
import type { ActionCaller } from '../actions/caller.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { fakeFunnelApi } from './fake-funnel-api.ts';
import { FunnelApiProvider } from './funnel-api.ts';

// The slide-in and the picker load when first shown; here they open at once, as after a hover.
await preloadLazyParts();

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/actions/5'));

/** The action editor on action 5 (one text effect); `caller` as the embedding screen gives it. */
function setup(caller?: ActionCaller) {
  const consoleFake = fakeApi();
  // The account may use condition 115 (ability open-api): whether it is offered is the caller's doing.
  const session = { ...testSession, abilities: [...testSession.abilities, 'open-api'] };
  vi.mocked(consoleFake.api.session).mockResolvedValue({ ok: true, status: 200, data: session });
  vi.mocked(consoleFake.api.currentSession).mockReturnValue(session);
  consoleFake.server.actions.set(5, {
    aid: 5,
    a_name: 'ウェルカム',
    a_twice_type: 0,
    is_template: 1,
    group_id: null,
    inputs: [{ type: 1, text: 'こんにちは', delay_type: 0 }],
    revision: 1,
  });
  const funnels = fakeFunnelApi();
  const services = fakeServices(consoleFake.api);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <FunnelApiProvider api={funnels.api}>
          <ActionEditor aid={5} mode="page" caller={caller} />
        </FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { consoleFake, funnels };
}

const openShell = async (state: 'ON' | 'OFF') => {
  fireEvent.click(await screen.findByRole('button', { name: `条件 ${state}(1. テキスト送信)` }));
  const shell = await screen.findByRole('dialog');
  await waitFor(() => expect(shell.querySelector('.app-funnel-editor')).not.toBeNull());
  return shell;
};

describe('conditions on action effects', () => {
  it('edits the condition as a board-mode funnel, saves it with postemit and stores its fid: 条件 ON', async () => {
    const { consoleFake, funnels } = setup();
    let shell = await openShell('OFF');
    expect(shell.querySelector('.app-funnel-editor--board')).not.toBeNull();
    expect(shell.querySelector('.app-funnel-fields')).toBeNull();
    // Build it: a name condition.
    fireEvent.click(within(shell).getAllByRole('button', { name: '要素を追加' })[0]);
    fireEvent.click(within(shell).getByRole('menuitem', { name: '名前' }));
    // The name query is the conditions' own widget, loaded on first use (読み込み中... until then).
    const names = (await within(shell).findAllByRole('textbox', { name: /名前/ })).at(
      -1,
    ) as HTMLTextAreaElement;
    fireEvent.change(names, { target: { value: '山田' } });
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(funnels.state.posted).toHaveLength(1);
    const posted = funnels.state.posted[0].document;
    expect(posted).toMatchObject({ is_template: 0, sort_type: 1, take_num: 50 });
    expect(posted.name).toBeUndefined();
    expect(posted.fid).toBeUndefined();
    // The blank initial conditions were left out; the name condition went.
    expect(posted.inputs).toEqual([
      { type: 11, names: '山田', use_name: 1, use_short_name: 1, use_nickname: 1 },
    ]);
    expect(screen.getByRole('button', { name: '条件 ON(1. テキスト送信)' })).toBeTruthy();

    // Reopened, it loads the funnel by member_query_id; finishing unchanged keeps that funnel.
    shell = await openShell('ON');
    expect(funnels.api.funnelData).toHaveBeenCalledWith(200, expect.any(AbortSignal));
    await waitFor(() => expect(within(shell).getAllByRole('article')).toHaveLength(1));
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(funnels.state.posted).toHaveLength(1);

    fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-save-status]')!);
    await waitFor(() => expect(consoleFake.api.registerAction).toHaveBeenCalled());
    const action = vi.mocked(consoleFake.api.registerAction).mock.calls[0][0];
    expect((action.inputs[0] as { member_query_id?: number }).member_query_id).toBe(200);
  }, 15_000); // the longest flow of this file (0.7 s alone): a loaded machine took it past the 5 s default

  it('turning the condition off clears member_query_id: 条件 OFF', async () => {
    const { consoleFake, funnels } = setup();
    funnels.state.funnels.set(40, {
      fid: 40,
      inputs: [{ type: 11, names: '佐藤', use_name: 1, use_short_name: 1, use_nickname: 1 }],
      revision: 1,
    });
    consoleFake.server.actions.get(5)!.inputs = [
      { type: 1, text: 'こんにちは', delay_type: 0, member_query_id: 40 },
    ];
    const shell = await openShell('ON');
    await waitFor(() => expect(within(shell).getAllByRole('article')).toHaveLength(1));
    fireEvent.click(within(shell).getByRole('button', { name: '条件を外す' }));
    expect(screen.getByRole('button', { name: '条件 OFF(1. テキスト送信)' })).toBeTruthy();
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-save-status]')!);
    await waitFor(() => expect(consoleFake.api.registerAction).toHaveBeenCalled());
    const action = vi.mocked(consoleFake.api.registerAction).mock.calls[0][0];
    expect(action.inputs[0]).not.toHaveProperty('member_query_id');
  });

  it('a changed condition started from a named custom search is saved as an embedded one: no name, no template, no folder', async () => {
    // Picked in the slide-in and then edited, the custom search 「ブロックした友だち」 became a second funnel of that
    // name in its folder: the list showed two, and the operator could not tell the action's own from the segment.
    const { consoleFake, funnels } = setup();
    funnels.state.funnels.set(40, {
      fid: 40,
      name: 'ブロックした友だち',
      is_template: 1,
      group_id: 22,
      with_blocked: 2,
      inputs: [{ type: 11, names: '佐藤', use_name: 1, use_short_name: 1, use_nickname: 1 }],
      revision: 1,
    });
    consoleFake.server.actions.get(5)!.inputs = [
      { type: 1, text: 'こんにちは', delay_type: 0, member_query_id: 40 },
    ];
    const shell = await openShell('ON');
    const names = (await within(shell).findAllByRole('textbox', { name: /名前/ })).at(
      -1,
    ) as HTMLTextAreaElement;
    await waitFor(() => expect(names.value).toBe('佐藤'));
    fireEvent.change(names, { target: { value: '佐藤 鈴木' } });
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(funnels.state.posted).toHaveLength(1);
    const posted = funnels.state.posted[0].document;
    expect(posted.fid).toBeUndefined();
    expect(posted.name ?? '').toBe('');
    expect(posted).toMatchObject({ is_template: 0, group_id: null, with_blocked: 2 });
    expect(posted.inputs).toEqual([
      { type: 11, names: '佐藤 鈴木', use_name: 1, use_short_name: 1, use_nickname: 1 },
    ]);
    // The custom search itself is untouched.
    expect(funnels.state.funnels.get(40)?.name).toBe('ブロックした友だち');
  });

  it('a condition made here and reopened before a reload names its funnel, not a deleted one', async () => {
    // The funnel pickers' items were loaded before the condition's funnel existed: reopened, the slide-in read
    // 削除済みの絞り込み条件(ID:n) and 削除された項目が指定されています for the funnel just saved.
    const { funnels } = setup();
    let shell = await openShell('OFF');
    fireEvent.click(within(shell).getAllByRole('button', { name: '要素を追加' })[0]);
    fireEvent.click(within(shell).getByRole('menuitem', { name: '名前' }));
    const names = (await within(shell).findAllByRole('textbox', { name: /名前/ })).at(
      -1,
    ) as HTMLTextAreaElement;
    fireEvent.change(names, { target: { value: '山田' } });
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(funnels.state.posted).toHaveLength(1);
    shell = await openShell('ON');
    await waitFor(() => expect(within(shell).getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(shell.textContent).toContain('(名称未設定 ID:200)'));
    expect(shell.textContent).not.toContain('削除済み');
    expect(shell.textContent).not.toContain('削除された項目が指定されています');
  });

  it('finishing an untouched new condition sets none', async () => {
    const { funnels } = setup();
    const shell = await openShell('OFF');
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(funnels.api.registerFunnel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '条件 OFF(1. テキスト送信)' })).toBeTruthy();
  });
});

describe('conditions on action effects: the caller’s context (spec 001 §6)', () => {
  /** The type labels the slide-in's top-level add menu offers. */
  const offered = (shell: HTMLElement) => {
    const add = within(shell).getAllByRole('button', { name: '要素を追加' }).at(-1)!;
    fireEvent.click(add);
    const names = within(shell)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    fireEvent.click(add);
    return names;
  };

  it('offers 外部API連携 only when the action’s trigger is an external context event, and saves it', async () => {
    const { funnels } = setup({ contextEvent: true });
    const shell = await openShell('OFF');
    expect(offered(shell)).toContain('外部API連携');
    fireEvent.click(within(shell).getAllByRole('button', { name: '要素を追加' }).at(-1)!);
    fireEvent.click(within(shell).getByRole('menuitem', { name: '外部API連携' }));
    const panel = within(shell)
      .getAllByRole('article')
      .find((article) => article.querySelector('.be-panel__label')?.textContent === '外部API連携')!;
    fireEvent.change(within(panel).getByRole('textbox', { name: 'キー' }), { target: { value: 'course' } });
    fireEvent.change(within(panel).getByRole('textbox', { name: /検索する値/ }), {
      target: { value: 'カット' },
    });
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(funnels.state.posted[0].document.inputs).toEqual([
      { type: 115, context: { key: 'course' }, match: 0, query: 'カット' },
    ]);
    expect(screen.getByRole('button', { name: '条件 ON(1. テキスト送信)' })).toBeTruthy();
  });

  it('does not offer it without that caller, nor for an auto response', async () => {
    for (const caller of [undefined, { reaction: true }]) {
      setup(caller);
      const shell = await openShell('OFF');
      const names = offered(shell);
      expect(names).not.toContain('外部API連携');
      // The menu is there, with the types the account may use.
      expect(names).toContain('共通情報');
      cleanup();
    }
  });

  it('Escape in the add menu closes the menu only: the slide-in and its edits stay', async () => {
    setup();
    const shell = await openShell('OFF');
    fireEvent.click(within(shell).getAllByRole('button', { name: '要素を追加' })[0]);
    fireEvent.click(within(shell).getByRole('menuitem', { name: '名前' }));
    fireEvent.click(within(shell).getAllByRole('button', { name: '要素を追加' }).at(-1)!);
    fireEvent.keyDown(within(shell).getAllByRole('menuitem')[0], { key: 'Escape' });
    await waitFor(() => expect(within(shell).queryByRole('menu')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog')).toBe(shell);
    expect(within(shell).getAllByText('名前').length).toBeGreaterThan(0);
    // A plain Escape still means back: with the condition added, after asking whether to discard it.
    fireEvent.keyDown(shell, { key: 'Escape' });
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('編集中の内容が破棄されます。よろしいですか？');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says 取得に失敗しました when the condition’s funnel cannot be loaded (spec 000 §8)', async () => {
    const { consoleFake } = setup();
    consoleFake.server.actions.get(5)!.inputs = [
      { type: 1, text: 'こんにちは', delay_type: 0, member_query_id: 99 },
    ];
    fireEvent.click(await screen.findByRole('button', { name: '条件 ON(1. テキスト送信)' }));
    const shell = await screen.findByRole('dialog');
    const alert = await within(shell).findByRole('alert');
    expect(alert.textContent).toContain('取得に失敗しました');
    expect(alert.textContent).not.toContain('読み込みに失敗しました');
    expect(alert.textContent).toContain('友だち検索条件が見つかりません');
  });
});
