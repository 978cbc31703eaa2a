import { describe, expect, it } from 'vitest';
import { conditionSqlOf } from './condition-sql.test-support.ts';
import { conditionRegistry, countsOverFacts } from './meanings.ts';

/**
 * PostgreSQL counts over friend_facts (server/db/friend-facts.ts), which holds the friend's short columns and
 * not the long texts: a meaning's `readsTexts` says its SQL needs them, and the funnel is then counted over
 * friends. Checked against what each condition plugin's valid examples compile to with `facts: true` (the
 * differential tests on PostgreSQL run the same SQL against the data).
 */
const sqlOf = conditionSqlOf(
  {
    now: new Date('2026-11-26T00:00:00Z'),
    tagGroups: new Map([[1, [2, 3]]]),
    slotGroups: new Map([[9, [2, 4]]]),
    dialect: 'postgres',
    facts: true,
  },
  'f',
);
/** A column friend_facts leaves out. */
const LONG_TEXT = /"f"\."(name|short_name|nickname|memo|status_message|email|line_user_id|name_grams)"/;
const plugins = conditionRegistry()
  .plugins('condition')
  .filter((plugin) => plugin.type !== 120);
const meaningOf = (type: number) => conditionRegistry().extras('condition', type)?.meaning;

describe('readsTexts (what PostgreSQL counts over friends instead of friend_facts)', () => {
  it('a meaning that does not say readsTexts never reads a long text', () => {
    const others = plugins.filter((plugin) => meaningOf(plugin.type) && !meaningOf(plugin.type)?.readsTexts);
    expect(others.length).toBeGreaterThan(15);
    for (const plugin of others)
      for (const example of plugin.examples?.valid ?? []) {
        expect(sqlOf(example), `${plugin.type} ${JSON.stringify(example)}`).not.toMatch(LONG_TEXT);
        expect(countsOverFacts({ inputs: [example] })).toBe(true);
      }
  });

  it('a meaning that says it reads one for some example (not marked by mistake), and its funnel is counted over friends', () => {
    const texts = plugins.filter((plugin) => meaningOf(plugin.type)?.readsTexts);
    expect(texts.map((plugin) => plugin.type).sort((a, b) => a - b)).toEqual([11, 15, 20, 25]);
    for (const plugin of texts) {
      const examples = (plugin.examples?.valid ?? []) as unknown[];
      expect(
        examples.some((example) => LONG_TEXT.test(sqlOf(example))),
        String(plugin.type),
      ).toBe(true);
      for (const example of examples) {
        expect(countsOverFacts({ inputs: [example] })).toBe(false);
        // Inside an or-group too.
        expect(
          countsOverFacts({ inputs: [{ type: 120, inputs: [{ type: 50, notify: [1] }, example] }] }),
        ).toBe(false);
      }
    }
  });

  it('tags, numbers, answered forms and scenario states are tested on the row, without their tables', () => {
    const onRow = [
      { type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 0 },
      { type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 1 },
      { type: 60, use_group: 0, tag_ids: [1], tag_or: 2 },
      { type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 3 },
      { type: 60, use_group: 1, tag_group_id: 1, tag_or: 0 },
      { type: 75, var_id: 7, match: 10, query: '100' },
      { type: 75, var_id: 7, match: 13, query: '-2.5' },
      { type: 95, form_id: 4, match: 0 },
      { type: 95, form_id: 4, match: 10, use_date: 0 },
      { type: 41, group_id: 3, match: 0 },
      { type: 41, group_id: 3, match: 3 },
      { type: 41, group_id: 3, match: 4 },
      { type: 41, group_id: 3, match: 5 },
    ];
    for (const condition of onRow) {
      const text = sqlOf(condition);
      expect(text, JSON.stringify(condition)).not.toMatch(/"friend_\w+"/);
      expect(text, JSON.stringify(condition)).toMatch(/"f"\."(tags|nums|forms|scenario_states)"/);
    }
    // A period of answers, a day of a scenario and a text value still read their tables.
    for (const condition of [
      { type: 95, form_id: 4, match: 0, use_date: 1, date_from: '2025/01/01' },
      { type: 41, group_id: 3, match: 2, date: 3 },
      { type: 75, var_id: 7, match: 0, query: 'ゴールド' },
    ])
      expect(sqlOf(condition), JSON.stringify(condition)).toMatch(/"friend_\w+"/);
  });
});
