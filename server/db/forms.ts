import { randomInt } from 'node:crypto';
import type { Db } from './schema.ts';

/** The characters of a form code: letters and digits that read apart (no 0/O, 1/l/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** A form code's length (spec 002 §3 placeholders: FORM_{6-char code}). */
export const FORM_CODE_LENGTH = 6;

/**
 * The code of a stored form, or undefined before its first save through the form builder.
 *
 * @example await formCode(db, 1, 12) // 'aB3kPq'
 */
export async function formCode(db: Db, accountId: number, documentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('form_codes')
    .select('code')
    .where('account_id', '=', accountId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row?.code;
}

/**
 * A code no form has yet (random, checked against the table; the insert's primary key is the final guard).
 *
 * @example const code = await unusedFormCode(db);
 */
export async function unusedFormCode(db: Db): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: FORM_CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    const taken = await db
      .selectFrom('form_codes')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/**
 * Records a form's code once; a form that already has one keeps it (the answer is the code it has).
 *
 * @example await recordFormCode(db, 1, 12, 'aB3kPq') // 'aB3kPq'
 */
export async function recordFormCode(
  db: Db,
  accountId: number,
  documentId: number,
  code: string,
): Promise<string> {
  await db
    .insertInto('form_codes')
    .values({ code, account_id: accountId, document_id: documentId })
    .onConflict((oc) => oc.column('document_id').doNothing())
    .execute();
  return (await formCode(db, accountId, documentId)) ?? code;
}

/**
 * The form-item swatches an account may use (GET /api/swatch/permissions): its stored list, or `every` (the
 * registry's form-item types) when it has none.
 *
 * @example await allowedSwatches(db, 1, [500, 501, 510]) // [500, 501, 510]
 */
export async function allowedSwatches(
  db: Db,
  accountId: number,
  every: readonly number[],
): Promise<number[]> {
  const row = await db
    .selectFrom('accounts')
    .select('allowed_swatches')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row?.allowed_swatches) return [...every];
  try {
    const stored: unknown = JSON.parse(row.allowed_swatches);
    return Array.isArray(stored) ? stored.filter((s): s is number => Number.isInteger(s)) : [...every];
  } catch {
    return [...every];
  }
}

/**
 * The codes of an account's live forms, by form id (the rich-menu LINE export resolves form buttons and
 * [FORM_xxxxxx] tags with it).
 *
 * @example (await formCodesOf(db, 1)).get(12) // 'aB3kPq'
 */
export async function formCodesOf(db: Db, accountId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('form_codes')
    .innerJoin('documents', 'documents.id', 'form_codes.document_id')
    .select(['form_codes.document_id', 'form_codes.code'])
    .where('form_codes.account_id', '=', accountId)
    .where('documents.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.document_id, row.code]));
}
