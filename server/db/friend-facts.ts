import { type Kysely, sql } from 'kysely';

/**
 * PostgreSQL's count table (migration 014, issue 19; docs/decisions/funnel-evaluation.md, "2026-11-26: the
 * PostgreSQL count reads friend_facts"): one narrow row per friend holding the short columns the row-only
 * conditions test and, as arrays, the facts the commonest conditions read from other tables: tag ids, friend-info
 * numbers by item, answered form ids, scenario states by scenario. A count whose conditions all compile over it
 * scans this table alone instead of joining friends to four tables: measured on the 1,000,000-friend bench
 * database, 128–185 ms a count instead of 520–580 (docs/performance.md, "PostgreSQL's count, taken apart").
 *
 * It is a copy, kept by statement-level triggers (a transition table per statement, so a bulk write refreshes each
 * friend it touched once, in one statement) on friends and the four fact tables: whatever writes them, the copy
 * follows in the same transaction. SQLite has no such table (its count walks friends_counted and probes).
 */

/**
 * The friends columns the copy holds: what the row-only conditions and the display filters test (the columns of
 * SQLite's friends_counted index, migration 012, which keeps its own list: a released migration is not edited).
 */
export const FRIEND_FACT_COLUMNS = [
  'account_id',
  'blocked',
  'user_rate',
  'registered_at',
  'last_response_at',
  'notify',
  'richmenu_id',
  'register_type',
  'mail_status',
] as const;

/**
 * Each array of the copy: the table it comes from and its value for friend `x.id`, read along the table's key
 * (friend first). Tags and forms sorted (compared as sets); only numbers that are set go into nums (a missing key
 * reads as no number); a scenario's state by scenario (one row per friend and scenario: the table's key).
 */
const FACT_ARRAYS = [
  {
    table: 'friend_tags',
    column: 'tags',
    value: `coalesce((SELECT array_agg(t.tag_id ORDER BY t.tag_id) FROM friend_tags t WHERE t.friend_id = x.id), '{}')`,
  },
  {
    table: 'friend_values',
    column: 'nums',
    value: `coalesce((SELECT jsonb_object_agg(v.item_id, v.num) FROM friend_values v
                      WHERE v.friend_id = x.id AND v.num IS NOT NULL), '{}')`,
  },
  {
    table: 'friend_forms',
    column: 'forms',
    value: `coalesce((SELECT array_agg(a.form_id ORDER BY a.form_id) FROM friend_forms a WHERE a.friend_id = x.id), '{}')`,
  },
  {
    table: 'friend_scenarios',
    column: 'scenario_states',
    value: `coalesce((SELECT jsonb_object_agg(s.scenario_id, s.state) FROM friend_scenarios s
                      WHERE s.friend_id = x.id), '{}')`,
  },
] as const;

/**
 * Creates friend_facts, the function that rewrites the rows of some friends from the source tables, the triggers
 * that call it, and fills it for the friends already there. PostgreSQL only.
 */
export async function createFriendFacts(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE friend_facts (
      id integer PRIMARY KEY,
      account_id integer NOT NULL,
      blocked integer NOT NULL,
      user_rate integer NOT NULL,
      registered_at text NOT NULL,
      last_response_at text NOT NULL,
      notify integer NOT NULL,
      richmenu_id integer,
      register_type integer NOT NULL,
      mail_status integer NOT NULL,
      tags integer[] NOT NULL DEFAULT '{}',
      nums jsonb NOT NULL DEFAULT '{}',
      forms integer[] NOT NULL DEFAULT '{}',
      scenario_states jsonb NOT NULL DEFAULT '{}'
    )`.execute(db);
  await sql`CREATE INDEX friend_facts_by_account ON friend_facts (account_id, id)`.execute(db);

  const columns = FRIEND_FACT_COLUMNS.join(', ');
  // A friends statement: a friend inserted gets its row (no facts yet: theirs reference it, so come after), a
  // friend deleted loses it, a friend updated has its copied columns rewritten when one of them changed (a memo
  // or a name written costs nothing here). `SET search_path FROM CURRENT`: the tables are those of the schema the
  // migration ran in, whoever's session writes.
  const changed = FRIEND_FACT_COLUMNS.map((c) => `n.${c} IS DISTINCT FROM o.${c}`).join(' OR ');
  await sql`
    CREATE FUNCTION friend_facts_from_friends() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO friend_facts (id, ${sql.raw(columns)}) SELECT id, ${sql.raw(columns)} FROM new_rows
        ON CONFLICT (id) DO UPDATE SET ${sql.raw(FRIEND_FACT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '))};
      ELSIF TG_OP = 'DELETE' THEN
        DELETE FROM friend_facts x WHERE x.id IN (SELECT id FROM old_rows);
      ELSE
        UPDATE friend_facts x SET ${sql.raw(FRIEND_FACT_COLUMNS.map((c) => `${c} = n.${c}`).join(', '))}
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE x.id = n.id AND (${sql.raw(changed)});
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  // A fact table's statement: its array recomputed for the friends of the rows it inserted, deleted or updated
  // (old and new rows: an update may move a row to another friend). One statement for them all.
  for (const { column, value } of FACT_ARRAYS) {
    const set = sql.raw(`${column} = ${value}`);
    await sql`
      CREATE FUNCTION ${sql.raw(`friend_facts_${column}`)}() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE friend_facts x SET ${set} WHERE x.id IN (SELECT friend_id FROM new_rows);
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE friend_facts x SET ${set} WHERE x.id IN (SELECT friend_id FROM old_rows);
        ELSE
          UPDATE friend_facts x SET ${set}
          WHERE x.id IN (SELECT friend_id FROM new_rows UNION SELECT friend_id FROM old_rows);
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  }

  // PostgreSQL takes transition tables only on a trigger of one event: three triggers per table.
  const triggers = [
    ['friends', 'friend_facts_from_friends'],
    ...FACT_ARRAYS.map(({ table, column }) => [table, `friend_facts_${column}`]),
  ];
  for (const [table, fn] of triggers)
    for (const [event, referencing] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ] as const)
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_facts_${event.toLowerCase()}`)} AFTER ${sql.raw(event)}
        ON ${sql.table(table as string)} REFERENCING ${sql.raw(referencing)}
        FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(fn as string)}()`.execute(db);

  // The friends already there, in one statement.
  await sql`
    INSERT INTO friend_facts (id, ${sql.raw(columns)}, ${sql.raw(FACT_ARRAYS.map((a) => a.column).join(', '))})
    SELECT x.id, ${sql.raw(FRIEND_FACT_COLUMNS.map((c) => `x.${c}`).join(', '))},
      ${sql.raw(FACT_ARRAYS.map((a) => a.value).join(', '))}
    FROM friends x`.execute(db);
  await sql`ANALYZE friend_facts`.execute(db);
}
