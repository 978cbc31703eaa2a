import type { ChangeRule, Lang, Rule } from '../../engine/core/index.ts';
import { hhmm } from './time.ts';

/**
 * Send timing of text and template steps (spec 000 §3.8): 0 immediately, 1 after a random delay between
 * delay_min and delay_max minutes, 2 at a fixed time delay_at. Defaults 0, 0, 12:00.
 */
export const delayProperties = {
  delay_type: {
    type: 'integer',
    title: '送信タイミング',
    'x-title-en': 'Send timing',
    oneOf: [
      { const: 0, title: 'すぐに送信', 'x-title-en': 'Immediately' },
      { const: 1, title: '遅延して送信(分)', 'x-title-en': 'After a delay (minutes)' },
      { const: 2, title: '時刻を指定して送信', 'x-title-en': 'At a fixed time' },
    ],
    default: 0,
  },
  delay_min: {
    type: 'integer',
    minimum: 0,
    title: '遅延(最小・分)',
    'x-title-en': 'Delay from (min)',
    default: 0,
  },
  delay_max: {
    type: 'integer',
    minimum: 0,
    title: '遅延(最大・分)',
    'x-title-en': 'Delay to (min)',
    default: 0,
  },
  delay_at: { ...hhmm('送信時刻', 'Send time'), default: '12:00' },
} as const;

/** Which delay fields show for which delay_type (the schema's if/then). */
export const delayConditions = [
  { if: { properties: { delay_type: { const: 1 } } }, then: { required: ['delay_min', 'delay_max'] } },
  { if: { properties: { delay_type: { const: 2 } } }, then: { required: ['delay_at'] } },
] as const;

/** The delay defaults: immediately, 0, 0, 12:00. */
export const delayDefaults = () => ({
  delay_type: 0 as const,
  delay_min: 0,
  delay_max: 0,
  delay_at: '12:00',
});

interface DelayFields {
  delay_type: 0 | 1 | 2;
  delay_min?: number;
  delay_max?: number;
}

/** delay_max below delay_min can only arrive from outside the editor (the change rule raises it). */
export const delayRules = <D extends DelayFields>(): Rule<D>[] => [
  {
    code: 'delay_max_below_min',
    path: '/delay_max',
    violated: (d) => d.delay_type === 1 && (d.delay_max ?? 0) < (d.delay_min ?? 0),
  },
];

/** "delay_max is at least delay_min (raised to min when below)" (spec 000 §4). */
export const delayChanges = <D extends DelayFields>(): ChangeRule<D>[] => [
  {
    on: ['delay_min', 'delay_max'],
    description: {
      ja: '遅延の最大が最小より小さいときは最小に揃えます',
      en: 'delay_max is raised to delay_min when below it',
    },
    apply(draft) {
      if ((draft.delay_max ?? 0) < (draft.delay_min ?? 0)) draft.delay_max = draft.delay_min;
    },
  },
];

/** Messages of the delay rules. */
export const delayMessages = {
  delay_max_below_min: {
    ja: '遅延の最大は最小以上にしてください',
    en: 'The maximum delay must not be below the minimum',
  },
} as const;

/** "すぐに" / "5〜10分後" / "12:00に" for summaries; "now" / "in 5–10 min" / "at 12:00" in English. */
export function delaySummary(d: DelayFields & { delay_at?: string }, lang: Lang = 'ja'): string {
  if (lang === 'en') {
    if (d.delay_type === 1) return `in ${d.delay_min ?? 0}–${d.delay_max ?? 0} min`;
    if (d.delay_type === 2) return `at ${d.delay_at ?? '12:00'}`;
    return 'now';
  }
  if (d.delay_type === 1) return `${d.delay_min ?? 0}〜${d.delay_max ?? 0}分後`;
  if (d.delay_type === 2) return `${d.delay_at ?? '12:00'}に`;
  return 'すぐに';
}
