import { storableText } from '../db/schema.ts';
import { parseId } from './ids.ts';
import { jsonTextRefusal } from './limits.ts';

/**
 * Reads the bodies of the friend editor's save and the member calls (spec 000 §7) as the console and integrators
 * send them: JSON, or form-encoded with lists and maps either as JSON text (`tag_ids=[1,2]`) or in the bracket
 * style a jQuery post makes (`tag_ids[]=1`, `vals[12]=x`, `bases[memo]=…`). Malformed parts become Japanese
 * messages keyed by path (errors as data); nothing is dropped silently.
 */

/** What a save asks for, read and shaped; undefined parts are not written. */
export interface MemberInput {
  /** The full new tag set. */
  tagIds?: number[];
  /** Values to write (var_id → value), already narrowed to the changed ids. */
  values?: Map<number, string>;
  bases?: { name?: string; short_name?: string; nickname?: string; memo?: string };
}

/** The most tags, values or changed ids one save may carry. */
export const MEMBER_INPUT_MAX = 1000;

type Errors = Record<string, string[]>;
const add = (errors: Errors, path: string, message: string) => {
  const list = errors[path] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[path] = list;
};

/** Fields that are lists even when their bracket keys carry an index (`tag_ids[0]=1`). */
const LIST_FIELDS = new Set(['tag_ids', 'changed_item_ids']);

/**
 * A form body's bracket keys gathered into lists and maps: `a[]=1&a[]=2` → a: ['1', '2'], `m[12]=x` → m: { 12: 'x' }.
 * A JSON body passes through unchanged.
 *
 * @example unbracket({ 'vals[12]': 'x', 'tag_ids[]': ['1', '2'] }) // { vals: { 12: 'x' }, tag_ids: ['1', '2'] }
 */
export function unbracket(body: Record<string, unknown>): Record<string, unknown> {
  // No prototype: a key named __proto__ is a key like any other.
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    const match = /^([A-Za-z_]+)\[([A-Za-z0-9_]*)\]$/.exec(key);
    if (!match) {
      out[key] = value;
      continue;
    }
    const [, name = '', inner = ''] = match;
    if (inner === '' || LIST_FIELDS.has(name)) {
      const list = Array.isArray(out[name]) ? (out[name] as unknown[]) : [];
      out[name] = [...list, ...[value].flat()];
      continue;
    }
    const map =
      out[name] && typeof out[name] === 'object' && !Array.isArray(out[name])
        ? (out[name] as Record<string, unknown>)
        : Object.create(null);
    map[inner] = value;
    out[name] = map;
  }
  return out;
}

/** A list or map sent as JSON text (form posts) read back; other values as they are. */
function fromJsonText(value: unknown, path: string, errors: Errors): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const refusal = jsonTextRefusal(value);
  if (refusal) {
    add(errors, path, refusal);
    return null;
  }
  try {
    return JSON.parse(value);
  } catch {
    add(errors, path, '送信内容の形式が正しくありません');
    return null;
  }
}

/**
 * A list of ids (tag_ids, changed_item_ids): an array, JSON text of one, or '' / [] for none. Each once.
 *
 * @example readIds(['3', 5, 3], '/tag_ids', 'タグ', errors) // [3, 5]
 */
export function readIds(value: unknown, path: string, label: string, errors: Errors): number[] | undefined {
  if (value === undefined) return undefined;
  const parsed = typeof value === 'string' && value.trim() === '' ? [] : fromJsonText(value, path, errors);
  if (parsed === null) return [];
  const list = parsed === undefined ? [] : parsed;
  if (!Array.isArray(list)) {
    add(errors, path, `${label}はIDの一覧で指定してください`);
    return [];
  }
  if (list.length > MEMBER_INPUT_MAX) {
    add(errors, path, `${label}は${MEMBER_INPUT_MAX}件までです`);
    return [];
  }
  const ids: number[] = [];
  for (const entry of list) {
    const id = parseId(entry);
    if (id === undefined) add(errors, path, `${label}は正しいIDで指定してください`);
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * A map of var_id → value text (vals): an object or JSON text of one; numbers become text and null ''.
 *
 * @example readValues({ 12: 'M01', 13: 250, 14: null }, errors) // Map { 12 → 'M01', 13 → '250', 14 → '' }
 */
export function readValues(value: unknown, errors: Errors): Map<number, string> | undefined {
  if (value === undefined) return undefined;
  const parsed = fromJsonText(value, '/vals', errors);
  const values = new Map<number, string>();
  if (parsed === null || parsed === undefined) return values;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    add(errors, '/vals', '友だち情報は項目IDと値の組で指定してください');
    return values;
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MEMBER_INPUT_MAX) {
    add(errors, '/vals', `友だち情報は${MEMBER_INPUT_MAX}件までです`);
    return values;
  }
  for (const [key, raw] of entries) {
    const id = parseId(key);
    if (id === undefined) {
      add(errors, '/vals', '友だち情報の項目は正しいIDで指定してください');
      continue;
    }
    if (raw === null) values.set(id, '');
    // PostgreSQL text cannot hold NUL: dropped here, so what is checked is what is stored.
    else if (typeof raw === 'string') values.set(id, storableText(raw));
    else if (typeof raw === 'number' && Number.isFinite(raw)) values.set(id, String(raw));
    else add(errors, `/vals/${id}`, '友だち情報の値は文字列で指定してください');
  }
  return values;
}

/**
 * Which values a save writes: those of changed_item_ids (spec 000 §7; a listed id with no value clears it), or
 * every value sent when the list is not given (the v1 call, or a client that sends only what changed).
 */
export function changedValues(
  values: Map<number, string> | undefined,
  changed: number[] | undefined,
): Map<number, string> | undefined {
  if (changed === undefined) return values;
  return new Map(changed.map((id) => [id, values?.get(id) ?? '']));
}

/** The base fields sent (bases, or the basevar call's vals), each a text when given. */
export function readBases(value: unknown, path: string, errors: Errors): MemberInput['bases'] {
  if (value === undefined) return undefined;
  const parsed = fromJsonText(value, path, errors);
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    add(errors, path, '基本情報の形式が正しくありません');
    return {};
  }
  const bases: NonNullable<MemberInput['bases']> = {};
  for (const [key, raw] of Object.entries(parsed as Record<string, unknown>)) {
    if (key !== 'name' && key !== 'short_name' && key !== 'nickname' && key !== 'memo') {
      add(errors, `${path}/${key}`, '基本情報にない項目です');
      continue;
    }
    if (raw === null) bases[key] = '';
    else if (typeof raw === 'string') bases[key] = storableText(raw);
    else add(errors, `${path}/${key}`, '基本情報の値は文字列で指定してください');
  }
  return bases;
}
