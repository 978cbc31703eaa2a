import type { Expression, SqlBool } from 'kysely';
import {
  type CompileContext,
  type ConditionData,
  type ConditionMeaning,
  dayRange,
  type FriendFacts,
  idsOf,
  inRange,
  rangeSql,
  textOf,
} from '../../shared/conditions/meaning.ts';
import { SELECT_ALL } from './fields.ts';

/**
 * What a salon reservation condition (67) means (docs/decisions/funnel-evaluation.md "Salon reservation"): for
 * each chosen salon, whether the friend has a reservation there that passes every filter switched on; "some" asks
 * it of one chosen salon, "all" of every one.
 */

type Reservation = FriendFacts['reservations'][number];

/** A filter over one reservation column, switched on, with the reservation's value and its SQL column. */
interface IdFilter {
  column: 'plan_id' | 'resource_id';
  ids: number[] | 'any';
  invert: boolean;
  upcomingOnly: boolean;
}

interface SalonTest {
  salons: number[];
  every: boolean;
  /** 'reserved': a fitting reservation; 'notReserved': none fits; 'neverReserved': no reservation there at all. */
  phase: 'reserved' | 'notReserved' | 'neverReserved';
  period?: { range: { from?: string; until?: string }; invert: boolean };
  ids: IdFilter[];
  statuses?: { keys: string[]; invert: boolean };
}

const objectOf = (data: ConditionData, key: string): ConditionData | undefined => {
  const value = data[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as ConditionData)
    : undefined;
};
const on = (part: ConditionData | undefined) => part?.use === true;

/** A resource or course selection: the ids (−1 in the list: any), or undefined when it cannot be read. */
function idFilter(part: ConditionData, column: IdFilter['column']): IdFilter | undefined {
  // "As chosen at booking" needs to know whether the friend chose the resource or course; no table records it.
  if (part.dynamic === true) return undefined;
  const ids = idsOf(part, 'selected');
  if (!ids?.length) return undefined;
  return {
    column,
    ids: ids.includes(SELECT_ALL) ? 'any' : ids,
    invert: part.invert === true,
    upcomingOnly: part.with_past !== true,
  };
}

/** The condition read, or undefined when it is incomplete or out of range (unknown). */
function salonTest(d: ConditionData): SalonTest | undefined {
  const salons = idsOf(d, 'salonIds');
  const match = textOf(d, 'matchType') ?? 'some';
  const phase = textOf(d, 'reservationPhase') ?? 'reserved';
  if (!salons?.length || (match !== 'some' && match !== 'all')) return undefined;
  if (phase !== 'reserved' && phase !== 'notReserved' && phase !== 'neverReserved') return undefined;
  const test: SalonTest = { salons, every: match === 'all', phase, ids: [] };
  if (phase === 'neverReserved') return test;
  const time = objectOf(d, 'timeRange');
  if (on(time)) {
    const selected = time && objectOf(time, 'selected');
    const range = selected && dayRange(selected, 'from', 'to');
    if (!range) return undefined;
    test.period = { range, invert: time?.invert === true };
  }
  for (const [key, column] of [
    ['resource', 'resource_id'],
    ['course', 'plan_id'],
  ] as const) {
    const part = objectOf(d, key);
    if (!on(part)) continue;
    const filter = part && idFilter(part, column);
    if (!filter) return undefined;
    test.ids.push(filter);
  }
  const status = objectOf(d, 'status');
  if (on(status)) {
    const keys = status?.selected;
    if (!Array.isArray(keys) || keys.length === 0 || !keys.every((key) => typeof key === 'string'))
      return undefined;
    test.statuses = { keys: keys as string[], invert: status?.invert === true };
  }
  return test;
}

/** Whether one reservation passes the filters switched on (`now`: what "past" is measured against). */
function fits(test: SalonTest, r: Reservation, now: string): boolean {
  const startsAt = r.starts_at ?? '';
  if (test.period && inRange(startsAt, test.period.range) === test.period.invert) return false;
  for (const filter of test.ids) {
    if (filter.upcomingOnly && !(startsAt >= now)) return false;
    const value = r[filter.column] ?? null;
    const chosen = filter.ids === 'any' ? value !== null : value !== null && filter.ids.includes(value);
    if (chosen === filter.invert) return false;
  }
  if (test.statuses && test.statuses.keys.includes(r.status) === test.statuses.invert) return false;
  return true;
}

/** The columns of the probed friend_reservations row. */
interface ReservationColumns {
  starts_at: Expression<string>;
  status: Expression<string>;
  plan_id: Expression<number | null>;
  resource_id: Expression<number | null>;
}

/** The SQL of `fits` over the probed friend_reservations row. */
function fitsSql(test: SalonTest, ctx: CompileContext, row: ReservationColumns): Expression<SqlBool>[] {
  const { eb } = ctx;
  const now = ctx.now.toISOString();
  const parts: Expression<SqlBool>[] = [];
  if (test.period) {
    const within = rangeSql(ctx, row.starts_at, test.period.range);
    parts.push(test.period.invert ? eb.not(within) : within);
  }
  for (const filter of test.ids) {
    if (filter.upcomingOnly) parts.push(eb(row.starts_at, '>=', now));
    const column = row[filter.column];
    const chosen =
      filter.ids === 'any'
        ? eb(column, 'is not', null)
        : eb.and([eb(column, 'is not', null), eb(column, 'in', filter.ids)]);
    parts.push(filter.invert ? eb.not(chosen) : chosen);
  }
  if (test.statuses) {
    const chosen = eb(row.status, 'in', test.statuses.keys);
    parts.push(test.statuses.invert ? eb.not(chosen) : chosen);
  }
  return parts;
}

/** Salon reservation (67). */
export const salonMeaning: ConditionMeaning = {
  type: 67,
  evaluate(d, friend, ctx) {
    const test = salonTest(d);
    if (!test) return 'unknown';
    const now = ctx.now.toISOString();
    const atSalon = (salon: number) => {
      const there = friend.reservations.filter((r) => r.kind === 'salon' && r.target_id === salon);
      if (test.phase === 'neverReserved') return there.length === 0;
      const found = there.some((r) => fits(test, r, now));
      return test.phase === 'reserved' ? found : !found;
    };
    return test.every ? test.salons.every(atSalon) : test.salons.some(atSalon);
  },
  compile(d, ctx) {
    const test = salonTest(d);
    if (!test) return 'unknown';
    const { eb } = ctx;
    const atSalon = (salon: number) => {
      const probe = eb
        .selectFrom('friend_reservations')
        .select('friend_reservations.friend_id')
        .whereRef('friend_reservations.friend_id', '=', 'f.id')
        .where('friend_reservations.kind', '=', 'salon')
        .where('friend_reservations.target_id', '=', salon);
      if (test.phase === 'neverReserved') return eb.not(eb.exists(probe));
      const found = eb.exists(
        probe.where((inner) =>
          inner.and(
            fitsSql(test, ctx, {
              starts_at: inner.ref('friend_reservations.starts_at'),
              status: inner.ref('friend_reservations.status'),
              plan_id: inner.ref('friend_reservations.plan_id'),
              resource_id: inner.ref('friend_reservations.resource_id'),
            }),
          ),
        ),
      );
      return test.phase === 'reserved' ? found : eb.not(found);
    };
    const each = test.salons.map(atSalon);
    return test.every ? eb.and(each) : eb.or(each);
  },
};
