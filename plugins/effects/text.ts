import { type BlockSchema, definePlugin, NON_BLANK } from '../../engine/core/index.ts';
import { composerWidgets, MESSAGE_WIDGET } from '../shared/composer/index.ts';
import {
  delayChanges,
  delayConditions,
  delayDefaults,
  delayMessages,
  delayProperties,
  delayRules,
  delaySummary,
} from '../shared/delay.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { sharedHelp } from '../shared/help.ts';
import { contextNames } from '../shared/placeholder-labels.ts';
import { messageSummary, quoteIn } from '../shared/summary.ts';

const schema = {
  type: 'object',
  title: 'テキスト送信',
  'x-title-en': 'Send text',
  properties: {
    type: { const: 1 },
    text: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: 4500,
      title: 'メッセージ本文',
      'x-title-en': 'Message text',
      ...sharedHelp(
        '4500文字を超えるメッセージは送信時に分割されます',
        'Messages over about 4,500 characters are split when sent',
      ),
      'x-widget': MESSAGE_WIDGET,
    },
    ...delayProperties,
    ...effectCommonProperties,
  },
  required: ['type', 'text', 'delay_type'],
  additionalProperties: false,
  allOf: [...delayConditions],
} as const satisfies BlockSchema;

/** Send a text message (effect 1, spec 000 §2.5, §3.8): text required, counter 4500, send timing. */
export const textEffect = definePlugin({
  kind: 'effect',
  type: 1,
  key: 'text',
  label: { ja: 'テキスト送信', en: 'Send text' },
  description: { ja: 'テキストメッセージを送信します', en: 'Sends a text message' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 10,
  version: 1,
  migrations: {},
  schema,
  widgets: composerWidgets,
  defaults: () => ({ type: 1 as const, text: '', ...delayDefaults() }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? `Send ${d.text ? quoteIn('en', messageSummary(d.text, 'en', contextNames(ctx))) : '(no text)'} ${delaySummary(d, 'en')}`
      : `${messageSummary(d.text, 'ja', contextNames(ctx)) || '(本文なし)'} を${delaySummary(d)}送信`,
  rules: delayRules(),
  changes: delayChanges(),
  messages: delayMessages,
  ui: { order: ['text', 'delay_type', 'delay_min', 'delay_max', 'delay_at'] },
  examples: {
    valid: [
      { type: 1, text: 'ご登録ありがとうございます!', delay_type: 0 },
      { type: 1, text: 'Reminder', delay_type: 1, delay_min: 5, delay_max: 10 },
      { type: 1, text: '本日のお知らせ', delay_type: 2, delay_at: '09:30' },
    ],
    invalid: [
      { data: { type: 1, text: '', delay_type: 0 }, expect: 'required', path: '/text' },
      { data: { type: 1, text: 'あ'.repeat(4501), delay_type: 0 }, expect: 'maxLength', path: '/text' },
      {
        data: { type: 1, text: 'x', delay_type: 1, delay_min: 10, delay_max: 5 },
        expect: 'delay_max_below_min',
        path: '/delay_max',
      },
      {
        data: { type: 1, text: 'x', delay_type: 1, delay_min: -1, delay_max: 0 },
        expect: 'minimum',
        path: '/delay_min',
      },
      {
        data: { type: 1, text: 'x', delay_type: 2, delay_at: '25:00' },
        expect: 'pattern',
        path: '/delay_at',
      },
      { data: { type: 1, text: 'x', delay_type: 2 }, expect: 'required', path: '/delay_at' },
    ],
  },
});
