import {
  DummyDriver,
  expressionBuilder,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { FriendExpressions, FunnelDatabase } from '../shared/conditions/meaning.ts';
import { type CompileOptions, compileCondition } from './meanings.ts';

/** A Kysely that only compiles, for one engine. */
const compilerOf = (dialect: CompileOptions['dialect']) =>
  new Kysely<FunnelDatabase>({
    dialect:
      dialect === 'sqlite'
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (kysely) => new SqliteIntrospector(kysely),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (kysely) => new PostgresIntrospector(kysely),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
  });

/**
 * The SQL text a condition compiles to in `SELECT f.id FROM <table> f WHERE …` with these options (no database:
 * for tests that read what a meaning's SQL touches).
 *
 * @example conditionSqlOf(options)({ type: 60, tag_ids: [1], tag_or: 0 }) // 'select "f"."id" from "friends" as "f" where exists (…)'
 */
export function conditionSqlOf(options: CompileOptions, table: 'friends' | 'f' = 'friends') {
  const db = compilerOf(options.dialect);
  return (condition: unknown): string =>
    (table === 'friends' ? db.selectFrom('friends as f') : db.selectFrom('f'))
      .select('f.id')
      .where(
        compileCondition(expressionBuilder<FunnelDatabase, 'f'>() as FriendExpressions, condition, options),
      )
      .compile().sql;
}
