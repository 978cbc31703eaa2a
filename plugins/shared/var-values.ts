/**
 * The rules of a friend-info value (spec 000 §5.2, §9), one copy for the server (the friend editor's save and the
 * member calls) and the browser editor (checks as the operator types). Plain TypeScript with no imports, so both
 * sides run the same code. A value is always text; numbers and dates also get their typed column (`num`, `date`)
 * so the funnel's range conditions read an index (docs/decisions/friends-data.md).
 *
 * @example checkVarValue(1, '12.5') // { ok: true, num: 12.5, date: null }
 */

/** The limits of spec 000 §5.2 and §9. */
export const VAR_VALUE_LIMITS = {
  /** Types 0 (text), 1 (number), 20 (choice) and, as text, 30 (date): characters (code points). */
  text: 200,
  /** Type 2 (long text). */
  longText: 20000,
  /** Numbers: the range and the decimals kept (fixed decimal precision 3). */
  numberMin: -9999999999.999,
  numberMax: 9999999999.999,
  /** Digits before the decimal point that stay within the range (with at most 3 decimals, exact). */
  numberIntegerDigits: 10,
  decimals: 3,
} as const;

/** The friend-info types whose value is an uploaded file's key (image, PDF): checked against the uploads. */
export const VAR_MEDIA_TYPES: ReadonlySet<number> = new Set([10, 13]);

/** The limits of the base fields (spec 000 §3.5): names like a friend-info text, the memo like a long text. */
export const BASE_LIMITS = {
  short_name: VAR_VALUE_LIMITS.text,
  nickname: VAR_VALUE_LIMITS.text,
  memo: VAR_VALUE_LIMITS.longText,
} as const;

/** The Japanese texts of a refused value (the editor shows them, the server answers them in a 422). */
export const VAR_VALUE_MESSAGES = {
  tooLong: `友だち情報は${VAR_VALUE_LIMITS.text}文字以内で入力してください`,
  longTextTooLong: `友だち情報(長文テキスト)は${VAR_VALUE_LIMITS.longText}文字以内で入力してください`,
  notNumber: '数値は半角数字で入力してください(先頭のマイナスと小数点は使えます)',
  tooManyDecimals: `数値の小数部分は${VAR_VALUE_LIMITS.decimals}桁以内で入力してください`,
  outOfRange: '数値は-9999999999.999〜9999999999.999の範囲で入力してください',
  unknownChoice: '選択肢が見つかりません。選択肢を選び直してください',
  mediaUploadOnly:
    '画像・PDFの友だち情報はファイルのアップロードで登録してください(ここでは削除のみできます)',
  mediaNotUploaded: 'アップロードしたファイルが見つかりません。もう一度アップロードしてください',
} as const;

/** The warning a date field shows for a value that is not a date (spec 000 §5.2: shown, not refused). */
export const VAR_DATE_WARNING = '日付の形式(YYYY/MM/DD)ではありません';

/** Why a value was refused: a key of VAR_VALUE_MESSAGES. */
export type VarValueCode = keyof typeof VAR_VALUE_MESSAGES;

/** A value checked: accepted with its typed columns, or refused with a code and its Japanese text. */
export type VarValueCheck =
  | { ok: true; num?: number | null; date?: string | null }
  | { ok: false; code: VarValueCode; message: string };

/** What the check needs to know of the field: its choices, for type 20. */
export interface VarValueField {
  choices?: readonly { id: number }[];
}

const NUMBER = /^-?([0-9]+)(?:\.([0-9]+))?$/;
const DATE = /^([0-9]{4})[-/]([0-9]{2})[-/]([0-9]{2})$/;

/** Characters as the operator counts them: code points, so an emoji is one. */
const length = (text: string) => [...text].length;

const refused = (code: VarValueCode): VarValueCheck => ({
  ok: false,
  code,
  message: VAR_VALUE_MESSAGES[code],
});

/**
 * The date a text names, as YYYY-MM-DD, when it is YYYY-MM-DD or YYYY/MM/DD and a real calendar day; else null.
 *
 * @example normalDate('2024/02/29') // '2024-02-29'
 * @example normalDate('2023/02/29') // null
 */
export function normalDate(value: string): string | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  // Both separators must be the same: 2024-01/05 is a typing slip, not a date.
  if (value[4] !== value[7]) return null;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const same =
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(m) - 1 &&
    day.getUTCDate() === Number(d);
  return same ? `${y}-${m}-${d}` : null;
}

/**
 * Whether a date field's value is a date (YYYY-MM-DD or YYYY/MM/DD, a real day); the editor shows
 * VAR_DATE_WARNING when it is not. '' (no value) counts as fine.
 *
 * @example isDateText('2024/04/01') // true
 * @example isDateText('来月あたり') // false
 */
export function isDateText(value: string): boolean {
  return value === '' || normalDate(value) !== null;
}

/**
 * Checks a value of a field type and answers the typed columns to store beside it: `num` for numbers, `date` for
 * dates that are dates (null for a date field's free text, which is kept and warned about, not refused). '' is
 * always accepted: it clears the value. Image and PDF values (10, 13) come only from an upload, so here only ''
 * is accepted for them; the caller leaves an unchanged stored value alone.
 *
 * @example checkVarValue(1, '1.2345') // { ok: false, code: 'tooManyDecimals', message: '数値の小数部分は3桁以内で…' }
 * @example checkVarValue(20, '2', { choices: [{ id: 1 }, { id: 2 }] }) // { ok: true }
 */
export function checkVarValue(type: number, value: string, field?: VarValueField): VarValueCheck {
  if (value === '') return { ok: true, num: null, date: null };
  switch (type) {
    case 2:
      return length(value) > VAR_VALUE_LIMITS.longText ? refused('longTextTooLong') : { ok: true };
    case 1: {
      if (length(value) > VAR_VALUE_LIMITS.text) return refused('tooLong');
      const match = NUMBER.exec(value);
      if (!match) return refused('notNumber');
      const [, whole = '', fraction = ''] = match;
      if (fraction.length > VAR_VALUE_LIMITS.decimals) return refused('tooManyDecimals');
      // Compared by digits, not as a float: 9999999999.999 is the edge and 10000000000 is past it, exactly.
      if (whole.replace(/^0+(?=[0-9])/, '').length > VAR_VALUE_LIMITS.numberIntegerDigits)
        return refused('outOfRange');
      return { ok: true, num: Number(value) };
    }
    case 10:
    case 13:
      return refused('mediaUploadOnly');
    case 20: {
      if (length(value) > VAR_VALUE_LIMITS.text) return refused('tooLong');
      const known = field?.choices?.some((choice) => String(choice.id) === value) ?? false;
      return known ? { ok: true } : refused('unknownChoice');
    }
    case 30:
      if (length(value) > VAR_VALUE_LIMITS.text) return refused('tooLong');
      return { ok: true, date: normalDate(value) };
    default:
      return length(value) > VAR_VALUE_LIMITS.text ? refused('tooLong') : { ok: true };
  }
}
