// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type memoryDraftStore, setRenderProbe } from '../../engine/react/index.ts';
import { messageOf, setMessage } from '../../plugins/shared/composer/test-support.ts';
import type { ActionData } from '../api/types.ts';
import { I18nProvider } from '../page-i18n.ts';
import { navigate } from '../router.tsx';
import { type ConsoleServices, ServicesProvider } from '../services.tsx';
import { failure, fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { ActionEditor, type ActionEditorProps } from './ActionEditor.tsx';

// The slide-in and the picker load when first shown; here they open at once, as after a hover.
await preloadLazyParts();

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/actions/5'));

const WELCOME: ActionData = {
  aid: 5,
  a_name: 'ウェルカム',
  a_twice_type: 0,
  is_template: 1,
  group_id: 20,
  inputs: [
    { type: 1, text: 'こんにちは', delay_type: 0 },
    { type: 13, remove: 0, use_group: 0, tag_ids: [1] },
  ],
  revision: 3,
};

function setup(props: Partial<ActionEditorProps> = {}, prepare?: (fake: ReturnType<typeof fakeApi>) => void) {
  const fake = fakeApi();
  fake.server.actions.set(5, structuredClone(WELCOME));
  prepare?.(fake);
  const services = fakeServices(fake.api);
  const onSaved = vi.fn();
  const view = render(<Editor services={services} props={{ aid: 5, mode: 'page', onSaved, ...props }} />);
  return { ...fake, services, onSaved, view };
}

function Editor({ services, props }: { services: ConsoleServices; props: ActionEditorProps }) {
  return (
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <ActionEditor {...props} />
      </ServicesProvider>
    </I18nProvider>
  );
}

const panels = () => screen.getAllByRole('article');
const saveButton = () => document.querySelector<HTMLButtonElement>('button[data-save-status]')!;

describe('action editor: loading', () => {
  it('loads the action, shows its panels with names from the loaded items, and its description', async () => {
    const { api } = setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    expect(api.actionData).toHaveBeenCalledWith(5, expect.any(AbortSignal));
    await waitFor(() => expect(panels()[1].textContent).toContain('VIP会員'));
    expect(screen.getByRole('textbox', { name: /アクション名/ })).toHaveProperty('value', 'ウェルカム');
    expect(screen.getByRole('combobox', { name: 'フォルダ' })).toHaveProperty('value', '20');
    await waitFor(() => expect(screen.getByText(/1\. 種別 1/)).toBeTruthy());
    expect(saveButton().textContent).toBe('保存');
  });

  it('alerts アクション編集をご利用いただけません with the server lines, or the unknown error', async () => {
    setup({ aid: 6 });
    const alert = await screen.findByTestId('action-load-failed');
    expect(alert.textContent).toContain('アクション編集をご利用いただけません');
    expect(alert.textContent).toContain('アクションが見つかりません');
    cleanup();
    setup({}, ({ api }) =>
      vi.mocked(api.actionData).mockResolvedValueOnce(failure(500, ['不明なエラーが発生しました'], false)),
    );
    expect((await screen.findByTestId('action-load-failed')).textContent).toContain(
      '不明なエラーが発生しました',
    );
  });

  it('shows a refused load (409) as a failed load, with the server lines', async () => {
    setup({}, ({ api }) =>
      vi.mocked(api.actionData).mockResolvedValueOnce(failure(409, ['他の画面で更新されています'])),
    );
    const failed = await screen.findByTestId('action-load-failed');
    expect(failed.textContent).toContain('他の画面で更新されています');
  });

  it('offers in the add menu only the types the account has abilities for', async () => {
    setup({}, ({ api }) =>
      vi
        .mocked(api.session)
        .mockResolvedValue({ ok: true, status: 200, data: { ...testSession, abilities: [] } }),
    );
    await waitFor(() => expect(panels()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    const menu = await screen.findByRole('menu');
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(offered.join()).toContain('テキスト送信');
    expect(offered.join()).not.toContain('シナリオ操作');
  });
});

describe('action editor: saving', () => {
  it('validates first: no effects alerts 最低1つの要素を選択して下さい and nothing is sent', async () => {
    const { api } = setup({ aid: null });
    await screen.findByRole('button', { name: '要素を追加' });
    fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), { target: { value: '新規' } });
    fireEvent.click(saveButton());
    const alert = await screen.findByTestId('action-notice');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('入力内容を確認してください');
    expect(alert.textContent).toContain('最低1つの要素を選択して下さい');
    expect(api.registerAction).not.toHaveBeenCalled();
  });

  it("lists each effect's errors with its number, and the template's missing name", async () => {
    const { api } = setup({}, ({ server }) =>
      server.actions.set(5, { ...WELCOME, a_name: '', inputs: [{ type: 1, text: '', delay_type: 0 }] }),
    );
    await waitFor(() => expect(panels()).toHaveLength(1));
    fireEvent.click(saveButton());
    const alert = await screen.findByTestId('action-notice');
    expect(alert.textContent).toContain('1番目(テキスト送信): メッセージ本文を入力してください');
    expect(alert.textContent).toContain('アクション名を入力してください');
    // And under the field itself.
    expect(screen.getByText('アクション名を入力してください', { selector: '.be-issue' })).toBeTruthy();
    expect(api.registerAction).not.toHaveBeenCalled();
  });

  it('saves through the machine: 保存中… and disabled, then 保存しました and 登録にしました', async () => {
    let answer: (value: unknown) => void = () => {};
    const { api, onSaved } = setup({}, ({ api }) => {
      const real = api.registerAction;
      vi.mocked(api.registerAction).mockImplementationOnce(
        (document) => new Promise((resolve) => (answer = () => resolve(real(document)))) as never,
      );
    });
    await waitFor(() => expect(panels()).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), { target: { value: '変更後' } });
    expect(screen.getByText('未保存の変更があります')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('保存中…'));
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(api.registerAction).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.registerAction).mock.calls[0][0]).toMatchObject({
      aid: 5,
      revision: 3,
      a_name: '変更後',
      is_template: 1,
      group_id: 20,
      a_twice_type: 0,
      inputs: WELCOME.inputs,
    });
    await act(async () => answer(undefined));
    await waitFor(() => expect(saveButton().textContent).toBe('保存しました'));
    expect(screen.getByTestId('action-save-result').textContent).toContain('登録にしました');
    expect(onSaved).toHaveBeenCalledWith({ aid: 5, revision: 4, created: false });
    expect(screen.queryByText('未保存の変更があります')).toBeNull();
  });

  it('alerts 登録に失敗しました with the server lines, or 不明なエラーが発生しました without a body', async () => {
    const { api } = setup({}, ({ api }) => {
      vi.mocked(api.registerAction)
        .mockResolvedValueOnce(failure(422, ['1番目(テキスト送信): メッセージ本文を入力してください']))
        .mockResolvedValueOnce(failure(502, ['不明なエラーが発生しました'], false));
    });
    await waitFor(() => expect(panels()).toHaveLength(2));
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('保存に失敗しました'));
    const result = screen.getByTestId('action-save-result');
    expect(result.getAttribute('role')).toBe('alert');
    expect(result.textContent).toContain('登録に失敗しました');
    expect(result.textContent).toContain('1番目(テキスト送信): メッセージ本文を入力してください');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByTestId('action-save-result').textContent).toContain('不明なエラーが発生しました'),
    );
    expect(api.registerAction).toHaveBeenCalledTimes(2);
  });

  it('shows a required item field’s error once its picker is closed without a choice, as a blur does', async () => {
    setup({ aid: null });
    fireEvent.click(await screen.findByRole('button', { name: '要素を追加' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /タグ操作/ }));
    const panel = panels()[0];
    expect(within(panel).queryByText(/タグを選択してください/)).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: /タグを追加/ }));
    const dialog = await screen.findByRole('dialog', { name: 'タグを選択' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel).findByText(/タグを選択してください/)).toBeTruthy();
  });

  it('creates a new action and keeps its aid for the next save', async () => {
    const { api, onSaved } = setup({ aid: null });
    fireEvent.click(await screen.findByRole('button', { name: '要素を追加' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /テキスト送信/ }));
    setMessage(screen.getByRole('textbox', { name: 'メッセージ本文' }), 'はじめまして');
    fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), {
      target: { value: '新しいアクション' },
    });
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ aid: 100, revision: 1, created: true }));
    const sent = vi.mocked(api.registerAction).mock.calls[0][0];
    expect(sent.aid).toBeUndefined();
    // Each block goes out with its stable id (_bid), kept across saves for merges.
    expect(sent.inputs).toEqual([
      {
        type: 1,
        text: 'はじめまして',
        delay_type: 0,
        delay_min: 0,
        delay_max: 0,
        delay_at: '12:00',
        _bid: expect.any(String),
      },
    ]);
    await waitFor(() => expect(saveButton().textContent).toBe('保存'), { timeout: 3000 });
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.registerAction).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.registerAction).mock.calls[1][0]).toMatchObject({ aid: 100, revision: 1 });
  });

  it("on 409 merges another operator's change to another field silently, and saves both", async () => {
    const first = setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    first.server.actions.set(5, { ...WELCOME, a_name: '他の人の変更', revision: 4 });
    setMessage(screen.getByRole('textbox', { name: 'メッセージ本文' }), '私の本文');
    fireEvent.click(saveButton());
    await waitFor(() => expect(first.server.actions.get(5)?.revision).toBe(5));
    const stored = first.server.actions.get(5)!;
    expect(stored.a_name).toBe('他の人の変更');
    expect(stored.inputs[0].text).toBe('私の本文');
    expect(await screen.findByText('他の担当者の変更を取り込みました')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /アクション名/ })).toHaveProperty('value', '他の人の変更');
  });

  it('on 409 with the same field changed on both sides asks which value to keep, and saves the choice', async () => {
    const first = setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    first.server.actions.set(5, { ...WELCOME, a_name: '他の人の変更', revision: 4 });
    fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), {
      target: { value: '私の変更' },
    });
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: '他の担当者も同じ項目を変更しました' });
    expect(dialog.textContent).toContain('「他の人の変更」');
    expect(dialog.textContent).toContain('「私の変更」');
    fireEvent.click(within(dialog).getByRole('radio', { name: /他の担当者の値/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '選んだ値で保存' }));
    await waitFor(() => expect(first.server.actions.get(5)?.revision).toBe(5));
    expect(first.server.actions.get(5)?.a_name).toBe('他の人の変更');
  });
});

describe('action editor: cost of a keystroke', () => {
  it('typing into one effect re-renders that panel only, before and after a save attempt', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ type: 1, text: `本文${i + 1}`, delay_type: 0 }));
    setup({}, ({ server }) => server.actions.set(5, { ...structuredClone(WELCOME), inputs: many }));
    await waitFor(() => expect(panels()).toHaveLength(30));
    const renders: string[] = [];
    setRenderProbe((component) => renders.push(component));
    try {
      const text = within(panels()[10]).getByRole('textbox', { name: 'メッセージ本文' });
      // The first edit makes the action dirty (未保存の変更があります, undo enabled): the page says so once.
      setMessage(text, '編');
      renders.length = 0;
      setMessage(text, '編集');
      expect(renders).toEqual(['BlockPanel']);
      fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), { target: { value: '' } });
      fireEvent.click(saveButton());
      await screen.findByTestId('action-notice');
      renders.length = 0;
      setMessage(text, '編集2');
      expect(renders).toEqual(['BlockPanel']);
    } finally {
      setRenderProbe(null);
    }
  });
});

describe('action editor: keyboard', () => {
  it('Ctrl+S (or ⌘S) saves from anywhere in the editor', async () => {
    const { api } = setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    const text = screen.getByRole('textbox', { name: 'メッセージ本文' });
    setMessage(text, '保存キー');
    fireEvent.keyDown(text, { key: 's', ctrlKey: true });
    await waitFor(() => expect(api.registerAction).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(saveButton().textContent).toBe('保存'), { timeout: 3000 });
    fireEvent.keyDown(text, { key: 'S', metaKey: true });
    await waitFor(() => expect(api.registerAction).toHaveBeenCalledTimes(2));
    // A plain s is typing, not saving.
    fireEvent.keyDown(text, { key: 's' });
    expect(api.registerAction).toHaveBeenCalledTimes(2);
  });
});

describe('action editor: drafts and the connection', () => {
  it('a save that gets no answer says the server cannot be reached; the draft is kept and offered on reopening', async () => {
    const first = setup({}, ({ api }) =>
      vi.mocked(api.registerAction).mockResolvedValueOnce({
        ok: false,
        status: 0,
        messages: ['不明なエラーが発生しました'],
        errors: {},
        fromServer: false,
      }),
    );
    await waitFor(() => expect(panels()).toHaveLength(2));
    setMessage(screen.getByRole('textbox', { name: 'メッセージ本文' }), '切れた本文');
    fireEvent.click(saveButton());
    const result = await screen.findByTestId('action-save-result');
    expect(result.textContent).toContain(
      'サーバーに接続できません。接続を確認して、もう一度保存してください。',
    );
    const drafts = first.services.drafts as ReturnType<typeof memoryDraftStore>;
    await waitFor(() => expect(drafts.entries.size).toBe(1), { timeout: 2000 });
    // Reopened (a reload): the draft is offered, and restores exactly the edit.
    cleanup();
    render(<Editor services={first.services} props={{ aid: 5, mode: 'page' }} />);
    const offer = await screen.findByTestId('action-draft');
    expect(messageOf(screen.getByRole('textbox', { name: 'メッセージ本文' }))).toBe('こんにちは');
    fireEvent.click(within(offer).getByRole('button', { name: '下書きを復元' }));
    await waitFor(() =>
      expect(messageOf(screen.getByRole('textbox', { name: 'メッセージ本文' }))).toBe('切れた本文'),
    );
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect((first.server.actions.get(5)?.inputs[0] as { text: string } | undefined)?.text).toBe(
        '切れた本文',
      ),
    );
    await waitFor(() => expect(drafts.entries.size).toBe(0));
  });
});

describe('action editor: conditions', () => {
  it('opens the slide-in from 条件 OFF, sets a funnel and a_twice_type, and shows 条件 ON', async () => {
    const { api } = setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    const toggle = screen.getByRole('button', { name: '条件 OFF(1. テキスト送信)' });
    toggle.focus();
    fireEvent.click(toggle);
    const shell = await screen.findByRole('dialog');
    expect(shell.textContent).toContain('条件設定: 1. テキスト送信');
    expect(shell.textContent).toContain('こんにちは');
    expect(shell.textContent).toContain('ファネル');
    fireEvent.click(within(shell).getByRole('button', { name: '絞り込み条件を選択' }));
    const picker = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.click(await within(picker).findByRole('button', { name: /購入者/ }));
    expect(within(shell).getByText('購入者')).toBeTruthy();
    fireEvent.click(within(shell).getByRole('checkbox', { name: '2回目以降も実行する' }));
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '条件 ON(1. テキスト送信)' })).toBe(document.activeElement);
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.registerAction).toHaveBeenCalled());
    const sent = vi.mocked(api.registerAction).mock.calls[0][0];
    expect(sent.a_twice_type).toBe(1);
    expect((sent.inputs[0] as { member_query_id?: number }).member_query_id).toBe(70);
  });

  it('shows 2回目以降も実行する on the page, OFF or ON as the slide-in last set it (an action-wide setting)', async () => {
    setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    const settings = screen.getByRole('region', { name: '基本設定' });
    const line = () => within(settings).getByTestId('action-twice');
    expect(line().textContent).toBe('2回目以降も実行する: OFF(各要素の条件設定で変更できます)');
    fireEvent.click(screen.getByRole('button', { name: '条件 OFF(2. タグ操作)' }));
    const shell = await screen.findByRole('dialog');
    fireEvent.click(within(shell).getByRole('checkbox', { name: '2回目以降も実行する' }));
    // Not applied until the slide-in is finished.
    expect(line().dataset.twice).toBe('0');
    fireEvent.click(within(shell).getByRole('button', { name: 'この条件を設定する' }));
    expect(line().textContent).toBe('2回目以降も実行する: ON(各要素の条件設定で変更できます)');
    expect(line().dataset.twice).toBe('1');
  });

  it('back (or Escape) changes nothing', async () => {
    setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '条件 OFF(2. タグ操作)' }));
    const shell = await screen.findByRole('dialog');
    fireEvent.click(within(shell).getByRole('checkbox', { name: '2回目以降も実行する' }));
    fireEvent.click(within(shell).getByRole('button', { name: /戻る/ }));
    expect(screen.getByRole('button', { name: '条件 OFF(2. タグ操作)' })).toBeTruthy();
    expect(screen.queryByText('未保存の変更があります')).toBeNull();
  });
});

describe('action editor: leaving', () => {
  it('asks 内容が編集されています。破棄して移動しますか？ before an in-app navigation while edited', async () => {
    setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), { target: { value: '編集中' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    act(() => navigate('/'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('内容が編集されています。破棄して移動しますか？');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(window.location.pathname).toBe('/actions/5'));
    act(() => navigate('/'));
    const again = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.keyDown(again, { key: 'Enter' });
    });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('guards a change made in the condition slide-in, not yet finished, as it guards the action’s own edits', async () => {
    // The slide-in's change is the action's only unsaved work while it is open: a reload or a closed tab lost it
    // without a word (the action itself was not dirty yet).
    setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '条件 OFF(2. タグ操作)' }));
    const shell = await screen.findByRole('dialog');
    fireEvent.click(within(shell).getByRole('checkbox', { name: '2回目以降も実行する' }));
    expect(screen.queryByText('未保存の変更があります')).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    // Back discards the change: nothing is left to guard.
    fireEvent.click(within(shell).getByRole('button', { name: /戻る/ }));
    const question = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'OK' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('does not guard an unedited editor', async () => {
    setup();
    await waitFor(() => expect(panels()).toHaveLength(2));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    act(() => navigate('/'));
    expect(window.location.pathname).toBe('/');
  });
});

describe('action editor: the caller’s context (spec 000 §4, §6)', () => {
  /** Action 5 holding one friend-info effect on the text field 会員番号 (30). */
  const holding = (effect: Record<string, unknown>) => (fake: ReturnType<typeof fakeApi>) =>
    fake.server.actions.set(5, { ...WELCOME, inputs: [{ type: 6, var_id: 30, ...effect }] });
  const ADD = { operand: 2, valuetype: 1, fix_value: '1' };
  const LINKED = { operand: 1, valuetype: 15, context: { key: 'course', key_label: 'コース' } };

  const saveAndRead = async (api: ReturnType<typeof fakeApi>['api']) => {
    await waitFor(() => expect(panels()).toHaveLength(1));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(
        vi.mocked(api.registerAction).mock.calls.length > 0 || screen.queryByTestId('action-notice') !== null,
      ).toBe(true),
    );
    return screen.queryByTestId('action-notice')?.textContent ?? null;
  };

  it('refuses friend-info add and subtract when an auto response runs the action', async () => {
    const { api } = setup({ caller: { reaction: true } }, holding(ADD));
    expect(await saveAndRead(api)).toContain('自動応答では加算・減算は選べません');
    expect(api.registerAction).not.toHaveBeenCalled();
  });

  it('allows them without a caller (the /actions page)', async () => {
    const { api } = setup({}, holding(ADD));
    expect(await saveAndRead(api)).toBeNull();
    expect(api.registerAction).toHaveBeenCalled();
  });

  it('refuses linked data when the caller’s trigger carries none, and allows it otherwise', async () => {
    const refused = setup({ caller: { linkedData: false } }, holding(LINKED));
    expect(await saveAndRead(refused.api)).toContain('連携データはこのアクションでは利用できません');
    expect(refused.api.registerAction).not.toHaveBeenCalled();
    cleanup();
    // The account holds user-open-api: an external context event's action may use it.
    const allowed = setup({ caller: { contextEvent: true } }, holding(LINKED));
    expect(await saveAndRead(allowed.api)).toBeNull();
    expect(allowed.api.registerAction).toHaveBeenCalled();
  });
});
