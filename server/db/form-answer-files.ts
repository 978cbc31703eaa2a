/**
 * Files friends upload on a form's answering page (table form_answer_files, migration 007; the bytes in `media`,
 * kind 'form-answer'): stored when uploaded, attached to the answer that names them (with the upload's token),
 * read back by the console. See docs/decisions/form-answers.md.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AnswerFile, type Answers, isAnswerFile } from '../../documents/form-answers.ts';
import { FORM_ANSWER_MEDIA_KIND } from '../media/answer-files.ts';
import { insertMedia } from './media.ts';
import type { Database, Db } from './schema.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores an uploaded file for a form's item, answering its media id and a new random token (only its hash is
 * kept): the page sends both back with the answer.
 *
 * @example const { media_id, token } = await storeAnswerFile(db, { accountId: 1, documentId: 12, item: 'file1', content_type: 'image/png', width: 4, height: 2, bytes });
 */
export async function storeAnswerFile(
  db: Db,
  file: {
    accountId: number;
    documentId: number;
    item: string;
    content_type: string;
    width: number | null;
    height: number | null;
    bytes: Uint8Array;
  },
): Promise<{ media_id: number; token: string; size: number }> {
  const token = randomBytes(24).toString('base64url');
  return db.transaction().execute(async (trx) => {
    const media = await insertMedia(trx, file.accountId, {
      kind: FORM_ANSWER_MEDIA_KIND,
      content_type: file.content_type,
      width: file.width,
      height: file.height,
      bytes: file.bytes,
    });
    await trx
      .insertInto('form_answer_files')
      .values({
        media_id: media.id,
        account_id: file.accountId,
        document_id: file.documentId,
        item: file.item,
        token: hash(token),
        answer_id: null,
        filename: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { media_id: media.id, token, size: media.size };
  });
}

/** The file answers among kept answers: item name → file (only values of a file answer's shape). */
export const fileAnswers = (answers: Answers): [string, AnswerFile][] =>
  Object.entries(answers).filter((entry): entry is [string, AnswerFile] => isAnswerFile(entry[1]));

/** Object answers that are not of a file answer's shape (a file without its id or token): never attachable. */
const malformedFiles = (answers: Answers): string[] =>
  Object.entries(answers)
    .filter(
      ([, value]) =>
        typeof value === 'object' && value !== null && !Array.isArray(value) && !isAnswerFile(value),
    )
    .map(([key]) => key);

/** Why a named file may not be attached (the message shown on the item). */
export const FILE_NOT_ATTACHABLE = 'ファイルが見つかりません。もう一度ファイルを選択してください';

/**
 * Checks the answer's files inside the storing transaction: each must have been uploaded for this form and this
 * item, carry its upload's token, and not be attached to another answer yet. Answers the messages by item name
 * (empty when all may be attached).
 */
export async function unattachableFiles(
  trx: Kysely<Database>,
  documentId: number,
  answers: Answers,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  // A file named without the id or token its upload answered is refused like an unknown one, never a 500.
  for (const key of malformedFiles(answers)) errors[key] = FILE_NOT_ATTACHABLE;
  for (const [key, file] of fileAnswers(answers)) {
    const row = await trx
      .selectFrom('form_answer_files')
      .select(['token', 'answer_id', 'item'])
      .where('media_id', '=', file.media_id)
      .where('document_id', '=', documentId)
      .executeTakeFirst();
    const given = Buffer.from(hash(file.token ?? ''), 'hex');
    const ok =
      row !== undefined &&
      row.answer_id === null &&
      row.item === key &&
      timingSafeEqual(Buffer.from(row.token, 'hex'), given);
    if (!ok) errors[key] = FILE_NOT_ATTACHABLE;
  }
  return errors;
}

/** Attaches the answer's files to it (inside the storing transaction, after unattachableFiles). */
export async function attachFiles(trx: Kysely<Database>, answerId: number, answers: Answers): Promise<void> {
  for (const [, file] of fileAnswers(answers))
    await trx
      .updateTable('form_answer_files')
      .set({ answer_id: answerId, filename: file.filename })
      .where('media_id', '=', file.media_id)
      .where('answer_id', 'is', null)
      .execute();
}

/** The answers as stored: each file keeps its media id and name, never the token. */
export function withoutTokens(answers: Answers): Answers {
  const out: Answers = { ...answers };
  for (const [key, file] of fileAnswers(answers))
    out[key] = { media_id: file.media_id, filename: file.filename };
  return out;
}

/**
 * A file attached to an answer of an account's form, with its bytes and name, or undefined (another form's, another
 * account's, or a file not attached to that answer).
 *
 * @example const file = await answerFile(db, { accountId: 1, documentId: 12, answerId: 3, mediaId: 9 });
 */
export async function answerFile(
  db: Db,
  at: { accountId: number; documentId: number; answerId: number; mediaId: number },
): Promise<{ content_type: string; filename: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom('form_answer_files')
    .innerJoin('media', 'media.id', 'form_answer_files.media_id')
    .select(['media.content_type', 'media.bytes', 'form_answer_files.filename'])
    .where('form_answer_files.account_id', '=', at.accountId)
    .where('form_answer_files.document_id', '=', at.documentId)
    .where('form_answer_files.answer_id', '=', at.answerId)
    .where('form_answer_files.media_id', '=', at.mediaId)
    .where('media.account_id', '=', at.accountId)
    .where('media.kind', '=', FORM_ANSWER_MEDIA_KIND)
    .executeTakeFirst();
  if (!row) return undefined;
  return { content_type: row.content_type, filename: row.filename ?? 'file', bytes: Buffer.from(row.bytes) };
}
