import type { Generated, Kysely } from 'kysely';
import type { FriendTables } from '../../plugins/shared/conditions/friend-tables.ts';

/**
 * The tables, as Kysely sees them. One schema for SQLite and PostgreSQL, so only portable column types are used:
 * integers, text, and JSON kept as text (PostgreSQL's jsonb would reorder keys, and a saved document must come
 * back byte for byte). Flags are 0/1 integers and times are ISO 8601 strings for the same reason.
 */
export interface Database extends FriendTables {
  accounts: AccountsTable;
  folders: FoldersTable;
  items: ItemsTable;
  documents: DocumentsTable;
  document_revisions: DocumentRevisionsTable;
  settings: SettingsTable;
  operators: OperatorsTable;
  roles: RolesTable;
  operator_accounts: OperatorAccountsTable;
  sessions: SessionsTable;
  form_codes: FormCodesTable;
  form_answers: FormAnswersTable;
  media: MediaTable;
  form_answer_files: FormAnswerFilesTable;
  // friends and friend_* (messages included): FriendTables, beside the condition plugins that read them.
  attachments: AttachmentsTable;
}

/** An official account: what it may use (abilities) and what its operator may do (permissions). */
export interface AccountsTable {
  id: Generated<number>;
  name: string;
  /** JSON array of ability names, e.g. ["scenario","richmenu"]. */
  abilities: string;
  /** JSON array of permission names, e.g. ["tag-write","user-tag-create"]. */
  permissions: string;
  /**
   * JSON array of the form-item swatch ids the form builder offers (GET /api/swatch/permissions), or null for
   * every registered one (an account made before migration 004).
   */
  allowed_swatches?: string | null;
  created_at: string;
}

/** A folder (group) of items or documents of one kind (spec 000 §3.4). */
export interface FoldersTable {
  id: Generated<number>;
  account_id: number;
  /** An item kind of the picker ('tag', 'varia', ...) or a document kind ('action', 'funnel'). */
  kind: string;
  name: string;
  sort: number;
  /** The unique flag of spec 000 §3.4 (0/1). */
  unique_flag: number;
}

/**
 * An item that blocks refer to (spec 002 §3 "Item picker item"). The common columns are the picker's; the rest
 * of each kind's fields (choices, event menus, remaining counts, badge, ...) live in `data`.
 */
export interface ItemsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  name: string;
  group_id: number | null;
  favorite: number;
  super: number;
  writable: number;
  /** The item's own type: friend-info field types 0/1/2/10/13/20/30, common-info types, ... */
  type: number | null;
  /** JSON object with the kind's other fields. */
  data: string;
  sort: number;
  /** 1: deleted; still resolvable so references show the deleted placeholder. */
  deleted: number;
  created_at: string;
}

/**
 * A saved document: actions and funnels now, forms and rich menus later (`kind`). `body` is the wire document as
 * the client sent it (after validation); `revision` grows by one per save and guards against lost updates.
 */
export interface DocumentsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  name: string;
  group_id: number | null;
  body: string;
  revision: number;
  created_at: string;
  updated_at: string;
  /** Set when deleted: kept so references to it show the deleted placeholder. */
  deleted_at: string | null;
}

/**
 * Every saved revision of a document (its last ones: see REVISIONS_KEPT), so that a client refused with 409 can
 * fetch the revision it started from and three-way merge. Written in the same transaction as the document.
 * Keyed by (document_id, revision); document ids are unique across kinds and accounts.
 */
export interface DocumentRevisionsTable {
  account_id: number;
  kind: string;
  document_id: number;
  revision: number;
  /** The body as `documents.body` held it at this revision. */
  body: string;
  saved_at: string;
  /** Who saved it (migration 003); null for revisions saved before operators existed, and by the seed. */
  operator_id: number | null;
}

/** A person who logs in to the console (migration 003). */
export interface OperatorsTable {
  id: Generated<number>;
  /** What the operator types to log in; unique. */
  login_id: string;
  name: string;
  /** argon2id hash (PHC string) of the password. */
  password_hash: string;
  /** 1: may not log in any more (kept so revisions still name who saved them). */
  disabled: number;
  created_at: string;
}

/** A role of an account: a named list of operating permissions (access/permissions.ts). */
export interface RolesTable {
  id: Generated<number>;
  /** Roles belong to an account: its owners define them. */
  account_id: number;
  name: string;
  /** JSON array of permission names. */
  permissions: string;
  /** 1 at creation, one more at every write: a save names the one it started from (409 when stale). */
  revision: number;
  created_at: string;
}

/** Which accounts an operator belongs to, and with which role in each. */
export interface OperatorAccountsTable {
  operator_id: number;
  account_id: number;
  role_id: number;
}

/**
 * A logged-in session. `id` is the SHA-256 of the cookie's random value, so the table alone cannot be replayed.
 * A session ends at `expires_at`, or when `revoked_at` is set (logout, revoke-all, operator disabled).
 */
export interface SessionsTable {
  id: string;
  operator_id: number;
  /** The account the session acts for now (one the operator belongs to). */
  account_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** Server-wide values that must survive restarts, e.g. the session secret. */
export interface SettingsTable {
  key: string;
  value: string;
}

/** The database handle used everywhere. */
export type Db = Kysely<Database>;

/** Which SQL engine is behind a handle; migrations and a few statements differ by it. */
export type {
  FriendConversionsTable,
  FriendFormsTable,
  FriendLandingsTable,
  FriendMessagesTable,
  FriendPhasesTable,
  FriendRemindersTable,
  FriendReservationsTable,
  FriendScenariosTable,
  FriendsTable,
  FriendTagsTable,
  FriendValuesTable,
} from '../../plugins/shared/conditions/friend-tables.ts';

export type DialectName = 'sqlite' | 'postgres';

/**
 * Text as a column can hold it: PostgreSQL refuses the NUL character in text, so it is dropped from names
 * (bodies are JSON, where JSON.stringify escapes it, so saved documents keep it exactly).
 *
 * @example storableText('a\u0000b') // 'ab'
 */
export function storableText(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (Kysely cannot nest them), so
 * a repository function stays atomic whether the seed's transaction or a route calls it.
 *
 * @example await inTransaction(db, async (trx) => { await insert(trx); await record(trx); });
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * The stable 6-character code of a form (spec 002 §3 Form code, FORM_{code} placeholders): given at its first
 * save, unique over the whole server (the answering page's address will name it), never changed.
 */
export interface FormCodesTable {
  code: string;
  account_id: number;
  document_id: number;
}

/** A friend's answer to a form (migration 005): the checked answers as JSON text, who sent it, when. */
export interface FormAnswersTable {
  id: Generated<number>;
  account_id: number;
  /** The form (a document of kind 'form'). */
  document_id: number;
  /** JSON object of the answers by item name (documents/form-answers.ts), only the sections on the path. */
  answer: string;
  /** SHA-256 (hex) of the respondent token cookie: who answered, for 1回のみ (ping 1). */
  respondent: string;
  /** ISO 8601 time it was stored. */
  created_at: string;
}

/**
 * An uploaded file kept in the database (migration 006), so SQLite and PostgreSQL both hold it and a backup of the
 * database is a backup of the images: rich-menu images now (`kind` 'richmenu'), friends' media values later. The
 * format and size were read from the bytes when it was stored (server/media/image.ts).
 */
export interface MediaTable {
  id: Generated<number>;
  account_id: number;
  /** What it is for: 'richmenu' (a rich-menu image); other uses name their own kind. */
  kind: string;
  /** The MIME type read from the bytes (image/png, image/jpeg), never the client's. */
  content_type: string;
  /** Pixel size of an image, null for other files. */
  width: number | null;
  height: number | null;
  /** The file's length in bytes. */
  size: number;
  /** The file itself: BLOB in SQLite, bytea in PostgreSQL. */
  bytes: Uint8Array;
  created_at: string;
}

/**
 * A file a friend uploaded on a form's answering page (migration 007): its bytes are in `media` (kind
 * 'form-answer'); this row ties it to the form and the item it was uploaded for, holds the hash of the upload
 * token the page got back (an answer may use the file only with it), and, once an answer uses it, that answer
 * (a file is attached to one answer at most) and its file name.
 */
export interface FormAnswerFilesTable {
  media_id: number;
  account_id: number;
  /** The form (documents.id). */
  document_id: number;
  /** The file item's name (file1, …): the answer must put the file under the same item. */
  item: string;
  /** SHA-256 (hex) of the upload token. */
  token: string;
  /** The answer it is attached to, null until one is stored. */
  answer_id: number | null;
  /** The file name the answer gave (shown and downloaded as), null until attached. */
  filename: string | null;
  created_at: string;
}

/**
 * A file uploaded for a friend's image or PDF value (migration 010, docs/decisions/friend-media.md); its bytes
 * are in the FileStore under `key` (and the thumbnail's under `thumbnail_key`).
 */
export interface AttachmentsTable {
  id: Generated<number>;
  account_id: number;
  /** Random, made by the server (server/media/file-store.ts); the friend's value names the file by it. */
  key: string;
  /** What it belongs to: 'var' (a friend-info field's value). */
  kind: string;
  /** The friend-info field (a varia item of type 10 or 13) it was uploaded for. */
  var_id: number | null;
  /** Read from the bytes, never the client's. */
  content_type: string;
  /** The original name, cleaned (shown, and in Content-Disposition). */
  filename: string;
  size: number;
  width: number | null;
  height: number | null;
  /** checked_file | generated_thumbnail | broken_file | scan_failed (spec 000 §4). */
  status: string;
  thumbnail_key: string | null;
  created_at: string;
  /** The operator who uploaded it; null for the demo seed's files. */
  created_by: number | null;
}
