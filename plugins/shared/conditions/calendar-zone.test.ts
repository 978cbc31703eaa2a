import { describe, expect, it } from 'vitest';
import { createContext } from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { ACCOUNT_TIME_ZONE } from '../account-day.ts';
import { datePartsError, isRealDay, yearIn, yearOptions } from './calendar.ts';
import { varDateInputs } from './var-date-inputs.ts';

/**
 * The date conditions' year list is the account's year, not the browser's: at 2026-12-31T16:00:00Z Tokyo (the
 * account) is already in 2027 while London and New York are still in 2026, so every browser offers 1927–2127.
 */
const NEW_YEAR_IN_TOKYO = new Date('2026-12-31T16:00:00Z');

describe("the year list in the account's zone", () => {
  it("reads the year in the zone given, whatever the process's zone", () => {
    expect(yearIn(NEW_YEAR_IN_TOKYO, 'Asia/Tokyo')).toBe(2027);
    expect(yearIn(NEW_YEAR_IN_TOKYO, 'Europe/London')).toBe(2026);
    expect(yearIn(NEW_YEAR_IN_TOKYO, 'America/New_York')).toBe(2026);
    // A minute before Tokyo's midnight it is still 2026 there.
    expect(yearIn(new Date('2026-12-31T14:59:00Z'), 'Asia/Tokyo')).toBe(2026);
  });

  it('lists the zone year ±100', () => {
    const tokyo = yearOptions(NEW_YEAR_IN_TOKYO, 'Asia/Tokyo');
    expect([tokyo[0], tokyo.at(-1), tokyo.length]).toEqual([1927, 2127, 201]);
    const london = yearOptions(NEW_YEAR_IN_TOKYO, 'Europe/London');
    expect([london[0], london.at(-1)]).toEqual([1926, 2126]);
  });

  it('judges the year list in the same zone', () => {
    expect(datePartsError({ year: 2127 }, NEW_YEAR_IN_TOKYO, 'Asia/Tokyo')).toBeUndefined();
    expect(datePartsError({ year: 1926 }, NEW_YEAR_IN_TOKYO, 'Asia/Tokyo')).toBe('year_out_of_list');
    expect(isRealDay(2127, 1, 1, NEW_YEAR_IN_TOKYO, 'Asia/Tokyo')).toBe(true);
    expect(isRealDay(2127, 1, 1, NEW_YEAR_IN_TOKYO, 'Europe/London')).toBe(false);
  });

  it("offers and accepts the account's years through the plugin context (condition 75)", () => {
    const ctx = createContext({
      ...demoContextInput,
      now: () => NEW_YEAR_IN_TOKYO,
      timeZone: ACCOUNT_TIME_ZONE,
    });
    for (const input of [varDateInputs.year_from, varDateInputs.year_to, varDateInputs.search_base_year]) {
      const years = input({ match: 20 } as never, ctx).options;
      expect([years[0], years.at(-1)]).toEqual([1927, 2127]);
    }
    const registry = createBuiltInRegistry();
    const date = { type: 75, var_id: 5, match: 20 };
    expect(registry.validateBlock('condition', { ...date, year_from: 2127 }, ctx)).toEqual([]);
    expect(registry.validateBlock('condition', { ...date, year_from: 1926 }, ctx)).toEqual([
      expect.objectContaining({ path: '/year_from', code: 'condition_date_input_error' }),
    ]);
  });
});
