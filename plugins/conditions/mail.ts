import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  type ConditionJsonLogic,
  comparison,
  containedText,
  type JsonLogic,
  operation,
} from '../shared/conditions/json-logic.ts';
import { type ConditionMeaning, containsSql, intOf, textOf } from '../shared/conditions/meaning.ts';
import { queryWidgets } from '../shared/conditions/query/index.ts';
import { quoteText } from '../shared/conditions/summary.ts';
import { sharedHelp } from '../shared/help.ts';

/** Mail status labels (spec 001 §9 "Mail status 0..5"; the labels are ours, see docs/decisions/conditions.md). */
const MAIL_STATUS = [
  { const: 0, title: '指定しない', 'x-title-en': 'Any' },
  { const: 1, title: '配信中', 'x-title-en': 'Subscribed' },
  { const: 2, title: '配信停止', 'x-title-en': 'Unsubscribed' },
  { const: 3, title: '送信エラー', 'x-title-en': 'Bounced' },
  { const: 4, title: '未確認', 'x-title-en': 'Unconfirmed' },
  { const: 5, title: 'メールアドレス未登録', 'x-title-en': 'No address' },
] as const;

const schema = {
  type: 'object',
  title: 'メールアドレス',
  'x-title-en': 'E-mail address',
  properties: {
    type: { const: 15 },
    qs: {
      type: 'string',
      maxLength: 255,
      title: 'メールアドレス',
      'x-title-en': 'Address contains',
      ...sharedHelp(
        '入力した文字を含むメールアドレスの友だちを探します',
        'Friends whose address contains this text',
      ),
      'x-query': {},
    },
    mail_status: {
      type: 'integer',
      title: 'メールの状態',
      'x-title-en': 'Mail status',
      oneOf: [...MAIL_STATUS],
      default: 0,
    },
  },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** The permission that shows the mail-status filter (spec 001 §6). */
export const MAIL_STATUS_PERMISSION = 'user-mail-set-to-expa-mode';

/**
 * E-mail (15) as JSON Logic: `{"and":[{"in":[qs,{"var":"email"}]}, {"===":[{"var":"mail_status"},status]}]}`,
 * each part only when given (the address text when not empty, the status when not 0).
 */
const mailJsonLogic: ConditionJsonLogic = {
  toLogic(d) {
    const query = mailQuery(d);
    if (!query) return undefined;
    const parts: JsonLogic[] = [];
    if (query.qs !== '') parts.push({ in: [query.qs, { var: 'email' }] });
    if (query.status !== 0) parts.push({ '===': [{ var: 'mail_status' }, query.status] });
    return { and: parts };
  },
  fromLogic(logic) {
    const read = operation(logic);
    if (read?.op !== 'and' || read.args.length === 0 || read.args.length > 2) return undefined;
    let qs = '';
    let status = 0;
    for (const part of read.args) {
      const text = containedText(part, 'email');
      const equal = comparison(part, '===');
      if (text !== undefined && text !== '' && qs === '') qs = text;
      else if (equal?.fact === 'mail_status' && typeof equal.value === 'number' && status === 0)
        status = equal.value;
      else return undefined;
    }
    return { type: 15, qs, mail_status: status };
  },
};

/**
 * E-mail (15): the address contains `qs` (when given) and the mail status is `mail_status` (when not 0 指定しない);
 * neither given is unknown (the summary says 未入力).
 */
const mailMeaning: ConditionMeaning = {
  type: 15,
  rowOnly: true,
  readsTexts: true,
  evaluate(d, friend) {
    const query = mailQuery(d);
    if (!query) return 'unknown';
    return (
      (query.qs === '' || friend.email.includes(query.qs)) &&
      (query.status === 0 || friend.mail_status === query.status)
    );
  },
  compile(d, ctx) {
    const query = mailQuery(d);
    if (!query) return 'unknown';
    const { eb } = ctx;
    return eb.and([
      ...(query.qs === '' ? [] : [containsSql(ctx, eb.ref('f.email'), query.qs)]),
      ...(query.status === 0 ? [] : [eb('f.mail_status', '=', query.status)]),
    ]);
  },
};

/**
 * E-mail address and status (condition 15, ability mail; spec 001 §3, §6, §9): a text the address contains,
 * and the mail status, shown to accounts in the mail-first mode (user-mail-set-to-expa-mode).
 */
export const mailCondition = definePlugin({
  kind: 'condition',
  type: 15,
  key: 'mail',
  label: { ja: 'メールアドレス', en: 'E-mail address' },
  description: {
    ja: 'メールアドレスと配信状態で絞り込みます',
    en: 'Filters friends by e-mail address and status',
  },
  multiplicity: 'multiple',
  ability: 'mail',
  listed: true,
  menuOrder: 180,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 15 as const, qs: '', mail_status: 0 as const }),
  summary(d, ctx) {
    const status = MAIL_STATUS.find((choice) => choice.const === d.mail_status && choice.const !== 0);
    if (ctx.lang === 'en') {
      const parts = [
        d.qs ? `address contains ${quoteText(d.qs, 'en')}` : '',
        status ? `mail status "${status['x-title-en']}"` : '',
      ].filter(Boolean);
      return parts.length ? `E-mail: ${parts.join(' and ')}` : 'E-mail address (not entered)';
    }
    const address = d.qs ? `メールアドレスに${quoteText(d.qs)}を含む` : '';
    const state = status ? `メールの状態が「${status.title}」` : '';
    return [address, state].filter(Boolean).join('・') || 'メールアドレス(未入力)';
  },
  rules: [
    {
      // Neither an address text nor a status: the condition would match everyone.
      code: 'required',
      path: '/qs',
      violated: (d) => !d.qs && !d.mail_status,
    },
  ],
  ui: {
    order: ['qs', 'mail_status'],
    visibleWhen: { mail_status: (d, ctx) => ctx.permissions.has(MAIL_STATUS_PERMISSION) || !!d.mail_status },
  },
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? mailMeaning : undefined,
    jsonLogic: mailJsonLogic,
  },
  examples: {
    valid: [
      { type: 15, qs: '@example.com', mail_status: 0 },
      { type: 15, qs: '', mail_status: 2 },
      { type: 15, qs: 'taro' },
    ],
    invalid: [
      { data: { type: 15, qs: '', mail_status: 0 }, expect: 'required', path: '/qs' },
      { data: { type: 15, qs: 'a', mail_status: 6 }, expect: 'enum', path: '/mail_status' },
      { data: { type: 15, qs: 'a'.repeat(256) }, expect: 'maxLength', path: '/qs' },
    ],
  },
});

const mailQuery = (d: Record<string, unknown>) => {
  const qs = textOf(d, 'qs') ?? '';
  const status = intOf(d, 'mail_status') ?? 0;
  if (status < 0 || status > 5 || (qs === '' && status === 0)) return undefined;
  return { qs, status };
};
