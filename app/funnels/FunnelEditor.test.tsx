// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/types.ts';
import { I18nProvider } from '../page-i18n.ts';
import { type ConsoleServices, ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import { FunnelEditor, type FunnelEditorProps } from './FunnelEditor.tsx';
import { fakeFunnelApi } from './fake-funnel-api.ts';
import {
  type FunnelApi,
  FunnelApiProvider,
  type FunnelData,
  type FunnelRegisterAnswer,
} from './funnel-api.ts';

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/funnels/new'));

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

function setup(
  props: Partial<FunnelEditorProps> = {},
  prepare?: (fakes: {
    funnels: ReturnType<typeof fakeFunnelApi>;
    console: ReturnType<typeof fakeApi>;
  }) => void,
) {
  const funnels = fakeFunnelApi();
  funnels.state.funnels.set(7, structuredClone(BUYERS));
  const consoleFake = fakeApi();
  prepare?.({ funnels, console: consoleFake });
  const services = fakeServices(consoleFake.api);
  const all: FunnelEditorProps = { mode: 'editor', ...props };
  const view = render(<Editor services={services} funnelApi={funnels.api} props={all} />);
  const rerender = (next: Partial<FunnelEditorProps>) =>
    view.rerender(<Editor services={services} funnelApi={funnels.api} props={{ ...all, ...next }} />);
  return { ...funnels, services, view, rerender };
}

function Editor(p: { services: ConsoleServices; funnelApi: FunnelApi; props: FunnelEditorProps }) {
  return (
    <I18nProvider initial="ja">
      <ServicesProvider services={p.services}>
        <FunnelApiProvider api={p.funnelApi}>
          <FunnelEditor {...p.props} />
        </FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>
  );
}

const panels = () => screen.getAllByRole('article');
const saveButton = () => document.querySelector<HTMLButtonElement>('button[data-save-status]')!;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** The funnel's name (a name condition has a 名前 field too). */
const nameInput = () => document.querySelector<HTMLInputElement>('.app-funnel-fields #doc-envelope-name')!;
/** The funnel's own selects (the conditions have selects of their own). */
const fieldSelects = () => {
  const fields = document.querySelector<HTMLElement>('.app-funnel-fields');
  return fields ? within(fields).queryAllByRole('combobox') : [];
};
const ready = () => waitFor(() => expect(document.querySelector('.app-funnel-editor')).not.toBeNull());

describe('funnel editor: defaults and modes', () => {
  it('starts a new funnel with with_blocked 0, user_rate_type 0, sort_type 1, take_num 50 and the initial types', async () => {
    setup();
    await ready();
    expect(select('ブロックした友だち').value).toBe('0');
    expect(select('非表示の友だち').value).toBe('0');
    expect(select('並び順').value).toBe('1');
    expect(select('表示件数').value).toBe('50');
    expect([...select('表示件数').options].map((o) => o.textContent)).toEqual([
      '50件',
      '100件',
      '200件(アイコンなし)',
    ]);
    expect([...select('ブロックした友だち').options].map((o) => o.textContent)).toEqual([
      '表示しない',
      '表示する',
      'ブロックされた人のみ表示する',
    ]);
    // Every initial type the account is offered: tags and friend info.
    expect(panels().map((p) => p.querySelector('.be-panel__label')?.textContent)).toEqual([
      'タグ',
      '友だち情報',
    ]);
    expect(nameInput()).toHaveProperty('value', '');
    expect(saveButton().textContent).toBe('保存');
  });

  it('shows the name, the folder and every option in the editor mode', async () => {
    setup();
    await ready();
    expect(screen.getByRole('combobox', { name: 'フォルダ' })).toBeTruthy();
    await waitFor(() =>
      expect([...select('フォルダ').options].map((o) => o.textContent)).toEqual([
        '未分類',
        '配信対象',
        'キャンペーン',
      ]),
    );
    expect(fieldSelects().map((c) => c.getAttribute('name'))).toEqual([
      'group_id',
      'with_blocked',
      'user_rate_type',
      'sort_type',
      'take_num',
    ]);
  });

  it('shows only the user-rate type and the blocked option in the funneling mode', async () => {
    const { api } = setup({ mode: 'funneling' });
    await ready();
    expect(fieldSelects().map((c) => c.getAttribute('name'))).toEqual(['user_rate_type', 'with_blocked']);
    expect(document.querySelector('.app-funnel-fields__name input')).toBeNull();
    expect(api.funnelGroups).not.toHaveBeenCalled();
  });

  it('shows no options in the board mode', async () => {
    setup({ mode: 'board' });
    await ready();
    expect(document.querySelector('.app-funnel-fields')).toBeNull();
    expect(document.querySelector('.app-funnel-fields__name input')).toBeNull();
    expect(panels()).toHaveLength(2);
  });

  it('resets the options to with_blocked 0, user_rate_type 0, sort_type 0, take_num 50 and the list to the initial types', async () => {
    setup({ fid: 7 });
    await waitFor(() => expect(select('並び順').value).toBe('3'));
    expect(panels()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '条件をリセット' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '条件をリセット' }));
    await waitFor(() => expect(select('並び順').value).toBe('0'));
    expect(select('ブロックした友だち').value).toBe('0');
    expect(select('非表示の友だち').value).toBe('0');
    expect(select('表示件数').value).toBe('50');
    expect(panels().map((p) => p.querySelector('.be-panel__label')?.textContent)).toEqual([
      'タグ',
      '友だち情報',
    ]);
    expect(nameInput()).toHaveProperty('value', '購入者');
    // One undo step brings the conditions back, and the options with them; redo resets both again.
    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(panels()).toHaveLength(3);
    await waitFor(() => expect(select('並び順').value).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'やり直す' }));
    expect(panels()).toHaveLength(2);
    await waitFor(() => expect(select('並び順').value).toBe('0'));
  });
});

describe('funnel editor: loading', () => {
  it('loads GET /api/funnel/data/{id}: every field but fid, the or-group with its two conditions, open', async () => {
    const { api } = setup({ fid: 7 });
    await waitFor(() => expect(panels()).toHaveLength(3));
    expect(api.funnelData).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(nameInput()).toHaveProperty('value', '購入者');
    await waitFor(() => expect(select('フォルダ').value).toBe('30'));
    expect(select('ブロックした友だち').value).toBe('2');
    expect(select('非表示の友だち').value).toBe('1');
    expect(select('表示件数').value).toBe('200');
    const group = panels()[0];
    expect(group.textContent).toContain('いずれかに一致(ORグループ)');
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(within(group).getByRole('button', { name: /詳細\(1\. いずれかに一致/ })).toHaveProperty(
      'ariaExpanded',
      'true',
    );
  });

  it('alerts 読み込みに失敗しました with the server lines', async () => {
    setup({ fid: 8 });
    const alert = await screen.findByTestId('funnel-load-failed');
    expect(alert.textContent).toContain('読み込みに失敗しました');
    expect(alert.textContent).toContain('友だち検索条件が見つかりません');
  });

  it('alerts フォルダ情報の取得に失敗しました。 when the folders do not load, and still edits', async () => {
    setup({}, ({ funnels }) =>
      vi.mocked(funnels.api.funnelGroups).mockResolvedValueOnce({
        ok: false,
        status: 500,
        messages: ['不明なエラーが発生しました'],
        errors: {},
        fromServer: false,
      }),
    );
    const alert = await screen.findByTestId('funnel-folders-failed');
    expect(alert.querySelector('.app-alert__heading')?.textContent).toBe(
      'フォルダ情報の取得に失敗しました。',
    );
    expect(panels()).toHaveLength(2);
  });

  it('starts from another funnel without its fid: saving creates a new one', async () => {
    const { api, state } = setup({ mode: 'board', source: 7, finisher: 'post' });
    await waitFor(() => expect(panels()).toHaveLength(3));
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.registerFunnel).toHaveBeenCalled());
    const sent = state.posted[0].document;
    expect(sent.fid).toBeUndefined();
    expect(sent.revision).toBeUndefined();
    expect(sent.inputs).toEqual(BUYERS.inputs);
  });
});

describe('funnel editor: loading journeys (spec 001 §4)', () => {
  it('resets a condition whose journey was deleted and clears a phase of another journey, once items are in', async () => {
    setup({ mode: 'board', source: 7 }, ({ funnels, console: fake }) => {
      fake.server.resources.journey = { groups: [], items: [{ id: 1, name: '購買ジャーニー' }], ids: [1] };
      fake.server.resources.journey_tag = {
        groups: [],
        items: [
          { id: 6, name: '検討', journey_id: 1 },
          { id: 7, name: '初回来店', journey_id: 2 },
        ],
        ids: [6, 7],
      } as never;
      funnels.state.funnels.set(7, {
        ...structuredClone(BUYERS),
        inputs: [
          { type: 70, journey_id: 9, journey_tag_id: 6, condition: 10 },
          { type: 70, journey_id: 1, journey_tag_id: 7, condition: 10 },
          { type: 70, journey_id: 1, journey_tag_id: 6, condition: 10 },
        ],
      });
      // The items answer after the funnel: the conditions load only once they are in.
      const answer = vi.mocked(fake.api.resource).getMockImplementation()!;
      vi.mocked(fake.api.resource).mockImplementation(async (kind: string) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return answer(kind);
      });
    });
    await waitFor(() => expect(panels()).toHaveLength(3));
    const [deleted, foreign, kept] = panels().map((panel) => panel.textContent ?? '');
    expect(deleted).toContain('ジャーニー未選択');
    expect(foreign).toContain('ジャーニー『購買ジャーニー』(フェーズ未選択)');
    expect(kept).toContain('ジャーニー『購買ジャーニー』のフェーズ『検討』を未通過');
  });
});

describe('funnel editor: untouched initial conditions (spec 001 §4)', () => {
  it('an empty saved funnel reopens with the initial conditions', async () => {
    setup({ fid: 8 }, ({ funnels }) =>
      funnels.state.funnels.set(8, { ...structuredClone(BUYERS), fid: 8, name: '空', inputs: [] }),
    );
    await waitFor(() => expect(panels()).toHaveLength(2));
    expect(panels().map((p) => p.querySelector('.be-panel__label')?.textContent)).toEqual([
      'タグ',
      '友だち情報',
    ]);
  });

  it('emit: untouched ones show no error, here or in the list; a touched one shows it in both', async () => {
    const onEmit = vi.fn();
    setup({ mode: 'board', finisher: 'emit', onEmit });
    await waitFor(() => expect(panels()).toHaveLength(2));
    // A name condition, left empty: its error shows in its panel and in the list.
    fireEvent.click(screen.getAllByRole('button', { name: '要素を追加' }).at(-1)!);
    fireEvent.click(screen.getByRole('menuitem', { name: '名前' }));
    await waitFor(() => expect(panels()).toHaveLength(3));
    fireEvent.click(saveButton());
    const summary = await screen.findByTestId('funnel-notice');
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '3番目(名前): 名前を入力してください',
    ]);
    expect(panels()[2].textContent).toContain('名前を入力してください');
    // The untouched tag and friend-info conditions: nothing red.
    expect(panels()[0].querySelector('.be-issue--error')).toBeNull();
    expect(panels()[1].querySelector('.be-issue--error')).toBeNull();
    expect(onEmit).not.toHaveBeenCalled();
  });
});

describe('funnel editor: saving', () => {
  it('refuses to save without a name in the editor mode: 条件を保存するとき名前は必須です', async () => {
    const { api } = setup();
    await ready();
    fireEvent.click(saveButton());
    const notice = await screen.findByTestId('funnel-notice');
    expect(notice.textContent).toContain('条件を保存するとき名前は必須です');
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.registerFunnel).not.toHaveBeenCalled();
    // A refused save keeps the blank initial conditions for the operator to fill.
    expect(panels()).toHaveLength(2);
  });

  it('posts the funnel to /api/funnel/register, shows 処理中… while saving, drops the blank initial conditions', async () => {
    let answer: (value: ApiResult<FunnelRegisterAnswer>) => void = () => {};
    const onSaved = vi.fn();
    const { api } = setup({ onSaved }, ({ funnels }) =>
      vi.mocked(funnels.api.registerFunnel).mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      ),
    );
    await ready();
    fireEvent.change(nameInput(), { target: { value: 'VIP' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('処理中…'));
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(api.registerFunnel).toHaveBeenCalledTimes(1);
    const [document, finishTo] = vi.mocked(api.registerFunnel).mock.calls[0];
    expect(finishTo).toBe('/api/funnel/register');
    expect(document).toMatchObject({
      name: 'VIP',
      is_template: 1,
      group_id: null,
      with_blocked: 0,
      user_rate_type: 0,
      sort_type: 1,
      take_num: 50,
      inputs: [],
    });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await act(async () => answer({ ok: true, status: 200, data: { fid: 300, id: 300, revision: 1 } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ fid: 300, revision: 1, created: true }));
    expect(saveButton().textContent).toBe('保存しました');
    expect(screen.getByTestId('funnel-save-result').textContent).toContain('登録にしました');
  });

  it('overwrites the funnel it edits with its fid and revision, to the caller’s finishTo', async () => {
    const { api, state } = setup({ fid: 7, finishTo: '/line/funnel/save' });
    await waitFor(() => expect(panels()).toHaveLength(3));
    fireEvent.change(select('並び順'), { target: { value: '4' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.registerFunnel).toHaveBeenCalled());
    expect(state.posted[0].finishTo).toBe('/line/funnel/save');
    expect(state.posted[0].document).toMatchObject({ fid: 7, revision: 4, sort_type: 4, take_num: 200 });
    await waitFor(() => expect(state.funnels.get(7)?.revision).toBe(5));
  });

  it('follows redirect_to when the answer has one', async () => {
    setup({ mode: 'board' }, ({ funnels }) =>
      vi.mocked(funnels.api.registerFunnel).mockResolvedValueOnce({
        ok: true,
        status: 200,
        data: { fid: 9, redirect_to: '/funnels?folder=30' },
      }),
    );
    await ready();
    fireEvent.click(saveButton());
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/funnels?folder=30'));
  });

  it.each([
    [403, [], false, '操作権限がありません'],
    [403, ['このフォルダは編集できません'], true, 'このフォルダは編集できません'],
    [500, ['不明なエラーが発生しました'], false, '不明なエラーが発生しました'],
    [422, ['1番目(タグ): タグを選択してください'], true, '1番目(タグ): タグを選択してください'],
  ])('a %i answer alerts 登録に失敗しました then %j', async (status, messages, fromServer, line) => {
    setup({ mode: 'board' }, ({ funnels }) =>
      vi.mocked(funnels.api.registerFunnel).mockResolvedValueOnce({
        ok: false,
        status,
        messages: fromServer ? messages : ['不明なエラーが発生しました'],
        errors: {},
        fromServer,
      }),
    );
    await ready();
    fireEvent.click(saveButton());
    const result = await screen.findByTestId('funnel-save-result');
    expect(result.querySelector('.de-notice__heading')?.textContent).toBe('登録に失敗しました');
    expect([...result.querySelectorAll('li')].map((li) => li.textContent)).toEqual([line]);
  });

  it('on a 409 fetches the funnel anew, merges the edit into it and saves (no reload, nothing lost)', async () => {
    const { api, services, state } = setup({ fid: 7 }, ({ funnels }) =>
      vi.mocked(funnels.api.registerFunnel).mockResolvedValueOnce({
        ok: false,
        status: 409,
        messages: ['他の画面で更新されています'],
        errors: {},
        fromServer: true,
      }),
    );
    await waitFor(() => expect(panels()).toHaveLength(3));
    fireEvent.change(nameInput(), { target: { value: '購入者(改)' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(state.funnels.get(7)?.name).toBe('購入者(改)'));
    expect(api.funnelData).toHaveBeenCalledTimes(2);
    expect(services.reload).not.toHaveBeenCalled();
    expect(screen.getByTestId('funnel-save-result').textContent).toContain('登録にしました');
  });
});

describe('funnel editor: leaving', () => {
  it('guards leaving with unsaved edits in the editor mode, not when embedded', async () => {
    setup();
    await ready();
    fireEvent.change(nameInput(), { target: { value: '編集中' } });
    expect(screen.getByText('未保存の変更があります')).toBeTruthy();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    cleanup();
    setup({ mode: 'funneling' });
    await ready();
    fireEvent.change(select('非表示の友だち'), { target: { value: '1' } });
    const embedded = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(embedded);
    expect(embedded.defaultPrevented).toBe(false);
  });
});

describe('funnel editor: finishers for embedding', () => {
  it('emit hands the document over without a call', async () => {
    const onEmit = vi.fn();
    const { api } = setup({ mode: 'board', source: 7, finisher: 'emit', onEmit });
    await waitFor(() => expect(panels()).toHaveLength(3));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onEmit).toHaveBeenCalled());
    expect(api.registerFunnel).not.toHaveBeenCalled();
    expect(onEmit.mock.calls[0][0]).toMatchObject({ inputs: BUYERS.inputs, sort_type: 3 });
    expect(onEmit.mock.calls[0][0].fid).toBeUndefined();
  });

  it('postemit saves, then hands over the saved document with its new fid', async () => {
    const onEmit = vi.fn();
    const { api } = setup({ mode: 'board', source: 7, finisher: 'postemit', onEmit });
    await waitFor(() => expect(panels()).toHaveLength(3));
    fireEvent.click(saveButton());
    await waitFor(() => expect(onEmit).toHaveBeenCalled());
    expect(api.registerFunnel).toHaveBeenCalledTimes(1);
    expect(onEmit.mock.calls[0][0]).toMatchObject({ fid: 200, revision: 1, inputs: BUYERS.inputs });
  });

  it('a host without the save bar submits through the ref', async () => {
    const onEmit = vi.fn();
    const ref = { current: null as { submit(): void } | null };
    setup({ mode: 'board', source: 7, finisher: 'emit', onEmit, saveBar: false, ref });
    await waitFor(() => expect(panels()).toHaveLength(3));
    expect(document.querySelector('button[data-save-status]')).toBeNull();
    act(() => ref.current?.submit());
    expect(onEmit).toHaveBeenCalledTimes(1);
  });
});

describe('funnel editor: the add menu', () => {
  it('refuses a second single-use condition with 既に追加されています', async () => {
    setup({ mode: 'board' });
    await ready();
    const addButtons = () => screen.getAllByRole('button', { name: '要素を追加' });
    fireEvent.click(addButtons()[0]);
    fireEvent.click(screen.getByRole('menuitem', { name: '対応マーク' }));
    fireEvent.click(addButtons()[0]);
    const mark = screen.getByRole('menuitem', { name: /対応マーク/ });
    expect(mark.textContent).toContain('既に追加されています');
    fireEvent.click(mark);
    expect((await screen.findByRole('alert')).textContent).toContain('既に追加されています');
  });

  it('offers no or-group inside an or-group, and no "into" a group for a group', async () => {
    setup({ fid: 7 }, ({ funnels }) => {
      const buyers = funnels.state.funnels.get(7)!;
      funnels.state.funnels.set(7, { ...buyers, inputs: [...buyers.inputs, { type: 120, inputs: [] }] });
    });
    await waitFor(() => expect(panels()).toHaveLength(4));
    const menuOf = (add: HTMLElement) => {
      fireEvent.click(add);
      const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      return names;
    };
    const group = panels()[0];
    const inGroup = menuOf(within(group).getByRole('button', { name: '要素を追加' }));
    const addButtons = screen.getAllByRole('button', { name: '要素を追加' });
    const topLevel = menuOf(addButtons[addButtons.length - 1]);
    expect(topLevel).toContain('いずれかに一致(ORグループ)');
    expect(inGroup).not.toContain('いずれかに一致(ORグループ)');
    expect(inGroup).toEqual(topLevel.filter((name) => name !== 'いずれかに一致(ORグループ)'));
    // The second group sits right below the first: it offers no "move into" it.
    const second = panels()[3];
    expect(second.textContent).toContain('いずれかに一致');
    expect(within(second).queryByRole('button', { name: /^中へ/ })).toBeNull();
  });

  it('offers the API condition only with an external context event, the common info not for member filters', async () => {
    const session = { ...testSession, abilities: [...testSession.abilities, 'open-api'] };
    const withSession = ({ console: fake }: { console: ReturnType<typeof fakeApi> }) => {
      vi.mocked(fake.api.session).mockResolvedValue({ ok: true, status: 200, data: session });
      vi.mocked(fake.api.currentSession).mockReturnValue(session);
    };
    const offered = () => {
      fireEvent.click(screen.getAllByRole('button', { name: '要素を追加' })[0]);
      const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      return names;
    };
    setup({ mode: 'board' }, withSession);
    await ready();
    expect(offered()).not.toContain('外部API連携');
    expect(offered()).toContain('共通情報');
    cleanup();
    setup({ mode: 'board', flags: { externalContextEvent: true, memberFilter: true } }, withSession);
    await ready();
    expect(offered()).toContain('外部API連携');
    expect(offered()).not.toContain('共通情報');
  });
});
