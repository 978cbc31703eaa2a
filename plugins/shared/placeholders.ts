/**
 * The placeholders of a message text (spec 001 §3 "Placeholder types inserted into text", spec 002 §3
 * "Placeholders", §5): the grammar, written once in docs/reference/placeholders.md. A message stays a plain
 * string on the wire; this reads it as text runs and placeholders and prints it back, `print(parse(s)) === s`
 * for every string. A code is recognised only in its one canonical spelling (a form code of 6 characters, a
 * common-info code of 4, a date offset without leading zeros…): anything else, a code ending in no-replace
 * included, stays plain text, as the product ignores it. Plain TS: the server, summaries and the composer share it.
 */

/** The delivery-date formats an operator chooses from (dayjs tokens; ddd is the weekday, 月 in Japanese). */
export const DATE_FORMATS = [
  'YYYY/MM/DD',
  'YYYY/MM/DD(ddd)',
  'MM/DD',
  'MM/DD(ddd)',
  'YYYY年M月D日',
  'YYYY年M月D日(ddd)',
  'M月D日',
  'M月D日(ddd)',
] as const;

export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * The nine formats of a datetime context value (spec 000 §9 "Nine date formats are offered, including ones with
 * weekday and time"; dayjs tokens). Only a datetime key takes one (plugins/shared/contexts.ts).
 */
export const CONTEXT_DATE_FORMATS = [
  'YYYY/MM/DD',
  'YYYY/MM/DD(ddd)',
  'YYYY/MM/DD HH:mm',
  'YYYY/MM/DD(ddd) HH:mm',
  'YYYY年M月D日',
  'YYYY年M月D日(ddd)',
  'YYYY年M月D日 H時mm分',
  'M月D日(ddd) H:mm',
  'HH:mm',
] as const;

export type ContextDateFormat = (typeof CONTEXT_DATE_FORMATS)[number];

/** The most days a delivery date may be moved forward (a little over 27 years, the period limits' 9999). */
export const MAX_DATE_DAYS = 9999;

/** One placeholder, as its code says. */
export type Placeholder =
  | { kind: 'name' }
  | { kind: 'mail' }
  | { kind: 'friend_link' }
  | { kind: 'var'; id: number }
  | { kind: 'cvar'; code: string }
  | { kind: 'form'; code: string }
  | { kind: 'date'; days: number; format: DateFormat }
  | { kind: 'remain'; target: string }
  | { kind: 'context'; category: string; event: string; key: string; format?: ContextDateFormat };

export type PlaceholderKind = Placeholder['kind'];

/** A piece of a message: a run of text, or one placeholder. */
export type Segment = { type: 'text'; text: string } | { type: 'placeholder'; placeholder: Placeholder };

/** The code of a common-info item is 4 characters, a form's 6 (spec 002 §5); letters, digits and _ . */
const CVAR_CODE = /^\w{4}$/;
const FORM_CODE = /^\w{6}$/;
/** A context path's parts: letters, digits, _ and - (category, event and key of a message-event context). */
const CONTEXT_PART = /^[A-Za-z0-9_-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not).
 *
 * @example isCalendarDate('2026-02-28') // true
 * @example isCalendarDate('2026-02-30') // false
 */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The code of a placeholder, brackets included: what the wire carries.
 *
 * @example codeOf({ kind: 'name' }) // '[name]'
 * @example codeOf({ kind: 'date', days: 3, format: 'M月D日' }) // '[date:+3:M月D日]'
 */
export function codeOf(placeholder: Placeholder): string {
  switch (placeholder.kind) {
    case 'name':
      return '[name]';
    case 'mail':
      return '[SYS_MAIL]';
    case 'friend_link':
      return '[friend_link_url]';
    case 'var':
      return `[VAR_${placeholder.id}]`;
    case 'cvar':
      return `[CVAR_${placeholder.code}]`;
    case 'form':
      return `[FORM_${placeholder.code}]`;
    case 'date':
      return `[date:+${placeholder.days}:${placeholder.format}]`;
    case 'remain':
      return `[remain:${placeholder.target}]`;
    case 'context': {
      const path = `${placeholder.category}.${placeholder.event}.${placeholder.key}`;
      return placeholder.format ? `[ctx:${path}:${placeholder.format}]` : `[ctx:${path}]`;
    }
  }
}

/** The placeholder a bracketed candidate reads as, before the canonical-spelling check. */
function read(inner: string): Placeholder | undefined {
  if (inner === 'name') return { kind: 'name' };
  if (inner === 'SYS_MAIL') return { kind: 'mail' };
  if (inner === 'friend_link_url') return { kind: 'friend_link' };
  if (inner.startsWith('VAR_')) {
    const id = Number(inner.slice(4));
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'var', id } : undefined;
  }
  if (inner.startsWith('CVAR_')) {
    const code = inner.slice(5);
    return CVAR_CODE.test(code) ? { kind: 'cvar', code } : undefined;
  }
  if (inner.startsWith('FORM_')) {
    const code = inner.slice(5);
    return FORM_CODE.test(code) ? { kind: 'form', code } : undefined;
  }
  if (inner.startsWith('date:+')) {
    const [days, format, ...rest] = inner.slice(6).split(':');
    const count = Number(days);
    if (rest.length > 0 || !Number.isSafeInteger(count) || count < 0 || count > MAX_DATE_DAYS)
      return undefined;
    const known = DATE_FORMATS.find((candidate) => candidate === format);
    return known ? { kind: 'date', days: count, format: known } : undefined;
  }
  if (inner.startsWith('remain:')) {
    const target = inner.slice(7);
    return isCalendarDate(target) ? { kind: 'remain', target } : undefined;
  }
  if (inner.startsWith('ctx:')) {
    // The path, then after the first ':' the format of a datetime value (a format may hold ':' itself: HH:mm).
    const rest = inner.slice(4);
    const colon = rest.indexOf(':');
    const parts = (colon < 0 ? rest : rest.slice(0, colon)).split('.');
    if (parts.length !== 3 || !parts.every((part) => CONTEXT_PART.test(part))) return undefined;
    const [category, event, key] = parts as [string, string, string];
    if (colon < 0) return { kind: 'context', category, event, key };
    const format = CONTEXT_DATE_FORMATS.find((candidate) => candidate === rest.slice(colon + 1));
    return format ? { kind: 'context', category, event, key, format } : undefined;
  }
  return undefined;
}

/**
 * The placeholder a bracketed code is, or undefined when it is none: unknown, malformed, a code of the wrong
 * length, a spelling other than the canonical one (`[date:+03:…]`), or ending in no-replace (spec 002 §5).
 *
 * @example parsePlaceholder('[FORM_ab12cd]') // { kind: 'form', code: 'ab12cd' }
 * @example parsePlaceholder('[FORM_ab12c]') // undefined
 */
export function parsePlaceholder(code: string): Placeholder | undefined {
  if (!code.startsWith('[') || !code.endsWith(']') || code.length < 3) return undefined;
  const inner = code.slice(1, -1);
  if (inner.endsWith('no-replace')) return undefined;
  const placeholder = read(inner);
  return placeholder && codeOf(placeholder) === code ? placeholder : undefined;
}

/**
 * A message as text runs and placeholders. A `[` opens a candidate up to the next `]` with no `[` between them
 * (the innermost bracket pair); a candidate that is no placeholder stays text and the scan goes on after its
 * `[`. Neighbouring text joins into one run, so no two text segments follow each other and none is empty.
 *
 * @example parse('[name]さん') // [{ type: 'placeholder', placeholder: { kind: 'name' } }, { type: 'text', text: 'さん' }]
 */
export function parse(message: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  let at = 0;
  while (at < message.length) {
    const open = message.indexOf('[', at);
    if (open < 0) break;
    const close = message.indexOf(']', open + 1);
    if (close < 0) break;
    const innerOpen = message.lastIndexOf('[', close);
    const placeholder = parsePlaceholder(message.slice(innerOpen, close + 1));
    if (!placeholder) {
      text += message.slice(at, close + 1);
      at = close + 1;
      continue;
    }
    text += message.slice(at, innerOpen);
    if (text) segments.push({ type: 'text', text });
    text = '';
    segments.push({ type: 'placeholder', placeholder });
    at = close + 1;
  }
  text += message.slice(at);
  if (text) segments.push({ type: 'text', text });
  return segments;
}

/**
 * The message of segments: text as it is, placeholders by their codes.
 *
 * @example print([{ type: 'text', text: 'こんにちは' }, { type: 'placeholder', placeholder: { kind: 'name' } }]) // 'こんにちは[name]'
 */
export function print(segments: readonly Segment[]): string {
  return segments
    .map((segment) => (segment.type === 'text' ? segment.text : codeOf(segment.placeholder)))
    .join('');
}

/** The placeholders of a message, in order. @example placeholdersOf('[name][name]').length // 2 */
export function placeholdersOf(message: string): Placeholder[] {
  return parse(message).flatMap((segment) => (segment.type === 'placeholder' ? [segment.placeholder] : []));
}
