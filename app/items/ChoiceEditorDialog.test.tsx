// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../api/types.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { failure, fakeApi, fakeServices } from '../test/fake-api.ts';
import { Toasts } from '../ui/Toasts.tsx';
import { currentToasts, dismissToast } from '../ui/toast.ts';
import { ChoiceEditorDialog } from './ChoiceEditorDialog.tsx';

afterEach(() => {
  cleanup();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const colourField: PickerItem = {
  id: 50,
  name: '好きな色',
  group_id: null,
  writable: true,
  type: 20,
  choices: [
    { id: 1, value: '赤', color: '#C62828', key: '' },
    { id: 2, value: '青', color: '#FFFFFF', key: '' },
    { id: 3, value: '緑', color: '#FFFFFF', key: 'g' },
  ],
};

const markField: PickerItem = {
  id: 51,
  name: '対応マーク',
  group_id: null,
  writable: false,
  type: 20,
  code: 'member_taiou_mark',
  choices: [{ id: 1, value: '未対応', color: '#FFFFFF', key: '' }],
};

function renderEditor(field: PickerItem = colourField, setup?: (fake: ReturnType<typeof fakeApi>) => void) {
  const fake = fakeApi();
  fake.server.resources.varia.items = [...fake.server.resources.varia.items, colourField, markField];
  setup?.(fake);
  const services = fakeServices(fake.api);
  const onDone = vi.fn();
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <ChoiceEditorDialog field={field} lang="ja" onDone={onDone} />
        <Toasts dismissLabel="閉じる" />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { ...fake, services, onDone };
}

/** The dialog once its choices are loaded. */
async function editing(name = '友だち情報の選択肢編集'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('textbox', { name: '選択肢1' });
  return dialog;
}

const texts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

async function save(dialog: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  });
}

describe('choice editor: loading', () => {
  it('shows 選択肢を読み込み中... until GET /api/var/choice answers, then the choices in their order', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api } = renderEditor(colourField, ({ api }) => {
      vi.mocked(api.varChoices).mockImplementationOnce(
        () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)),
      );
    });
    const dialog = await screen.findByRole('dialog', { name: '友だち情報の選択肢編集' });
    expect(within(dialog).getByRole('status').textContent).toBe('選択肢を読み込み中...');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.varChoices).toHaveBeenCalledWith(50, expect.any(AbortSignal));
    await act(async () => answer({ ok: true, status: 200, data: { id: 50, choices: colourField.choices } }));
    expect(texts(dialog)).toEqual(['赤', '青', '緑']);
    expect(within(dialog).queryByText('選択肢を読み込み中...')).toBeNull();
  });

  it('shows 読み込みエラー with the server lines and no form when loading fails; a 409 reloads', async () => {
    const { services } = renderEditor(colourField, ({ api }) => {
      vi.mocked(api.varChoices).mockResolvedValueOnce(failure(404, ['友だち情報が見つかりません']));
    });
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('読み込みエラー');
    expect(alert.textContent).toContain('友だち情報が見つかりません');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '保存' })).toBeNull();
    expect(services.reload).not.toHaveBeenCalled();
    cleanup();
    const conflict = renderEditor(colourField, ({ api }) => {
      vi.mocked(api.varChoices).mockResolvedValueOnce(failure(409, ['他の画面で更新されています']));
    });
    await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(conflict.services.reload).toHaveBeenCalled();
  });

  it('starts a field without choices with one empty row, and says 選択肢がありません when every row is gone', async () => {
    renderEditor({ ...colourField, id: 30, name: '会員番号' }, ({ server }) => {
      server.resources.varia.items = server.resources.varia.items.map((item) =>
        item.id === 30 ? { ...item, type: 20, choices: [] } : item,
      );
    });
    const dialog = await editing();
    expect(texts(dialog)).toEqual(['']);
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢1を削除' }));
    expect(within(dialog).getByText('選択肢がありません')).toBeTruthy();
    // A new row removed is just gone: no deleted list.
    expect(within(dialog).queryByRole('region', { name: '削除する選択肢' })).toBeNull();
    await save(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain('選択肢は1つ以上必要です');
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢を追加' }));
    await save(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain('空の選択肢は設定できません。');
  });
});

describe('choice editor: titles', () => {
  it('is 友だち情報の選択肢編集 for a field, 対応マークの選択肢編集 for the response-mark field', async () => {
    renderEditor(colourField);
    expect(await screen.findByRole('dialog', { name: '友だち情報の選択肢編集' })).toBeTruthy();
    cleanup();
    renderEditor(markField);
    const dialog = await editing('対応マークの選択肢編集');
    expect(texts(dialog)).toEqual(['未対応']);
  });
});

describe('choice editor: editing', () => {
  it('is not dirty until the first edit; then closing asks first', async () => {
    const { onDone } = renderEditor();
    let dialog = await editing();
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: '選択肢1' }), { key: 'Escape' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();
    const second = renderEditor();
    dialog = await editing();
    const first = within(dialog).getByRole('textbox', { name: '選択肢1' });
    fireEvent.change(first, { target: { value: '赤色' } });
    fireEvent.keyDown(first, { key: 'Escape' });
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('編集中の内容が破棄されます。よろしいですか？');
    await act(async () => {
      fireEvent.click(within(ask).getByRole('button', { name: 'キャンセル' }));
    });
    expect(second.onDone).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('textbox', { name: '選択肢1' }) as HTMLInputElement).value).toBe('赤色');
  });

  it("warns that friends' values change when a saved choice's text changes, and not once it is back", async () => {
    renderEditor();
    const dialog = await editing();
    const warning = '選択肢を変更すると、友だちに登録済みの値も変更されます。';
    expect(within(dialog).queryByText(warning)).toBeNull();
    const second = within(dialog).getByRole('textbox', { name: '選択肢2' });
    fireEvent.change(second, { target: { value: '水色' } });
    expect(within(dialog).getByRole('alert').textContent).toBe(warning);
    fireEvent.change(second, { target: { value: ' 青 ' } });
    expect(within(dialog).queryByText(warning)).toBeNull();
    // A new row's text is no change of a friend's value.
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢を追加' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '選択肢4' }), { target: { value: '黄' } });
    expect(within(dialog).queryByText(warning)).toBeNull();
  });

  it('moves a removed saved choice to 削除する選択肢 with a warning, and restores it to its place', async () => {
    const { api } = renderEditor();
    const dialog = await editing();
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢2を削除' }));
    expect(texts(dialog)).toEqual(['赤', '緑']);
    const deleted = within(dialog).getByRole('region', { name: '削除する選択肢' });
    expect(deleted.textContent).toContain('青');
    expect(within(deleted).getByRole('alert').textContent).toBe(
      '保存すると、この選択肢が登録されている友だちの登録データは消去されます。',
    );
    // Focus goes on to the row that took its place.
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: '選択肢2' }));
    fireEvent.click(within(deleted).getByRole('button', { name: '「青」を元に戻す' }));
    expect(texts(dialog)).toEqual(['赤', '青', '緑']);
    expect(within(dialog).queryByRole('region', { name: '削除する選択肢' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: '選択肢2' }));
    // Removed and saved: the choice is left out of the save, the others keep their ids.
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢1を削除' }));
    await save(dialog);
    expect(api.saveVarChoices).toHaveBeenCalledWith(
      50,
      [
        { id: 2, value: '青', color: '#FFFFFF', key: '' },
        { id: 3, value: '緑', color: '#FFFFFF', key: 'g' },
      ],
      colourField.choices,
    );
  });

  it('reorders with the move buttons, keeps focus on the moved row and says where it went', async () => {
    const { api } = renderEditor();
    const dialog = await editing();
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢3を上へ移動' }));
    expect(texts(dialog)).toEqual(['赤', '緑', '青']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '選択肢2を上へ移動' }));
    expect(within(dialog).getByText('「緑」を位置 2 / 3 に移動しました。')).toBeTruthy();
    // At the top its up button is disabled: focus moves to its down button.
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢2を上へ移動' }));
    expect(texts(dialog)).toEqual(['緑', '赤', '青']);
    const up = within(dialog).getByRole('button', { name: '選択肢1を上へ移動' }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '選択肢1を下へ移動' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢2を下へ移動' }));
    expect(texts(dialog)).toEqual(['緑', '青', '赤']);
    await save(dialog);
    expect(vi.mocked(api.saveVarChoices).mock.calls[0][1].map((choice) => choice.id)).toEqual([3, 2, 1]);
  });

  it('picks a colour from the 24 swatches by keyboard; a dark one turns the chip text white', async () => {
    const { api } = renderEditor();
    const dialog = await editing();
    const chip = () => within(dialog).getAllByTestId('choice-chip')[1];
    expect(chip().style.color).toBe('rgb(33, 33, 33)');
    const trigger = within(dialog).getByRole('button', { name: '選択肢2の色(#FFFFFF)' });
    fireEvent.click(trigger);
    const palette = within(dialog).getByRole('radiogroup', { name: '選択肢2の色' });
    const swatches = within(palette).getAllByRole('radio');
    expect(swatches).toHaveLength(24);
    expect(swatches[0].getAttribute('aria-label')).toBe('色 #FFFFFF');
    expect(swatches[0].getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(swatches[0]);
    fireEvent.keyDown(swatches[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(swatches[1]);
    fireEvent.keyDown(swatches[1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(swatches[7]);
    // Escape closes the palette only: the dialog and the colour stay.
    fireEvent.keyDown(swatches[7], { key: 'Escape' });
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(document.activeElement).toBe(trigger);
    expect(chip().style.color).toBe('rgb(33, 33, 33)');
    fireEvent.click(trigger);
    // Enter or Space on a swatch button clicks it.
    fireEvent.click(within(dialog).getByRole('radio', { name: '色 #1565C0' }));
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    expect(chip().style.background).toBe('rgb(21, 101, 192)');
    expect(chip().style.color).toBe('rgb(255, 255, 255)');
    expect(within(dialog).getByRole('button', { name: '選択肢2の色(#1565C0)' })).toBe(document.activeElement);
    await save(dialog);
    expect(vi.mocked(api.saveVarChoices).mock.calls[0][1][1]).toEqual({
      id: 2,
      value: '青',
      color: '#1565C0',
      key: '',
    });
  });
});

describe('choice editor: saving', () => {
  it('toasts 選択肢を保存しました when lm-may-delay is 0, and updates the store', async () => {
    const { onDone, services } = renderEditor();
    await services.items.load('varia');
    const dialog = await editing();
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢1を下へ移動' }));
    await save(dialog);
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByTestId('toast').querySelector('p')?.textContent).toBe('選択肢を保存しました');
    const saved = services.items.get('varia')?.byId.get('50')?.choices as { value: string }[];
    expect(saved.map((choice) => choice.value)).toEqual(['青', '赤', '緑']);
  });

  it("toasts the delay note when lm-may-delay is 1 (a saved choice's text changed)", async () => {
    const { onDone } = renderEditor();
    const dialog = await editing();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '選択肢1' }), { target: { value: '赤色' } });
    await save(dialog);
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByTestId('toast').querySelector('p')?.textContent).toBe(
      '選択肢を保存しました。友だちの登録済みの値への反映には時間がかかる場合があります。',
    );
  });

  it('sends the choices it loaded with the save, so a save made meanwhile elsewhere is a 409, not a removal', async () => {
    const { api } = renderEditor();
    const dialog = await editing();
    fireEvent.click(within(dialog).getByRole('button', { name: '選択肢を追加' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '選択肢4' }), { target: { value: '紫' } });
    await save(dialog);
    expect(api.saveVarChoices).toHaveBeenCalledWith(
      50,
      [...(colourField.choices as object[]), { value: '紫', color: '#FFFFFF', key: '' }],
      colourField.choices,
    );
  });

  it('shows 保存に失敗しました and the server lines on a refusal and stays open; a 409 reloads', async () => {
    const { api, onDone, services } = renderEditor(colourField, ({ api }) => {
      vi.mocked(api.saveVarChoices)
        .mockResolvedValueOnce(failure(422, ['選択肢は200文字以内で入力してください']))
        .mockResolvedValueOnce(failure(409, ['他の画面で更新されています']));
    });
    const dialog = await editing();
    await save(dialog);
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('保存に失敗しました');
    expect(alert.textContent).toContain('選択肢は200文字以内で入力してください');
    expect(onDone).not.toHaveBeenCalled();
    expect(services.reload).not.toHaveBeenCalled();
    await save(dialog);
    expect(services.reload).toHaveBeenCalled();
    expect(api.saveVarChoices).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
