/**
 * A friend as the friend editor edits it (spec 000 §2.1, §3.6, §7): the server's editor answer turned into one
 * flat record, so the document editor machine's three-way merge (engine/core/documents/merge.ts) merges it key
 * by key after a 409 — one tag, one friend-info value, one base field each. Two operators who changed
 * different tags or different fields of one friend both keep their change; only the same key changed two ways
 * is a conflict. Plain TypeScript, no React.
 *
 * Keys: `member_id`, `revision` (never merged), `short_name`, `nickname`, `memo`, `tag:{id}` (true while the
 * friend has the tag, absent otherwise), `var:{id}` (the value text, or `{ value, meta }` when the value has a
 * meta string: a media value's file, a choice's JSON; absent when empty).
 */
import type { Member } from '../friends-api.ts';

/** The base profile fields (spec 000 §3.5); `name` is the messaging service's own and read only. */
export interface FriendBases {
  name: string;
  short_name: string;
  nickname: string;
  memo: string;
}

/** GET /api/member/editor/{member_id} and the save's answer: everything the editor shows of one friend. */
export interface FriendEditorAnswer {
  member: Member;
  revision: number;
  tag_ids: number[];
  /** Friend-info values by field id (text; a choice id for choice fields, an attachment key for media). */
  values: Record<string, string>;
  /** The meta strings by field id: a media value's `{"filename","status"}`, a choice's JSON. */
  metas: Record<string, string>;
  bases: FriendBases;
  /** Which base inputs the account allows (spec 000 §3.6: rename, memo, bestname). */
  authorizations: { rename: boolean; memo: boolean; bestname: boolean };
  /** What this operator may change: tags (tag-write), friend-info values (var-write). */
  can: { tags: boolean; vars: boolean };
}

/** The editor's flat record (see the module comment). */
export type FriendRecord = Record<string, unknown>;

/** The editable base fields, in the order the editor draws them. */
export const EDITABLE_BASES = ['short_name', 'nickname', 'memo'] as const;
export type EditableBase = (typeof EDITABLE_BASES)[number];

/** A value as one record entry: the text alone, or with its meta. */
export interface VarEntry {
  value: string;
  meta: string;
}

export const tagKey = (id: number | string) => `tag:${id}`;
export const varKey = (id: number | string) => `var:${id}`;

/**
 * The record of an editor answer.
 *
 * @example toRecord(answer)['tag:3'] // true when the friend has tag 3
 */
export function toRecord(answer: FriendEditorAnswer): FriendRecord {
  const record: FriendRecord = { member_id: answer.member.id, revision: answer.revision };
  for (const field of EDITABLE_BASES) record[field] = answer.bases[field] ?? '';
  for (const id of answer.tag_ids) record[tagKey(id)] = true;
  for (const [id, value] of Object.entries(answer.values)) {
    const entry = entryValue({ value, meta: answer.metas[id] ?? '' });
    if (entry !== undefined) record[varKey(id)] = entry;
  }
  return record;
}

/** How a value is held in the record: absent when empty, the text alone without a meta. */
function entryValue({ value, meta }: VarEntry): unknown {
  if (value === '' && meta === '') return undefined;
  return meta === '' ? value : { value, meta };
}

/** The tag ids the record holds, ascending. @example tagIds({ 'tag:5': true, 'tag:2': true }) // [2, 5] */
export function tagIds(record: FriendRecord): number[] {
  return Object.keys(record)
    .filter((key) => key.startsWith('tag:') && record[key] === true)
    .map((key) => Number(key.slice(4)))
    .sort((a, b) => a - b);
}

/** A field's value and meta in the record ('' when absent). @example varEntry(record, 12).value */
export function varEntry(record: FriendRecord, id: number | string): VarEntry {
  const held = record[varKey(id)];
  if (typeof held === 'string') return { value: held, meta: '' };
  if (held && typeof held === 'object') {
    const { value, meta } = held as Partial<VarEntry>;
    return { value: typeof value === 'string' ? value : '', meta: typeof meta === 'string' ? meta : '' };
  }
  return { value: '', meta: '' };
}

/** The record with a tag set or unset. */
export function withTag(record: FriendRecord, id: number, on: boolean): FriendRecord {
  const next = { ...record };
  if (on) next[tagKey(id)] = true;
  else delete next[tagKey(id)];
  return next;
}

/** The record with a field's value (and meta) replaced; an empty value with no meta removes the entry. */
export function withVar(record: FriendRecord, id: number, entry: VarEntry): FriendRecord {
  const next = { ...record };
  const held = entryValue(entry);
  if (held === undefined) delete next[varKey(id)];
  else next[varKey(id)] = held;
  return next;
}

/** The body of POST /api/member/editor: the save of `record`, built on `base` (what the server holds). */
export interface FriendSaveBody {
  member_id: number;
  revision: number | undefined;
  tag_ids?: number[];
  vals?: Record<string, string>;
  metas?: Record<string, string>;
  changed_item_ids?: number[];
  bases?: Partial<Record<EditableBase, string>>;
}

/**
 * What a save sends: the whole tag set when it changed, the values of the fields that changed (spec 000 §7:
 * values, metas, changed_item_ids) and the base fields that changed. Nothing unchanged is sent, so an operator
 * without a permission can still save what they may change.
 *
 * @example saveBody(record, base) // { member_id: 7, revision: 3, vals: { 12: 'A' }, metas: { 12: '' }, changed_item_ids: [12] }
 */
export function saveBody(record: FriendRecord, base: FriendRecord | undefined): FriendSaveBody {
  const before = base ?? {};
  const body: FriendSaveBody = {
    member_id: Number(record.member_id),
    revision: typeof record.revision === 'number' ? record.revision : undefined,
  };
  const tags = tagIds(record);
  if (tags.join() !== tagIds(before).join()) body.tag_ids = tags;
  const changed = changedVarIds(record, before);
  if (changed.length > 0) {
    body.vals = {};
    body.metas = {};
    for (const id of changed) {
      const { value, meta } = varEntry(record, id);
      body.vals[id] = value;
      body.metas[id] = meta;
    }
    body.changed_item_ids = changed;
  }
  for (const field of EDITABLE_BASES) {
    const now = typeof record[field] === 'string' ? record[field] : '';
    if (now !== (before[field] ?? '')) {
      body.bases ??= {};
      body.bases[field] = now as string;
    }
  }
  return body;
}

/** Field ids whose value or meta differs between two records, ascending. */
export function changedVarIds(record: FriendRecord, base: FriendRecord): number[] {
  const ids = new Set<number>();
  for (const key of [...Object.keys(record), ...Object.keys(base)])
    if (key.startsWith('var:')) ids.add(Number(key.slice(4)));
  return [...ids]
    .filter((id) => {
      const a = varEntry(record, id);
      const b = varEntry(base, id);
      return a.value !== b.value || a.meta !== b.meta;
    })
    .sort((a, b) => a - b);
}

/** Whether two records hold the same friend data (the revision aside). */
export function sameRecord(a: FriendRecord | undefined, b: FriendRecord | undefined): boolean {
  const left = a ?? {};
  const right = b ?? {};
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (key === 'revision') continue;
    if (key.startsWith('var:')) {
      const x = varEntry(left, key.slice(4));
      const y = varEntry(right, key.slice(4));
      if (x.value !== y.value || x.meta !== y.meta) return false;
    } else if (left[key] !== right[key]) return false;
  }
  return true;
}
