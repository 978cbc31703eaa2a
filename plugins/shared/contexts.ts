/**
 * The context catalogue (spec 000 §3.8, §3.9, §6, §9; spec 001 §2, §6): which linked-data and message-event
 * values an operator may name, written once for the composer's context selectors (plugins/shared/composer) and
 * the effects' context picker (plugins/shared/context-picker). Categories hold events, events hold keys; each
 * has its Japanese and English label, each key its value type, and a datetime key the nine date formats. What
 * an account is offered follows its abilities and permissions (`offeredContexts`): plain TS, no account data
 * beyond the plugin context, so no route serves it (docs/decisions/composer-context.md).
 */
import { CONTEXT_DATE_FORMATS, type ContextDateFormat } from './placeholders.ts';

/** The value types of a context value (spec 000 §3.9). */
export const CONTEXT_VALUE_TYPES = ['string', 'number', 'datetime', 'array', 'map'] as const;
export type ContextValueType = (typeof CONTEXT_VALUE_TYPES)[number];

/** A key of an event: the code the wire carries, its labels, its value type, what it needs beyond its category. */
export interface ContextKey {
  key: string;
  ja: string;
  en: string;
  type: ContextValueType;
  /** A permission the key needs besides its category's (the reservation's QR and payment URLs). */
  permission?: string;
}

export interface ContextEvent {
  event: string;
  ja: string;
  en: string;
  keys: readonly ContextKey[];
}

/**
 * Where a category's values come from: `message`, the received message an auto-response reacts to (the message-
 * event context selector); `trigger`, the trigger's linked data (the dynamic trigger-context selector, needs
 * user-open-api).
 */
export type ContextSource = 'message' | 'trigger';

export interface ContextCategory {
  category: string;
  ja: string;
  en: string;
  source: ContextSource;
  /** An ability the account needs for the category (an account without reservations has no reservation events). */
  ability?: string;
  events: readonly ContextEvent[];
}

/** The permission of linked data and the dynamic context (spec 000 §6, 001 §6). */
export const OPEN_API_PERMISSION = 'user-open-api';
/** The reservation's QR and payment URL keys (spec 000 §6). */
export const RESERVE_CONCERT_PERMISSION = 'reserve-concert-plugin';

/** The keys every reservation event carries (spec 000 §9: date time, slot, course, name, price, confirm URL). */
const RESERVATION_KEYS: readonly ContextKey[] = [
  { key: 'date_time', ja: '予約日時', en: 'Reservation date and time', type: 'datetime' },
  { key: 'slot', ja: '予約枠', en: 'Slot', type: 'string' },
  { key: 'course', ja: 'コース', en: 'Course', type: 'string' },
  { key: 'name', ja: '予約者名', en: 'Name', type: 'string' },
  { key: 'price', ja: '料金', en: 'Price', type: 'number' },
  { key: 'confirm_url', ja: '予約確認URL', en: 'Confirmation URL', type: 'string' },
  {
    key: 'qr_url',
    ja: 'QRコードURL',
    en: 'QR code URL',
    type: 'string',
    permission: RESERVE_CONCERT_PERMISSION,
  },
  {
    key: 'payment_url',
    ja: '決済URL',
    en: 'Payment URL',
    type: 'string',
    permission: RESERVE_CONCERT_PERMISSION,
  },
];

const reserveEvent = (event: string, ja: string, en: string): ContextEvent => ({
  event,
  ja,
  en,
  keys: RESERVATION_KEYS,
});

/** The whole catalogue, in the order the selectors list it. */
export const CONTEXT_CATALOGUE: readonly ContextCategory[] = [
  {
    category: 'message',
    ja: '受信メッセージ',
    en: 'Received message',
    source: 'message',
    events: [
      {
        event: 'received',
        ja: 'メッセージ受信',
        en: 'Message received',
        keys: [
          { key: 'text', ja: 'メッセージ本文', en: 'Message text', type: 'string' },
          { key: 'type', ja: 'メッセージの種類', en: 'Message type', type: 'string' },
          { key: 'received_at', ja: '受信日時', en: 'Received at', type: 'datetime' },
        ],
      },
    ],
  },
  {
    category: 'reserve',
    ja: '予約',
    en: 'Reservation',
    source: 'trigger',
    ability: 'event_reserve',
    events: [
      reserveEvent('register', '予約登録', 'Registered'),
      reserveEvent('cancel', '予約キャンセル', 'Cancelled'),
      reserveEvent('change', '予約変更', 'Changed'),
      reserveEvent('approve', '予約承認', 'Approved'),
      reserveEvent('deny', '予約否認', 'Denied'),
      reserveEvent('paid', '決済完了', 'Paid'),
      reserveEvent('reminder', '予約リマインダー', 'Reminder'),
      reserveEvent('follow', '予約フォロー', 'Follow-up'),
    ],
  },
  {
    // The console has no list of the account's open-API triggers (no route serves one): one event stands for
    // any trigger, with a key of each scalar value type the trigger's call may carry (decisions file).
    category: 'open_api',
    ja: '外部API',
    en: 'Open API',
    source: 'trigger',
    ability: 'open-api',
    events: [
      {
        event: 'trigger',
        ja: '外部APIトリガー',
        en: 'Open API trigger',
        keys: [
          { key: 'text', ja: '文字列の値', en: 'Text value', type: 'string' },
          { key: 'number', ja: '数値の値', en: 'Number value', type: 'number' },
          { key: 'datetime', ja: '日時の値', en: 'Date and time value', type: 'datetime' },
        ],
      },
    ],
  },
];

/** What decides the offer: the plugin context's abilities and permissions. */
export interface ContextAccess {
  abilities: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
}

/** Which sources to offer, and which value types a field takes (the reminder's goal date: datetime only). */
export interface ContextOffer {
  sources: readonly ContextSource[];
  types?: readonly ContextValueType[];
}

/**
 * The catalogue an account is offered: trigger categories only with user-open-api and the category's ability,
 * keys that need a permission only with it, and (with `types`) only keys of those value types; events and
 * categories left without a key are dropped.
 *
 * @example offeredContexts({ abilities: new Set(), permissions: new Set() }, { sources: ['trigger'] }) // []
 */
export function offeredContexts(access: ContextAccess, offer: ContextOffer): ContextCategory[] {
  return CONTEXT_CATALOGUE.flatMap((category) => {
    if (!offer.sources.includes(category.source)) return [];
    if (category.source === 'trigger' && !access.permissions.has(OPEN_API_PERMISSION)) return [];
    if (category.ability && !access.abilities.has(category.ability)) return [];
    const events = category.events.flatMap((event) => {
      const keys = event.keys.filter(
        (key) =>
          (!key.permission || access.permissions.has(key.permission)) &&
          (!offer.types || offer.types.includes(key.type)),
      );
      return keys.length > 0 ? [{ ...event, keys }] : [];
    });
    return events.length > 0 ? [{ ...category, events }] : [];
  });
}

/** A path into the catalogue, as the wire and the placeholder name it. */
export interface ContextPath {
  category: string;
  event: string;
  key: string;
}

/** What the catalogue knows of a path: undefined when any part is not in it (an unknown saved context). */
export function findContext(
  path: ContextPath,
  catalogue: readonly ContextCategory[] = CONTEXT_CATALOGUE,
): { category: ContextCategory; event: ContextEvent; key: ContextKey } | undefined {
  const category = catalogue.find((candidate) => candidate.category === path.category);
  const event = category?.events.find((candidate) => candidate.event === path.event);
  const key = event?.keys.find((candidate) => candidate.key === path.key);
  return category && event && key ? { category, event, key } : undefined;
}

/**
 * The formats a key offers: the nine date formats for a datetime key, none for any other.
 *
 * @example formatsFor({ key: 'price', ja: '料金', en: 'Price', type: 'number' }) // []
 */
export function formatsFor(key: Pick<ContextKey, 'type'>): readonly ContextDateFormat[] {
  return key.type === 'datetime' ? CONTEXT_DATE_FORMATS : [];
}

/**
 * A context format as an operator reads it (ddd the weekday).
 *
 * @example contextFormatLabel('M月D日(ddd) H:mm', 'ja') // 'M月D日(曜日) H:mm'
 */
export function contextFormatLabel(format: ContextDateFormat, lang: 'ja' | 'en'): string {
  return format.replace('ddd', lang === 'en' ? 'weekday' : '曜日');
}
