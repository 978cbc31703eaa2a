// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../app/test/fake-api.ts';
import { renderConsoleForm } from '../../../app/test/render-console-form.tsx';
import { type AnyPlugin, createContext } from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { reminderEffect } from '../../effects/reminder/index.ts';
import { tagEffect } from '../../effects/tag.ts';

afterEach(() => cleanup());

const ctx = (permissions: string[]) => createContext({ ...demoContextInput, permissions });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the context picker (effects 13, 6, 15; spec 000 §3.8)', () => {
  it('chooses category, event and key from the catalogue and writes the wire object with its labels', () => {
    const { values } = renderConsoleForm(
      tagEffect as AnyPlugin,
      { type: 13, remove: 2, context: { open_api_trigger_id: 2 } },
      {
        fake: fakeApi(),
        idPrefix: 'c',
        ctx: ctx(['user-open-api']),
      },
    );
    expect(optionTexts('カテゴリ')).toEqual(['選択してください', '予約', '外部API']);
    fireEvent.change(select('カテゴリ'), { target: { value: 'reserve' } });
    fireEvent.change(select('イベント'), { target: { value: 'paid' } });
    // Tags come from text or lists: the price (a number) and the date (datetime) are not offered.
    expect(optionTexts('項目')).toEqual(['選択してください', '予約枠', 'コース', '予約者名', '予約確認URL']);
    fireEvent.change(select('項目'), { target: { value: 'course' } });
    // The tag step's trigger id is kept: the picker does not choose triggers.
    expect(values.at(-1)?.context).toEqual({
      open_api_trigger_id: 2,
      category: 'reserve',
      event: 'paid',
      event_label: '決済完了',
      key: 'course',
      key_label: 'コース',
    });
  });

  it('asks for a format only for a datetime key (the reminder goal date)', () => {
    const { values } = renderConsoleForm(
      reminderEffect as AnyPlugin,
      { type: 15, firetype: 0, episode_id: 1, goal_date_type: 'dynamic_context', context: {} },
      { fake: fakeApi(), idPrefix: 'r', ctx: ctx(['user-open-api']) },
    );
    fireEvent.change(select('カテゴリ'), { target: { value: 'reserve' } });
    fireEvent.change(select('イベント'), { target: { value: 'register' } });
    expect(optionTexts('項目')).toEqual(['選択してください', '予約日時']);
    expect(screen.queryByRole('combobox', { name: '表示形式' })).toBeNull();
    fireEvent.change(select('項目'), { target: { value: 'date_time' } });
    expect(optionTexts('表示形式')).toHaveLength(10);
    fireEvent.change(select('表示形式'), { target: { value: 'YYYY/MM/DD(ddd) HH:mm' } });
    expect(values.at(-1)?.context).toMatchObject({ key: 'date_time', format: 'YYYY/MM/DD(ddd) HH:mm' });
  });

  it('shows a saved context the catalogue does not know, and keeps it unchanged', () => {
    const saved = {
      category: 'shop',
      open_api_trigger_id: 4,
      event: 'visit',
      event_label: '来店',
      key: 'stamp',
      key_label: 'スタンプ数',
      format: 'YYYY',
    };
    const { values } = renderConsoleForm(
      tagEffect as AnyPlugin,
      { type: 13, remove: 2, context: saved },
      {
        fake: fakeApi(),
        idPrefix: 'u',
        ctx: ctx(['user-open-api']),
      },
    );
    expect(select('カテゴリ').value).toBe('shop');
    expect(select('イベント').selectedOptions[0]?.textContent).toBe('来店 (一覧にありません)');
    expect(select('項目').selectedOptions[0]?.textContent).toBe('スタンプ数 (一覧にありません)');
    expect(select('表示形式').value).toBe('YYYY');
    expect(values).toEqual([]);
  });

  it('keeps a saved key whose permission is gone (the QR URL without reserve-concert-plugin)', () => {
    const saved = {
      category: 'reserve',
      event: 'paid',
      event_label: '決済完了',
      key: 'qr_url',
      key_label: 'QRコードURL',
    };
    const { values } = renderConsoleForm(
      tagEffect as AnyPlugin,
      { type: 13, remove: 3, context: saved },
      {
        fake: fakeApi(),
        idPrefix: 'q',
        ctx: ctx(['user-open-api']),
      },
    );
    expect(select('項目').selectedOptions[0]?.textContent).toBe('QRコードURL (一覧にありません)');
    expect(values).toEqual([]);
  });
});
