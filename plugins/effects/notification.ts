import { type BlockSchema, definePlugin, truncateWidth } from '../../engine/core/index.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';
import { quoteIn } from '../shared/summary.ts';

/** Notification text limit (spec 000 §5.3, §9). */
export const NOTIFICATION_TEXT_LIMIT = 100;

const schema = {
  type: 'object',
  title: '通知',
  'x-title-en': 'Notification',
  properties: {
    type: { const: 16 },
    text: {
      type: 'string',
      maxLength: 100,
      title: '通知内容',
      'x-title-en': 'Notification text',
      'x-widget': 'textarea',
    },
    ...effectCommonProperties,
  },
  // The text is optional: a deprecated step must keep validating as it was saved, never block saving the action.
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Notification (effect 16): the operators are notified; nothing of the friend changes. */
const notificationDryRun: EffectDryRun = (_effect, friend) =>
  unchanged(friend, { kind: 'note', code: 'notification' });

/**
 * Notification (effect 16, single, deprecated; spec 000 §2.4, §2.5, §5.3): a free-text note (at most 100
 * characters, with a counter). It loads, validates and saves back unchanged, but is never offered in the add
 * menu (`listed: false`), and it always carries the warning that notification settings are being retired.
 */
export const notificationEffect = definePlugin({
  kind: 'effect',
  type: 16,
  key: 'notification',
  label: { ja: '通知(廃止予定)', en: 'Notification (deprecated)' },
  description: {
    ja: '廃止予定の通知設定です。読み込みと保存はできますが、新しく追加することはできません',
    en: 'A deprecated notification setting: it loads and saves, but cannot be added any more',
  },
  multiplicity: 'single',
  listed: false,
  menuOrder: 90,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 16 as const, text: '' }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? d.text
        ? `Notification ${quoteIn('en', truncateWidth(d.text))}`
        : 'Notification (no text)'
      : d.text
        ? `通知「${truncateWidth(d.text)}」`
        : '通知(本文なし)',
  rules: [{ code: 'notification_retired', severity: 'warning', violated: () => true }],
  messages: {
    notification_retired: {
      ja: '通知設定は廃止予定です。今後は通知機能をご利用ください',
      en: 'Notification settings are being retired. Use the notification feature instead',
    },
  },
  ui: { order: ['text'] },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? notificationDryRun : undefined },
  examples: {
    valid: [{ type: 16, text: '新しい友だちが登録されました' }, { type: 16 }],
    invalid: [
      { data: { type: 16, text: 'あ'.repeat(101) }, expect: 'maxLength', path: '/text' },
      { data: { type: 16, text: 5 }, expect: 'type', path: '/text' },
    ],
  },
});
