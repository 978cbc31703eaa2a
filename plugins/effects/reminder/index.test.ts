import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  createBlock,
  createContext,
  loadBlock,
  updateData,
} from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { goalInstant, reminderEffect } from './index.ts';

/** Effect 15, reminder operation (spec 000 §2.4, §2.5, §3.8, §5.3, §6, §9), through the public engine paths. */
const registry = createBuiltInRegistry();
/** 2026-11-22 09:00 in Japan. */
const NOW = new Date('2026-11-22T00:00:00Z');
const ctx = createContext({ ...demoContextInput, now: () => NOW });
const withContext = createContext({
  ...demoContextInput,
  now: () => NOW,
  flags: { linkedDataAllowed: true },
});
const contextWithoutPermission = createContext({
  ...demoContextInput,
  permissions: [],
  now: () => NOW,
  flags: { linkedDataAllowed: true },
});
const withoutEpisode = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'episode'),
});

const validate = (data: unknown, context = ctx) => registry.validateBlock('effect', data, context);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const GOAL_NOT_FUTURE = 'ゴール日時は未来の日時にしてください';

const byDate = (overrides: Record<string, unknown>) => ({
  type: 15,
  firetype: 0,
  episode_id: 1,
  goal_date_type: 'specified',
  selectionType: 'date',
  origin_date: '2026/12/01',
  origin_time: '10:00',
  ...overrides,
});
const byVar = (overrides: Record<string, unknown>) => ({
  type: 15,
  firetype: 0,
  episode_id: 1,
  goal_date_type: 'specified',
  selectionType: 'var',
  var_id: 10,
  origin_time: '10:00',
  ...overrides,
});
const linked = { category: 'reserve', event: 'register', key: 'reserve_datetime', key_label: '予約日時' };
const byContext = (overrides: Record<string, unknown>) => ({
  type: 15,
  firetype: 0,
  episode_id: 1,
  goal_date_type: 'dynamic_context',
  context: linked,
  ...overrides,
});
const cancel = (overrides: Record<string, unknown>) => ({
  type: 15,
  firetype: 1,
  episode_id: 1,
  cancel_type: 0,
  ...overrides,
});
const load = (data: Record<string, unknown>) => loadBlock(registry, 'effect', data, () => 'b1');
const summary = (data: Record<string, unknown>) => reminderEffect.summary(data as never, ctx);
let seq = 0;
const newBlock = (type: number) => createBlock(registry, 'effect', type, ctx, () => `n${++seq}`);

describe('effect 15 reminder: ability episode, multiple', () => {
  it('is offered only to accounts with the episode ability', () => {
    const offered = (context = ctx) =>
      addableTypes(registry, 'effect', [], context).map((t) => t.plugin.type);
    expect(offered()).toContain(15);
    expect(offered(withoutEpisode)).not.toContain(15);
    expect(applyOperation(registry, [], { op: 'add', block: newBlock(15) }, withoutEpisode)).toMatchObject({
      ok: false,
      issue: { code: 'ability_missing', message: 'このアカウントでは利用できない種類です' },
    });
  });

  it('may be added more than once', () => {
    const first = applyOperation(registry, [], { op: 'add', block: newBlock(15) }, ctx);
    if (!first.ok) throw new Error('first add refused');
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(15) }, ctx);
    expect(second.ok && second.blocks.length).toBe(2);
  });
});

describe('effect 15 reminder: start with a specified date and time', () => {
  it('creates a start by date with the goal time 10:00, reminder and date left to choose', () => {
    const block = newBlock(15);
    expect(block.data).toEqual({
      type: 15,
      firetype: 0,
      goal_date_type: 'specified',
      selectionType: 'date',
      origin_time: '10:00',
    });
    expect(validate(block.data)).toEqual([
      issue('/origin_date', 'required', 'ゴール日を入力してください'),
      issue('/episode_id', 'action_required', 'リマインダを選択してください'),
    ]);
  });

  it('accepts a goal in the future, read as Japan time', () => {
    expect(validate(byDate({}))).toEqual([]);
    expect(validate(byDate({ origin_date: '2026/11/22', origin_time: '09:01' }))).toEqual([]);
    expect(validate(byDate({ member_query_id: 3 }))).toEqual([]);
  });

  it.each([
    ['2026/11/22', '09:00', 'now'],
    ['2026/11/22', '08:59', 'a minute ago'],
    ['2026/11/21', '23:59', 'yesterday'],
    ['2020/01/01', '10:00', 'years ago'],
  ])('refuses %s %s (%s): ゴール日時は未来の日時にしてください', (date, time) => {
    expect(validate(byDate({ origin_date: date, origin_time: time }))).toEqual([
      issue('/origin_date', 'reminder_goal_not_future', GOAL_NOT_FUTURE),
    ]);
  });

  it('reads the goal as Japan time (UTC+9), whatever the server clock zone', () => {
    expect(goalInstant('2026/11/22', '09:00')?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(goalInstant('2026/02/30', '09:00')).toBeUndefined();
    expect(goalInstant('2026/11/22', '9:00')).toBeUndefined();
  });

  it('reads absent goal_date_type and selectionType as a specified date', () => {
    const { goal_date_type: _g, selectionType: _s, ...bare } = byDate({});
    expect(validate(bare)).toEqual([]);
    expect(validate({ ...bare, origin_date: '2020/01/01' })).toEqual([
      issue('/origin_date', 'reminder_goal_not_future', GOAL_NOT_FUTURE),
    ]);
  });

  it('needs the date and the time', () => {
    expect(validate(byDate({ origin_date: undefined }))).toEqual([
      issue('/origin_date', 'required', 'ゴール日を入力してください'),
    ]);
    expect(validate(byDate({ origin_time: undefined }))).toEqual([
      issue('/origin_time', 'required', 'ゴール時刻を入力してください'),
    ]);
  });

  it('checks the Y/m/d date and the HH:mm time', () => {
    for (const date of ['2026-12-01', '2026/1/01', '20261201', '']) {
      expect(validate(byDate({ origin_date: date }))).toEqual([
        issue('/origin_date', 'pattern', 'ゴール日の形式が正しくありません'),
      ]);
    }
    for (const date of ['2026/02/30', '2026/13/01', '2027/02/29']) {
      expect(validate(byDate({ origin_date: date }))).toEqual([
        issue('/origin_date', 'date_format', 'ゴール日を正しく設定してください'),
      ]);
    }
    expect(validate(byDate({ origin_time: '24:00' }))).toEqual([
      issue('/origin_time', 'pattern', 'ゴール時刻の形式が正しくありません'),
    ]);
  });

  it('refuses unknown operations and modes', () => {
    expect(validate(byDate({ firetype: 2 }))).toEqual([
      issue('/firetype', 'enum', '操作の値が選択肢にありません'),
    ]);
    expect(validate(byDate({ goal_date_type: 'now' }))).toEqual([
      issue('/goal_date_type', 'enum', 'ゴール日時の指定方法の値が選択肢にありません'),
    ]);
    expect(validate(byDate({ selectionType: 'tag' }))).toEqual([
      issue('/selectionType', 'enum', 'ゴール日の指定の値が選択肢にありません'),
    ]);
    expect(validate(byDate({ episode_id: 0 }))).toEqual([
      issue('/episode_id', 'action_required', 'リマインダを選択してください'),
    ]);
  });
});

describe('effect 15 reminder: start with a friend-info date item', () => {
  it('accepts a date item with a time, and an item the context does not know', () => {
    expect(validate(byVar({}))).toEqual([]);
    expect(validate(byVar({ var_id: 11, origin_time: '08:00' }))).toEqual([]);
    expect(validate(byVar({ var_id: 50 }))).toEqual([]);
  });

  it('needs the item and the time', () => {
    expect(validate(byVar({ var_id: undefined }))).toEqual([
      issue('/var_id', 'action_required', 'ゴール日の友だち情報を選択してください'),
    ]);
    expect(validate(byVar({ origin_time: undefined }))).toEqual([
      issue('/origin_time', 'required', 'ゴール時刻を入力してください'),
    ]);
  });

  it.each([3, 4, 8])('refuses the non-date item %i: 日付型の友だち情報を選択してください', (varId) => {
    expect(validate(byVar({ var_id: varId }))).toEqual([
      issue('/var_id', 'reminder_var_not_date', '日付型の友だち情報を選択してください'),
    ]);
  });

  it('does not apply the future rule to a date that is not used', () => {
    expect(validate(byVar({ origin_date: '2020/01/01' }))).toEqual([]);
  });
});

describe('effect 15 reminder: start with an external-integration parameter', () => {
  const NOT_ALLOWED = '外部連携パラメータはこのアクションでは利用できません';

  it('is allowed with user-open-api and an active linked-data context', () => {
    expect(validate(byContext({}), withContext)).toEqual([]);
  });

  it('is refused without the active context, or without the permission', () => {
    expect(validate(byContext({}))).toEqual([
      issue('/goal_date_type', 'reminder_context_not_allowed', NOT_ALLOWED),
    ]);
    expect(validate(byContext({}), contextWithoutPermission)).toEqual([
      issue('/goal_date_type', 'reminder_context_not_allowed', NOT_ALLOWED),
    ]);
  });

  it('needs the context and its key', () => {
    expect(validate(byContext({ context: undefined }), withContext)).toEqual([
      issue('/context', 'required', '連携データを入力してください'),
    ]);
    expect(validate(byContext({ context: { category: 'reserve' } }), withContext)).toEqual([
      issue('/context/key', 'action_required', 'キーを選択してください'),
    ]);
  });

  it('needs no date, item or time', () => {
    expect(validate(byContext({ origin_date: '2020/01/01' }), withContext)).toEqual([]);
  });

  it('offers the choice only where it is allowed, or to undo one that is set', () => {
    const visible = reminderEffect.ui?.visibleWhen?.goal_date_type;
    expect(visible?.(byDate({}) as never, withContext)).toBe(true);
    expect(visible?.(byDate({}) as never, ctx)).toBe(false);
    expect(visible?.(byContext({}) as never, ctx)).toBe(true);
    expect(visible?.(cancel({}) as never, withContext)).toBe(false);
  });
});

describe('effect 15 reminder: cancel', () => {
  it('accepts any goal (0, or no cancel type), a goal date (1) and a goal date and time (2)', () => {
    expect(validate(cancel({}))).toEqual([]);
    expect(validate(cancel({ cancel_type: undefined }))).toEqual([]);
    expect(validate(cancel({ cancel_type: 1, cancel_origin_date: '2026/12/01' }))).toEqual([]);
    expect(
      validate(cancel({ cancel_type: 2, cancel_origin_date: '2026/12/01', cancel_origin_time: '10:00' })),
    ).toEqual([]);
  });

  it('needs the date, and the time for 2', () => {
    expect(validate(cancel({ cancel_type: 1 }))).toEqual([
      issue('/cancel_origin_date', 'required', '解除するゴール日を入力してください'),
    ]);
    expect(validate(cancel({ cancel_type: 2 }))).toEqual([
      issue('/cancel_origin_date', 'required', '解除するゴール日を入力してください'),
      issue('/cancel_origin_time', 'required', '解除するゴール時刻を入力してください'),
    ]);
  });

  it('accepts a past goal date to cancel, but not a malformed one', () => {
    expect(validate(cancel({ cancel_type: 1, cancel_origin_date: '2020/01/01' }))).toEqual([]);
    expect(validate(cancel({ cancel_type: 1, cancel_origin_date: '2026/02/30' }))).toEqual([
      issue('/cancel_origin_date', 'date_format', '解除するゴール日を正しく設定してください'),
    ]);
  });

  it('refuses an unknown cancel type', () => {
    expect(validate(cancel({ cancel_type: 3 }))).toEqual([
      issue('/cancel_type', 'enum', '解除の対象の値が選択肢にありません'),
    ]);
  });

  it('ignores goal fields left on a cancel (they are not used)', () => {
    expect(validate(cancel({ origin_date: '2020/01/01', selectionType: 'var' }))).toEqual([]);
  });
});

describe('effect 15 reminder: change rules', () => {
  it('switching to cancel drops the goal and sets no cancel type', () => {
    const data = updateData(registry, load(byDate({ member_query_id: 2 })), ['firetype'], 1, ctx);
    expect(data).toEqual({ type: 15, firetype: 1, episode_id: 1, cancel_type: 0, member_query_id: 2 });
    expect(validate(data)).toEqual([]);
  });

  it('switching back to start drops the cancel fields and fills the goal defaults', () => {
    const block = load(
      cancel({ cancel_type: 2, cancel_origin_date: '2026/12/01', cancel_origin_time: '11:00' }),
    );
    const data = updateData(registry, block, ['firetype'], 0, ctx);
    expect(data).toEqual({
      type: 15,
      firetype: 0,
      episode_id: 1,
      goal_date_type: 'specified',
      selectionType: 'date',
      origin_time: '10:00',
    });
    expect(validate(data)).toEqual([issue('/origin_date', 'required', 'ゴール日を入力してください')]);
  });

  it('switching selectionType to a friend-info item clears the date, and back clears the item', () => {
    const toVar = updateData(registry, load(byDate({})), ['selectionType'], 'var', ctx);
    expect(toVar).toEqual(byVar({ var_id: undefined }));
    const toDate = applyOperation(
      registry,
      [load(byVar({}))],
      { op: 'update', id: 'b1', path: ['selectionType'], value: 'date' },
      ctx,
    );
    expect(toDate.ok && toDate.blocks[0].data).toEqual(byDate({ origin_date: undefined }));
  });

  it('keeps the goal time across the switch', () => {
    const data = updateData(registry, load(byDate({ origin_time: '07:15' })), ['selectionType'], 'var', ctx);
    expect(data).toMatchObject({ origin_time: '07:15' });
  });

  it('switching to an external-integration parameter clears date, item and time; back clears the context', () => {
    const toContext = updateData(registry, load(byDate({})), ['goal_date_type'], 'dynamic_context', ctx);
    expect(toContext).toEqual({ type: 15, firetype: 0, episode_id: 1, goal_date_type: 'dynamic_context' });
    const back = updateData(registry, load(byContext({})), ['goal_date_type'], 'specified', ctx);
    expect(back).toEqual({
      type: 15,
      firetype: 0,
      episode_id: 1,
      goal_date_type: 'specified',
      selectionType: 'date',
      origin_time: '10:00',
    });
  });

  it('fills 10:00 for a cancel by date and time, and drops what a cancel type does not use', () => {
    const toDateTime = updateData(
      registry,
      load(cancel({ cancel_type: 1, cancel_origin_date: '2026/12/01' })),
      ['cancel_type'],
      2,
      ctx,
    );
    expect(toDateTime).toEqual(
      cancel({ cancel_type: 2, cancel_origin_date: '2026/12/01', cancel_origin_time: '10:00' }),
    );
    const full = load(
      cancel({ cancel_type: 2, cancel_origin_date: '2026/12/01', cancel_origin_time: '09:00' }),
    );
    expect(updateData(registry, full, ['cancel_type'], 1, ctx)).toEqual(
      cancel({ cancel_type: 1, cancel_origin_date: '2026/12/01' }),
    );
    expect(updateData(registry, full, ['cancel_type'], 0, ctx)).toEqual(cancel({}));
  });
});

describe('effect 15 reminder: summary', () => {
  it('words a start by date, by friend-info item and by parameter', () => {
    expect(summary(byDate({}))).toBe('リマインダ「セミナー前日」をゴール 2026/12/01 10:00 で開始');
    expect(summary(byVar({ origin_time: '09:30' }))).toBe(
      'リマインダ「セミナー前日」をゴール 友だち情報「誕生日」の日付 09:30 で開始',
    );
    expect(summary(byContext({}))).toBe('リマインダ「セミナー前日」をゴール 連携データ「予約日時」 で開始');
  });

  it('says what is not set yet', () => {
    expect(summary({ type: 15, firetype: 0 })).toBe('リマインダ未選択');
    expect(summary(byDate({ origin_date: undefined }))).toBe(
      'リマインダ「セミナー前日」をゴール 日付未設定 10:00 で開始',
    );
    expect(summary(byVar({ var_id: undefined }))).toBe(
      'リマインダ「セミナー前日」をゴール 友だち情報「未選択」の日付 10:00 で開始',
    );
    expect(summary(byContext({ context: undefined }))).toBe(
      'リマインダ「セミナー前日」をゴール 連携データ「未設定」 で開始',
    );
  });

  it('words a cancel for each cancel type', () => {
    expect(summary(cancel({}))).toBe('リマインダ「セミナー前日」を解除');
    expect(summary(cancel({ cancel_type: 1, cancel_origin_date: '2026/12/01' }))).toBe(
      'リマインダ「セミナー前日」(ゴール日 2026/12/01)を解除',
    );
    expect(
      summary(cancel({ cancel_type: 2, cancel_origin_date: '2026/12/01', cancel_origin_time: '08:00' })),
    ).toBe('リマインダ「セミナー前日」(ゴール日時 2026/12/01 08:00)を解除');
  });

  it('cuts names to 10 characters and names unknown and deleted reminders', () => {
    expect(summary(cancel({ episode_id: 2 }))).toBe('リマインダ「来店予約のリマインダ…」を解除');
    expect(summary(byVar({ var_id: 11 }))).toBe(
      'リマインダ「セミナー前日」をゴール 友だち情報「セミナー参加申込日(…」の日付 10:00 で開始',
    );
    expect(summary(cancel({ episode_id: 50 }))).toBe('リマインダ「ID:50」を解除');
    const deleted = createContext({ ...demoContextInput, deleted: { episode: [1] } });
    expect(reminderEffect.summary(cancel({}) as never, deleted)).toBe('リマインダ「(削除済み)」を解除');
  });
});
