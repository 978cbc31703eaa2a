/**
 * The composer's preview (issue 18 point 4): a message filled in for a sample friend, as it would be sent, and
 * the placeholders that stay empty for that friend. Only what belongs to the friend is filled from the friend's
 * values (name, mail, friend info) and the dates are reckoned from today, the account's day (Japan's); what the server fills in at sending
 * time for every friend alike (the friend-add URL, common info, form links, linked data) shows as its label.
 */
import type { Lang } from '../../../engine/core/index.ts';
import { japanDay } from '../account-day.ts';
import { type NameOf, placeholderLabel } from '../placeholder-labels.ts';
import { type DateFormat, type Placeholder, parse } from '../placeholders.ts';

/** What the preview knows of the sample friend (GET /api/member/editor/{id}). */
export interface SampleFriend {
  name: string;
  mail?: string;
  /** Friend-info values by field id, as text. */
  values: Readonly<Record<string, string>>;
}

const WEEKDAYS = {
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/**
 * A day in one of the delivery-date formats.
 *
 * @example formatDay(new Date(2026, 10, 29), 'M月D日(ddd)', 'ja') // '11月29日(日)'
 */
export function formatDay(day: Date, format: DateFormat, lang: Lang): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return format.replace(/YYYY|MM|DD|ddd|M|D/g, (token) => {
    if (token === 'YYYY') return String(day.getFullYear());
    if (token === 'MM') return pad(day.getMonth() + 1);
    if (token === 'DD') return pad(day.getDate());
    if (token === 'M') return String(day.getMonth() + 1);
    if (token === 'D') return String(day.getDate());
    return WEEKDAYS[lang][day.getDay()] ?? '';
  });
}

/** A `YYYY-MM-DD` day as a local midnight, so the day arithmetic below never crosses the process's zone. */
const localMidnight = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** The account's day (Japan's, as the server reckons sending dates) at `now`, as a local midnight. */
const startOfDay = (now: Date) => localMidnight(japanDay(now));

/** Whole days from the account's day at `today` to a `YYYY-MM-DD` target (negative once past). */
export function daysUntil(target: string, today: Date): number {
  const ms = localMidnight(target).getTime() - startOfDay(today).getTime();
  return Math.round(ms / 86_400_000);
}

/** The value a placeholder takes for the friend: text, `''` when the friend has none, undefined when filled at sending. */
function valueFor(
  placeholder: Placeholder,
  friend: SampleFriend,
  today: Date,
  lang: Lang,
): string | undefined {
  switch (placeholder.kind) {
    case 'name':
      return friend.name;
    case 'mail':
      return friend.mail ?? '';
    case 'var':
      return friend.values[String(placeholder.id)] ?? '';
    case 'date': {
      const day = startOfDay(today);
      day.setDate(day.getDate() + placeholder.days);
      return formatDay(day, placeholder.format, lang);
    }
    case 'remain':
      return String(Math.max(0, daysUntil(placeholder.target, today)));
    default:
      return undefined;
  }
}

/**
 * The message for a friend, and the placeholders that stay empty for them (in order, each once per place).
 *
 * @example fillMessage('[name]さん', { name: '佐藤', values: {} }, new Date(), 'ja') // { text: '佐藤さん', empty: [] }
 */
export function fillMessage(
  message: string,
  friend: SampleFriend,
  today: Date,
  lang: Lang,
  nameOf?: NameOf,
): { text: string; empty: Placeholder[] } {
  const empty: Placeholder[] = [];
  let text = '';
  for (const segment of parse(message)) {
    if (segment.type === 'text') {
      text += segment.text;
      continue;
    }
    const value = valueFor(segment.placeholder, friend, today, lang);
    if (value === undefined) text += placeholderLabel(segment.placeholder, lang, nameOf);
    else if (value === '') empty.push(segment.placeholder);
    else text += value;
  }
  return { text, empty };
}
