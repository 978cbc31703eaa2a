// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { ItemPickerField, type ItemPickerFieldProps } from './ItemPickerField.tsx';

// The slide-in and the picker load when first shown; here they open at once, as after a hover.
await preloadLazyParts();

afterEach(() => cleanup());

const DISCARD = '編集中の内容が破棄されます。よろしいですか？';

/** An item field (tags by default) whose picker may create items. */
function renderField(props: Partial<ItemPickerFieldProps> = {}) {
  const fake = fakeApi();
  const onChange = vi.fn();
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(fake.api)}>
        <ItemPickerField
          id="field"
          kind="tag"
          label="タグ"
          lang="ja"
          value={[]}
          multiple
          permissions={new Set(['tag-write', 'user-tag-create', 'var-write', 'user-var-create'])}
          onChange={onChange}
          {...props}
        />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { ...fake, onChange };
}

async function openPicker(name: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('button', { name: /^すべて/ });
  return dialog;
}

/** Answers the discard question that must be showing: OK or キャンセル. */
async function answer(button: 'OK' | 'キャンセル'): Promise<void> {
  const question = await screen.findByRole('alertdialog');
  expect(question.textContent).toContain(DISCARD);
  await act(async () => {
    fireEvent.click(within(question).getByRole('button', { name: button }));
  });
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('item picker: a new tag name typed and not created', () => {
  it('closes at once while nothing is typed; asks on キャンセル and Escape once a name is', async () => {
    const { onChange } = renderField();
    fireEvent.click(within(await openPicker('タグを追加')).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const picker = await openPicker('タグを追加');
    const name = within(picker).getByRole('textbox', { name: '新しいタグ名' });
    fireEvent.change(name, { target: { value: '春の新タグ' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'キャンセル' }));
    await answer('キャンセル');
    expect(name).toHaveProperty('value', '春の新タグ');
    fireEvent.keyDown(name, { key: 'Escape' });
    await answer('OK');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('no longer asks once the tag was created', async () => {
    renderField();
    const picker = await openPicker('タグを追加');
    fireEvent.change(within(picker).getByRole('textbox', { name: '新しいタグ名' }), {
      target: { value: '春の新タグ' },
    });
    await act(async () => {
      fireEvent.click(within(picker).getByRole('button', { name: '作成' }));
    });
    await waitFor(() =>
      expect(within(picker).getByRole('textbox', { name: '新しいタグ名' })).toHaveProperty('value', ''),
    );
    fireEvent.click(within(picker).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('new friend-info field dialog', () => {
  const openForm = async () => {
    const picker = await openPicker('友だち情報を選択');
    fireEvent.click(within(picker).getByRole('button', { name: '新しい友だち情報を登録' }));
    return screen.findByRole('dialog', { name: '友だち情報の新規登録' });
  };
  const renderVarField = () =>
    renderField({ id: 'var', kind: 'varia', label: '友だち情報', multiple: false, value: undefined });

  it('closes at once while nothing was entered', async () => {
    renderVarField();
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '友だち情報の新規登録' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks on キャンセル, × and Escape once a name was typed: cancel keeps the form, OK closes it only', async () => {
    const { api } = renderVarField();
    const form = await openForm();
    const name = within(form).getByRole('textbox', { name: '項目名' });
    fireEvent.change(name, { target: { value: '会員ランク' } });
    fireEvent.click(within(form).getByRole('button', { name: 'キャンセル' }));
    await answer('キャンセル');
    fireEvent.click(within(form).getByRole('button', { name: '閉じる' }));
    await answer('キャンセル');
    expect(name).toHaveProperty('value', '会員ランク');
    fireEvent.keyDown(name, { key: 'Escape' });
    await answer('OK');
    expect(screen.queryByRole('dialog', { name: '友だち情報の新規登録' })).toBeNull();
    // The picker under it stays open; nothing was created.
    expect(screen.getByRole('dialog', { name: '友だち情報を選択' })).toBeTruthy();
    expect(api.createVar).not.toHaveBeenCalled();
  });

  it('asks when only the type was changed', async () => {
    renderVarField();
    const form = await openForm();
    fireEvent.change(within(form).getByRole('combobox', { name: '種類' }), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'キャンセル' }));
    await answer('OK');
    expect(screen.queryByRole('dialog', { name: '友だち情報の新規登録' })).toBeNull();
  });
});
