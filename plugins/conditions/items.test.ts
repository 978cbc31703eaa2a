import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { conversionCondition } from './conversion.ts';
import { formCondition } from './form.ts';
import { markCondition } from './mark.ts';
import { reminderCondition } from './reminder.ts';
import { reservationCondition } from './reservation.ts';
import { scenarioCondition } from './scenario.ts';
import { tagCondition } from './tag.ts';

/**
 * The conditions on chosen items: scenario 41, mark 50, tag 60, reservation 65, conversion 80, reminder 90,
 * form 95 (spec 001 §3, §4, §9).
 */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);
const defaults = (type: number) => createBlock(registry, 'condition', type, ctx, () => 'c1').data;

describe('condition 60 tag', () => {
  const tag = (data: Record<string, unknown>) =>
    tagCondition.summary({ type: 60, tag_or: 0, ...data } as never, ctx);

  it('starts with individual tags, any of them, none chosen', () => {
    expect(defaults(60)).toEqual({ type: 60, use_group: 0, tag_ids: [], tag_or: 0 });
    expect(validate(defaults(60))).toEqual([issue('/tag_ids', 'action_required', 'タグを選択してください')]);
  });

  it('accepts the modes 0..3 only', () => {
    for (const mode of [0, 1, 2, 3]) expect(validate({ type: 60, tag_ids: [1], tag_or: mode })).toEqual([]);
    expect(validate({ type: 60, tag_ids: [1], tag_or: 4 })).toEqual([
      issue('/tag_or', 'enum', 'タグの条件の値が選択肢にありません'),
    ]);
  });

  it('takes a folder when use_group is 1, and switching clears the other choice', () => {
    expect(validate({ type: 60, use_group: 1, tag_or: 0 })).toEqual([
      issue('/tag_group_id', 'action_required', 'タグフォルダを選択してください'),
    ]);
    expect(validate({ type: 60, use_group: 1, tag_group_id: 4, tag_or: 0 })).toEqual([]);
    expect(update({ type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 1 }, 'use_group', 1)).toEqual({
      type: 60,
      use_group: 1,
      tag_ids: [],
      tag_or: 1,
    });
    expect(
      update({ type: 60, use_group: 1, tag_group_id: 4, tag_ids: [], tag_or: 1 }, 'use_group', 0),
    ).toEqual({
      type: 60,
      use_group: 0,
      tag_ids: [],
      tag_or: 1,
    });
  });

  it('summarises: 「タグ『VIP』『新規』のいずれかを含む」 and the other modes', () => {
    expect(tag({ tag_ids: [1, 2] })).toBe('タグ『VIP』『新規』のいずれかを含む');
    expect(tag({ tag_ids: [1, 2], tag_or: 1 })).toBe('タグ『VIP』『新規』のすべてを含む');
    expect(tag({ tag_ids: [1, 2], tag_or: 2 })).toBe('タグ『VIP』『新規』のいずれも含まない');
    expect(tag({ tag_ids: [1, 2], tag_or: 3 })).toBe('タグ『VIP』『新規』のすべては含まない');
    expect(tag({ use_group: 1, tag_group_id: 4 })).toBe('タグフォルダ『購買』のタグのいずれかを含む');
    expect(tag({ use_group: 1 })).toBe('タグフォルダ未選択');
    expect(tag({ tag_ids: [] })).toBe('タグ未選択');
  });

  it('cuts names to 10 characters, shows 3 then 他N件, marks deleted and unloaded tags', () => {
    expect(tag({ tag_ids: [3] })).toBe('タグ『とても長い名前のタグ…』のいずれかを含む');
    expect(tag({ tag_ids: [1, 2, 3, 4, 99] })).toBe(
      'タグ『VIP』『新規』『とても長い名前のタグ…』他2件のいずれかを含む',
    );
    expect(tag({ tag_ids: [99, 50] })).toBe('タグ『(削除済み)』『ID:50』のいずれかを含む');
    expect(tag({ tag_ids: [4] })).toBe('タグ『<img src=x…』のいずれかを含む');
  });
});

describe('condition 41 scenario (ability scenario)', () => {
  const scenario = (data: Record<string, unknown>) =>
    scenarioCondition.summary({ type: 41, group_id: 3, ...data } as never, ctx);

  it('accepts the matches 0, 3, 2, 4, 5 and needs the day for 2', () => {
    expect(scenarioCondition.ability).toBe('scenario');
    for (const match of [0, 3, 4, 5]) expect(validate({ type: 41, group_id: 3, match })).toEqual([]);
    expect(validate({ type: 41, group_id: 3, match: 1 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
    expect(validate({ type: 41, group_id: 3, match: 2 })).toEqual([
      issue('/date', 'required', '日数を入力してください'),
    ]);
    expect(validate({ type: 41, group_id: 3, match: 2, date: 7 })).toEqual([]);
  });

  it('starts the day at 0 for "sent up to day N" and removes it otherwise', () => {
    expect(update({ type: 41, group_id: 3, match: 0 }, 'match', 2)).toEqual({
      type: 41,
      group_id: 3,
      match: 2,
      date: 0,
    });
    expect(update({ type: 41, group_id: 3, match: 2, date: 5 }, 'match', 4)).toEqual({
      type: 41,
      group_id: 3,
      match: 4,
    });
  });

  it('summarises each match', () => {
    expect(scenario({ match: 0 })).toBe('シナリオ『新規登録シナリオ』を購読中');
    expect(scenario({ match: 3 })).toBe('シナリオ『新規登録シナリオ』を購読していない');
    expect(scenario({ match: 2, date: 7 })).toBe('シナリオ『新規登録シナリオ』の7日目まで配信済み');
    expect(scenario({ match: 4 })).toBe('シナリオ『新規登録シナリオ』の配信が完了');
    expect(scenario({ match: 5 })).toBe('シナリオ『新規登録シナリオ』の配信が未完了');
    expect(scenarioCondition.summary({ type: 41, match: 0 } as never, ctx)).toBe('シナリオ未選択');
  });
});

describe('condition 50 mark (single use)', () => {
  it('needs at least one mark and names them', () => {
    expect(markCondition.multiplicity).toBe('single');
    expect(validate(defaults(50))).toEqual([
      issue('/notify', 'action_required', '対応マークを選択してください'),
    ]);
    expect(validate({ type: 50, notify: [1, 2] })).toEqual([]);
    expect(markCondition.summary({ type: 50, notify: [1] }, ctx)).toBe('対応マーク『未対応』が付いている');
    expect(markCondition.summary({ type: 50, notify: [1, 3] }, ctx)).toBe(
      '対応マーク『未対応』『要フォロー(至急の対…』のいずれかが付いている',
    );
    expect(markCondition.summary({ type: 50, notify: [] }, ctx)).toBe('対応マーク未選択');
  });
});

describe('condition 65 reservation (ability event_reserve)', () => {
  const reservation = (data: Record<string, unknown>) =>
    reservationCondition.summary({ type: 65, use_group: 0, match: 1, ...data } as never, ctx);

  it('accepts the states 1–4 and their negations 11–14', () => {
    expect(reservationCondition.ability).toBe('event_reserve');
    for (const match of [1, 2, 3, 4, 11, 12, 13, 14])
      expect(validate({ type: 65, event_slot_id: 1, match })).toEqual([]);
    for (const match of [0, 5, 10, 15])
      expect(validate({ type: 65, event_slot_id: 1, match })).toEqual([
        issue('/match', 'enum', '予約の状態の値が選択肢にありません'),
      ]);
  });

  it('needs the slot, or the folder when use_group is 1; switching clears the other', () => {
    expect(validate(defaults(65))).toEqual([
      issue('/event_slot_id', 'action_required', 'イベントを選択してください'),
    ]);
    expect(validate({ type: 65, use_group: 1, match: 1 })).toEqual([
      issue('/event_slot_group_id', 'action_required', 'イベントフォルダを選択してください'),
    ]);
    expect(update({ type: 65, use_group: 0, event_slot_id: 1, match: 1 }, 'use_group', 1)).toEqual({
      type: 65,
      use_group: 1,
      match: 1,
    });
    expect(update({ type: 65, use_group: 1, event_slot_group_id: 2, match: 1 }, 'use_group', 0)).toEqual({
      type: 65,
      use_group: 0,
      match: 1,
    });
  });

  it('summarises the state', () => {
    expect(reservation({ event_slot_id: 1 })).toBe('イベント『体験レッスン』を予約している');
    expect(reservation({ event_slot_id: 1, match: 11 })).toBe('イベント『体験レッスン』を予約していない');
    expect(reservation({ event_slot_id: 2, match: 2 })).toBe(
      'イベント『オンライン説明会』の予約をキャンセルした',
    );
    expect(reservation({ use_group: 1, event_slot_group_id: 2, match: 3 })).toBe(
      'イベントフォルダ『レッスン』のイベントの予約が承認待ち',
    );
    expect(reservation({})).toBe('イベント未選択');
  });
});

describe('condition 80 conversion (ability show-analytics)', () => {
  it('needs trackers, modes 0..3, and summarises', () => {
    expect(conversionCondition.ability).toBe('show-analytics');
    expect(validate(defaults(80))).toEqual([
      issue('/tracker_ids', 'action_required', 'コンバージョンを選択してください'),
    ]);
    expect(validate({ type: 80, tracker_ids: [1], tracker_or: 4 })).toEqual([
      issue('/tracker_or', 'enum', 'コンバージョンの条件の値が選択肢にありません'),
    ]);
    const text = (data: Record<string, unknown>) =>
      conversionCondition.summary({ type: 80, ...data } as never, ctx);
    expect(text({ tracker_ids: [1, 2], tracker_or: 0 })).toBe(
      'コンバージョン『検索広告』『SNS広告』のいずれかを達成',
    );
    expect(text({ tracker_ids: [1], tracker_or: 1 })).toBe('コンバージョン『検索広告』のすべてを達成');
    expect(text({ tracker_ids: [1], tracker_or: 2 })).toBe(
      'コンバージョン『検索広告』のいずれも達成していない',
    );
    expect(text({ tracker_ids: [], tracker_or: 0 })).toBe('コンバージョン未選択');
  });
});

describe('condition 90 reminder (ability episode)', () => {
  const reminder = (data: Record<string, unknown>) =>
    reminderCondition.summary({ type: 90, episode_id: 1, match: 0, ...data } as never, ctx);

  it('accepts the matches 0, 1, 10, 11', () => {
    expect(reminderCondition.ability).toBe('episode');
    for (const match of [0, 1, 10, 11]) expect(validate({ type: 90, episode_id: 1, match })).toEqual([]);
    expect(validate({ type: 90, episode_id: 1, match: 2 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
  });

  it('starts a goal date and time at 10:00 and clears the dates a mode does not use', () => {
    const base = { type: 90, episode_id: 1, match: 0, use_date: 0 };
    expect(update(base, 'use_date', 2)).toEqual({ ...base, use_date: 2, origin_time: '10:00' });
    expect(
      update({ ...base, use_date: 1, origin_from: '2026/06/01', origin_to: '2026/06/30' }, 'use_date', 2),
    ).toEqual({
      ...base,
      use_date: 2,
      origin_time: '10:00',
    });
    expect(
      update({ ...base, use_date: 2, origin_date: '2026/06/10', origin_time: '09:00' }, 'use_date', 0),
    ).toEqual(base);
  });

  it('checks the goal period and the goal date', () => {
    expect(validate({ type: 90, episode_id: 1, match: 0, use_date: 1 })).toEqual([
      issue('/origin_from', 'action_required', '期間を選択してください'),
    ]);
    expect(validate({ type: 90, episode_id: 1, match: 0, use_date: 2, origin_date: '2026/06/10' })).toEqual([
      issue('/origin_time', 'required', 'ゴール時刻を入力してください'),
    ]);
    expect(
      validate({
        type: 90,
        episode_id: 1,
        match: 0,
        use_date: 2,
        origin_date: '2026/06/31',
        origin_time: '10:00',
      }),
    ).toEqual([
      issue('/origin_date', 'condition_date_not_real', 'ゴール日に存在しない日付が指定されています'),
    ]);
  });

  it('summarises the state and the goal', () => {
    expect(reminder({})).toBe('リマインダ『セミナー前日』に登録中');
    expect(reminder({ match: 11 })).toBe('リマインダ『セミナー前日』が完了していない');
    expect(reminder({ use_date: 1, origin_from: '2026/06/01', origin_to: '2026/06/30' })).toBe(
      'リマインダ『セミナー前日』に登録中(ゴール 2026/06/01〜2026/06/30)',
    );
    expect(reminder({ episode_id: 2, use_date: 2, origin_date: '2026/06/10', origin_time: '10:00' })).toBe(
      'リマインダ『来店予約のリマインダ…』に登録中(ゴール 2026/06/10 10:00)',
    );
  });
});

describe('condition 95 form', () => {
  it('accepts answered (0) and not answered (10), optionally within answer dates', () => {
    expect(validate(defaults(95))).toEqual([
      issue('/form_id', 'action_required', '回答フォームを選択してください'),
    ]);
    expect(validate({ type: 95, form_id: 1, match: 10 })).toEqual([]);
    expect(validate({ type: 95, form_id: 1, match: 1 })).toEqual([
      issue('/match', 'enum', '条件の値が選択肢にありません'),
    ]);
    expect(validate({ type: 95, form_id: 1, match: 0, use_date: 1, date_from: '2026/04/01' })).toEqual([]);
    expect(
      update({ type: 95, form_id: 1, match: 0, use_date: 1, date_from: '2026/04/01' }, 'use_date', 0),
    ).toEqual({
      type: 95,
      form_id: 1,
      match: 0,
      use_date: 0,
    });
  });

  it('summarises', () => {
    expect(formCondition.summary({ type: 95, form_id: 1, match: 0 } as never, ctx)).toBe(
      '回答フォーム『来店アンケート』に回答済み',
    );
    expect(
      formCondition.summary(
        {
          type: 95,
          form_id: 1,
          match: 10,
          use_date: 1,
          date_from: '2026/04/01',
          date_to: '2026/04/30',
        } as never,
        ctx,
      ),
    ).toBe('回答フォーム『来店アンケート』に未回答(回答日 2026/04/01〜2026/04/30)');
  });
});
