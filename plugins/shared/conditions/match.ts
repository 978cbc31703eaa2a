import type { ChangeRule, Lang, Rule } from '../../../engine/core/index.ts';

/**
 * The match codes of the conditions (spec 001 §9 "Match codes"): text 0 exact, 1 partial, 2 none (not
 * registered), 3 any (registered), 4 exact-exclude, 5 partial-exclude; numeric 10 >=, 11 >, 12 <=, 13 <;
 * date 20 by y/m/d, 30 elapsed, 31 remaining. Each is a labelled choice for a schema's `oneOf`.
 *
 * @example match: { type: 'integer', oneOf: [MATCH.exact, MATCH.partial], default: 0 }
 */
export const MATCH = {
  exact: { const: 0, title: 'と一致する', 'x-title-en': 'Equals' },
  partial: { const: 1, title: 'を含む', 'x-title-en': 'Contains' },
  none: { const: 2, title: '未登録', 'x-title-en': 'Not registered' },
  any: { const: 3, title: '登録あり', 'x-title-en': 'Registered (any value)' },
  exactExclude: { const: 4, title: 'と一致しない', 'x-title-en': 'Does not equal' },
  partialExclude: { const: 5, title: 'を含まない', 'x-title-en': 'Does not contain' },
  gte: { const: 10, title: '以上', 'x-title-en': 'At least (>=)' },
  gt: { const: 11, title: 'より大きい', 'x-title-en': 'Greater than (>)' },
  lte: { const: 12, title: '以下', 'x-title-en': 'At most (<=)' },
  lt: { const: 13, title: '未満', 'x-title-en': 'Less than (<)' },
  ymd: { const: 20, title: '年月日で指定', 'x-title-en': 'By year, month and day' },
  elapsed: { const: 30, title: '経過期間で指定', 'x-title-en': 'Elapsed period' },
  remaining: { const: 31, title: '残り期間で指定', 'x-title-en': 'Remaining period' },
} as const;

/** The text match codes, in menu order. */
export const TEXT_MATCHES = [0, 1, 4, 5, 3, 2] as const;
/** The numeric match codes. */
export const NUMERIC_MATCHES = [10, 11, 12, 13] as const;
/** The date match codes (date-type friend info). */
export const DATE_MATCHES = [20, 30, 31] as const;
/** Every code a match selection accepts besides the date ones (spec 001 §5: 0–5 and 10–13). */
export const QUERY_MATCHES = [0, 1, 2, 3, 4, 5, 10, 11, 12, 13] as const;

/** True for the text modes 0–5. @example isTextMatch(4) // true */
export const isTextMatch = (match: unknown): boolean =>
  typeof match === 'number' && match >= 0 && match <= 5 && Number.isInteger(match);

/** True for the numeric modes 10–13. @example isNumericMatch(12) // true */
export const isNumericMatch = (match: unknown): boolean =>
  typeof match === 'number' && match >= 10 && match <= 13 && Number.isInteger(match);

/**
 * Which query input a match mode shows (spec 001 §5): a text input for 0, 1, 4, 5, a number input for 10–13,
 * none for 2, 3 and the date modes. The rules and summaries ask it; the console's query widget follows
 * `QUERY_BY_MATCH` (numberModes = NUMERIC_MATCHES) and the schemas' if/then (`queryConditions`), which say the
 * same.
 *
 * @example queryInputKind(1) // 'text'
 * @example queryInputKind(3) // 'none'
 */
export function queryInputKind(match: unknown): 'text' | 'number' | 'none' {
  if (match === 0 || match === 1 || match === 4 || match === 5) return 'text';
  return isNumericMatch(match) ? 'number' : 'none';
}

/**
 * The form's `x-query` hint of a query beside a `match` (spec 001 §5): one line of text (Enter ignored) in the
 * text modes, a number input in 10–13, the query still saved as a string. Modes 2, 3 and the date modes draw
 * no input because `queryConditions` leaves the field out there.
 *
 * @example query: { type: 'string', 'x-query': QUERY_BY_MATCH }
 */
export const QUERY_BY_MATCH = { mode: 'match', numberModes: NUMERIC_MATCHES } as const;

/**
 * The query field of a condition with a `match`: a string of at most 255 characters, entered as
 * `QUERY_BY_MATCH` says.
 *
 * @example query: queryField('検索する値', 'Value')
 */
export const queryField = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({ type: 'string', maxLength: 255, title, 'x-title-en': titleEn, 'x-query': QUERY_BY_MATCH }) as const;

/** True when a match mode asks for a query. @example needsQuery(2) // false */
export const needsQuery = (match: unknown): boolean => queryInputKind(match) !== 'none';

/** The codes that ask for a query, for the schemas' `if`/`then`. */
export const MATCHES_WITH_QUERY = [0, 1, 4, 5, 10, 11, 12, 13] as const;

/** The summary words of a match mode around a quoted value: 「x」と一致する, 10以上, 未登録 (is "x", in English). */
export function matchPhrase(match: number, value: string, lang: Lang = 'ja'): string {
  if (lang === 'en') return MATCH_PHRASES_EN[match]?.(value) ?? 'no condition set';
  switch (match) {
    case 0:
      return `${value}と一致する`;
    case 1:
      return `${value}を含む`;
    case 2:
      return '未登録';
    case 3:
      return '登録あり';
    case 4:
      return `${value}と一致しない`;
    case 5:
      return `${value}を含まない`;
    case 10:
      return `${value}以上`;
    case 11:
      return `${value}より大きい`;
    case 12:
      return `${value}以下`;
    case 13:
      return `${value}未満`;
    default:
      return '条件未設定';
  }
}

/** The English phrases of the match modes, after "X " (the console's English UI). */
const MATCH_PHRASES_EN: Readonly<Record<number, (value: string) => string>> = {
  0: (value) => `is ${value}`,
  1: (value) => `contains ${value}`,
  2: () => 'is not set',
  3: () => 'is set',
  4: (value) => `is not ${value}`,
  5: (value) => `does not contain ${value}`,
  10: (value) => `is at least ${value}`,
  11: (value) => `is greater than ${value}`,
  12: (value) => `is at most ${value}`,
  13: (value) => `is less than ${value}`,
};

interface QueryData {
  match: number;
  query?: string;
}

/** What the query change rule touches: the query may be a text (75, 115) or a number (77). */
interface AnyQueryData {
  match: number;
  query?: unknown;
}

/**
 * "Changing match from a text mode to a numeric mode clears the query" (spec 001 §4).
 *
 * @example changes: [...queryChanges()]
 */
export const queryChanges = <D extends AnyQueryData>(): ChangeRule<D>[] => [
  {
    on: ['match'],
    description: {
      ja: '文字列の条件(0〜5)から数値の条件(10〜13)に変えると検索する値を消します',
      en: 'Changing match from a text mode (0–5) to a numeric mode (10–13) clears the query',
    },
    apply(draft, prev) {
      if (isTextMatch(prev.match) && isNumericMatch(draft.match)) delete (draft as AnyQueryData).query;
    },
  },
];

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** True for a query text that reads as a number: 12, -3, 1.5. @example isNumberText('1.5') // true */
export const isNumberText = (text: string | undefined): boolean => NUMBER_TEXT.test(text ?? '');

/**
 * The query rules: a mode with an input needs a value (an empty text as well as a missing one), and a numeric
 * mode needs a number.
 */
export const queryRules = <D extends QueryData>(): Rule<D>[] => [
  {
    code: 'required',
    path: '/query',
    violated: (d) => needsQuery(d.match) && d.query === '',
  },
  {
    code: 'condition_query_not_number',
    path: '/query',
    violated: (d) => isNumericMatch(d.match) && (d.query ?? '') !== '' && !isNumberText(d.query),
  },
];

/** Messages of the query rules. */
export const queryMessages = {
  condition_query_not_number: { ja: '{field}は数値で入力してください', en: '{field} must be a number' },
} as const;

/** `if`/`then` parts: the query is required exactly when the mode shows an input. */
export const queryConditions = [
  {
    if: { properties: { match: { enum: [...MATCHES_WITH_QUERY] } }, required: ['match'] },
    then: { required: ['query'] },
  },
] as const;
