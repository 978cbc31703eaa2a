/**
 * The stored answers of forms (table form_answers, migration 005) and the limits checked as one is stored:
 * answer_limit (first come), ping 1 (once per respondent) and choice capacity are decided in the same transaction
 * as the insert, under a lock on the form's row, so concurrent answers cannot overshoot a limit on either engine
 * (see docs/decisions/form-answers.md).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { AnswerForm, Answers } from '../../documents/form-answers.ts';
import { attachFiles, unattachableFiles, withoutTokens } from './form-answer-files.ts';
import type { Database, Db } from './schema.ts';

/** A form found by its public code, with the account it belongs to. */
export interface PublicForm {
  accountId: number;
  documentId: number;
  code: string;
  body: Record<string, unknown>;
}

/**
 * The live form with this code, or undefined.
 *
 * @example await formByCode(db, 'aB3kPq') // { accountId: 1, documentId: 12, code: 'aB3kPq', body: {…} }
 */
export async function formByCode(db: Db, code: string): Promise<PublicForm | undefined> {
  const row = await db
    .selectFrom('form_codes')
    .innerJoin('documents', 'documents.id', 'form_codes.document_id')
    .select(['form_codes.account_id', 'form_codes.document_id', 'form_codes.code', 'documents.body'])
    .where('form_codes.code', '=', code)
    .where('documents.kind', '=', 'form')
    .where('documents.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    accountId: row.account_id,
    documentId: row.document_id,
    code: row.code,
    body: JSON.parse(row.body) as Record<string, unknown>,
  };
}

/** How many answers a form has. */
export async function answerCount(db: Kysely<Database>, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('form_answers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether this respondent has answered the form already. */
export async function hasAnswered(
  db: Kysely<Database>,
  documentId: number,
  respondent: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('form_answers')
    .select('id')
    .where('document_id', '=', documentId)
    .where('respondent', '=', respondent)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The respondent's latest stored answer to the form, or undefined (what restore_last fills in again).
 *
 * @example await lastAnswer(db, 12, respondentHash) // { text1: '山田', radio1: 2 }
 */
export async function lastAnswer(
  db: Kysely<Database>,
  documentId: number,
  respondent: string,
): Promise<Answers | undefined> {
  const row = await db
    .selectFrom('form_answers')
    .select('answer')
    .where('document_id', '=', documentId)
    .where('respondent', '=', respondent)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (JSON.parse(row.answer) as Answers) : undefined;
}

/**
 * How many stored answers chose each capped choice (limit_type 1) of the form: item name → choice id → count,
 * what the answer rules' capacity check reads.
 */
export async function takenChoices(
  db: Kysely<Database>,
  documentId: number,
  form: AnswerForm,
): Promise<Record<string, Record<number, number>>> {
  const capped = form.attr.filter((item) => item.name && item.choices?.some((c) => c.limit_type === 1));
  if (capped.length === 0) return {};
  const rows = await db
    .selectFrom('form_answers')
    .select('answer')
    .where('document_id', '=', documentId)
    .execute();
  const taken: Record<string, Record<number, number>> = {};
  for (const row of rows) {
    const answers = JSON.parse(row.answer) as Answers;
    for (const item of capped) {
      const name = item.name as string;
      const value = answers[name];
      for (const id of Array.isArray(value) ? value : typeof value === 'number' ? [value] : []) {
        taken[name] ??= {};
        taken[name][id] = (taken[name][id] ?? 0) + 1;
      }
    }
  }
  return taken;
}

/** Why an answer was not stored: a limit of the form's options, or its rules (with the messages). */
export type StoreOutcome =
  | { stored: true; id: number }
  | { stored: false; reason: 'answer_limit' | 'ping' }
  | { stored: false; reason: 'rules'; errors: Record<string, string> };

/**
 * Stores an answer unless a limit refuses it, all in one transaction. The form's documents row is locked first
 * (PostgreSQL: SELECT … FOR UPDATE, so concurrent answers to one form queue; SQLite: a write transaction, and
 * Kysely's SQLite driver runs one at a time on its single connection), then the count, the respondent and the
 * capacity are read and `check` runs on what was read, the answer's files are checked (form, item, token, not
 * attached yet), then the row is inserted (files without their tokens) and the files attached to it.
 *
 * @example await storeAnswer(db, { form, respondent, limit: 100, once: true, check: (taken) => ({ errors: {}, kept }) })
 */
export async function storeAnswer(
  db: Db,
  input: {
    form: PublicForm;
    respondent: string;
    limit: number | null;
    once: boolean;
    check: (taken: Record<string, Record<number, number>>) => {
      errors: Record<string, string>;
      kept: Answers;
    };
  },
): Promise<StoreOutcome> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { form } = input;
  return db.transaction().execute(async (trx): Promise<StoreOutcome> => {
    if (postgres) await sql`select id from documents where id = ${form.documentId} for update`.execute(trx);
    if (input.limit !== null && (await answerCount(trx, form.documentId)) >= input.limit)
      return { stored: false, reason: 'answer_limit' };
    if (input.once && (await hasAnswered(trx, form.documentId, input.respondent)))
      return { stored: false, reason: 'ping' };
    const checked = input.check(await takenChoices(trx, form.documentId, form.body as unknown as AnswerForm));
    if (Object.keys(checked.errors).length > 0)
      return { stored: false, reason: 'rules', errors: checked.errors };
    // Files: uploaded for this form and item, with their token, attached to no other answer (the lock above
    // keeps two answers of the form from taking the same file).
    const fileErrors = await unattachableFiles(trx, form.documentId, checked.kept);
    if (Object.keys(fileErrors).length > 0) return { stored: false, reason: 'rules', errors: fileErrors };
    const row = await trx
      .insertInto('form_answers')
      .values({
        account_id: form.accountId,
        document_id: form.documentId,
        answer: JSON.stringify(withoutTokens(checked.kept)),
        respondent: input.respondent,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachFiles(trx, row.id, checked.kept);
    return { stored: true, id: row.id };
  });
}

/** One stored answer as the console lists it. */
export interface StoredAnswer {
  id: number;
  created_at: string;
  answers: Answers;
}

/**
 * A page of a form's answers, newest first, and how many there are.
 *
 * @example await listAnswers(db, 1, 12, { offset: 0, limit: 50 }) // { total: 3, answers: [...] }
 */
export async function listAnswers(
  db: Db,
  accountId: number,
  documentId: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; answers: StoredAnswer[] }> {
  const rows = await db
    .selectFrom('form_answers')
    .select(['id', 'created_at', 'answer'])
    .where('account_id', '=', accountId)
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return {
    total: await answerCount(db, documentId),
    answers: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at,
      answers: JSON.parse(row.answer) as Answers,
    })),
  };
}
