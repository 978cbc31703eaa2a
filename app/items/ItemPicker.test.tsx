// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '../../engine/core/index.ts';
import { createContext } from '../../engine/core/index.ts';
import { I18nProvider } from '../i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { ItemPickerField, type ItemPickerFieldProps } from './ItemPickerField.tsx';
import { specialValues } from './kinds.ts';
import { consoleWidgets } from './widget.ts';

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
    expect(screen.queryByRole('dialog')).toBeNull();
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
    expect(names).toEqual([
      'すべて(5件)',
      'お気に入り(1件)',
      '購入状況(2件)',
      'キャンペーン(2件)',
      '未分類(1件)',
    ]);
    fireEvent.click(within(folders).getByRole('button', { name: 'お気に入り(1件)' }));
    expect(itemButtons(dialog)).toEqual(['VIP会員']);
    fireEvent.change(within(folders).getByRole('searchbox', { name: 'フォルダを検索' }), {
      target: { value: '購入' },
    });
    expect(
      within(folders)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['すべて(5件)', '購入状況(2件)']);
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
    fireEvent.click(within(dialog).getByRole('button', { name: '購入状況(2件)' }));
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
    expect(within(dialog).getByRole('button', { name: '購入状況(3件)' })).toBeTruthy();
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
    consoleWidgets.choose(schema, { name: 'x', path: ['x'], lang: 'ja', ctx: createContext() }).name;

  it('draws every x-item field (ids and id lists) and leaves hidden ones hidden', () => {
    expect(choose({ type: 'integer', 'x-item': 'tag' })).toBe('item-picker');
    expect(choose({ type: 'array', items: { type: 'integer' }, 'x-item': 'journey_tag' })).toBe(
      'item-picker',
    );
    expect(choose({ type: 'integer', 'x-item': 'funnel', 'x-widget': 'hidden' })).toBe('hidden');
    expect(choose({ type: 'integer' })).not.toBe('item-picker');
  });
});
