import {
  type BlockSchema,
  definePlugin,
  itemName,
  NON_BLANK,
  type PluginContext,
} from '../../engine/core/index.ts';
import { composerWidgets, MESSAGE_WIDGET } from '../shared/composer/index.ts';
import { fillMessage, type SampleFriend } from '../shared/composer/preview.ts';
import type { FriendFacts } from '../shared/conditions/meaning.ts';
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
import type { EffectDryRun } from '../shared/effects/dry-run.ts';
import { sharedHelp } from '../shared/help.ts';
import { contextNames, type NameOf, placeholderLabel } from '../shared/placeholder-labels.ts';
import type { Placeholder } from '../shared/placeholders.ts';
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
      // The limit refuses a longer text (spec 000 §2.5 "counter maximum 4500"); only a message that its filled-in
      // placeholders make longer is split when sent (§9, plugins/shared/composer/counter.ts).
      ...sharedHelp(
        '差し込んだ友だち情報などで送信時に4500文字を超えた場合は、分割して送信されます',
        'A message that grows past 4,500 characters when its placeholders are filled in is sent split',
      ),
      'x-widget': MESSAGE_WIDGET,
      'x-placeholders': true,
    },
    ...delayProperties,
    ...effectCommonProperties,
  },
  required: ['type', 'text', 'delay_type'],
  additionalProperties: false,
  allOf: [...delayConditions],
} as const satisfies BlockSchema;

/** The friend as the composer's preview reads them: name, mail, friend-info values by field id. */
export function sampleOf(friend: FriendFacts, markFieldId?: number): SampleFriend {
  const values: Record<string, string> = {};
  for (const v of friend.values) values[String(v.item_id)] = v.value;
  if (markFieldId !== undefined && friend.notify !== 0) values[String(markFieldId)] = String(friend.notify);
  return { name: friend.name, mail: friend.email, values };
}

/**
 * The name of the item a placeholder names, for its label: a friend-info field by its name, or ID:n when the
 * context does not know it (as summaries name a field); a common-info item or a form by its name when known.
 */
export const placeholderNames = (plugin: PluginContext): NameOf => {
  const named = contextNames(plugin);
  return (placeholder: Placeholder) =>
    placeholder.kind === 'var' ? itemName(plugin, 'varia', placeholder.id) : named(placeholder);
};

/**
 * Text (effect 1): the message filled in for the friend as the composer's preview fills it, and the
 * placeholders that stay empty for them. Sending changes nothing the later effects read.
 */
const textDryRun: EffectDryRun = (effect, friend, ctx) => {
  if (typeof effect.text !== 'string')
    return { lines: [{ kind: 'note', code: 'unavailable' }], next: friend };
  const nameOf = placeholderNames(ctx.plugin);
  const filled = fillMessage(effect.text, sampleOf(friend, ctx.markFieldId), ctx.now, 'ja', nameOf);
  const empty = filled.empty.map((p) => placeholderLabel(p, 'ja', nameOf));
  return { lines: [{ kind: 'message', text: filled.text, empty }], next: friend };
};

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
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? textDryRun : undefined },
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
