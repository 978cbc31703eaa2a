// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../test/setup.tsx';
import { listSampleStore, sampleData } from './test-list-plugin.ts';

const quiet = () => within(screen.getByRole('group', { name: '静かな時間帯' }));
const issuesOf = (store: ReturnType<typeof listSampleStore>) => store.getIssues(store.getChildIds(null)[0]);

describe('an optional object', () => {
  it('draws only its add button while absent; adding writes {} and moves focus to its first field', () => {
    const store = listSampleStore({});
    renderEditor(store);
    expect(quiet().queryByRole('textbox')).toBeNull();
    expect(
      quiet()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['静かな時間帯を追加']);

    fireEvent.click(quiet().getByRole('button', { name: '静かな時間帯を追加' }));
    expect(sampleData(store).quiet_hours).toEqual({});
    const from = quiet().getByRole('textbox', { name: '開始' });
    expect(document.activeElement).toBe(from);
    expect(quiet().getByRole('textbox', { name: '終了' })).toBeTruthy();
    expect(quiet().queryByRole('button', { name: '静かな時間帯を追加' })).toBeNull();
    fireEvent.change(from, { target: { value: '22:00' } });
    expect(sampleData(store).quiet_hours).toEqual({ from: '22:00' });
  });

  it('is removed by its remove button: the key leaves the data and its parts’ errors go with it', () => {
    const store = listSampleStore({ quiet_hours: { from: '22:00', to: '07:00' } });
    renderEditor(store);
    // Emptying every part is not removal: the object stays, and its parts are required.
    fireEvent.change(quiet().getByRole('textbox', { name: '開始' }), { target: { value: '' } });
    fireEvent.change(quiet().getByRole('textbox', { name: '終了' }), { target: { value: '' } });
    fireEvent.blur(quiet().getByRole('textbox', { name: '開始' }));
    fireEvent.blur(quiet().getByRole('textbox', { name: '終了' }));
    expect(sampleData(store).quiet_hours).toEqual({ from: '', to: '' });
    expect(issuesOf(store).map((issue) => issue.path)).toEqual(['/quiet_hours/from', '/quiet_hours/to']);
    expect(quiet().getByText('開始を入力してください')).toBeTruthy();

    fireEvent.click(quiet().getByRole('button', { name: '静かな時間帯を削除' }));
    expect('quiet_hours' in sampleData(store)).toBe(false);
    expect(issuesOf(store)).toEqual([]);
    expect(quiet().queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('開始を入力してください')).toBeNull();
    expect(document.activeElement).toBe(quiet().getByRole('button', { name: '静かな時間帯を追加' }));
  });

  it('speaks English in an English editor', () => {
    renderEditor(listSampleStore({ quiet_hours: { from: 'a', to: 'b' } }), { lang: 'en' });
    const group = within(screen.getByRole('group', { name: 'Quiet hours' }));
    expect(group.getByRole('button', { name: 'Remove Quiet hours' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Staff ids' })).getByRole('button', { name: 'Add Staff ids' }),
    ).toBeTruthy();
  });
});

describe('a required object', () => {
  it('draws its fields, even while absent, and no add or remove button', () => {
    const store = listSampleStore({ period: undefined });
    renderEditor(store);
    const period = within(screen.getByRole('group', { name: /期間/ }));
    expect(period.getByRole('spinbutton', { name: '日数' })).toBeTruthy();
    expect(period.queryByRole('button')).toBeNull();
    fireEvent.change(period.getByRole('spinbutton', { name: '日数' }), { target: { value: '3' } });
    expect(sampleData(store).period).toEqual({ days: 3 });
  });

  it('is drawn without add or remove when the plugin keeps it (FieldInput.keep)', () => {
    const store = listSampleStore({ kept: { use: 1 } });
    renderEditor(store);
    const kept = within(screen.getByRole('group', { name: '常にある区分' }));
    expect(kept.getByRole('spinbutton', { name: '使用' })).toBeTruthy();
    expect(kept.queryByRole('button', { name: /常にある区分/ })).toBeNull();
  });
});
