// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, RestAnswer } from '../../../app/api/types.ts';
import { translate } from '../../../app/page-i18n.ts';
import { failure, fakeApi, testEventSlots } from '../../../app/test/fake-api.ts';
import { renderConsoleForm } from '../../../app/test/render-console-form.tsx';
import { reservationEffect } from './index.ts';

afterEach(() => cleanup());

/** Counts per slot and per plan of testEventSlots (slot 1 has plans 11 and 12; slot 2 none; slot 3 plan 31). */
const SLOT_REST: Record<number, number> = { 1: 8, 2: 12, 3: 5 };
const MENU_REST: Record<number, number> = { 11: 3, 12: 0, 31: 4 };

const answer = (table: Record<number, number>, id: number): ApiResult<RestAnswer> =>
  id in table
    ? { ok: true, status: 200, data: { id, rest: table[id], capacity: null } }
    : failure(404, ['残数が取得できませんでした']);

/** Effect 31's form with the plugin's ui (so `num_of_takes` is the named widget), over local state. */
function renderReservation(initial: Record<string, unknown>) {
  const fake = fakeApi();
  fake.server.resources.event_reserve = testEventSlots;
  const slotRest = vi.fn(async (id: number) => answer(SLOT_REST, id));
  const menuRest = vi.fn(async (id: number) => answer(MENU_REST, id));
  Object.assign(fake.api, { slotRest, menuRest });
  const { setData } = renderConsoleForm(reservationEffect, initial, { fake, idPrefix: 'r' });
  return { slotRest, menuRest, setData };
}

const takes = () => screen.getByRole('spinbutton', { name: '予約数' });
/** The loading text is the console's (another change may reword it: spec 001 §8 has 読み込み中...). */
const LOADING = translate('ja', 'loading');
const restLine = () => document.querySelector<HTMLElement>('.app-rest');

describe('effect 31: the remaining count beside the number of reservations', () => {
  it("shows the slot's count when the slot has no plan chosen, loading first, and names it for the input", async () => {
    const { slotRest, menuRest } = renderReservation({
      type: 31,
      fire_type: 0,
      event_slot_id: 2,
      num_of_takes: 1,
    });
    expect(restLine()?.textContent).toBe(LOADING);
    await waitFor(() => expect(restLine()?.textContent).toBe('予約枠の残数: 12件'));
    expect(slotRest).toHaveBeenCalledWith(2, expect.any(AbortSignal));
    expect(menuRest).not.toHaveBeenCalled();
    expect(takes().getAttribute('aria-describedby')?.split(' ')).toContain(restLine()?.id);
  });

  it("shows the chosen plan's count rather than the slot's", async () => {
    const { slotRest, menuRest } = renderReservation({
      type: 31,
      fire_type: 0,
      event_slot_id: 1,
      event_menu_id: 12,
      num_of_takes: 1,
    });
    await waitFor(() => expect(restLine()?.textContent).toBe('プランの残数: 0件'));
    expect(menuRest).toHaveBeenCalledWith(12, expect.any(AbortSignal));
    expect(slotRest).not.toHaveBeenCalled();
  });

  it('shows nothing while no slot is chosen', async () => {
    const { slotRest, menuRest } = renderReservation({ type: 31, fire_type: 0, num_of_takes: 1 });
    expect(takes()).toBeTruthy();
    expect(restLine()).toBeNull();
    expect(takes().getAttribute('aria-describedby') ?? '').not.toContain('-rest');
    expect(slotRest).not.toHaveBeenCalled();
    expect(menuRest).not.toHaveBeenCalled();
  });

  it('says 残数が取得できませんでした (the plugin’s rest_unavailable) when the call fails', async () => {
    renderReservation({ type: 31, fire_type: 0, event_slot_id: 50, num_of_takes: 1 });
    await waitFor(() => expect(restLine()?.textContent).toBe('残数が取得できませんでした'));
    expect(restLine()?.className).toContain('app-rest--failed');
  });

  it('asks again when the slot or the plan changes, and not while the number is typed', async () => {
    const { slotRest, menuRest, setData } = renderReservation({
      type: 31,
      fire_type: 0,
      event_slot_id: 2,
      num_of_takes: 1,
    });
    await waitFor(() => expect(restLine()?.textContent).toBe('予約枠の残数: 12件'));
    for (const typed of ['2', '23', '3']) fireEvent.change(takes(), { target: { value: typed } });
    expect((takes() as HTMLInputElement).value).toBe('3');
    expect(slotRest).toHaveBeenCalledTimes(1);

    // The slot chosen in the picker: its count replaces the other one's.
    fireEvent.click(screen.getByRole('button', { name: 'イベント予約枠を選択' }));
    const slots = await screen.findByRole('dialog', { name: 'イベント予約枠を選択' });
    fireEvent.click(await within(slots).findByRole('button', { name: /^説明会/ }));
    await waitFor(() => expect(restLine()?.textContent).toBe('予約枠の残数: 5件'));
    expect(slotRest).toHaveBeenLastCalledWith(3, expect.any(AbortSignal));

    await setData({ type: 31, fire_type: 0, event_slot_id: 3, event_menu_id: 31, num_of_takes: 3 });
    await waitFor(() => expect(restLine()?.textContent).toBe('プランの残数: 4件'));
    expect(slotRest).toHaveBeenCalledTimes(2);
    expect(menuRest).toHaveBeenCalledTimes(1);
  });

  it('drops the answer for a slot left behind', async () => {
    const { slotRest, setData } = renderReservation({
      type: 31,
      fire_type: 0,
      event_slot_id: 2,
      num_of_takes: 1,
    });
    await waitFor(() => expect(restLine()?.textContent).toBe('予約枠の残数: 12件'));
    let late: (value: ApiResult<RestAnswer>) => void = () => {};
    slotRest.mockImplementationOnce(() => new Promise((resolve) => (late = resolve)));
    await setData({ type: 31, fire_type: 0, event_slot_id: 1, num_of_takes: 1 });
    expect(restLine()?.textContent).toBe(LOADING);
    await setData({ type: 31, fire_type: 0, event_slot_id: 3, num_of_takes: 1 });
    await waitFor(() => expect(restLine()?.textContent).toBe('予約枠の残数: 5件'));
    await act(async () => late({ ok: true, status: 200, data: { id: 1, rest: 99, capacity: null } }));
    expect(restLine()?.textContent).toBe('予約枠の残数: 5件');
  });
});
