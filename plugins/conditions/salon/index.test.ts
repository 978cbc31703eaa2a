import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { SELECT_ALL, salonCondition } from './index.ts';

/** Condition 67, calendar (salon) reservation (spec 001 §3, §4, §9). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const load = (data: Record<string, unknown>) => loadBlock(registry, 'condition', data, () => 'c1');
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(registry, load(data), [field], value, ctx);

const selection = (selected: number[], extra: Record<string, unknown> = {}) => ({
  use: true,
  dynamic: false,
  with_past: false,
  invert: false,
  selected,
  ...extra,
});

/** Demo salons 1 渋谷店 and 2 新宿店; resource and course 1 belong to salon 1, 2 to salon 2. */
const full = {
  type: 67,
  salonIds: [1, 2],
  matchType: 'some',
  reservationPhase: 'reserved',
  isReserved: true,
  timeRange: { use: true, invert: true, selected: { from: '2026/04/01', to: '2026/04/30' } },
  resource: selection([1, 2], { invert: true }),
  course: selection([1, 2, SELECT_ALL]),
  status: { use: true, invert: true, selected: ['cancelled'] },
};

describe('condition 67 salon (ability salon_created)', () => {
  it('starts reserved, at any salon, with every condition off', () => {
    expect(salonCondition.ability).toBe('salon_created');
    const data = createBlock(registry, 'condition', 67, ctx, () => 'c1').data;
    expect(data).toEqual({
      type: 67,
      salonIds: [],
      matchType: 'some',
      reservationPhase: 'reserved',
      isReserved: true,
      timeRange: { use: false, invert: false, selected: {} },
      resource: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
      course: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
      status: { use: false, invert: false, selected: [] },
    });
    expect(validate(data)).toEqual([issue('/salonIds', 'action_required', '店舗を選択してください')]);
    expect(validate(full)).toEqual([]);
  });

  it('accepts the phases reserved, notReserved, neverReserved and the match types some, all', () => {
    expect(validate({ ...full, reservationPhase: 'cancelled' })).toEqual([
      issue('/reservationPhase', 'enum', '予約状況の値が選択肢にありません'),
    ]);
    expect(validate({ ...full, matchType: 'any' })).toEqual([
      issue('/matchType', 'enum', '店舗の条件の値が選択肢にありません'),
    ]);
    expect(validate({ ...full, matchType: 'all' })).toEqual([]);
  });

  it('phase reserved sets isReserved true', () => {
    const notReserved = { ...full, reservationPhase: 'notReserved', isReserved: false };
    expect(update(notReserved, 'reservationPhase', 'reserved')).toMatchObject({
      reservationPhase: 'reserved',
      isReserved: true,
    });
  });

  it('phase not reserved (with conditions) sets isReserved false and clears every invert flag', () => {
    const data = update(full, 'reservationPhase', 'notReserved');
    expect(data).toEqual({
      ...full,
      reservationPhase: 'notReserved',
      isReserved: false,
      timeRange: { ...full.timeRange, invert: false },
      resource: { ...full.resource, invert: false },
      course: { ...full.course, invert: false },
      status: { ...full.status, invert: false },
    });
    expect(validate(data)).toEqual([]);
  });

  it('phase never reserved clears every condition', () => {
    const data = update(full, 'reservationPhase', 'neverReserved');
    expect(data).toEqual({
      type: 67,
      salonIds: [1, 2],
      matchType: 'some',
      reservationPhase: 'neverReserved',
      isReserved: false,
      timeRange: { use: false, invert: false, selected: {} },
      resource: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
      course: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
      status: { use: false, invert: false, selected: [] },
    });
    expect(validate(data)).toEqual([]);
  });

  it('refuses data that breaks the phases from outside the editor', () => {
    expect(validate({ ...full, isReserved: false })).toEqual([
      issue(
        '/isReserved',
        'salon_reserved_mismatch',
        '予約ありの指定が予約状況と合っていません。予約状況を選び直してください',
      ),
    ]);
    expect(validate({ ...full, reservationPhase: 'neverReserved', isReserved: false })).toEqual([
      issue(
        '/timeRange/use',
        'salon_conditions_never_reserved',
        '「一度も予約していない」では絞り込み条件を指定できません',
      ),
      issue(
        '/resource/use',
        'salon_conditions_never_reserved',
        '「一度も予約していない」では絞り込み条件を指定できません',
      ),
      issue(
        '/course/use',
        'salon_conditions_never_reserved',
        '「一度も予約していない」では絞り込み条件を指定できません',
      ),
      issue(
        '/status/use',
        'salon_conditions_never_reserved',
        '「一度も予約していない」では絞り込み条件を指定できません',
      ),
    ]);
    expect(
      validate({ ...full, reservationPhase: 'notReserved', isReserved: false, course: selection([1]) }),
    ).toEqual([
      issue(
        '/timeRange/invert',
        'salon_invert_not_reserved',
        '「条件に合う予約がない」では「以外」を指定できません',
      ),
      issue(
        '/resource/invert',
        'salon_invert_not_reserved',
        '「条件に合う予約がない」では「以外」を指定できません',
      ),
      issue(
        '/status/invert',
        'salon_invert_not_reserved',
        '「条件に合う予約がない」では「以外」を指定できません',
      ),
    ]);
  });

  it('changing salons removes resources and courses of other salons, keeping select-all', () => {
    const data = update(full, 'salonIds', [1]);
    expect(data).toEqual({
      ...full,
      salonIds: [1],
      resource: { ...full.resource, selected: [1] },
      course: { ...full.course, selected: [1, SELECT_ALL] },
    });
    expect(update({ ...full, salonIds: [1] }, 'salonIds', [2])).toMatchObject({
      resource: { selected: [2] },
      course: { selected: [2, SELECT_ALL] },
    });
  });

  it('keeps items the context does not know when salons change', () => {
    expect(update({ ...full, resource: selection([1, 77]) }, 'salonIds', [2])).toMatchObject({
      resource: { selected: [77] },
    });
  });

  it('with no salon chosen resets resources and courses', () => {
    expect(update(full, 'salonIds', [])).toEqual({
      ...full,
      salonIds: [],
      resource: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
      course: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
    });
  });

  it('keeps "all" alone: choosing it replaces the ids, choosing an id drops it', () => {
    const choose = (data: Record<string, unknown>, part: string, selected: number[]) =>
      updateData(registry, load(data), [part, 'selected'], selected, ctx);
    const some = { ...full, resource: selection([1]), course: selection([2]) };
    expect(choose(some, 'resource', [1, SELECT_ALL])).toMatchObject({ resource: { selected: [SELECT_ALL] } });
    expect(choose(some, 'course', [SELECT_ALL, 2])).toMatchObject({ course: { selected: [SELECT_ALL] } });
    const all = { ...full, resource: selection([SELECT_ALL]), course: selection([SELECT_ALL]) };
    expect(choose(all, 'resource', [SELECT_ALL, 2, 1])).toMatchObject({ resource: { selected: [2, 1] } });
    expect(choose(all, 'course', [SELECT_ALL, 1])).toMatchObject({ course: { selected: [1] } });
    // The other list and the other fields stay as they were; "all" alone or ids alone are left as chosen.
    expect(choose(all, 'resource', [SELECT_ALL, 1])).toEqual({ ...all, resource: selection([1]) });
    expect(choose(some, 'resource', [1, 2])).toEqual({ ...some, resource: selection([1, 2]) });
    expect(choose(some, 'resource', [SELECT_ALL])).toEqual({ ...some, resource: selection([SELECT_ALL]) });
  });

  it('offers only the resources and courses of the chosen salons, none before a salon is chosen', () => {
    const inputs = salonCondition.ui?.inputs ?? {};
    for (const field of ['resource.selected', 'course.selected']) {
      expect(inputs[field]?.({ ...salonCondition.defaults(), salonIds: [2, 1] }, ctx)).toEqual({
        itemsWhere: { salon_id: [2, 1] },
      });
      expect(inputs[field]?.(salonCondition.defaults(), ctx)).toEqual({
        itemsWhere: { salon_id: [] },
        emptyText: '先に店舗を選択してください',
      });
    }
  });

  it('refuses a resource or course of a salon not chosen', () => {
    expect(validate({ ...full, salonIds: [1] })).toEqual([
      issue('/resource/selected/1', 'salon_item_other_salon', '選択した店舗のものではありません'),
      issue('/course/selected/1', 'salon_item_other_salon', '選択した店舗のものではありません'),
    ]);
  });

  it('asks for what a switched-on condition selects', () => {
    const empty = {
      ...full,
      timeRange: { use: true, invert: false, selected: {} },
      resource: selection([]),
      course: selection([], { dynamic: true }),
      status: { use: true, invert: false, selected: [] },
    };
    expect(validate(empty)).toEqual([
      issue('/timeRange/selected', 'action_required', '予約日の期間を選択してください'),
      issue('/resource/selected', 'action_required', 'リソースを選択してください'),
      issue('/status/selected', 'action_required', 'ステータスを選択してください'),
    ]);
    expect(
      validate({
        ...full,
        timeRange: { use: true, invert: false, selected: { from: '2026/05/01', to: '2026/04/01' } },
      }),
    ).toEqual([
      issue('/timeRange/selected/to', 'condition_date_reversed', '終了日は開始日以降の日付にしてください'),
    ]);
  });

  it('summarises salons, phase and the conditions used', () => {
    const text = (data: Record<string, unknown>) => salonCondition.summary(data as never, ctx);
    expect(text(full)).toBe(
      '店舗『渋谷店』『新宿店』のいずれかで予約がある(予約日・リソース・コース・ステータスで絞り込み)',
    );
    expect(
      text({ ...full, salonIds: [1], matchType: 'all', resource: selection([]), course: selection([]) }),
    ).toBe('店舗『渋谷店』で予約がある(予約日・リソース・コース・ステータスで絞り込み)');
    expect(
      text({
        type: 67,
        salonIds: [1, 2],
        matchType: 'all',
        reservationPhase: 'neverReserved',
        isReserved: false,
      }),
    ).toBe('店舗『渋谷店』『新宿店』のすべてで一度も予約していない');
    expect(
      text({
        type: 67,
        salonIds: [2],
        matchType: 'some',
        reservationPhase: 'notReserved',
        isReserved: false,
      }),
    ).toBe('店舗『新宿店』で条件に合う予約がない');
    expect(
      text({ type: 67, salonIds: [], matchType: 'some', reservationPhase: 'reserved', isReserved: true }),
    ).toBe('店舗未選択');
  });
});
