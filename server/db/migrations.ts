import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { createFriendFacts } from './friend-facts.ts';
import { nameIndexColumns } from './name-fold.ts';
import type { Db, DialectName } from './schema.ts';

/**
 * The migrations, shared by SQLite and PostgreSQL. Names sort in the order they run; a released migration is
 * never edited, a new one is added instead. The dialect is passed in because the two engines spell an
 * auto-generated key differently. Exported for tests that start from an older schema.
 *
 * @example await (await migratorFor(db, 'sqlite')).migrateTo('001_initial')
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001_initial': {
      async up(db: Kysely<any>) {
        const id = (name: string, table: string) =>
          db.schema
            .createTable(table)
            .addColumn(name, 'integer', (col) =>
              dialect === 'postgres'
                ? col.primaryKey().generatedByDefaultAsIdentity()
                : col.primaryKey().autoIncrement(),
            );

        await id('id', 'accounts')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('abilities', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await id('id', 'folders')
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('unique_flag', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('folders_by_kind')
          .on('folders')
          .columns(['account_id', 'kind'])
          .execute();

        await id('id', 'items')
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('group_id', 'integer')
          .addColumn('favorite', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('super', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('writable', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('type', 'integer')
          .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('items_by_kind').on('items').columns(['account_id', 'kind']).execute();

        await id('id', 'documents')
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('group_id', 'integer')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('deleted_at', 'text')
          .execute();
        await db.schema
          .createIndex('documents_by_kind')
          .on('documents')
          .columns(['account_id', 'kind', 'group_id'])
          .execute();

        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '002_document_revisions': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('document_revisions')
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
          .addColumn('revision', 'integer', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('saved_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('document_revisions_pk', ['document_id', 'revision'])
          .execute();
        // Documents saved before this migration get their current revision, so every live revision can be read.
        await db
          .insertInto('document_revisions')
          .columns(['account_id', 'kind', 'document_id', 'revision', 'body', 'saved_at'])
          .expression(
            db.selectFrom('documents').select(['account_id', 'kind', 'id', 'revision', 'body', 'updated_at']),
          )
          .execute();
      },
    },
    '003_operators': {
      async up(db: Kysely<any>) {
        const id = (table: string) =>
          db.schema
            .createTable(table)
            .addColumn('id', 'integer', (col) =>
              dialect === 'postgres'
                ? col.primaryKey().generatedByDefaultAsIdentity()
                : col.primaryKey().autoIncrement(),
            );
        await id('operators')
          .addColumn('login_id', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await id('roles')
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('operator_accounts')
          .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
          .addPrimaryKeyConstraint('operator_accounts_pk', ['operator_id', 'account_id'])
          .execute();
        await db.schema
          .createTable('sessions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema.createIndex('sessions_by_operator').on('sessions').column('operator_id').execute();
        // Who saved a revision; earlier revisions (and the seed's) name nobody.
        await db.schema.alterTable('document_revisions').addColumn('operator_id', 'integer').execute();
      },
    },
    '004_forms': {
      async up(db: Kysely<any>) {
        // null: every form-item swatch the registry knows (what accounts made before this migration get).
        await db.schema.alterTable('accounts').addColumn('allowed_swatches', 'text').execute();
        await db.schema
          .createTable('form_codes')
          .addColumn('code', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('document_id', 'integer', (c) => c.notNull().unique().references('documents.id'))
          .execute();
      },
    },
    '005_form_answers': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('form_answers')
          .addColumn('id', 'integer', (col) =>
            dialect === 'postgres'
              ? col.primaryKey().generatedByDefaultAsIdentity()
              : col.primaryKey().autoIncrement(),
          )
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
          .addColumn('answer', 'text', (c) => c.notNull())
          .addColumn('respondent', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('form_answers_by_form')
          .on('form_answers')
          .columns(['document_id', 'id'])
          .execute();
        await db.schema
          .createIndex('form_answers_by_respondent')
          .on('form_answers')
          .columns(['document_id', 'respondent'])
          .execute();
      },
    },
    '006_media': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('media')
          .addColumn('id', 'integer', (col) =>
            dialect === 'postgres'
              ? col.primaryKey().generatedByDefaultAsIdentity()
              : col.primaryKey().autoIncrement(),
          )
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('width', 'integer')
          .addColumn('height', 'integer')
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('media_by_account').on('media').columns(['account_id', 'kind']).execute();
      },
    },
    '007_form_answer_files': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('form_answer_files')
          .addColumn('media_id', 'integer', (c) => c.primaryKey().references('media.id'))
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id'))
          .addColumn('item', 'text', (c) => c.notNull())
          .addColumn('token', 'text', (c) => c.notNull())
          .addColumn('answer_id', 'integer', (c) => c.references('form_answers.id'))
          .addColumn('filename', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('form_answer_files_by_answer')
          .on('form_answer_files')
          .columns(['document_id', 'answer_id'])
          .execute();
      },
    },
    '008_friends': {
      async up(db: Kysely<any>) {
        await createFriendTables(db, dialect);
      },
    },
    '009_friend_editor': {
      async up(db: Kysely<any>) {
        await createFriendEditorTables(db, dialect);
      },
    },
    // Friends' image and PDF values (issue 17 point 4, docs/decisions/friend-media.md): the description of a
    // file kept in the FileStore under `key`; the bytes are not in the database.
    '010_attachments': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('attachments')
          .addColumn('id', 'integer', (col) =>
            dialect === 'postgres'
              ? col.primaryKey().generatedByDefaultAsIdentity()
              : col.primaryKey().autoIncrement(),
          )
          .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
          .addColumn('key', 'text', (c) => c.notNull().unique())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('var_id', 'integer', (c) => c.references('items.id'))
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('filename', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('width', 'integer')
          .addColumn('height', 'integer')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('thumbnail_key', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.references('operators.id'))
          .execute();
        await db.schema
          .createIndex('attachments_by_var')
          .on('attachments')
          .columns(['account_id', 'var_id'])
          .execute();
      },
    },
    // Funnel counts walk an account's friends in id order, so the probes of the friend tables (friend first in
    // their keys) read their pages in order too (docs/decisions/funnel-evaluation.md): 4× faster than the
    // planner's walk along the registration index at 100,000 friends.
    '011_funnel_indexes': {
      async up(db: Kysely<any>) {
        await db.schema.createIndex('friends_by_account').on('friends').column('account_id').execute();
      },
    },
    // Funnel counts read their walk and their number probes from indexes alone (docs/decisions/
    // funnel-evaluation.md, "2026-11-26: the count at 1,000,000 friends"): the friend's short columns the
    // row-only conditions test, in id order (no read of the wide friends row: 150 of 750 ms at 1,000,000), and a
    // friend's values with their number and date (no read of the friend_values row for a 10–13 or 20 mode).
    '012_funnel_count_indexes': {
      async up(db: Kysely<any>) {
        await db.schema
          .createIndex('friends_counted')
          .on('friends')
          // Names, memo, status message and email are left out (long texts: a funnel searching them reads the row).
          .columns([
            'account_id',
            'id',
            'blocked',
            'user_rate',
            'registered_at',
            'last_response_at',
            'notify',
            'richmenu_id',
            'register_type',
            'mail_status',
          ])
          .execute();
        await db.schema
          .createIndex('friend_values_by_friend')
          .on('friend_values')
          .columns(['friend_id', 'item_id', 'num', 'date'])
          .execute();
      },
    },
    // The scenario condition (41) tests a friend's step and state in the scenario: from the primary key
    // (friend_id, scenario_id) each probe read the friend_scenarios row too. Measured on the 1,000,000-friend
    // bench file: 20 of a count part's 217 ms went to that probe (docs/decisions/funnel-evaluation.md).
    '013_friend_scenarios_covered': {
      async up(db: Kysely<any>) {
        await db.schema
          .createIndex('friend_scenarios_by_friend')
          .on('friend_scenarios')
          .columns(['friend_id', 'scenario_id', 'state', 'step'])
          .execute();
      },
    },
    // PostgreSQL's count reads one narrow row per friend, its tags, numbers, forms and scenario states as arrays
    // (friend-facts.ts): 3.5× less CPU a count than the joins at 1,000,000 friends. SQLite's count probes instead.
    '014_friend_facts': {
      async up(db: Kysely<any>) {
        if (dialect === 'postgres') await createFriendFacts(db);
      },
    },
    // Roles are saved like documents: a write names the revision it started from, a stale one answers 409
    // (docs/decisions/operators.md, "Two tabs on one role"). Roles made before this start at 1.
    '015_role_revisions': {
      async up(db: Kysely<any>) {
        await db.schema
          .alterTable('roles')
          .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
    // A role's name is unique in its account (the server checked it before writing, but two writes at once both
    // passed the check). Names already taken twice, from before the check, get a number: スタッフ, スタッフ(2).
    '016_role_names_unique': {
      async up(db: Kysely<any>) {
        await numberDuplicateRoleNames(db);
        await db.schema
          .createIndex('roles_by_name')
          .on('roles')
          .columns(['account_id', 'name'])
          .unique()
          .execute();
      },
    },
    // The name search compares folded names (NFKC and lower case: Ｓａｔｏ finds Sato, ｻﾄｳ finds サトウ;
    // docs/decisions/friend-name-fold.md): a column of the folded names, the grams rewritten from them, and on
    // SQLite the trigram index over the folded column instead of the three names.
    '017_friend_name_fold': {
      async up(db: Kysely<any>) {
        await foldFriendNames(db, dialect);
      },
    },
  };
}

/** Role names have at most 50 characters (the role routes' schema). */
const ROLE_NAME_MAX = 50;

/**
 * Renames the second and later roles of a name within an account, in id order, to the first free `name(n)`
 * (the name shortened when the number would take it past 50 characters): the first keeps its name.
 */
async function numberDuplicateRoleNames(db: Kysely<any>): Promise<void> {
  const roles = (await db
    .selectFrom('roles')
    .select(['id', 'account_id', 'name'])
    .orderBy('id')
    .execute()) as {
    id: number;
    account_id: number;
    name: string;
  }[];
  const taken = new Map<number, Set<string>>();
  for (const role of roles) {
    const names = taken.get(role.account_id) ?? new Set<string>();
    names.add(role.name);
    taken.set(role.account_id, names);
  }
  const seen = new Set<string>();
  for (const role of roles) {
    const key = `${role.account_id}\n${role.name}`;
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    const names = taken.get(role.account_id) as Set<string>;
    let renamed = role.name;
    for (let n = 2; names.has(renamed); n += 1) {
      const suffix = `(${n})`;
      renamed = [...role.name].slice(0, ROLE_NAME_MAX - suffix.length).join('') + suffix;
    }
    names.add(renamed);
    await db.updateTable('roles').set({ name: renamed }).where('id', '=', role.id).execute();
  }
}

/**
 * Migration 008: the friends of an account and what the funnel conditions read about them (issue 17 point 1,
 * docs/decisions/friends-data.md). Every funnel condition can be answered from an index: a friend's columns by
 * the list orders, tags by (tag, friend), values by (item, text | number | date), events by their target.
 * SQLite also gets FTS5 indexes of the three names (kept by triggers) for substring search: trigrams for three
 * characters and more, the names' unigrams and bigrams (`name_grams`) for one and two.
 */
async function createFriendTables(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const serial = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) =>
        dialect === 'postgres'
          ? col.primaryKey().generatedByDefaultAsIdentity()
          : col.primaryKey().autoIncrement(),
      );
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();

  await serial('friends')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('line_user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mail_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .addColumn('register_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_response_at', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_rate', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('richmenu_id', 'integer')
    .addColumn('scenario_id', 'integer')
    .addColumn('scenario_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scenario_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scenario_started_at', 'text')
    // The one- and two-character pieces of the three names (server/db/friends.ts nameGrams), for short searches.
    .addColumn('name_grams', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('friends_by_line_user')
    .on('friends')
    .columns(['account_id', 'line_user_id'])
    .unique()
    .execute();
  // The list's keyset orders (both directions read the same index) and the filters that come with them.
  await index('friends_by_registered', 'friends', ['account_id', 'registered_at', 'id']);
  await index('friends_by_last_response', 'friends', ['account_id', 'last_response_at', 'id']);
  await index('friends_by_notify', 'friends', ['account_id', 'notify', 'registered_at', 'id']);
  await index('friends_by_richmenu', 'friends', ['account_id', 'richmenu_id']);
  await index('friends_by_scenario', 'friends', ['account_id', 'scenario_id', 'scenario_state']);
  await index('friends_by_email', 'friends', ['account_id', 'email']);

  await db.schema
    .createTable('friend_tags')
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('tagged_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_tags_pk', ['friend_id', 'tag_id'])
    .execute();
  await index('friend_tags_by_tag', 'friend_tags', ['tag_id', 'friend_id']);

  await db.schema
    .createTable('friend_values')
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('num', dialect === 'postgres' ? 'double precision' : 'real')
    .addColumn('date', 'text')
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_values_pk', ['friend_id', 'item_id'])
    .execute();
  await index('friend_values_by_text', 'friend_values', ['item_id', 'value']);
  await index('friend_values_by_num', 'friend_values', ['item_id', 'num']);
  await index('friend_values_by_date', 'friend_values', ['item_id', 'date']);

  // Scenario history (the current one is on friends): subscribed, sent up to step N, finished.
  await db.schema
    .createTable('friend_scenarios')
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('scenario_id', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_scenarios_pk', ['friend_id', 'scenario_id'])
    .execute();
  await index('friend_scenarios_by_scenario', 'friend_scenarios', ['scenario_id', 'state', 'step']);

  await db.schema
    .createTable('friend_reminders')
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('episode_id', 'integer', (c) => c.notNull())
    .addColumn('goal_at', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('friend_reminders_pk', ['friend_id', 'episode_id'])
    .execute();
  await index('friend_reminders_by_episode', 'friend_reminders', ['episode_id', 'goal_at']);

  // Event reservations (kind 'event': target = slot, plan = menu) and salon ones (kind 'salon': target = salon,
  // plan = course, resource = staff or room); status is the reservation status key.
  await serial('friend_reservations')
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('plan_id', 'integer')
    .addColumn('resource_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('friend_reservations_by_target', 'friend_reservations', ['kind', 'target_id', 'status']);
  await index('friend_reservations_by_friend', 'friend_reservations', ['friend_id']);

  // One row per (friend, target) for the simple event kinds: forms answered, conversions, landings, phases.
  for (const [table, column] of [
    ['friend_forms', 'form_id'],
    ['friend_conversions', 'tracker_id'],
    ['friend_phases', 'journey_tag_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
      .addColumn(column, 'integer', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['friend_id', column])
      .execute();
    await index(`${table}_by_target`, table, [column, 'at']);
  }
  // Landing visits keep every visit (date and time conditions) and the keys the link carried (m1..m3).
  await serial('friend_landings')
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('landing_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('m1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('m2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('m3', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await index('friend_landings_by_landing', 'friend_landings', ['landing_id', 'at']);
  await index('friend_landings_by_friend', 'friend_landings', ['friend_id']);

  if (dialect === 'sqlite') {
    // Substring search of the three names: an external-content FTS5 table with the trigram tokenizer.
    await sql`CREATE VIRTUAL TABLE friends_search USING fts5(name, short_name, nickname, content='friends', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE TRIGGER friends_search_insert AFTER INSERT ON friends BEGIN
      INSERT INTO friends_search(rowid, name, short_name, nickname) VALUES (new.id, new.name, new.short_name, new.nickname);
    END`.execute(db);
    await sql`CREATE TRIGGER friends_search_delete AFTER DELETE ON friends BEGIN
      INSERT INTO friends_search(friends_search, rowid, name, short_name, nickname) VALUES ('delete', old.id, old.name, old.short_name, old.nickname);
    END`.execute(db);
    await sql`CREATE TRIGGER friends_search_update AFTER UPDATE OF name, short_name, nickname ON friends BEGIN
      INSERT INTO friends_search(friends_search, rowid, name, short_name, nickname) VALUES ('delete', old.id, old.name, old.short_name, old.nickname);
      INSERT INTO friends_search(rowid, name, short_name, nickname) VALUES (new.id, new.name, new.short_name, new.nickname);
    END`.execute(db);
    // Searches of one or two characters (the trigram index finds nothing shorter than three): the names'
    // unigrams and bigrams as words, found by the unicode61 tokenizer (diacritics kept: が is not か; letters,
    // digits, marks, symbols, emoji and punctuation are word characters; only spaces and controls separate).
    await sql`CREATE VIRTUAL TABLE friends_grams USING fts5(name_grams, content='friends', content_rowid='id', tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M* S* P*'")`.execute(
      db,
    );
    await sql`CREATE TRIGGER friends_grams_insert AFTER INSERT ON friends BEGIN
      INSERT INTO friends_grams(rowid, name_grams) VALUES (new.id, new.name_grams);
    END`.execute(db);
    await sql`CREATE TRIGGER friends_grams_delete AFTER DELETE ON friends BEGIN
      INSERT INTO friends_grams(friends_grams, rowid, name_grams) VALUES ('delete', old.id, old.name_grams);
    END`.execute(db);
    await sql`CREATE TRIGGER friends_grams_update AFTER UPDATE OF name_grams ON friends BEGIN
      INSERT INTO friends_grams(friends_grams, rowid, name_grams) VALUES ('delete', old.id, old.name_grams);
      INSERT INTO friends_grams(rowid, name_grams) VALUES (new.id, new.name_grams);
    END`.execute(db);
  }
}

/**
 * Migration 009: what the friend editor needs (issue 17 points 3 and 6, docs/decisions/friend-editor-server.md).
 * `friends.revision` counts the writes to a friend's tags, values and base fields, so an editor saving over a
 * newer write is refused (409). `friend_messages` is the message history of spec 000 §3.9, read newest first a
 * page at a time by (friend, time, id).
 */
async function createFriendEditorTables(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('friends')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('friend_messages')
    .addColumn('id', 'integer', (col) =>
      dialect === 'postgres'
        ? col.primaryKey().generatedByDefaultAsIdentity()
        : col.primaryKey().autoIncrement(),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('friends.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rate', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('media', 'text')
    .addColumn('quoted_message_id', 'integer')
    .addColumn('line_message_id', 'text')
    .execute();
  await db.schema
    .createIndex('friend_messages_by_friend')
    .on('friend_messages')
    .columns(['friend_id', 'at', 'id'])
    .execute();
}

/**
 * Brings the schema up to date. Safe to run at every start and from several processes at once (Kysely's
 * migrator takes a lock). Throws with the failing migration's name, so a bad start stops early and clearly.
 *
 * @example await migrateToLatest(db, 'sqlite'); // ['001_initial', '002_document_revisions'] on a new database, [] afterwards
 */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<string[]> {
  const migrator = await migratorFor(db, dialect);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${cause}. ` +
        'Check that DATABASE_URL (or the SQLite file) points at this console’s database and that it is writable.',
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrator of a database. PostgreSQL: Kysely looks for its migration tables in every schema unless told which
 * one. With another schema holding them (parallel test suites, one schema each), it skipped creating its own and
 * then failed with `relation "kysely_migration_lock" does not exist`. The schema is the connection's own
 * (search_path).
 *
 * @example await (await migratorFor(db, 'postgres')).migrateTo('001_initial')
 */
export async function migratorFor(db: Kysely<any>, dialect: DialectName): Promise<Migrator> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db, provider, migrationTableSchema });
}

/** Friends folded per UPDATE in migration 017: four parameters each, under both engines' limits. */
const FOLD_BATCH = 500;

/**
 * Migration 017: `friends.name_folded`, written (with `name_grams`) from every friend's folded names in batches
 * of FOLD_BATCH by id, one UPDATE with CASE per batch (portable, and one statement per batch rather than per
 * friend). On SQLite the trigram index is rebuilt over the new column.
 */
async function foldFriendNames(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('friends')
    .addColumn('name_folded', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  if (dialect === 'sqlite') {
    for (const name of ['friends_search_insert', 'friends_search_delete', 'friends_search_update'])
      await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
    await sql`DROP TABLE IF EXISTS friends_search`.execute(db);
  }
  for (let after = 0; ; ) {
    const rows: { id: number; name: string; short_name: string; nickname: string }[] = await db
      .selectFrom('friends')
      .select(['id', 'name', 'short_name', 'nickname'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(FOLD_BATCH)
      .execute();
    if (rows.length === 0) break;
    const folded = rows.map((r) => ({ id: r.id, ...nameIndexColumns(r.name, r.short_name, r.nickname) }));
    const cases = (column: 'name_folded' | 'name_grams') =>
      sql`CASE id ${sql.join(
        folded.map((f) => sql`WHEN ${f.id} THEN ${f[column]}`),
        sql` `,
      )} END`;
    await db
      .updateTable('friends')
      .set({ name_folded: cases('name_folded'), name_grams: cases('name_grams') })
      .where(
        'id',
        'in',
        folded.map((f) => f.id),
      )
      .execute();
    after = rows.at(-1)?.id ?? after;
  }
  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE friends_search USING fts5(name_folded, content='friends', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE TRIGGER friends_search_insert AFTER INSERT ON friends BEGIN
      INSERT INTO friends_search(rowid, name_folded) VALUES (new.id, new.name_folded);
    END`.execute(db);
    await sql`CREATE TRIGGER friends_search_delete AFTER DELETE ON friends BEGIN
      INSERT INTO friends_search(friends_search, rowid, name_folded) VALUES ('delete', old.id, old.name_folded);
    END`.execute(db);
    await sql`CREATE TRIGGER friends_search_update AFTER UPDATE OF name_folded ON friends BEGIN
      INSERT INTO friends_search(friends_search, rowid, name_folded) VALUES ('delete', old.id, old.name_folded);
      INSERT INTO friends_search(rowid, name_folded) VALUES (new.id, new.name_folded);
    END`.execute(db);
    await sql`INSERT INTO friends_search(friends_search) VALUES ('rebuild')`.execute(db);
  }
}
