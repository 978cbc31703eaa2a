import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { datepickerFormItem } from './datepicker.ts';

/** Swatch 590, date (spec 002 §3 Rules, §4, §5). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const validate = (data: unknown) => registry.validateBlock('form-item', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const date = (...rules: unknown[]) => ({
  swatch_id: 590,
  type: 'datepicker',
  title: 'ご希望日',
  input_type: 0,
  rules,
});
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(
    registry,
    loadBlock(registry, 'form-item', data, () => 'b1'),
    [field],
    value,
    ctx,
  );
const order = (path: string) =>
  issue(path, 'form_date_order', '開始日は終了日より前の日付を指定してください');

describe('form item 590 datepicker: answer format', () => {
  it('starts as a calendar offering every weekday, holidays following the weekdays, reminder at 10:00', () => {
    expect(createBlock(registry, 'form-item', 590, ctx).data).toEqual({
      swatch_id: 590,
      type: 'datepicker',
      title: '',
      rules: [{ name: 'weekdays', value: 127 }],
      input_type: 0,
      holiday: 'public_holiday_no_effect',
      do_set_episode: 0,
      episode_goal_time: '10:00',
    });
  });

  it('needs the date answer format', () => {
    expect(validate({ swatch_id: 590, type: 'datepicker', title: 'x' })).toEqual([
      issue('/input_type', 'action_required', '日付の回答形式を選択してください'),
    ]);
    expect(validate({ ...date(), input_type: 2 })).toEqual([
      issue('/input_type', 'enum', '日付の回答形式の値が選択肢にありません'),
    ]);
  });

  it('takes the three holiday options', () => {
    for (const holiday of ['public_holiday_no_effect', 'public_holiday_enabled', 'public_holiday_disabled'])
      expect(validate({ ...date(), holiday })).toEqual([]);
    expect(validate({ ...date(), holiday: 'public_holiday' })).toEqual([
      issue('/holiday', 'enum', '祝日の扱いの値が選択肢にありません'),
    ]);
  });
});

describe('form item 590 datepicker: date constraints', () => {
  it('takes relative limits as integers of at least 0, start ≤ end', () => {
    expect(validate(date({ name: 'min_date', value: 0 }, { name: 'max_date', value: 0 }))).toEqual([]);
    expect(validate(date({ name: 'min_date', value: 3 }, { name: 'max_date', value: 2 }))).toEqual([
      order('/rules/0/value'),
    ]);
    expect(validate(date({ name: 'min_date', value: -1 }))).toEqual(
      expect.arrayContaining([issue('/rules/0/value', 'minimum', 'ルールの値は0以上で入力してください')]),
    );
    expect(validate(date({ name: 'max_date' }))).toEqual([
      issue('/rules/0/value', 'required', 'ルールの値を入力してください'),
    ]);
  });

  it('takes absolute limits as yyyy-MM-dd days, start before end', () => {
    expect(
      validate(date({ name: 'min_date', value: '2026-12-01' }, { name: 'max_date', value: '2026-12-02' })),
    ).toEqual([]);
    expect(
      validate(date({ name: 'max_date', value: '2026-12-01' }, { name: 'min_date', value: '2026-12-01' })),
    ).toEqual([order('/rules/1/value')]);
    expect(validate(date({ name: 'min_date', value: '2026/12/01' }))).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/rules/0/value', code: 'pattern' })]),
    );
    expect(validate(date({ name: 'min_date', value: '2026-02-29' }))).toEqual([
      issue('/rules/0/value', 'form_date_invalid', '日付は正しい日付(yyyy-MM-dd)で入力してください'),
    ]);
    expect(validate(date({ name: 'min_date', value: '2028-02-29' }))).toEqual([]);
  });

  it('does not compare a relative limit with an absolute one', () => {
    expect(
      validate(date({ name: 'min_date', value: 30 }, { name: 'max_date', value: '2020-01-01' })),
    ).toEqual([]);
  });

  it('needs at least one weekday: 曜日を1つ以上選択してください', () => {
    expect(validate(date({ name: 'weekdays', value: 1 }))).toEqual([]);
    expect(validate(date({ name: 'weekdays', value: 0 }))).toEqual([
      issue('/rules/0/value', 'form_weekdays_none', '曜日を1つ以上選択してください'),
    ]);
    expect(validate(date({ name: 'weekdays', value: 128 }))).toEqual([
      issue('/rules/0/value', 'maximum', 'ルールの値は127以下で入力してください'),
    ]);
  });

  it('switching the answer format clears the date constraints', () => {
    const limited = {
      ...date(
        { name: 'required' },
        { name: 'min_date', value: 1 },
        { name: 'max_date', value: '2027-01-01' },
        { name: 'weekdays', value: 62 },
      ),
      holiday: 'public_holiday_disabled',
    };
    expect(update(limited, 'input_type', 1)).toEqual({
      ...date({ name: 'required' }, { name: 'weekdays', value: 127 }),
      input_type: 1,
      holiday: 'public_holiday_no_effect',
    });
  });
});

describe('form item 590 datepicker: reminder', () => {
  it('needs the reminder when it starts one, and forgets it when not', () => {
    expect(validate({ ...date(), do_set_episode: 1 })).toEqual([
      issue('/episode_id', 'action_required', 'リマインダを選択してください'),
    ]);
    expect(validate({ ...date(), do_set_episode: 1, episode_id: 3, episode_goal_time: '24:00' })).toEqual([
      expect.objectContaining({ path: '/episode_goal_time', code: 'pattern' }),
    ]);
    expect(update({ ...date(), do_set_episode: 1, episode_id: 3 }, 'do_set_episode', 0)).toEqual({
      ...date(),
      do_set_episode: 0,
    });
  });

  it('summarises the format and whether dates are limited', () => {
    const summary = (data: Record<string, unknown>) => datepickerFormItem.summary(data as never, ctx);
    expect(summary(date({ name: 'weekdays', value: 127 }))).toBe('「ご希望日」 カレンダー');
    expect(summary({ ...date({ name: 'weekdays', value: 62 }), input_type: 1 })).toBe(
      '「ご希望日」 年月日入力・日付制限あり',
    );
  });
});
