import { hasPermissions } from '../../access/permissions.ts';
import { bidiControlRefusal, hasBidiControls } from '../../engine/core/bidi-controls.ts';
import {
  BASE_LIMITS,
  checkVarValue,
  VAR_MEDIA_TYPES,
  VAR_VALUE_MESSAGES,
} from '../../plugins/shared/var-values.ts';
import type { FriendChange, FriendState, ValueWrite } from '../db/friend-records.ts';
import type { PickerItem } from '../db/items.ts';
import type { MemberInput } from './member-input.ts';

/**
 * The checks of a write to a friend (the friend editor's save and the member calls share them): which tags may be
 * added or removed, which values may be written and whether they are valid (plugins/shared/var-values.ts), which
 * base fields may change, and which permission each change needs. Pure: it reads the friend's state and the
 * items named, and answers the change to write or the refusal (errors as data).
 */

/** The spec's authorizations (000 §3.6, §6): the base-field inputs and the auto-fill button. */
export interface FriendAuthorizations {
  rename: boolean;
  memo: boolean;
  bestname: boolean;
}

/**
 * What an operator may do to the base fields: renaming (short_name, nickname) and its auto-fill are friend
 * information, so they need var-write; the memo is every operator's working note.
 *
 * @example friendAuthorizations(['var-write']) // { rename: true, memo: true, bestname: true }
 */
export function friendAuthorizations(permissions: readonly string[]): FriendAuthorizations {
  const rename = hasPermissions(permissions, 'var-write');
  return { rename, memo: true, bestname: rename };
}

export { BASE_LIMITS };

/** The Japanese names of the base fields (spec 000 §2.1). */
const BASE_LABELS = { short_name: '本名', nickname: 'システム表示名', memo: 'メモ' } as const;

/** The refusal texts of the checks (the value texts are VAR_VALUE_MESSAGES). */
export const FRIEND_EDIT_MESSAGES = {
  unknownTag: 'タグが見つかりません',
  protectedTag: (name: string) => `保護されたタグ「${name}」は付け外しできません`,
  unknownField: '友だち情報の項目が見つかりません',
  protectedField: (name: string) => `保護された友だち情報「${name}」は変更できません`,
  nameReadOnly: 'LINEの登録名は変更できません',
  baseTooLong: (field: keyof typeof BASE_LABELS) =>
    `${BASE_LABELS[field]}は${BASE_LIMITS[field]}文字以内で入力してください`,
  baseControl: (field: 'short_name' | 'nickname') => `${BASE_LABELS[field]}に改行や制御文字は使えません`,
  /** Our words (the spec has none): what the character does, and the code an operator can look for. */
  baseBidi: (field: keyof typeof BASE_LABELS) => bidiControlRefusal(BASE_LABELS[field]),
} as const;

/** An item as the checks see it. */
export type CheckedItem = PickerItem & { deleted: boolean };

/** What the checks read besides the input. */
export interface EditContext {
  state: FriendState;
  permissions: readonly string[];
  /** The tag items named by the input or stored on the friend, by id (deleted ones included). */
  tags: Map<number, CheckedItem>;
  /** The 'varia' items of the values written, by id (deleted ones included). */
  fields: Map<number, CheckedItem>;
  /** The response-mark field's id: its value is friends.notify. */
  markFieldId?: number;
  /**
   * The uploads an image or PDF value may name, by `{field id}:{key}` (server/db/attachments.ts
   * findVarAttachment): uploaded in this account for that field. Their meta is the file's name and status.
   */
  attachments?: ReadonlyMap<string, { filename: string; status: string }>;
}

/** The key of `EditContext.attachments`. @example attachmentKey(12, 'ab12…') // '12:ab12…' */
export const attachmentKey = (fieldId: number, key: string) => `${fieldId}:${key}`;

/** The checked change, or why it is refused: 403 (a permission) before 422 (the content). */
export type EditPlan =
  | { ok: true; change: FriendChange; freed: string[] }
  | { ok: false; status: 403 | 422; errors: Record<string, string[]> };

type Errors = Record<string, string[]>;
const add = (errors: Errors, path: string, message: string) => {
  const list = errors[path] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[path] = list;
};

/** A choice field's choices as the value check reads them. */
function choicesOf(item: CheckedItem): { id: number }[] {
  return Array.isArray(item.choices)
    ? (item.choices as unknown[])
        .map((c) => ({ id: Number((c as { id?: unknown } | null)?.id) }))
        .filter((c) => Number.isInteger(c.id))
    : [];
}

/** The JSON meta of a chosen choice (spec 000 §3.1: "for choices a JSON of the chosen choice"). */
function choiceMeta(item: CheckedItem, value: string): string {
  const choice = (Array.isArray(item.choices) ? (item.choices as Record<string, unknown>[]) : []).find(
    (c) => String(c?.id) === value,
  );
  return choice ? JSON.stringify({ id: choice.id, value: choice.value, color: choice.color }) : '';
}

/** Tags: the full new set against the stored one; only live, writable tags are added or removed. */
function planTags(tagIds: number[], ctx: EditContext, errors: Errors): FriendChange['tags'] {
  const wanted = new Set(tagIds);
  const add_ = tagIds.filter((id) => !ctx.state.tags.has(id));
  const remove = [...ctx.state.tags].filter((id) => !wanted.has(id));
  for (const id of add_) {
    const tag = ctx.tags.get(id);
    if (!tag || tag.deleted) add(errors, '/tag_ids', FRIEND_EDIT_MESSAGES.unknownTag);
    else if (!tag.writable) add(errors, '/tag_ids', FRIEND_EDIT_MESSAGES.protectedTag(tag.name));
  }
  for (const id of remove) {
    // A tag deleted since it was put on may go; a live protected one stays.
    const tag = ctx.tags.get(id);
    if (tag && !tag.deleted && !tag.writable)
      add(errors, '/tag_ids', FRIEND_EDIT_MESSAGES.protectedTag(tag.name));
  }
  return { add: add_, remove };
}

/**
 * Values: each field a live 'varia' item of the account and writable (the response mark excepted: its field is
 * protected as a definition, while the mark itself is set friend by friend), each value valid for its type.
 * Unchanged values are not rewritten; an image or PDF value names an upload of that field (its meta is the file's)
 * or is cleared; the key it replaces is listed in `freed`.
 */
function planValues(
  values: Map<number, string>,
  ctx: EditContext,
  errors: Errors,
  freed: string[],
): { writes: ValueWrite[]; notify?: number; attempted: boolean } {
  const writes: ValueWrite[] = [];
  let notify: number | undefined;
  let attempted = false;
  for (const [id, value] of values) {
    const path = `/vals/${id}`;
    const field = ctx.fields.get(id);
    if (!field || field.deleted) {
      add(errors, path, FRIEND_EDIT_MESSAGES.unknownField);
      continue;
    }
    const isMark = id === ctx.markFieldId;
    const stored = isMark
      ? ctx.state.notify === 0
        ? ''
        : String(ctx.state.notify)
      : (ctx.state.values.get(id)?.value ?? '');
    if (value === stored) continue;
    attempted = true;
    if (!isMark && !field.writable) {
      add(errors, path, FRIEND_EDIT_MESSAGES.protectedField(field.name));
      continue;
    }
    const type = isMark ? 20 : (field.type ?? 0);
    if (VAR_MEDIA_TYPES.has(type)) {
      // A file's key replaces or clears the stored one, which is freed once nothing names it.
      if (stored !== '') freed.push(stored);
      if (value === '') {
        writes.push({ itemId: id, value, num: null, date: null, meta: '' });
        continue;
      }
      const file = ctx.attachments?.get(attachmentKey(id, value));
      if (!file) add(errors, path, VAR_VALUE_MESSAGES.mediaNotUploaded);
      else
        writes.push({
          itemId: id,
          value,
          num: null,
          date: null,
          meta: JSON.stringify({ filename: file.filename, status: file.status }),
        });
      continue;
    }
    const check = checkVarValue(type, value, { choices: choicesOf(field) });
    if (!check.ok) {
      add(errors, path, check.message);
      continue;
    }
    if (isMark) notify = value === '' ? 0 : Number(value);
    else
      writes.push({
        itemId: id,
        value,
        num: check.num ?? null,
        date: check.date ?? null,
        meta: type === 20 ? choiceMeta(field, value) : '',
      });
  }
  return notify === undefined ? { writes, attempted } : { writes, notify, attempted };
}

/**
 * Base fields: name is read only; the others within their limits; names without control characters; none with a
 * direction control (bidi-controls.ts: a name or memo that shows as other text than it holds).
 */
function planBases(bases: NonNullable<MemberInput['bases']>, ctx: EditContext, errors: Errors) {
  const changed: NonNullable<FriendChange['bases']> = {};
  const attempted = { rename: false, memo: false };
  if (bases.name !== undefined && bases.name !== ctx.state.bases.name)
    add(errors, '/bases/name', FRIEND_EDIT_MESSAGES.nameReadOnly);
  for (const field of ['short_name', 'nickname'] as const) {
    const value = bases[field]?.trim();
    if (value === undefined || value === ctx.state.bases[field]) continue;
    attempted.rename = true;
    if ([...value].length > BASE_LIMITS[field])
      add(errors, `/bases/${field}`, FRIEND_EDIT_MESSAGES.baseTooLong(field));
    else if (/\p{Cc}/u.test(value)) add(errors, `/bases/${field}`, FRIEND_EDIT_MESSAGES.baseControl(field));
    else if (hasBidiControls(value)) add(errors, `/bases/${field}`, FRIEND_EDIT_MESSAGES.baseBidi(field));
    else changed[field] = value;
  }
  const memo = bases.memo;
  if (memo !== undefined && memo !== ctx.state.bases.memo) {
    attempted.memo = true;
    if ([...memo].length > BASE_LIMITS.memo)
      add(errors, '/bases/memo', FRIEND_EDIT_MESSAGES.baseTooLong('memo'));
    else if (hasBidiControls(memo)) add(errors, '/bases/memo', FRIEND_EDIT_MESSAGES.baseBidi('memo'));
    else changed.memo = memo;
  }
  return { changed, attempted };
}

/**
 * Checks a write against the friend's state and answers the change (only what differs) or the refusal. The
 * permission a change needs is asked only when something would change: tag-write for the tag set, var-write for
 * values, the authorizations for the base fields.
 *
 * @example planFriendEdit({ tagIds: [3] }, ctx) // { ok: true, change: { tags: { add: [3], remove: [5] } } }
 */
export function planFriendEdit(input: MemberInput, ctx: EditContext): EditPlan {
  const errors: Errors = {};
  const change: FriendChange = {};
  if (input.tagIds) change.tags = planTags(input.tagIds, ctx, errors);
  const freed: string[] = [];
  const values = input.values
    ? planValues(input.values, ctx, errors, freed)
    : { writes: [], attempted: false };
  if (values.writes.length > 0) change.values = values.writes;
  if (values.notify !== undefined) change.notify = values.notify;
  const bases = input.bases
    ? planBases(input.bases, ctx, errors)
    : { changed: {}, attempted: { rename: false, memo: false } };
  if (Object.keys(bases.changed).length > 0) change.bases = bases.changed;

  // Asked of what the write tries to change, valid or not: without the permission the content is not judged.
  const authorizations = friendAuthorizations(ctx.permissions);
  const tagsChange = (change.tags?.add.length ?? 0) + (change.tags?.remove.length ?? 0) > 0;
  const forbidden =
    (tagsChange && !hasPermissions(ctx.permissions, 'tag-write')) ||
    (values.attempted && !hasPermissions(ctx.permissions, 'var-write')) ||
    (bases.attempted.rename && !authorizations.rename) ||
    (bases.attempted.memo && !authorizations.memo);
  if (forbidden) return { ok: false, status: 403, errors: {} };
  if (Object.keys(errors).length > 0) return { ok: false, status: 422, errors };
  return { ok: true, change, freed };
}
