import { describe, expect, it } from 'vitest';
import { conditionSqlOf } from './condition-sql.test-support.ts';
import { conditionRegistry, isRowOnly } from './meanings.ts';

/**
 * A meaning's `rowOnly` says its SQL reads the friends row alone: the count plan tests such conditions first as
 * cheap (rowFirstOrder). Checked against what each condition plugin's valid examples compile to.
 */
const sqlOf = conditionSqlOf({
  now: new Date('2026-11-26T00:00:00Z'),
  tagGroups: new Map([[1, [2, 3]]]),
  slotGroups: new Map([[9, [2, 4]]]),
  dialect: 'sqlite',
});
/** Another table than the friends row the query starts from. */
const OTHER_TABLE = /"friend_\w+"|from "friends"(?! as "f")|\bselect\b.*\bselect\b/i;

describe('rowOnly (the plan’s cheap conditions)', () => {
  const plugins = conditionRegistry()
    .plugins('condition')
    .filter((plugin) => plugin.type !== 120);

  it('a row-only meaning compiles every example to a test of the friends row alone', () => {
    const rowOnly = plugins.filter(
      (plugin) => conditionRegistry().extras('condition', plugin.type)?.meaning?.rowOnly,
    );
    expect(rowOnly.map((plugin) => plugin.type).sort((a, b) => a - b)).toEqual([
      11, 15, 20, 25, 30, 50, 93, 106, 110,
    ]);
    for (const plugin of rowOnly)
      for (const example of plugin.examples?.valid ?? []) {
        expect(sqlOf(example), `${plugin.type} ${JSON.stringify(example)}`).not.toMatch(OTHER_TABLE);
        expect(isRowOnly(example)).toBe(true);
      }
  });

  it('every other meaning reads another table for some example: not marked cheap by mistake', () => {
    const probing = plugins.filter((plugin) => {
      const meaning = conditionRegistry().extras('condition', plugin.type)?.meaning;
      return meaning && !meaning.rowOnly && plugin.type >= 0;
    });
    expect(probing.length).toBeGreaterThan(8);
    for (const plugin of probing) {
      const examples = (plugin.examples?.valid ?? []) as unknown[];
      expect(
        examples.some((example) => OTHER_TABLE.test(sqlOf(example))),
        `${plugin.type}: ${examples.map((example) => sqlOf(example)).join('\n')}`,
      ).toBe(true);
      for (const example of examples) expect(isRowOnly(example)).toBe(false);
    }
  });

  it('an or-group is row-only exactly when every member is', () => {
    expect(
      isRowOnly({
        type: 120,
        inputs: [
          { type: 20, memos: 'a' },
          { type: 50, notify: [1] },
        ],
      }),
    ).toBe(true);
    expect(
      isRowOnly({
        type: 120,
        inputs: [
          { type: 20, memos: 'a' },
          { type: 60, tag_ids: [1], tag_or: 0 },
        ],
      }),
    ).toBe(false);
  });
});
