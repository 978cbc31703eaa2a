import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, DialectName } from './schema.ts';

/**
 * The migrations, shared by SQLite and PostgreSQL. Names sort in the order they run; a released migration is
 * never edited, a new one is added instead. The dialect is passed in because the two engines spell an
 * auto-generated key differently. Exported for tests that start from an older schema.
 *
 * @example new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') } }).migrateTo('001_initial')
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
  };
}

/**
 * Brings the schema up to date. Safe to run at every start and from several processes at once (Kysely's
 * migrator takes a lock). Throws with the failing migration's name, so a bad start stops early and clearly.
 *
 * @example await migrateToLatest(db, 'sqlite'); // ['001_initial', '002_document_revisions'] on a new database, [] afterwards
 */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
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
