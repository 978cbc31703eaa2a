// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../engine/core/index.ts';
import { createContext } from '../../engine/core/index.ts';
import { commonVarEffect } from '../../plugins/effects/common-var.ts';
import { reservationEffect } from '../../plugins/effects/reservation/index.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { failure, fakeApi, fakeServices, testEventSlots } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { renderConsoleForm } from '../test/render-console-form.tsx';
import { ItemPickerField, type ItemPickerFieldProps } from './ItemPickerField.tsx';
import { specialValues } from './kinds.ts';
import { consoleWidgets } from './widget.ts';

// The slide-in and the picker load when first shown; here they open at once, as after a hover.
await preloadLazyParts();

afterEach(() => cleanup());

const CREATE = new Set(['tag-write', 'user-tag-create']);

function renderField(
  props: Partial<ItemPickerFieldProps> = {},
  setup?: (fake: ReturnType<typeof fakeApi>) => void,
) {
  const fake = fakeApi();
  setup?.(fake);
  const services = fakeServices(fake.api);
  const onChange = vi.fn();
  const view = render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <label htmlFor="tags">タグ</label>
        <ItemPickerField
          id="tags"
          kind="tag"
          label="タグ"
          lang="ja"
          value={[]}
          multiple
          permissions={CREATE}
          onChange={onChange}
          {...props}
        />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { ...fake, services, onChange, view };
}

async function openPicker(name = 'タグを追加') {
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: /^すべて/ });
  return dialog;
}

const itemButtons = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .filter((b) => b.hasAttribute('data-item'))
    .map((b) => b.querySelector('.app-picker__item-name')?.textContent);

describe('item picker: the dialog', () => {
  it('is a modal dialog named by its title, focus in the search box, Escape closes and returns focus', async () => {
    renderField();
    const opener = screen.getByRole('button', { name: 'タグを追加' });
    opener.focus();
    const dialog = await openPicker();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'タグを選択' })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'キーワードで検索' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    renderField();
    const dialog = await openPicker();
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, input')].filter(
      (e) => !e.hasAttribute('disabled'),
    );
    controls.at(-1)!.focus();
    fireEvent.keyDown(controls.at(-1)!, { key: 'Tab' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(controls[0], { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(controls.at(-1));
  });

  it('shows folders with counts, the favourites folder, and filters them with their own search box', async () => {
    renderField();
    const dialog = await openPicker();
    const folders = within(dialog).getByRole('navigation', { name: 'フォルダ' });
    const names = within(folders)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['すべて 5件', 'お気に入り 1件', '購入状況 2件', 'キャンペーン 2件', '未分類 1件']);
    fireEvent.click(within(folders).getByRole('button', { name: 'お気に入り 1件' }));
    expect(itemButtons(dialog)).toEqual(['VIP会員']);
    fireEvent.change(within(folders).getByRole('searchbox', { name: 'フォルダを検索' }), {
      target: { value: '購入' },
    });
    expect(
      within(folders)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['すべて 5件', '購入状況 2件']);
  });

  it('suggests items fuzzily and says 候補がありません when nothing matches', async () => {
    renderField();
    const dialog = await openPicker();
    const search = within(dialog).getByRole('searchbox', { name: 'キーワードで検索' });
    fireEvent.change(search, { target: { value: 'vip' } });
    expect(itemButtons(dialog)).toEqual(['VIP会員']);
    expect(within(dialog).getByText('候補 1件')).toBeTruthy();
    // ArrowDown moves from the search box into the results.
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-item')).toBe('1');
    fireEvent.change(search, { target: { value: 'ゴルフ' } });
    expect(within(dialog).getByText('候補がありません')).toBeTruthy();
  });

  it('offers no funnel saved without a name, unless it is the one chosen: then it reads (名称未設定 ID:n)', async () => {
    const unnamed = (fake: ReturnType<typeof fakeApi>) => {
      const funnels = fake.server.resources.funnel;
      funnels.items = [...funnels.items, { id: 8, name: '', group_id: null, writable: true }];
      funnels.ids = [...funnels.ids, 8];
    };
    renderField({ kind: 'funnel', label: '絞り込み条件', multiple: false, value: undefined }, unnamed);
    fireEvent.click(screen.getByRole('button', { name: '絞り込み条件を選択' }));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /購入者/ });
    expect(itemButtons(dialog)).toEqual(['購入者']);
    cleanup();

    renderField({ kind: 'funnel', label: '絞り込み条件', multiple: false, value: 8 }, unnamed);
    await screen.findByText('(名称未設定 ID:8)');
    fireEvent.click(screen.getByRole('button', { name: /絞り込み条件を/ }));
    dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: /購入者/ });
    expect(itemButtons(dialog)).toEqual(['購入者', '(名称未設定 ID:8)']);
  });

  it('shows badges and names that look like HTML as text', async () => {
    renderField();
    const dialog = await openPicker();
    const vip = dialog.querySelector('[data-item="1"]')!;
    expect(vip.textContent).toContain('お気に入り');
    const locked = dialog.querySelector('[data-item="3"]')!;
    expect(locked.textContent).toContain('管理者');
    expect(locked.textContent).toContain('保護');
    expect(itemButtons(dialog)).toContain('<img src=x onerror=alert(1)>');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('chooses several with 決定; Cancel changes nothing', async () => {
    const { onChange } = renderField({ value: [2] });
    let dialog = await openPicker();
    expect(dialog.querySelector('[data-item="2"]')!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(dialog.querySelector('[data-item="1"]')!);
    expect(within(dialog).getByText('2件選択中')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(onChange).not.toHaveBeenCalled();
    dialog = await openPicker();
    fireEvent.click(dialog.querySelector('[data-item="1"]')!);
    fireEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(onChange).toHaveBeenCalledWith([2, 1]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a protected (not writable) item with an alert', async () => {
    const { onChange } = renderField();
    const dialog = await openPicker();
    fireEvent.click(dialog.querySelector('[data-item="3"]')!);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      '「管理者専用タグ」は保護されているため追加できません',
    );
    expect(dialog.querySelector('[data-item="3"]')!.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});

describe('item picker: create new', () => {
  it('refuses an empty name with 新しいタグ名を入力してください, then creates the tag in the folder and selects it', async () => {
    const { api, onChange } = renderField();
    const dialog = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: '購入状況 2件' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('新しいタグ名を入力してください');
    expect(api.createTag).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '新しいタグ名' }), {
      target: { value: ' 春の新タグ ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    });
    expect(api.createTag).toHaveBeenCalledWith('春の新タグ', 10);
    await waitFor(() => expect(itemButtons(dialog)).toContain('春の新タグ'));
    expect(within(dialog).getByRole('button', { name: '購入状況 3件' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(onChange).toHaveBeenCalledWith([100]);
  });

  it('shows the server refusal, and offers no create control without the permissions', async () => {
    const { api } = renderField({}, ({ api }) => {
      vi.mocked(api.createTag).mockResolvedValueOnce({
        ok: false,
        status: 403,
        messages: ['操作権限がありません'],
        errors: {},
        fromServer: true,
      });
    });
    const dialog = await openPicker();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '新しいタグ名' }), {
      target: { value: 'x' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '作成' }));
    });
    expect(api.createTag).toHaveBeenCalled();
    expect(within(dialog).getByRole('alert').textContent).toContain('操作権限がありません');
    cleanup();
    renderField({ permissions: new Set(['tag-write']) });
    const second = await openPicker();
    expect(within(second).queryByRole('textbox', { name: '新しいタグ名' })).toBeNull();
  });
});

describe('item picker: the field', () => {
  it('shows a deleted item as a flagged 削除済み placeholder with a warning', async () => {
    renderField({ value: [1, 99] });
    await screen.findByText('VIP会員');
    const placeholder = await screen.findByText('削除済みのタグ(ID:99)');
    expect(placeholder.closest('li')?.getAttribute('data-deleted')).toBe('true');
    expect(screen.getByText('削除された項目が指定されています')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'タグを追加' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toContain('tags-deleted');
  });

  it('reads 0 without a special value as not chosen (a new rich-menu action button), never as a deleted item', async () => {
    // action_id and form_id are 0 until chosen (spec 001 §4): once the items are loaded, 0 is no item of theirs.
    renderField({ kind: 'action', label: 'アクション', multiple: false, value: 0 }, ({ server }) => {
      server.resources.action = { groups: [], items: [{ id: 3, name: 'ウェルカム' }], ids: [3] };
    });
    await waitFor(() => expect(screen.getByText('未選択')).toBeTruthy());
    expect(screen.queryByText(/削除済み/)).toBeNull();
    expect(screen.queryByText('削除された項目が指定されています')).toBeNull();
    const button = screen.getByRole('button', { name: 'アクションを選択' });
    expect(button.getAttribute('aria-invalid')).toBeNull();
    // Nothing to clear.
    expect(screen.queryByRole('button', { name: 'アクションの選択を解除' })).toBeNull();
  });

  it('removes a chip', async () => {
    const { onChange } = renderField({ value: [1, 2] });
    fireEvent.click(await screen.findByRole('button', { name: 'VIP会員を外す' }));
    expect(onChange).toHaveBeenCalledWith([2]);
  });

  it('says 選択できる項目がありません for a kind without items', async () => {
    renderField({ kind: 'menu', label: 'リッチメニュー', multiple: false, value: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'リッチメニューを選択' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('選択できる項目がありません')).toBeTruthy();
  });

  it('chooses one item by a click, and special values first (scenario stop and resume)', async () => {
    const { onChange } = renderField(
      {
        kind: 'scenario',
        label: 'シナリオ',
        multiple: false,
        value: 0,
        specials: specialValues('scenario', -1),
      },
      ({ server }) => {
        server.resources.scenario = { groups: [], items: [{ id: 8, name: '初回登録シナリオ' }], ids: [8] };
      },
    );
    expect(screen.getByText('シナリオ配信を停止(予約も取り消し)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'シナリオを選択' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('button', { name: /以前のシナリオを再開/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(
      within(dialog)
        .getByRole('button', { name: /シナリオ配信を停止/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(await within(dialog).findByRole('button', { name: /初回登録シナリオ/ }));
    expect(onChange).toHaveBeenLastCalledWith(8);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'シナリオの選択を解除' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('item picker widget', () => {
  const choose = (schema: SchemaNode) =>
    consoleWidgets.choose(schema, { name: 'x', path: ['x'], data: {}, lang: 'ja', ctx: createContext() })
      .name;

  it('draws every x-item field (ids and id lists) and leaves hidden ones hidden', () => {
    expect(choose({ type: 'integer', 'x-item': 'tag' })).toBe('item-picker');
    expect(choose({ type: 'array', items: { type: 'integer' }, 'x-item': 'journey_tag' })).toBe(
      'item-picker',
    );
    expect(choose({ type: 'integer', 'x-item': 'funnel', 'x-widget': 'hidden' })).toBe('hidden');
    expect(choose({ type: 'integer' })).not.toBe('item-picker');
  });
});

describe('item picker: a new friend-info field', () => {
  const VAR_CREATE = new Set(['var-write', 'user-var-create']);
  const renderVarField = (
    props: Partial<ItemPickerFieldProps> = {},
    setup?: (fake: ReturnType<typeof fakeApi>) => void,
  ) =>
    renderField(
      {
        id: 'var',
        kind: 'varia',
        label: '友だち情報',
        multiple: false,
        value: undefined,
        permissions: VAR_CREATE,
        ...props,
      },
      setup,
    );
  const openForm = async (picker: HTMLElement) => {
    fireEvent.click(within(picker).getByRole('button', { name: '新しい友だち情報を登録' }));
    return screen.findByRole('dialog', { name: '友だち情報の新規登録' });
  };
  const register = async (form: HTMLElement) => {
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '登録' }));
    });
  };

  it('is offered only with var-write and user-var-create, and never in the favourites folder', async () => {
    renderVarField();
    const picker = await openPicker('友だち情報を選択');
    expect(within(picker).getByRole('button', { name: '新しい友だち情報を登録' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'お気に入り 0件' }));
    expect(within(picker).queryByRole('button', { name: '新しい友だち情報を登録' })).toBeNull();
    cleanup();
    renderVarField({ permissions: new Set(['var-write', 'tag-write', 'user-tag-create']) });
    const limited = await openPicker('友だち情報を選択');
    expect(within(limited).queryByRole('button', { name: '新しい友だち情報を登録' })).toBeNull();
    expect(within(limited).queryByRole('textbox', { name: /新しい/ })).toBeNull();
  });

  it('refuses an empty name with 項目名を入力してください before any call', async () => {
    const { api } = renderVarField();
    const form = await openForm(await openPicker('友だち情報を選択'));
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: '項目名' }));
    fireEvent.change(within(form).getByRole('textbox', { name: '項目名' }), { target: { value: '  ' } });
    await register(form);
    expect(within(form).getByRole('alert').textContent).toContain('項目名を入力してください');
    expect(api.createVar).not.toHaveBeenCalled();
  });

  it('creates the field in the current folder with type, default value and rate, and chooses it', async () => {
    const { api, onChange } = renderVarField();
    const picker = await openPicker('友だち情報を選択');
    fireEvent.click(within(picker).getByRole('button', { name: '基本情報 1件' }));
    const form = await openForm(picker);
    expect((within(form).getByRole('combobox', { name: 'フォルダ' }) as HTMLSelectElement).value).toBe('40');
    const type = within(form).getByRole('combobox', { name: '種類' }) as HTMLSelectElement;
    expect(type.value).toBe('0');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['テキスト', '長文テキスト', '画像', 'PDF', '選択肢', '日付']);
    // Images take no default value: the field goes away.
    fireEvent.change(type, { target: { value: '10' } });
    expect(within(form).queryByRole('textbox', { name: 'デフォルト値' })).toBeNull();
    fireEvent.change(type, { target: { value: '2' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '項目名' }), {
      target: { value: ' ご要望 ' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'デフォルト値' }), {
      target: { value: 'なし' },
    });
    fireEvent.click(within(form).getByRole('radio', { name: 'お気に入り' }));
    await register(form);
    expect(api.createVar).toHaveBeenCalledWith({
      name: 'ご要望',
      group_id: 40,
      type: 2,
      echo_default: 'なし',
      rate: 2,
    });
    expect(onChange).toHaveBeenCalledWith(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers only the types the field accepts, and alerts when it accepts none that can be made', async () => {
    renderVarField({ itemTypes: [30] });
    const form = await openForm(await openPicker('友だち情報を選択'));
    const type = within(form).getByRole('combobox', { name: '種類' }) as HTMLSelectElement;
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['日付']);
    expect(within(form).queryByRole('textbox', { name: 'デフォルト値' })).toBeNull();
    cleanup();
    renderVarField({ itemTypes: [1] });
    const picker = await openPicker('友だち情報を選択');
    fireEvent.click(within(picker).getByRole('button', { name: '新しい友だち情報を登録' }));
    expect(within(picker).getByRole('alert').textContent).toContain(
      'この項目で使える種類の友だち情報は、ここでは作成できません',
    );
    expect(screen.queryByRole('dialog', { name: '友だち情報の新規登録' })).toBeNull();
  });

  it('opens the choice editor for a new choice field, saves its choices, then chooses the field', async () => {
    const { api, onChange, services } = renderVarField();
    const form = await openForm(await openPicker('友だち情報を選択'));
    fireEvent.change(within(form).getByRole('textbox', { name: '項目名' }), { target: { value: 'サイズ' } });
    fireEvent.change(within(form).getByRole('combobox', { name: '種類' }), { target: { value: '20' } });
    await register(form);
    const editor = await screen.findByRole('dialog', { name: '友だち情報の選択肢編集' });
    expect(onChange).not.toHaveBeenCalled();
    const save = async () => {
      await act(async () => {
        fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
      });
    };
    await save();
    expect(within(editor).getByRole('alert').textContent).toContain('空の選択肢は設定できません。');
    fireEvent.click(within(editor).getByRole('button', { name: '選択肢1を削除' }));
    await save();
    expect(within(editor).getByRole('alert').textContent).toContain('選択肢は1つ以上必要です');
    fireEvent.click(within(editor).getByRole('button', { name: '選択肢を追加' }));
    fireEvent.click(within(editor).getByRole('button', { name: '選択肢を追加' }));
    fireEvent.change(within(editor).getByRole('textbox', { name: '選択肢1' }), { target: { value: 'S' } });
    fireEvent.change(within(editor).getByRole('textbox', { name: '選択肢2' }), { target: { value: ' M ' } });
    await save();
    // A new field has no choices: the save started from none.
    expect(api.saveVarChoices).toHaveBeenCalledWith(
      100,
      [
        { value: 'S', color: '#FFFFFF', key: '' },
        { value: 'M', color: '#FFFFFF', key: '' },
      ],
      [],
    );
    expect(onChange).toHaveBeenCalledWith(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.items.get('varia')?.byId.get('100')?.choices).toHaveLength(2);
  });

  it('asks before closing the choice editor with edits; the field is chosen without choices then', async () => {
    const { api, onChange } = renderVarField();
    const form = await openForm(await openPicker('友だち情報を選択'));
    fireEvent.change(within(form).getByRole('textbox', { name: '項目名' }), { target: { value: '色' } });
    fireEvent.change(within(form).getByRole('combobox', { name: '種類' }), { target: { value: '20' } });
    await register(form);
    const editor = await screen.findByRole('dialog', { name: '友だち情報の選択肢編集' });
    fireEvent.change(within(editor).getByRole('textbox', { name: '選択肢1' }), { target: { value: '赤' } });
    fireEvent.keyDown(within(editor).getByRole('textbox', { name: '選択肢1' }), { key: 'Escape' });
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('編集中の内容が破棄されます。よろしいですか？');
    await act(async () => {
      fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));
    });
    expect(onChange).toHaveBeenCalledWith(100);
    expect(api.saveVarChoices).not.toHaveBeenCalled();
  });

  it('shows the server refusal line by line, the unknown error without a body, and reloads on 409', async () => {
    const { api, services } = renderVarField({}, ({ api }) => {
      vi.mocked(api.createVar)
        .mockResolvedValueOnce(failure(422, ['項目名を入力してください']))
        .mockResolvedValueOnce(failure(500, ['不明なエラーが発生しました'], false))
        .mockResolvedValueOnce(failure(409, ['ページの有効期限が切れています。']));
    });
    const form = await openForm(await openPicker('友だち情報を選択'));
    fireEvent.change(within(form).getByRole('textbox', { name: '項目名' }), { target: { value: 'x' } });
    const alertLines = () =>
      [...within(form).getByRole('alert').querySelectorAll('p, li')].map((line) => line.textContent);
    await register(form);
    expect(alertLines()).toEqual(['作成に失敗しました', '項目名を入力してください']);
    await register(form);
    expect(alertLines()).toEqual(['作成に失敗しました', '不明なエラーが発生しました']);
    expect(services.reload).not.toHaveBeenCalled();
    await register(form);
    expect(services.reload).toHaveBeenCalled();
    expect(api.createVar).toHaveBeenCalledTimes(3);
  });
});

describe('item picker: a folder chosen by a sibling field (x-item-folder)', () => {
  /** The reservation effect's schema (effect 31, without the plugin's ui) with the console's widgets, over local state. */
  function renderReservation(initial: Record<string, unknown>) {
    const fake = fakeApi();
    // The picker folders `event_menu` by slot (kinds.ts resourceOf).
    fake.server.resources.event_reserve = testEventSlots;
    return renderConsoleForm({ schema: reservationEffect.schema }, initial, { fake, idPrefix: 'r' });
  }

  async function openPlans() {
    fireEvent.click(screen.getByRole('button', { name: 'プランを選択' }));
    return screen.findByRole('dialog', { name: 'プランを選択' });
  }

  it('offers only the plans of the chosen slot, without a folder list, and searches among them only', async () => {
    const { values } = renderReservation({ type: 31, fire_type: 0, event_slot_id: 1, num_of_takes: 1 });
    const dialog = await openPlans();
    await within(dialog).findByRole('button', { name: /60分コース/ });
    expect(itemButtons(dialog)).toEqual(['60分コース', '90分コース']);
    expect(within(dialog).queryByRole('navigation', { name: 'フォルダ' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'キーワードで検索' }), {
      target: { value: 'オンライン' },
    });
    expect(within(dialog).getByText('候補がありません')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'キーワードで検索' }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /90分コース/ }));
    expect(values.at(-1)).toMatchObject({ event_slot_id: 1, event_menu_id: 12 });
  });

  it('follows the slot when it changes', async () => {
    renderReservation({ type: 31, fire_type: 0, event_slot_id: 1, num_of_takes: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'イベント予約枠を選択' }));
    const slotsDialog = await screen.findByRole('dialog', { name: 'イベント予約枠を選択' });
    fireEvent.click(await within(slotsDialog).findByRole('button', { name: /^説明会/ }));
    const dialog = await openPlans();
    await within(dialog).findByRole('button', { name: /オンライン参加/ });
    expect(itemButtons(dialog)).toEqual(['オンライン参加']);
  });

  it('says 先にイベント予約枠を選択してください while no slot is chosen, and offers nothing', async () => {
    renderReservation({ type: 31, fire_type: 0, num_of_takes: 1 });
    const dialog = await openPlans();
    expect(within(dialog).getByText('先にイベント予約枠を選択してください')).toBeTruthy();
    expect(itemButtons(dialog)).toEqual([]);
  });

  it('reads the sibling named by the hint from the block data', () => {
    expect(reservationEffect.schema.properties.event_menu_id['x-item-folder']).toBe('event_slot_id');
    expect(
      consoleWidgets.choose(reservationEffect.schema.properties.event_menu_id as SchemaNode, {
        name: 'event_menu_id',
        path: ['event_menu_id'],
        data: {},
        lang: 'ja',
        ctx: createContext(),
      }).name,
    ).toBe('item-picker');
  });
});

describe('item picker: only the item types the field takes (x-item-types)', () => {
  /** Common-info items of every type (spec 002 §3: 1 standard, 2 number, 3 long text, 10 date). */
  const commonVars = {
    groups: [
      { id: 'fav', name: 'お気に入り' },
      { id: 60, name: '共通情報' },
    ],
    items: [
      { id: 61, name: '店舗名', group_id: 60, type: 1, writable: true },
      { id: 62, name: '在庫数', group_id: 60, type: 2, writable: true },
      { id: 63, name: '在庫メモ', group_id: 60, type: 3, writable: true },
      { id: 64, name: '来店数', group_id: 60, type: 2, writable: true },
      { id: 65, name: '在庫確認日', group_id: 60, type: 10, writable: true },
    ],
    ids: [61, 62, 63, 64, 65],
  };

  /** Effect 32's form with the console's widgets: the schema's x-item-types reach the picker. */
  function renderCommonVar(initial: Record<string, unknown>) {
    const fake = fakeApi();
    fake.server.resources.common_vars = commonVars;
    return renderConsoleForm({ schema: commonVarEffect.schema }, initial, { fake, idPrefix: 'c' });
  }

  it('lists and counts number items only for effect 32, and finds only them', async () => {
    expect(commonVarEffect.schema.properties.common_var_id['x-item-types']).toEqual([2]);
    const { values } = renderCommonVar({ type: 32, operand: 2, value_type: 1 });
    const dialog = await openPicker('共通情報を選択');
    expect(itemButtons(dialog)).toEqual(['在庫数', '来店数']);
    expect(within(dialog).getByRole('button', { name: '共通情報 2件' })).toBeTruthy();
    const search = within(dialog).getByRole('searchbox', { name: 'キーワードで検索' });
    fireEvent.change(search, { target: { value: '在庫' } });
    expect(itemButtons(dialog)).toEqual(['在庫数']);
    fireEvent.change(search, { target: { value: '店舗名' } });
    expect(within(dialog).getByText('候補がありません')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /来店数/ }));
    expect(values).toEqual([{ type: 32, operand: 2, value_type: 1, common_var_id: 64 }]);
  });

  it('flags a chosen item of another type in the field and in the picker, where it cannot be chosen again', async () => {
    renderCommonVar({ type: 32, common_var_id: 61, operand: 2, value_type: 1 });
    const value = await screen.findByText('店舗名');
    expect(value.getAttribute('data-wrong-type')).toBe('true');
    expect(screen.getByText('この項目では選択できない種類の項目が指定されています')).toBeTruthy();
    const opener = screen.getByRole('button', { name: '共通情報を選択' });
    expect(opener.getAttribute('aria-invalid')).toBe('true');
    const dialog = await openPicker('共通情報を選択');
    expect(itemButtons(dialog)).toEqual(['店舗名', '在庫数', '来店数']);
    const chosen = within(dialog).getByRole('button', { name: /店舗名/ });
    expect(chosen.textContent).toContain('この項目では選択できない種類');
  });

  it('takes a wrong-type item out of a multiple choice, and refuses to add it back', async () => {
    const { onChange } = renderField(
      { id: 'cv', kind: 'common_vars', label: '共通情報', value: [61, 62], itemTypes: [2] },
      ({ server }) => {
        server.resources.common_vars = commonVars;
      },
    );
    const dialog = await openPicker('共通情報を追加');
    const wrong = within(dialog).getByRole('button', { name: /店舗名/ });
    fireEvent.click(wrong);
    expect(wrong.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(wrong);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'この項目では選択できない種類の項目が指定されています',
    );
    expect(wrong.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(onChange).toHaveBeenLastCalledWith([62]);
  });
});

describe('item picker: empty lists (spec 001 §8)', () => {
  it('says 予約枠がありません for event slots, コースがありません for courses, 選択できる項目がありません otherwise', async () => {
    const cases = [
      { kind: 'event_reserve', label: 'イベント予約枠', text: '予約枠がありません' },
      { kind: 'salon_course', label: 'コース', text: 'コースがありません' },
      { kind: 'scenario', label: 'シナリオ', text: '選択できる項目がありません' },
    ];
    for (const { kind, label, text } of cases) {
      renderField({ id: kind, kind, label, multiple: false, value: undefined }, ({ server }) => {
        server.resources[kind] = { groups: [], items: [], ids: [] };
      });
      const dialog = await openPicker(`${label}を選択`);
      expect(dialog.querySelector('.app-picker__empty')?.textContent, kind).toBe(text);
      // A search that finds nothing says so, whatever the kind.
      fireEvent.change(within(dialog).getByRole('searchbox', { name: 'キーワードで検索' }), {
        target: { value: 'x' },
      });
      expect(dialog.querySelector('.app-picker__empty')?.textContent, kind).toBe('候補がありません');
      cleanup();
    }
  });
});
