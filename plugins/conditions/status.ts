import { type BlockSchema, definePlugin, NON_BLANK } from '../../engine/core/index.ts';
import { type ConditionJsonLogic, containedText, containsLogic } from '../shared/conditions/json-logic.ts';
import { type ConditionMeaning, containsSql, textOf } from '../shared/conditions/meaning.ts';
import { queryWidgets } from '../shared/conditions/query/index.ts';
import { quoteText } from '../shared/conditions/summary.ts';

const schema = {
  type: 'object',
  title: 'ステータスメッセージ',
  'x-title-en': 'Status message',
  properties: {
    type: { const: 25 },
    status: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: 500,
      title: 'ステータスメッセージに含む文字',
      'x-title-en': 'Status message contains',
      'x-query': {},
    },
  },
  required: ['type', 'status'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Status message (25) as JSON Logic: `{"in":[text,{"var":"status_message"}]}`. */
const statusJsonLogic: ConditionJsonLogic = {
  toLogic: (d) => containsLogic(d.status, 'status_message'),
  fromLogic(logic) {
    const text = containedText(logic, 'status_message');
    return text === undefined ? undefined : { type: 25, status: text };
  },
};

/** Status message (25): the friend's status_message contains the text (case-sensitively); a blank text is unknown. */
const statusMeaning: ConditionMeaning = {
  type: 25,
  rowOnly: true,
  readsTexts: true,
  evaluate(d, friend) {
    const text = textOf(d, 'status');
    if (!text?.trim()) return 'unknown';
    return friend.status_message.includes(text);
  },
  compile(d, ctx) {
    const text = textOf(d, 'status');
    if (!text?.trim()) return 'unknown';
    return containsSql(ctx, ctx.eb.ref('f.status_message'), text);
  },
};

/** Status message (condition 25, spec 001 §3): friends whose status message contains a text. */
export const statusCondition = definePlugin({
  kind: 'condition',
  type: 25,
  key: 'status',
  label: { ja: 'ステータスメッセージ', en: 'Status message' },
  description: { ja: 'ステータスメッセージで絞り込みます', en: 'Filters friends by their status message' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 30,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 25 as const, status: '' }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? d.status
        ? `Status message contains ${quoteText(d.status, 'en')}`
        : 'Status message (not entered)'
      : d.status
        ? `ステータスメッセージに${quoteText(d.status)}を含む`
        : 'ステータスメッセージ(未入力)',
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? statusMeaning : undefined,
    jsonLogic: statusJsonLogic,
  },
  examples: {
    valid: [{ type: 25, status: '旅行中' }],
    invalid: [
      { data: { type: 25, status: '' }, expect: 'required', path: '/status' },
      { data: { type: 25, status: 'a'.repeat(501) }, expect: 'maxLength', path: '/status' },
    ],
  },
});
