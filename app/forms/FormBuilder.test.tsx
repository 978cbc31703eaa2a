// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadPluginWidgets } from '../../engine/react/index.ts';
import { builtInPlugins } from '../../plugins/index.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import {
  FormBuilder,
  type FormBuilderProps,
  LINE_LOGIN_PERMISSION,
  SHEET_EXPORT_FLAG,
} from './FormBuilder.tsx';
import { fakeFormApi } from './fake-form-api.ts';
import { FormApiProvider } from './form-api.ts';
import type { FormWire } from './form-wire.ts';

await preloadPluginWidgets(builtInPlugins);

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/lvf/edit/new'));

const SAVED: FormWire = {
  id: 12,
  code: 'abc123',
  name: '来店アンケート',
  group_id: 41,
  title: 'ご来店ありがとうございます',
  description: '',
  pages: [1, 2],
  attr: [
    {
      swatch_id: 540,
      type: 'radio',
      name: 'radio1',
      page: 1,
      title: 'ご予約は?',
      do_branch_page: 1,
      choices: [
        { id: 1, label: 'する', next_page: 2 },
        { id: 2, label: 'しない', next_page: 'submit' },
      ],
      choice_action: 0,
    },
    { swatch_id: 510, type: 'text', name: 'text1', page: 2, title: 'ご希望の日時', rules: [] },
  ],
  options: { ping: 0 },
  revision: 3,
  generation: 2,
  export_google_sheet: 0,
  needs_line_login: 0,
};

function setup(
  props: Partial<FormBuilderProps> = {},
  permissions: string[] = [],
  prepare?: (fake: ReturnType<typeof fakeFormApi>) => void,
) {
  const forms = fakeFormApi();
  forms.state.forms.set(12, structuredClone(SAVED));
  prepare?.(forms);
  const consoleFake = fakeApi();
  // The spreadsheet export is an account ability (a feature flag), the others operator permissions.
  const session = {
    ...testSession,
    permissions: [...testSession.permissions, ...permissions.filter((p) => p !== SHEET_EXPORT_FLAG)],
    abilities: [...testSession.abilities, ...permissions.filter((p) => p === SHEET_EXPORT_FLAG)],
  };
  vi.mocked(consoleFake.api.session).mockResolvedValue({ ok: true, status: 200, data: session });
  vi.mocked(consoleFake.api.currentSession).mockReturnValue(session);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(consoleFake.api)}>
        <FormApiProvider api={forms.api}>
          <FormBuilder id={null} {...props} />
        </FormApiProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return forms;
}

const section = (n: number) => screen.getByRole('region', { name: `セクション ${n}` });
const palette = (n: number, label: string) => within(section(n)).getByRole('button', { name: label });
const items = (n: number) => within(section(n)).queryAllByRole('article');
const loaded = () => screen.findByRole('region', { name: 'セクション 1' });
const posted = (forms: ReturnType<typeof fakeFormApi>) => forms.state.posted.at(-1)!;

describe('FormBuilder: envelope', () => {
  it('draws name, folder, title and description; the toggles only with their permission and flag', async () => {
    setup();
    await loaded();
    expect(screen.getByRole('textbox', { name: /フォーム名\(管理用\)/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^フォームのタイトル/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /フォームの説明/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /フォルダ/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /LINEログイン/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /スプレッドシート/ })).toBeNull();
  });

  it('shows the export and login toggles to an account that has them', async () => {
    setup({}, [LINE_LOGIN_PERMISSION, SHEET_EXPORT_FLAG]);
    await loaded();
    expect(screen.getByRole('checkbox', { name: /LINEログイン/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /スプレッドシート/ })).toBeTruthy();
  });
});

describe('FormBuilder: sections and items', () => {
  it('offers in each section only the swatches the account may use', async () => {
    setup({}, [], (forms) => {
      forms.state.allowed = [500, 510, 540];
    });
    await loaded();
    await waitFor(() => expect(palette(1, 'テキスト')).toBeTruthy());
    const offered = within(section(1))
      .getAllByRole('button')
      .filter((button) => button.closest('.be-palette'))
      .map((button) => button.textContent?.replace('＋ ', ''));
    expect(offered).toEqual(['小見出し', 'テキスト', 'ラジオボタン']);
  });

  it('adds sections and items to the section asked, one item open at a time', async () => {
    setup();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '＋ セクションを追加' }));
    await waitFor(() => expect(section(2)).toBeTruthy());
    fireEvent.click(await waitFor(() => palette(2, 'テキスト')));
    fireEvent.click(palette(1, 'ラジオボタン'));
    expect(items(1)).toHaveLength(1);
    expect(items(2)).toHaveLength(1);
    const toggles = screen.getAllByRole('button', { name: /^詳細/ });
    // The item just added is the one open.
    expect(toggles.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    fireEvent.click(toggles[1]);
    expect(toggles.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    fireEvent.click(toggles[1]);
    expect(toggles.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
  });
});

describe('FormBuilder: deleting an item', () => {
  it('asks first (spec 002 §8): Escape keeps it and gives the focus back; OK removes it; undo brings it back', async () => {
    setup({ id: 12 });
    await loaded();
    expect(items(2)).toHaveLength(1);
    const remove = () => within(items(2)[0]).getByRole('button', { name: /^削除/ });
    remove().focus();
    fireEvent.click(remove());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('「ご希望の日時」を削除しますか？');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(items(2)).toHaveLength(1);
    expect(document.activeElement).toBe(remove());

    fireEvent.click(remove());
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '項目を削除' }),
    );
    await waitFor(() => expect(items(2)).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: /^元に戻す/ }));
    await waitFor(() => expect(items(2)).toHaveLength(1));
  });
});

describe('FormBuilder: branching', () => {
  it('allows one branching item per section', async () => {
    setup({ id: 12 });
    await loaded();
    fireEvent.click(await waitFor(() => palette(1, 'プルダウン')));
    const select = items(1)[1];
    fireEvent.click(within(select).getByRole('checkbox', { name: '回答で分岐する' }));
    expect((await screen.findByTestId('form-one-branch')).textContent).toContain(
      '回答で分岐できる項目は1つのセクションに1つだけです',
    );
    expect(within(select).getByRole('checkbox', { name: '回答で分岐する' })).toHaveProperty('checked', false);
  });

  it('a choice asks for its destination only while its item branches', async () => {
    setup({ id: 12 });
    await loaded();
    fireEvent.click(await waitFor(() => palette(1, 'プルダウン')));
    const select = items(1)[1];
    expect(within(select).queryByRole('combobox', { name: /分岐先/ })).toBeNull();
    // The seeded branching radio is the section's one; move it away so this one may branch.
    fireEvent.click(within(section(1)).getAllByRole('button', { name: /をセクション 2へ移動$/ })[0]);
    await waitFor(() => expect(items(1)).toHaveLength(1));
    fireEvent.click(within(items(1)[0]).getByRole('checkbox', { name: '回答で分岐する' }));
    await waitFor(() =>
      expect(within(items(1)[0]).getAllByRole('combobox', { name: /分岐先/ }).length).toBe(1),
    );
  });

  it('deleting a section clears the destinations pointing to it', async () => {
    const forms = setup({ id: 12 });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'セクション 2を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: 'セクションを削除' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'セクション 2' })).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    // The branching radio now lacks a destination for "する": refused until one is chosen.
    expect(await screen.findByText(/分岐先を選択してください/)).toBeTruthy();
    expect(forms.state.posted).toHaveLength(0);
  });

  it('undoing a section delete brings the section back with its items; redo deletes it again', async () => {
    setup({ id: 12 });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'セクション 2を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: 'セクションを削除' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'セクション 2' })).toBeNull());
    expect(items(1)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    // Before, the items came back into セクション 1 and the section stayed gone.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'セクション 2' })).toBeTruthy());
    expect(items(1)).toHaveLength(1);
    expect(items(2)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'やり直す' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'セクション 2' })).toBeNull());
    expect(items(1)).toHaveLength(1);
  });

  it('after a section is deleted, the section in its place takes the focus, not <body>', async () => {
    setup({ id: 12 });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '＋ セクションを追加' }));
    await screen.findByRole('region', { name: 'セクション 3' });
    const remove = screen.getByRole('button', { name: 'セクション 2を削除' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(await screen.findByRole('button', { name: 'セクションを削除' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'セクション 3' })).toBeNull());
    // The third section is now the second: its delete button, where the used one stood.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'セクション 2を削除' })),
    );
    // The last section deleted: the one before it takes the focus (one section left: its first panel).
    fireEvent.click(screen.getByRole('button', { name: 'セクション 2を削除' }));
    fireEvent.click(await screen.findByRole('button', { name: 'セクションを削除' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'セクション 2' })).toBeNull());
    await waitFor(() => expect(section(1).contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(items(1)[0]);
  });

  it('moving a branching item to another section switches its branching off', async () => {
    const forms = setup({ id: 12 });
    await loaded();
    fireEvent.click(within(section(1)).getByRole('button', { name: /をセクション 2へ移動$/ }));
    await waitFor(() => expect(items(2)).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(1));
    const saved = JSON.parse(String(posted(forms).items));
    // Moved forward, it goes to the top of the section.
    expect(saved[0]).toMatchObject({ swatch_id: 540, page: 2, do_branch_page: 0 });
    expect(saved[1]).toMatchObject({ swatch_id: 510, page: 2 });
    expect(saved[0].choices.map((choice: { next_page?: unknown }) => choice.next_page)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('FormBuilder: saving', () => {
  it('refuses a form without a question', async () => {
    const forms = setup();
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: /フォーム名\(管理用\)/ }), {
      target: { value: 'お知らせ' },
    });
    fireEvent.click(await waitFor(() => palette(1, '小見出し')));
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    // One rule, said once: the form document's words, which the server answers too (walk: a second wording
    // from the builder stood beside it in the summary).
    const rule = '質問項目(見出し以外)を1つ以上追加してください';
    await waitFor(() => expect(document.querySelectorAll('.de-summary__link').length).toBeGreaterThan(0));
    const lines = [...document.querySelectorAll('.de-summary__link')].map((link) => link.textContent ?? '');
    expect(lines.filter((line) => line.includes('見出し以外'))).toEqual([rule]);
    expect(forms.state.posted).toHaveLength(0);
  });

  it('the save status (spec 002 §4, §8): nothing while idle, 保存に失敗しました after a save the page refused', async () => {
    const forms = setup();
    await loaded();
    const status = screen.getByTestId('form-save-status');
    // Idle (0): the indicator shows only when nonzero.
    expect(status.textContent).toBe('');
    fireEvent.click(await waitFor(() => palette(1, 'テキスト')));
    expect(status.textContent).toBe('');
    // Refused on the page (no name, no title): progress error, as a refused server save.
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(status.textContent).toBe('保存に失敗しました'));
    expect(forms.state.posted).toHaveLength(0);
    // The next save that goes through says so.
    fireEvent.change(screen.getByRole('textbox', { name: /フォーム名\(管理用\)/ }), {
      target: { value: '申込' },
    });
    const title = items(1)[0].querySelector<HTMLTextAreaElement>('textarea[id$="-title"]');
    fireEvent.change(title!, { target: { value: 'お名前' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(status.textContent).toBe('保存しました'));
  });

  it('posts the form-encoded fields of spec 002 §7 and moves to the saved form', async () => {
    const saved = vi.fn();
    const forms = setup({ onSaved: saved });
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: /フォーム名\(管理用\)/ }), {
      target: { value: '申込' },
    });
    fireEvent.click(await waitFor(() => palette(1, 'テキスト')));
    const title = items(1)[0].querySelector<HTMLTextAreaElement>('textarea[id$="-title"]');
    fireEvent.change(title!, { target: { value: 'お名前' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(1));
    const fields = posted(forms);
    expect(fields).toMatchObject({
      _token: 'fake-token',
      formname: '申込',
      formid: '',
      formgroupid: 0,
      form_action_id: '',
      generation: 2,
      export_google_sheet: 0,
      needs_line_login: 0,
      pages: '[1]',
    });
    expect(typeof fields.items).toBe('string');
    // Each item with the editor's stable id, which the server stores (docs/decisions/documents.md).
    expect(JSON.parse(String(fields.items))).toEqual([
      {
        swatch_id: 510,
        type: 'text',
        title: 'お名前',
        rules: [],
        assign_to: [],
        page: 1,
        name: 'text1',
        _bid: expect.any(String),
      },
    ]);
    expect(JSON.parse(String(fields.options))).toMatchObject({ button_color: '#2196F3', ping: 0 });
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ id: 300, code: 'f8cx', created: true }));
    expect(screen.getByTestId('form-save-status').textContent).toBe('保存しました');
    expect((screen.getByRole('textbox', { name: 'フォームのURL' }) as HTMLInputElement).value).toMatch(
      /\/f\/f8cx$/,
    );
  });

  it('after a save with spreadsheet export on, goes to the export settings page', async () => {
    const forms = setup({ id: 12 }, [SHEET_EXPORT_FLAG]);
    await loaded();
    fireEvent.click(screen.getByRole('checkbox', { name: /スプレッドシート/ }));
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(1));
    expect(posted(forms).export_google_sheet).toBe(1);
    await waitFor(() => expect(window.location.pathname).toBe('/googlesheet/lvf/settingExport/12'));
  });

  it('saves a form the server has not given a code yet (code null, saved outside the builder)', async () => {
    const forms = setup({ id: 12 }, [], (fake) => {
      fake.state.forms.set(12, { ...structuredClone(SAVED), code: null } as unknown as FormWire);
    });
    await loaded();
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(1));
    expect(screen.queryByText(/フォームコード/)).toBeNull();
  });

  it('shows the server messages of a 422', async () => {
    setup({ id: 12 }, [], (forms) => {
      forms.state.refuseNext = { status: 422, messages: ['タイトルは255文字以内で入力してください'] };
    });
    await loaded();
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    const notice = await screen.findByTestId('form-save-result');
    expect(notice.textContent).toContain('登録に失敗しました');
    expect(notice.textContent).toContain('タイトルは255文字以内で入力してください');
    expect(screen.getByTestId('form-save-status').textContent).toBe('保存に失敗しました');
  });

  it('a 409 goes through the document merge: the other change is kept and the save goes again', async () => {
    const forms = setup({ id: 12 });
    await loaded();
    // Someone else changed the title meanwhile.
    forms.state.forms.set(12, { ...structuredClone(SAVED), title: '別の担当者のタイトル', revision: 4 });
    fireEvent.change(screen.getByRole('textbox', { name: /フォーム名\(管理用\)/ }), {
      target: { value: '新しい名前' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(2));
    expect(posted(forms)).toMatchObject({
      formname: '新しい名前',
      title: '別の担当者のタイトル',
      revision: 4,
    });
    await act(async () => {});
  });

  it('never gives a deleted item’s name to the next one: added, saved, deleted, saved, added again', async () => {
    const forms = setup({ id: 12 });
    await loaded();
    const addText = async (title: string) => {
      fireEvent.click(await waitFor(() => palette(1, 'テキスト')));
      const field = items(1).at(-1)!.querySelector<HTMLTextAreaElement>('textarea[id$="-title"]');
      fireEvent.change(field!, { target: { value: title } });
    };
    const saveAndWait = async (count: number) => {
      // The save button reads 保存しました for a moment after a save.
      fireEvent.click(screen.getAllByRole('button', { name: /^保存(しました)?$/ })[0]);
      await waitFor(() => expect(forms.state.posted).toHaveLength(count));
      await waitFor(() => expect(screen.getByTestId('form-save-status').textContent).toBe('保存しました'));
    };
    const names = () =>
      (JSON.parse(String(posted(forms).items)) as { name: string }[]).map((item) => item.name);
    await addText('一つ目');
    await saveAndWait(1);
    expect(names()).toEqual(['radio1', 'text2', 'text1']);
    fireEvent.click(within(items(1).at(-1)!).getByRole('button', { name: /^削除/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '項目を削除' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await saveAndWait(2);
    expect(posted(forms).name_counter).toBe(2);
    await addText('二つ目');
    await saveAndWait(3);
    expect(names()).toEqual(['radio1', 'text3', 'text1']);
  });

  it('a 409 after two tabs each added an item: the new item of this tab is renumbered, both are saved', async () => {
    const withIds = {
      ...structuredClone(SAVED),
      attr: SAVED.attr.map((item, i) => ({ ...item, _bid: `saved${i}` })),
    } as FormWire;
    const forms = setup({ id: 12 }, [], (fake) => fake.state.forms.set(12, withIds));
    await loaded();
    // The other tab added a text item to section 1 and saved: numbered text2 from the same counter as ours.
    const other = {
      swatch_id: 510,
      type: 'text',
      name: 'text2',
      page: 1,
      title: '他のタブ',
      rules: [],
      _bid: 'other',
    };
    forms.state.forms.set(12, {
      ...structuredClone(withIds),
      attr: [...withIds.attr, other],
      revision: 4,
    } as FormWire);
    fireEvent.click(await waitFor(() => palette(1, 'テキスト')));
    const title = items(1).at(-1)!.querySelector<HTMLTextAreaElement>('textarea[id$="-title"]');
    fireEvent.change(title!, { target: { value: 'このタブ' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(2));
    const sent = JSON.parse(String(posted(forms).items)) as { name: string; title: string }[];
    expect(sent.map((item) => `${item.name}:${item.title}`)).toEqual(
      expect.arrayContaining(['text2:他のタブ', 'text3:このタブ', 'text1:ご希望の日時']),
    );
    expect(posted(forms).name_counter).toBe(3);
    await waitFor(() => expect(screen.getByTestId('form-save-status').textContent).toBe('保存しました'));
    expect(forms.state.forms.get(12)?.revision).toBe(5);
    // The merged form shown holds nothing the form's schema refuses (a Chromium walk found 不明な項目 item_counter).
    expect(document.body.textContent).not.toMatch(/不明な項目|入力内容を確認してください/);
  });
});

describe('FormBuilder: settings tabs', () => {
  it('are one tab stop: arrows, Home and End move between the tabs and choose (WAI-ARIA tabs)', async () => {
    setup();
    await loaded();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1].id);
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
  });

  it('tab 1: the ping text only for once, the text after answering only without a thank-you URL', async () => {
    setup();
    await loaded();
    expect(screen.queryByRole('textbox', { name: /回答済みの人への文言/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '1回のみ' }));
    expect(screen.getByRole('textbox', { name: /回答済みの人への文言/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /回答後の文言/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /サンクスページ/ }), {
      target: { value: 'https://example.com/thanks' },
    });
    expect(screen.queryByRole('textbox', { name: /回答後の文言/ })).toBeNull();
    // Button texts count to 13, the dialog's text to 255 and its buttons to 8 (from the form's default texts).
    expect(screen.getAllByText('2 / 13')).toHaveLength(2);
    expect(screen.getAllByText(/^\d+ \/ 255$/)).not.toHaveLength(0);
    expect(screen.getAllByText(/^\d \/ 8$/)).toHaveLength(2);
  });

  it('tab 1: the message copy with the LINE-login permission, offered once login is required', async () => {
    setup({}, [LINE_LOGIN_PERMISSION]);
    await loaded();
    expect(screen.queryByRole('radiogroup', { name: /回答内容のコピーを送信/ })).toBeNull();
    expect(screen.getByText(/LINEログインを必須にすると使えます/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /LINEログイン/ }));
    expect(await screen.findByText('ラベルを付けて送信する')).toBeTruthy();
  });

  it('tab 2: default colours, and the warning with custom CSS', async () => {
    setup();
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: 'デザイン' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'デザインをカスタマイズ' }));
    expect((screen.getByRole('textbox', { name: /ボタンの色/ }) as HTMLInputElement).value).toBe('#2196F3');
    expect((screen.getByRole('textbox', { name: /^背景色/ }) as HTMLInputElement).value).toBe('#C5CAE9');
    expect((screen.getByRole('textbox', { name: /フォームの背景色/ }) as HTMLInputElement).value).toBe(
      '#CFD8DC',
    );
    expect(screen.queryByRole('note')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'カスタムCSSを使う' }));
    expect(screen.getByRole('note').textContent).toContain(
      'フォームが正しく表示されず回答できなくなることがあります',
    );
  });

  it('tab 3: the address fill of each postal-code text item', async () => {
    setup({}, [], (forms) => {
      const form = forms.state.forms.get(12)!;
      form.attr[1] = { ...form.attr[1], rules: [{ name: 'zip' }] };
    });
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: '住所の自動入力' }));
    expect(screen.getByText(/自動入力できる項目がありません/)).toBeTruthy();
    cleanup();
    const forms = setup({ id: 12 }, [], (fake) => {
      const form = fake.state.forms.get(12)!;
      form.attr[1] = { ...form.attr[1], rules: [{ name: 'zip' }] };
    });
    await loaded();
    fireEvent.click(screen.getByRole('tab', { name: '住所の自動入力' }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: '「ご希望の日時」の郵便番号から住所を自動入力する' }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(1));
    expect(JSON.parse(String(posted(forms).items))[1].prefs).toEqual({ zip: 1 });
  });

  it('answer limit below 1 is refused on save with the schema message', async () => {
    const forms = setup({ id: 12 });
    await loaded();
    fireEvent.change(screen.getByRole('spinbutton', { name: /回答数の上限/ }), { target: { value: '0' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    expect(await screen.findAllByText(/回答数の上限\(先着\)は1以上/)).not.toHaveLength(0);
    expect(forms.state.posted).toHaveLength(0);
  });
});
