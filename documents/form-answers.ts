/**
 * A friend's answers to a form, checked against each item's rules (spec 002 §3 Rules): the ONE place the
 * answering page (server/answer-page/client.ts, before 次へ and 送信) and the server (POST /f/{code}/answer) check
 * them, so both give the same Japanese message for the same answer. Pure: no DOM, no database; its one import is
 * Japan's public holidays (@holiday-jp/holiday_jp, the data bundled: the page's script carries it too, about
 * 13.6 kB gzip, see docs/decisions/form-answers.md). What it cannot know (today's date in Japan, how many friends
 * took each capped choice) is passed in.
 *
 * Answers are keyed by the item's `name` (text1, radio1, …): a text, e-mail, date, prefecture or school answer is
 * a string; a radio or select answer is the chosen choice's id; a checkbox answer is a list of choice ids; the
 * free text of an "other" choice is under `{name}__other`; a file answer is the uploaded file
 * `{ media_id, token, filename }` (POST /f/{code}/upload answers the id and token; the stored answer keeps
 * `{ media_id, filename }`).
 */
import holidayJp from '@holiday-jp/holiday_jp';

/** The input rule group of a text item (same list as plugins/shared/form-items/rule-list.ts; a test compares). */
export const ANSWER_TEXT_RULES = [
  'kana',
  'email',
  'tel',
  'numeric',
  'date_format',
  'day_of_birth',
  'time',
  'zip',
] as const;

/** A file item's answer: the upload's media id, its token (only while sending) and the file's name. */
export interface AnswerFile {
  media_id: number;
  token?: string;
  filename: string;
}
/** One value of an answer. */
export type AnswerValue = string | number | number[] | AnswerFile;
/** A friend's answers by item name. */
export type Answers = Record<string, AnswerValue | undefined>;

/** What the rules read of a choice. */
export interface AnswerChoice {
  id?: number;
  label?: string;
  type?: string;
  next_page?: number | 'submit';
  limit_type?: number;
  limit_num?: number;
  limit_label?: string;
}

/** What the rules read of a form item. */
export interface AnswerItem {
  swatch_id?: number;
  type?: string;
  name?: string;
  title?: string;
  page?: number;
  rules?: readonly { name: string; value?: number | string }[];
  choices?: readonly AnswerChoice[];
  do_branch_page?: number;
  holiday?: string;
  prefs?: { hide_block?: number };
}

/** What the rules read of a form. */
export interface AnswerForm {
  pages?: readonly number[];
  attr: readonly AnswerItem[];
}

/** What the rules cannot know by themselves. */
export interface AnswerContext {
  /** Today in Japan, yyyy-MM-dd (relative date limits count from it). */
  today: string;
  /** How many stored answers chose each capped choice: item name → choice id → count. */
  taken?: Record<string, Record<number, number>>;
}

/** The 47 prefectures, in the usual order (the prefecture item's list). */
export const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
] as const;

/** The longest text answer when the item sets no max: one-line items 200, textarea 20000 (spec 002 §5). */
export const TEXT_LIMIT = 200;
export const TEXTAREA_LIMIT = 20000;

/** Item types that take no answer (headings). */
const HEADINGS = new Set(['description', 'description_md']);
/** Item types answered with one choice / several choices. */
const ONE_CHOICE = new Set(['radio', 'select']);

/** The key of an item's answer: its name, or item{n} for an item saved without one. */
export const answerKey = (item: AnswerItem, index: number): string => item.name || `item${index + 1}`;

/** Whether the item takes an answer on the page (not a heading, not hidden). */
export const isAnswered = (item: AnswerItem): boolean =>
  !HEADINGS.has(item.type ?? '') && item.prefs?.hide_block !== 1;

const rule = (item: AnswerItem, name: string) => item.rules?.find((r) => r.name === name);
const ruleNumber = (item: AnswerItem, name: string) => {
  const value = rule(item, name)?.value;
  return typeof value === 'number' ? value : undefined;
};

/** The form's sections in order (pages, or [1]). */
export const formPages = (form: AnswerForm): number[] =>
  form.pages && form.pages.length > 0 ? [...form.pages] : [1];

/** The section an item is on (its page, else the first). */
const pageOf = (form: AnswerForm, item: AnswerItem) => item.page ?? formPages(form)[0];

/**
 * Where the friend goes after a section: the chosen choice's next_page of the section's branching item (radio or
 * select with do_branch_page 1), 'submit' to end, else the next section in order ('submit' after the last).
 *
 * @example nextPage(form, 1, { radio1: 2 }) // 'submit' when choice 2 of radio1 ends the form
 */
export function nextPage(form: AnswerForm, page: number, answers: Answers): number | 'submit' {
  const pages = formPages(form);
  const branching = form.attr.find(
    (item) =>
      pageOf(form, item) === page &&
      item.do_branch_page === 1 &&
      ONE_CHOICE.has(item.type ?? '') &&
      isAnswered(item),
  );
  if (branching) {
    const key = answerKey(branching, form.attr.indexOf(branching));
    const chosen = branching.choices?.find((choice) => choice.id === answers[key]);
    if (chosen?.next_page === 'submit') return 'submit';
    if (typeof chosen?.next_page === 'number' && pages.includes(chosen.next_page)) return chosen.next_page;
  }
  const at = pages.indexOf(page);
  return at >= 0 && at + 1 < pages.length ? pages[at + 1] : 'submit';
}

/**
 * The sections a friend with these answers passes through, in order: the first, then each next section (a
 * section is never visited twice, so a branch back to an earlier section ends the form).
 *
 * @example answerPath(survey, { radio1: 2 }) // [1]
 */
export function answerPath(form: AnswerForm, answers: Answers): number[] {
  const path = [formPages(form)[0]];
  for (;;) {
    const next = nextPage(form, path[path.length - 1], answers);
    if (next === 'submit' || path.includes(next)) return path;
    path.push(next);
  }
}

const blank = (value: AnswerValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Whether a value has the shape of a file answer: a media id (an integer, 0 in 見本 mode where nothing is stored),
 * a file name of 1–255 characters, and a token when one is given.
 *
 * @example isAnswerFile({ media_id: 4, token: 'x', filename: 'a.png' }) // true
 */
export function isAnswerFile(value: unknown): value is AnswerFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.media_id === 'number' &&
    Number.isInteger(file.media_id) &&
    file.media_id >= 0 &&
    typeof file.filename === 'string' &&
    file.filename.length > 0 &&
    [...file.filename].length <= 255 &&
    (file.token === undefined || (typeof file.token === 'string' && file.token.length <= 100))
  );
}

/** yyyy-MM-dd (or yyyy/MM/dd) as a real calendar day, else undefined. */
export function parseDay(text: string): { y: number; m: number; d: number; weekday: number } | undefined {
  const match = /^([0-9]{4})[-/]([0-9]{1,2})[-/]([0-9]{1,2})$/.exec(text);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return { y, m, d, weekday: date.getUTCDay() };
}

const dayText = (day: { y: number; m: number; d: number }) =>
  `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;

/** A yyyy-MM-dd day moved by n days. @example addDays('2026-11-30', 2) // '2026-12-02' */
export function addDays(day: string, n: number): string {
  const parsed = parseDay(day);
  if (!parsed) return day;
  const date = new Date(Date.UTC(parsed.y, parsed.m - 1, parsed.d + n));
  return date.toISOString().slice(0, 10);
}

/** yyyy/MM/dd for messages. */
const shown = (day: string) => day.replaceAll('-', '/');

/**
 * Today in Japan (UTC+9, no daylight saving) as yyyy-MM-dd: what relative date limits and deadlines count from.
 *
 * @example tokyoToday(Date.parse('2026-11-25T20:00:00Z')) // '2026-11-26'
 */
export function tokyoToday(now: number): string {
  return new Date(now + 9 * 3600_000).toISOString().slice(0, 10);
}

/** Now in Japan as yyyy-MM-dd HH:mm (the deadline's format). */
export function tokyoMinute(now: number): string {
  return new Date(now + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A moment in Japan's time as yyyy/MM/dd HH:mm:ss (what Japanese spreadsheets read as a date and time): the
 * answers CSV's 回答日時(日本時間). An unreadable time is answered as given.
 *
 * @example tokyoTime('2026-11-25T15:30:05.000Z') // '2026/11/26 00:30:05'
 */
export function tokyoTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Date(at + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/');
}

/** A date limit's day: a number of days from today (relative) or a yyyy-MM-dd day (absolute). */
/**
 * The first or last day a date item accepts (`min_date` / `max_date`: days from today, or a fixed day), as
 * yyyy-MM-dd, or undefined without a limit. The answering page also puts them on its date input (min / max).
 *
 * @example limitDay({ rules: [{ name: 'min_date', value: 1 }] }, 'min_date', '2026-11-25') // '2026-11-26'
 */
export function limitDay(item: AnswerItem, name: 'min_date' | 'max_date', today: string): string | undefined {
  const value = rule(item, name)?.value;
  if (typeof value === 'number') return addDays(today, value);
  if (typeof value === 'string' && parseDay(value)) return value;
  return undefined;
}

const WEEKDAY_NAMES = ['日', '月', '火', '水', '木', '金', '土'];

/** The date item's holiday option (spec 002 §3): holidays follow the weekdays, are always or never selectable. */
export type HolidayOption = 'public_holiday_no_effect' | 'public_holiday_enabled' | 'public_holiday_disabled';

/**
 * Japan's public holiday on a yyyy-MM-dd day (substitute holidays and 国民の休日 included), its name, else
 * undefined. The data (@holiday-jp/holiday_jp) covers 1970 to 2050; a day outside it is never a holiday.
 *
 * @example holidayName('2026-05-06') // 'こどもの日 振替休日'
 */
export function holidayName(day: string): string | undefined {
  const holidays = holidayJp.holidays as Record<string, { name: string }>;
  // hasOwnProperty, not Object.hasOwn: older phone browsers (Safari < 15.4) run this too.
  return Object.hasOwn(holidays, day) ? holidays[day].name : undefined;
}

const KATAKANA = /^[\u30A1-\u30F6\u30FC\u30FB\s\u3000]+$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const TEL = /^0[0-9]{1,4}-?[0-9]{1,4}-?[0-9]{3,4}$/;
const DIGITS = /^[0-9]+$/;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const ZIP = /^[0-9]{3}-?[0-9]{4}$/;

/** Whether an item's answer is a number: the numeric input rule, or a number limit. */
export const takesNumber = (item: AnswerItem): boolean =>
  item.rules?.some((r) => r.name === 'numeric' || r.name === 'max_value' || r.name === 'min_value') ?? false;

/** The answers typed in digits: a number, a phone number, a postal code, a time, a date typed as text. */
export type DigitKind = 'number' | 'tel' | 'zip' | 'time' | 'date';

// A Japanese IME writes the hyphen of a phone number or postal code as any of these (ー when typed in kana mode).
const DASHES = '－−‐‑‒–—―ー';
/** The full-width (or look-alike) signs each kind takes besides ０-９, and their ASCII. */
const SIGNS: Record<DigitKind, [string, string][]> = {
  number: [
    ['－−', '-'],
    ['．', '.'],
  ],
  tel: [[DASHES, '-']],
  zip: [[DASHES, '-']],
  time: [['：', ':']],
  date: [
    ['／', '/'],
    ['－−', '-'],
  ],
};

/**
 * An answer typed in digits, in ASCII: full-width digits and the signs its kind takes (a phone number's or
 * postal code's hyphen, a time's colon, a date's slash, a number's minus and period). Everything else stays as
 * typed, so a text of another shape still gets its message.
 *
 * @example asciiDigits('０９０ー１２３４ー５６７８', 'tel') // '090-1234-5678'
 * @example asciiDigits('０９：３０', 'time') // '09:30'
 */
export function asciiDigits(text: string, kind: DigitKind): string {
  let out = text.replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  for (const [wide, ascii] of SIGNS[kind]) out = out.replace(new RegExp(`[${wide}]`, 'g'), ascii);
  return out;
}

/**
 * The digit kind of an item's answer, or undefined (a name, a free text: stored as typed). The input rule group
 * first (tel, zip, time, date_format, day_of_birth; numeric is a number), then a number limit.
 *
 * @example digitKind({ type: 'text', rules: [{ name: 'zip' }] }) // 'zip'
 */
export function digitKind(item: AnswerItem): DigitKind | undefined {
  for (const rule of item.rules ?? []) {
    if (rule.name === 'tel' || rule.name === 'zip' || rule.name === 'time') return rule.name;
    if (rule.name === 'date_format' || rule.name === 'day_of_birth') return 'date';
  }
  return takesNumber(item) ? 'number' : undefined;
}

/**
 * An answer as the rules read it and the server stores it: one typed in digits in ASCII (asciiDigits), any
 * other as given.
 *
 * @example asciiAnswer({ type: 'text', rules: [{ name: 'time' }] }, '９：０５') // '9:05'
 */
export function asciiAnswer(item: AnswerItem, value: string): string {
  const kind = digitKind(item);
  return kind ? asciiDigits(value, kind) : value;
}

/** An item's answer as the rules read it and the server stores it. */
const answerValue = (item: AnswerItem, value: AnswerValue | undefined) =>
  typeof value === 'string' ? asciiAnswer(item, value) : value;

/**
 * The answers with every answer typed in digits in ASCII (asciiAnswer: a number, a phone number, a postal code, a
 * time, a date typed as text): what the page sends and what the rules check.
 * The rules apply it themselves (checkAnswers, pageErrors, itemMessage), so the server converts whatever it is
 * sent.
 *
 * @example normalizeAnswers(form, { text1: '１２３' }) // { text1: '123' } when text1 has the numeric rule
 */
export function normalizeAnswers(form: AnswerForm, answers: Answers): Answers {
  const out: Answers = { ...answers };
  form.attr.forEach((item, index) => {
    const key = answerKey(item, index);
    if (key in out) out[key] = answerValue(item, out[key]);
  });
  return out;
}

/** The message of a text that breaks its input rule group, or undefined. */
function textRuleMessage(type: string, text: string, today: string): string | undefined {
  switch (type) {
    case 'kana':
      return KATAKANA.test(text) ? undefined : '全角カタカナで入力してください';
    case 'email':
      return EMAIL.test(text) ? undefined : 'メールアドレスの形式で入力してください';
    case 'tel': {
      const digits = text.replaceAll('-', '').length;
      return TEL.test(text) && digits >= 10 && digits <= 11
        ? undefined
        : '電話番号の形式で入力してください(例: 090-1234-5678)';
    }
    case 'numeric':
      return DIGITS.test(text) ? undefined : '半角数字で入力してください';
    case 'date_format':
      return parseDay(text) ? undefined : '日付の形式で入力してください(例: 2025/04/01)';
    case 'day_of_birth': {
      const day = parseDay(text);
      if (!day) return '生年月日を日付の形式で入力してください(例: 1990/04/01)';
      return day.y >= 1900 && dayText(day) <= today ? undefined : '正しい生年月日を入力してください';
    }
    case 'time':
      return TIME.test(text) ? undefined : '時刻の形式で入力してください(例: 09:30)';
    case 'zip':
      return ZIP.test(text) ? undefined : '郵便番号の形式で入力してください(例: 123-4567)';
    default:
      return undefined;
  }
}

/** Length in characters (a surrogate pair is one). */
const length = (text: string) => [...text].length;

/** The message of a text answer (text, textarea, email, school, high school, other), or undefined. */
function textMessage(item: AnswerItem, text: string, ctx: AnswerContext): string | undefined {
  const type = item.type ?? '';
  const max = ruleNumber(item, 'max') ?? (type === 'textarea' ? TEXTAREA_LIMIT : TEXT_LIMIT);
  const min = ruleNumber(item, 'min');
  if (length(text) > max) return `${max}文字以内で入力してください`;
  if (min !== undefined && length(text) < min) return `${min}文字以上で入力してください`;
  if (type === 'email') return textRuleMessage('email', text, ctx.today);
  const group = item.rules?.find((r) => (ANSWER_TEXT_RULES as readonly string[]).includes(r.name))?.name;
  const broken = group ? textRuleMessage(group, text, ctx.today) : undefined;
  if (broken) return broken;
  const maxValue = ruleNumber(item, 'max_value');
  const minValue = ruleNumber(item, 'min_value');
  if (maxValue !== undefined || minValue !== undefined) {
    if (!NUMBER.test(text)) return '数値を入力してください';
    const value = Number(text);
    if (minValue !== undefined && value < minValue) return `${minValue}以上の数値を入力してください`;
    if (maxValue !== undefined && value > maxValue) return `${maxValue}以下の数値を入力してください`;
  }
  return undefined;
}

/** The message of a date answer (datepicker), or undefined. */
function dateMessage(item: AnswerItem, text: string, ctx: AnswerContext): string | undefined {
  const day = parseDay(text);
  if (!day) return '日付を選択してください(例: 2025/04/01)';
  const value = dayText(day);
  const min = limitDay(item, 'min_date', ctx.today);
  const max = limitDay(item, 'max_date', ctx.today);
  if (min && value < min) return `${shown(min)}以降の日付を選択してください`;
  if (max && value > max) return `${shown(max)}以前の日付を選択してください`;
  // The holiday option: disabled refuses a holiday whatever its weekday; enabled accepts it even on a weekday
  // that is not offered; no_effect (the default, and any other value) leaves holidays to the weekdays.
  const holiday = item.holiday === 'public_holiday_no_effect' ? undefined : holidayName(value);
  if (holiday !== undefined && item.holiday === 'public_holiday_disabled') return '祝日は選択できません';
  if (holiday !== undefined && item.holiday === 'public_holiday_enabled') return undefined;
  const weekdays = ruleNumber(item, 'weekdays');
  if (weekdays !== undefined && (weekdays & (1 << day.weekday)) === 0)
    return `${WEEKDAY_NAMES[day.weekday]}曜日は選択できません`;
  return undefined;
}

/** The message of a choice that is full, or undefined. */
function capacityMessage(key: string, choice: AnswerChoice, ctx: AnswerContext): string | undefined {
  if (choice.limit_type !== 1 || choice.limit_num === undefined || choice.id === undefined) return undefined;
  const taken = ctx.taken?.[key]?.[choice.id] ?? 0;
  return taken >= choice.limit_num
    ? `「${choice.label ?? ''}」は定員に達したため選択できません${choice.limit_label ? `(${choice.limit_label})` : ''}`
    : undefined;
}

/** The message of the "other" choice's free text when it is chosen, or undefined. */
function otherMessage(chosen: readonly AnswerChoice[], answers: Answers, key: string): string | undefined {
  if (!chosen.some((choice) => choice.type === 'other')) return undefined;
  const text = answers[`${key}__other`];
  if (typeof text !== 'string' || text.trim() === '') return '「その他」の内容を入力してください';
  return length(text) > TEXT_LIMIT ? `「その他」の内容は${TEXT_LIMIT}文字以内で入力してください` : undefined;
}

/**
 * The message for one item's answer, or undefined when it passes: required first, then the shape of the value,
 * then the item's rules. Headings and hidden items take no answer.
 *
 * @example itemMessage({ type: 'text', rules: [{ name: 'tel' }] }, 0, { item1: 'abc' }, ctx) // 電話番号の形式で…
 */
export function itemMessage(
  item: AnswerItem,
  index: number,
  answers: Answers,
  ctx: AnswerContext,
): string | undefined {
  if (!isAnswered(item)) return undefined;
  const key = answerKey(item, index);
  const value = answerValue(item, answers[key]);
  const type = item.type ?? '';
  const choosing = ONE_CHOICE.has(type) || type === 'checkbox' || type === 'prefectures';
  const arrMin = ruleNumber(item, 'arr_min');
  const required = rule(item, 'required') !== undefined || (arrMin !== undefined && arrMin > 0);
  if (blank(value)) {
    if (!required) return undefined;
    if (type === 'file') return 'ファイルを選択してください';
    return choosing || type === 'datepicker' ? '選択してください' : '入力してください';
  }
  if (ONE_CHOICE.has(type)) {
    const choice = item.choices?.find((c) => c.id === value);
    if (!choice) return '選択肢から選んでください';
    return capacityMessage(key, choice, ctx) ?? otherMessage([choice], answers, key);
  }
  if (type === 'checkbox') {
    if (!Array.isArray(value)) return '選択肢から選んでください';
    const chosen = value.map((id) => item.choices?.find((c) => c.id === id));
    if (chosen.some((c) => !c) || new Set(value).size !== value.length) return '選択肢から選んでください';
    const choices = chosen as AnswerChoice[];
    const arrMax = ruleNumber(item, 'arr_max');
    if (arrMin !== undefined && value.length < arrMin) return `${arrMin}個以上選択してください`;
    if (arrMax !== undefined && value.length > arrMax) return `${arrMax}個まで選択してください`;
    for (const choice of choices) {
      const full = capacityMessage(key, choice, ctx);
      if (full) return full;
    }
    return otherMessage(choices, answers, key);
  }
  if (type === 'file') return isAnswerFile(value) ? undefined : 'ファイルを選択し直してください';
  if (typeof value !== 'string') return '入力内容が正しくありません';
  if (type === 'prefectures')
    return (PREFECTURES as readonly string[]).includes(value) ? undefined : '都道府県を選択してください';
  if (type === 'datepicker') return dateMessage(item, value, ctx);
  return textMessage(item, value, ctx);
}

/**
 * The messages of one section's items, by item name (empty when the friend may go on).
 *
 * @example pageErrors(form, 1, {}, { today: '2026-11-25' }) // { radio1: '選択してください' }
 */
export function pageErrors(
  form: AnswerForm,
  page: number,
  answers: Answers,
  ctx: AnswerContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  form.attr.forEach((item, index) => {
    if (pageOf(form, item) !== page) return;
    const message = itemMessage(item, index, answers, ctx);
    if (message) errors[answerKey(item, index)] = message;
  });
  return errors;
}

/**
 * Checks a whole answer as the server stores it: the sections on the friend's path (branching followed) are
 * checked, and only their items' answers are kept (a skipped section's answers are dropped, its required items
 * ask nothing). `errors` is empty when the answer may be stored.
 *
 * @example checkAnswers(survey, { radio1: 2 }, ctx) // { errors: {}, kept: { radio1: 2 }, path: [1] }
 */
export function checkAnswers(
  form: AnswerForm,
  answers: Answers,
  ctx: AnswerContext,
): { errors: Record<string, string>; kept: Answers; path: number[] } {
  const path = answerPath(form, answers);
  const errors: Record<string, string> = {};
  const kept: Answers = {};
  form.attr.forEach((item, index) => {
    if (!path.includes(pageOf(form, item)) || !isAnswered(item)) return;
    const key = answerKey(item, index);
    const message = itemMessage(item, index, answers, ctx);
    if (message) errors[key] = message;
    const value = answerValue(item, answers[key]);
    if (!blank(value)) kept[key] = value;
    const other = answers[`${key}__other`];
    if (typeof other === 'string' && other !== '') kept[`${key}__other`] = other;
  });
  return { errors, kept, path };
}

/**
 * What of a friend's last stored answer the page fills in again (the form's restore_last option): the answers of
 * the items still on the form that take one, texts, choices and dates (never files: a file is uploaded anew), and
 * the "other" texts. Only the shapes the page's controls hold are kept; the rules check them again on sending.
 *
 * @example restorableAnswers(form, { text1: '山田', file1: { media_id: 4, filename: 'a.png' } }) // { text1: '山田' }
 */
export function restorableAnswers(form: AnswerForm, answers: Answers): Answers {
  const out: Answers = {};
  form.attr.forEach((item, index) => {
    if (!isAnswered(item) || item.type === 'file') return;
    const key = answerKey(item, index);
    const value = answers[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'number')) out[key] = [...value];
    const other = answers[`${key}__other`];
    if (typeof other === 'string') out[`${key}__other`] = other;
  });
  return out;
}

/**
 * An answer as text for a list or CSV cell: a choice's label (other: its free text), labels joined by 、.
 *
 * @example answerText(radioItem, 0, { radio1: 1 }) // 'はい'
 */
export function answerText(item: AnswerItem, index: number, answers: Answers): string {
  const key = answerKey(item, index);
  const value = answers[key];
  if (value === undefined) return '';
  const label = (id: number) => {
    const choice = item.choices?.find((c) => c.id === id);
    if (!choice) return String(id);
    const other = answers[`${key}__other`];
    return choice.type === 'other' && typeof other === 'string' && other
      ? `${choice.label ?? ''}(${other})`
      : (choice.label ?? '');
  };
  if (Array.isArray(value)) return value.map(label).join('、');
  if (isAnswerFile(value)) return value.filename;
  if (typeof value === 'number' && item.choices) return label(value);
  return String(value);
}
