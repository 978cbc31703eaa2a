import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import type { FriendFacts } from '../shared/conditions/meaning.ts';
import { applyOperand, type DryRunContext } from '../shared/effects/dry-run.ts';
import { type ActionDryRunContext, dryRunAction } from './dry-runs.ts';

/** The effects' dry runs (issue 19 point 6) over a fixed friend, each effect's lines and the state it leaves. */
const registry = createBuiltInRegistry();
const plugin = createContext({
  items: {
    tag: [
      { id: 1, name: 'VIP会員' },
      { id: 2, name: '休眠' },
      { id: 3, name: '新規' },
    ],
    varia: [
      { id: 10, name: 'ポイント', type: 1 },
      { id: 11, name: '誕生日', type: 10 },
    ],
    scenario: [
      { id: 20, name: '春の案内' },
      { id: 21, name: '秋の案内' },
    ],
    menu: [{ id: 30, name: '会員メニュー' }],
    template: [{ id: 40, name: '歓迎' }],
    episode: [{ id: 50, name: '来店前日' }],
    event_reserve: [{ id: 60, name: '説明会' }],
    journey_tag: [{ id: 70, name: '認知' }],
    common_vars: [{ id: 80, name: '在庫数', value: '12' }],
    response_mark: [
      { id: 1, name: '要対応' },
      { id: 2, name: '対応済み' },
    ],
  },
});

const friend: FriendFacts = {
  id: 7,
  name: '佐藤',
  short_name: '',
  nickname: '',
  memo: '',
  status_message: '',
  email: '',
  mail_status: 0,
  registered_at: '2026-01-01T00:00:00.000Z',
  register_type: 0,
  last_response_at: '',
  notify: 1,
  user_rate: 1,
  blocked: 0,
  richmenu_id: null,
  tags: [1],
  values: [{ item_id: 10, value: '10', num: 10, date: null }],
  scenarios: [{ scenario_id: 20, step: 3, state: 0 }],
  forms: [],
  conversions: [],
  phases: [],
  reservations: [],
  reminders: [],
  messages: [],
  landings: [],
};

const now = new Date(2026, 10, 26, 12, 0);
const ctx: DryRunContext = {
  plugin,
  tagGroups: new Map([[5, [2, 3]]]),
  now,
  markName: (id) => plugin.item('response_mark', id)?.name ?? `ID:${id}`,
};
const run = (type: number, effect: Record<string, unknown>, who = friend) => {
  const dryRun = registry.extras('effect', type)?.dryRun;
  if (!dryRun) throw new Error(`no dry run for ${type}`);
  return dryRun({ type, ...effect }, who, ctx);
};

describe('every effect of the catalogue has a dry run', () => {
  it('one per registered effect plugin, in its definition', () => {
    const types = registry.plugins('effect').map((p) => p.type);
    expect(types.length).toBeGreaterThan(10);
    const without = types.filter((type) => typeof registry.extras('effect', type)?.dryRun !== 'function');
    expect(without).toEqual([]);
  });
});

describe('effect dry runs', () => {
  it('text: the message filled in for the friend, the placeholders left empty', () => {
    const step = run(1, { text: '[name]さん [VAR_11]', delay_type: 0 });
    expect(step.lines).toEqual([{ kind: 'message', text: '佐藤さん ', empty: ['[友だち情報:誕生日]'] }]);
    expect(step.next).toBe(friend);
  });

  it('tags: added with what the friend has, removed with what they lack; by folder', () => {
    const add = run(13, { remove: 0, use_group: 0, tag_ids: [1, 3] });
    expect(add.lines).toEqual([{ kind: 'tag-add', names: ['新規'], already: ['VIP会員'] }]);
    expect(add.next.tags).toEqual([1, 3]);
    const remove = run(13, { remove: 1, use_group: 0, tag_ids: [1, 2] });
    expect(remove.lines).toEqual([{ kind: 'tag-remove', names: ['VIP会員'], absent: ['休眠'] }]);
    expect(remove.next.tags).toEqual([]);
    expect(run(13, { remove: 0, use_group: 1, tag_group_id: 5 }).lines).toEqual([
      { kind: 'tag-add', names: ['休眠', '新規'], already: [] },
    ]);
    expect(run(13, { remove: 2, context: { key: 'course' } }).lines).toEqual([
      { kind: 'note', code: 'linked-data' },
    ]);
  });

  it('friend info: before and after by operand and value type', () => {
    const add = run(6, { var_id: 10, operand: 2, valuetype: 1, fix_value: '2.5' });
    expect(add.lines[0]).toMatchObject({ field: 'ポイント', from: '10', to: '12.5', operand: 2 });
    expect(add.next.values).toEqual([{ item_id: 10, value: '12.5', num: 12.5, date: null }]);
    const random = run(6, { var_id: 10, operand: 3, valuetype: 2, min_value: 1, max_value: 9 });
    expect(random.lines[0]).toMatchObject({ by: { kind: 'random', min: 1, max: 9 }, from: '10', to: null });
    // Known only when it runs: the later effects read the value before.
    expect(random.next).toBe(friend);
    expect(run(6, { var_id: 10, operand: 1, valuetype: 15, context: { key: 'k' } }).lines[0]).toMatchObject({
      by: { kind: 'linked' },
      to: null,
    });
    const day = run(6, { var_id: 11, operand: 1, valuetype: 3, dynamic_value: 'action_date' });
    expect(day.lines[0]).toMatchObject({ from: null, to: '2026-11-26' });
    // The action's date is the account's day: 15:30 UTC on the 25th is already the 26th in Japan.
    const late = registry
      .extras('effect', 6)
      ?.dryRun?.({ type: 6, var_id: 11, operand: 1, valuetype: 3, dynamic_value: 'action_date' }, friend, {
        ...ctx,
        now: new Date('2026-11-25T15:30:00Z'),
      });
    expect(late?.lines[0]).toMatchObject({ to: '2026-11-26' });
    const clear = run(6, { var_id: 10, operand: 4 });
    expect(clear.lines[0]).toMatchObject({ from: '10', to: '', by: { kind: 'none' } });
    expect(clear.next.values).toEqual([]);
  });

  it('scenario: started, stopped, resumed, with the ones running', () => {
    const start = run(5, { group_id: 21, move: 0 });
    expect(start.lines).toEqual([
      { kind: 'scenario', op: 'start', from: ['春の案内'], to: '秋の案内', midpoint: false },
    ]);
    expect(start.next.scenarios).toEqual([{ scenario_id: 21, step: 0, state: 0 }]);
    expect(run(5, { group_id: 0 }).next.scenarios).toEqual([]);
    expect(run(5, { group_id: -1 }).lines[0]).toMatchObject({ op: 'resume' });
  });

  it('menu, mark and display state, phase: before and after', () => {
    expect(run(14, { menu_id: 30 }).lines).toEqual([{ kind: 'menu', from: null, to: '会員メニュー' }]);
    expect(run(14, { menu_id: 0 }, { ...friend, richmenu_id: 30 }).lines).toEqual([
      { kind: 'menu', from: '会員メニュー', to: null },
    ]);
    const mark = run(7, { notify: 2, user_rate: 0 });
    expect(mark.lines).toEqual([
      { kind: 'mark', from: '要対応', to: '対応済み' },
      { kind: 'display', from: 1, to: 0 },
    ]);
    expect(mark.next).toMatchObject({ notify: 2, user_rate: 0 });
    expect(run(7, { notify: -10, user_rate: -10 }).lines).toEqual([]);
    expect(run(50, { method: 0, journey_tags: [70] })).toMatchObject({
      lines: [{ kind: 'phase', pass: true, names: ['認知'] }],
      next: { phases: [70] },
    });
  });

  it('template, reminder, reservation, conversion, notification, common info', () => {
    expect(run(12, { egg_id: 40 }).lines).toEqual([{ kind: 'template', name: '歓迎' }]);
    expect(run(15, { firetype: 1, episode_id: 50 }).lines).toEqual([
      { kind: 'reminder', start: false, name: '来店前日' },
    ]);
    expect(run(31, { fire_type: 0, event_slot_id: 60 }).lines).toEqual([
      { kind: 'reservation', cancel: false, name: '説明会' },
    ]);
    expect(run(30, {}).lines).toEqual([{ kind: 'note', code: 'conversion' }]);
    expect(run(16, { text: 'x' }).lines).toEqual([{ kind: 'note', code: 'notification' }]);
    expect(run(32, { common_var_id: 80, operand: 3, value_type: 1, fix_value: 5 }).lines).toEqual([
      {
        kind: 'value',
        field: '在庫数',
        scope: 'account',
        operand: 3,
        by: { kind: 'text', text: '5' },
        from: '12',
        to: '7',
      },
    ]);
  });
});

describe('applyOperand', () => {
  it('assigns, adds and subtracts numbers (empty reads 0), clears; null when not a number', () => {
    expect(applyOperand('10', 1, { kind: 'text', text: 'a' })).toBe('a');
    expect(applyOperand('0.1', 2, { kind: 'text', text: '0.2' })).toBe('0.3');
    expect(applyOperand(null, 3, { kind: 'text', text: '4' })).toBe('-4');
    expect(applyOperand('abc', 2, { kind: 'text', text: '1' })).toBeNull();
    expect(applyOperand('1', 2, { kind: 'random', min: 1, max: 2 })).toBeNull();
    expect(applyOperand('1', 4, { kind: 'none' })).toBe('');
  });
});

describe('dryRunAction', () => {
  const funnels = new Map([
    [9, { name: '新規あり', body: { inputs: [{ type: 60, use_group: 0, tag_ids: [3], tag_or: 0 }] } }],
  ]);
  const actionCtx: ActionDryRunContext = {
    ...ctx,
    registry,
    inputs: { now, tagGroups: ctx.tagGroups },
    funnel: (id) => funnels.get(id),
  };

  it('evaluates each condition over the state the effects before left, and skips what does not match', () => {
    const effects = dryRunAction(
      [
        { type: 1, text: 'a', delay_type: 0, member_query_id: 9 },
        { type: 13, remove: 0, use_group: 0, tag_ids: [3] },
        { type: 1, text: 'b', delay_type: 0, member_query_id: 9 },
        { type: 1, text: 'c', delay_type: 0, member_query_id: 404 },
        { type: 77 },
        'broken',
      ],
      friend,
      actionCtx,
    );
    expect(effects.map((e) => [e.number, e.runs, e.condition?.matches ?? null])).toEqual([
      [1, false, false],
      [2, true, null],
      [3, true, true],
      [4, false, 'unknown'],
      [5, true, null],
      [6, true, null],
    ]);
    expect(effects[2].lines).toEqual([{ kind: 'message', text: 'b', empty: [] }]);
    expect(effects[1]).toMatchObject({ label: 'タグ操作', summary: 'タグ 新規 を追加' });
    expect(effects[4]).toMatchObject({
      label: '不明な要素(種別 77)',
      lines: [{ kind: 'note', code: 'unavailable' }],
    });
    expect(effects[5]).toMatchObject({ type: null, lines: [{ kind: 'note', code: 'unavailable' }] });
  });
});
