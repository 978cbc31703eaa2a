// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginItemKinds } from '../../../app/actions/registry.ts';
import type { PickerItem } from '../../../app/api/types.ts';
import { failure, fakeApi } from '../../../app/test/fake-api.ts';
import { renderConsoleForm } from '../../../app/test/render-console-form.tsx';
import type { AnyPlugin } from '../../../engine/core/index.ts';
import { markCondition } from '../../conditions/mark.ts';
import { markEffect } from '../../effects/mark.ts';
import { RESPONSE_MARK_ITEMS } from './index.ts';

afterEach(() => cleanup());

/** The friend-info field whose choices are the marks, as GET /api/v_resource/varia answers it. */
const MARK_FIELD: PickerItem = {
  id: 90,
  name: '対応マーク',
  type: 20,
  code: 'member_taiou_mark',
  writable: false,
  choices: [
    { id: 1, value: '未対応', color: '#FFFFFF' },
    { id: 2, value: '対応中', color: '#FFC107' },
    { id: 3, value: '対応済み', color: '#8BC34A' },
  ],
};

function renderForm(plugin: AnyPlugin, initial: Record<string, unknown>, withField = true) {
  const fake = fakeApi();
  if (withField) fake.server.resources.varia.items = [...fake.server.resources.varia.items, MARK_FIELD];
  return renderConsoleForm(plugin, initial, { fake, idPrefix: 'm' });
}

describe('response marks: chosen by name, never typed as ids', () => {
  it('effect 7: a select of 変更しない and the marks of the response-mark field', async () => {
    const { values } = renderForm(markEffect as AnyPlugin, { type: 7, notify: -10, user_rate: -10 });
    const select = screen.getByRole('combobox', { name: '対応マーク' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['変更しない', '未対応', '対応中', '対応済み']);
    expect((select as HTMLSelectElement).value).toBe('-10');
    fireEvent.change(select, { target: { value: '2' } });
    expect(values.at(-1)).toMatchObject({ notify: 2 });
    fireEvent.change(select, { target: { value: '-10' } });
    expect(values.at(-1)).toMatchObject({ notify: -10 });
  });

  it('effect 7: a saved mark that no longer exists stays shown as its id', async () => {
    renderForm(markEffect as AnyPlugin, { type: 7, notify: 7, user_rate: -10 });
    const select = screen.getByRole('combobox', { name: '対応マーク' }) as HTMLSelectElement;
    await within(select).findByRole('option', { name: '対応済み' });
    expect(select.value).toBe('7');
    expect(within(select).getByRole('option', { name: 'ID:7' })).toBeTruthy();
  });

  it('condition 50: a checkbox per mark, in the marks’ order, toggled on and off', async () => {
    const { values } = renderForm(markCondition as AnyPlugin, { type: 50, notify: [] });
    const group = screen.getByRole('group', { name: '対応マーク' });
    const done = await within(group).findByRole('checkbox', { name: '対応済み' });
    fireEvent.click(done);
    fireEvent.click(within(group).getByRole('checkbox', { name: '未対応' }));
    expect(values.at(-1)).toMatchObject({ notify: [1, 3] });
    fireEvent.click(within(group).getByRole('checkbox', { name: '対応済み' }));
    expect(values.at(-1)).toMatchObject({ notify: [1] });
  });

  it('says so when the account has no marks, and when they cannot be loaded', async () => {
    renderForm(markCondition as AnyPlugin, { type: 50, notify: [] }, false);
    await screen.findByText('選択できる項目がありません');
    cleanup();
    const fake = fakeApi();
    fake.api.resource = async () => failure(500, ['サーバーエラー']);
    renderConsoleForm(markCondition as AnyPlugin, { type: 50, notify: [] }, { fake });
    expect((await screen.findByRole('alert')).textContent).toContain('サーバーエラー');
  });

  it('editors load the marks with the item kinds of the schemas', () => {
    expect(pluginItemKinds(markEffect as AnyPlugin).has(RESPONSE_MARK_ITEMS)).toBe(true);
    expect(pluginItemKinds(markCondition as AnyPlugin).has(RESPONSE_MARK_ITEMS)).toBe(true);
  });
});
