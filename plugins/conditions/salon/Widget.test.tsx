// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, SalonStatus } from '../../../app/api/types.ts';
import { failure, fakeApi } from '../../../app/test/fake-api.ts';
import { renderConsoleForm } from '../../../app/test/render-console-form.tsx';
import { salonCondition } from './index.ts';

afterEach(() => cleanup());

/** Part of the server's list (server/db/seed-data.ts), in its order. */
const STATUSES: SalonStatus[] = [
  { key: 'approved', label: '予約済み' },
  { key: 'canceled', label: 'キャンセル' },
  { key: 'pending', label: '新規予約リクエスト中' },
];

/** Condition 67's form with the plugin's ui (so `status.selected` is the named widget), over local state. */
function renderSalon(selected: unknown[], answer: () => Promise<ApiResult<SalonStatus[]>>) {
  const fake = fakeApi();
  const salonStatuses = vi.fn(answer);
  Object.assign(fake.api, { salonStatuses });
  const initial = {
    ...salonCondition.defaults(),
    salonIds: [1],
    status: { use: true, invert: false, selected },
  };
  const { latest } = renderConsoleForm(salonCondition, initial, { fake, idPrefix: 's' });
  const chosen = () => (latest()?.status as { selected: unknown[] } | undefined)?.selected;
  return { salonStatuses, chosen };
}

const listed = async (): Promise<ApiResult<SalonStatus[]>> => ({ ok: true, status: 200, data: STATUSES });

/** The statuses' own fieldset (inside the status object's fieldset, which has the same title). */
function statusGroup(): HTMLElement {
  const group = document.querySelector<HTMLElement>('[data-field="/status/selected"]');
  if (!group) throw new Error('no status field');
  return group;
}

const boxes = () => within(statusGroup()).queryAllByRole('checkbox') as HTMLInputElement[];
const names = () => boxes().map((box) => box.closest('label')?.textContent);
const checked = () =>
  boxes()
    .filter((box) => box.checked)
    .map((box) => box.closest('label')?.textContent);

describe('condition 67: reservation statuses as labelled checkboxes', () => {
  it('lists the statuses in a fieldset titled ステータス, 読み込み中... first', async () => {
    const { salonStatuses } = renderSalon([], listed);
    expect(statusGroup().tagName).toBe('FIELDSET');
    // Named by its legend (the required mark is hidden from the name).
    expect(screen.getAllByRole('group', { name: 'ステータス' })).toContain(statusGroup());
    expect(within(statusGroup()).getByRole('status').textContent).toBe('読み込み中...');
    await waitFor(() => expect(names()).toEqual(['予約済み', 'キャンセル', '新規予約リクエスト中']));
    expect(within(statusGroup()).queryByRole('status')).toBeNull();
    expect(within(statusGroup()).getByRole('checkbox', { name: 'キャンセル' })).toBeTruthy();
    expect(checked()).toEqual([]);
    // No read-only JSON textarea is left for the list.
    expect(statusGroup().querySelector('textarea')).toBeNull();
    expect(salonStatuses).toHaveBeenCalledTimes(1);
  });

  it('writes the key of a checked status into selected, in the list’s order, and takes it out again', async () => {
    const { chosen } = renderSalon([], listed);
    await waitFor(() => expect(boxes()).toHaveLength(3));
    fireEvent.click(within(statusGroup()).getByRole('checkbox', { name: '新規予約リクエスト中' }));
    expect(chosen()).toEqual(['pending']);
    fireEvent.click(within(statusGroup()).getByRole('checkbox', { name: '予約済み' }));
    expect(chosen()).toEqual(['approved', 'pending']);
    expect(checked()).toEqual(['予約済み', '新規予約リクエスト中']);
    fireEvent.click(within(statusGroup()).getByRole('checkbox', { name: '新規予約リクエスト中' }));
    expect(chosen()).toEqual(['approved']);
  });

  it('says ステータスがありません when the server lists none', async () => {
    renderSalon([], async () => ({ ok: true, status: 200, data: [] }));
    await waitFor(() => expect(statusGroup().textContent).toContain('ステータスがありません'));
    expect(boxes()).toHaveLength(0);
  });

  it('says 読み込み中にエラーが発生しました when the list cannot be read, keeping the saved keys', async () => {
    renderSalon(['canceled'], async () => failure(500, ['不明なエラーが発生しました']));
    const alert = await within(statusGroup()).findByRole('alert');
    expect(alert.textContent).toBe('読み込み中にエラーが発生しました 不明なエラーが発生しました');
    expect(checked()).toEqual(['canceled']);
  });

  it('reads a call that throws as the same failure', async () => {
    renderSalon([], async () => {
      throw new TypeError('network');
    });
    expect((await within(statusGroup()).findByRole('alert')).textContent).toBe(
      '読み込み中にエラーが発生しました',
    );
  });

  it('keeps a saved key the server no longer lists checked and flagged, and saves it with new choices', async () => {
    const { chosen } = renderSalon(['gone_status', 'canceled'], listed);
    await waitFor(() => expect(boxes()).toHaveLength(4));
    expect(names()).toEqual([
      '予約済み',
      'キャンセル',
      '新規予約リクエスト中',
      'gone_status(一覧にないステータス)',
    ]);
    expect(checked()).toEqual(['キャンセル', 'gone_status(一覧にないステータス)']);
    const flagged = within(statusGroup()).getByRole('checkbox', {
      name: 'gone_status(一覧にないステータス)',
    });
    expect(flagged.closest('label')?.dataset.unknown).toBe('true');
    expect(
      within(statusGroup()).getByRole('checkbox', { name: 'キャンセル' }).closest('label')?.dataset.unknown,
    ).toBeUndefined();

    fireEvent.click(within(statusGroup()).getByRole('checkbox', { name: '予約済み' }));
    expect(chosen()).toEqual(['approved', 'canceled', 'gone_status']);
    // Taken out only when the operator unchecks it.
    fireEvent.click(flagged);
    expect(chosen()).toEqual(['approved', 'canceled']);
    expect(names()).toHaveLength(3);
  });
});
