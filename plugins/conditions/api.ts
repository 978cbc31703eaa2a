import { type BlockSchema, definePlugin, truncateWidth } from '../../engine/core/index.ts';
import {
  isNumericMatch,
  MATCH,
  matchPhrase,
  needsQuery,
  queryChanges,
  queryConditions,
  queryField,
  queryMessages,
  queryRules,
} from '../shared/conditions/match.ts';
import { queryWidgets } from '../shared/conditions/query/index.ts';
import { quoteText } from '../shared/conditions/summary.ts';
import { contextSchema } from '../shared/effect.ts';
import { EXTERNAL_CONTEXT_EVENT_FLAG } from '../shared/flags.ts';

export { EXTERNAL_CONTEXT_EVENT_FLAG };

const schema = {
  type: 'object',
  title: '外部API連携',
  'x-title-en': 'External API integration',
  properties: {
    type: { const: 115 },
    context: contextSchema,
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      oneOf: [
        MATCH.exact,
        MATCH.partial,
        MATCH.exactExclude,
        MATCH.partialExclude,
        MATCH.any,
        MATCH.none,
        MATCH.gte,
        MATCH.gt,
        MATCH.lte,
        MATCH.lt,
      ],
      default: 0,
    },
    query: queryField('検索する値', 'Value'),
  },
  required: ['type', 'context', 'match'],
  additionalProperties: false,
  allOf: [...queryConditions],
} as const satisfies BlockSchema;

/**
 * External API integration (condition 115, ability open-api; spec 001 §3, §6): a value of the external context
 * event (category, event, key) compared by text or number. Offered only when the funnel belongs to an external
 * context event (its `offered` hook); elsewhere it loads and saves with a warning.
 */
export const apiCondition = definePlugin({
  kind: 'condition',
  type: 115,
  key: 'api',
  label: { ja: '外部API連携', en: 'External API integration' },
  description: {
    ja: '外部連携のイベントの値で絞り込みます',
    en: 'Filters by a value of the external context event',
  },
  multiplicity: 'multiple',
  ability: 'open-api',
  listed: true,
  menuOrder: 220,
  // Spec 001 §6: "The API-integration condition is visible only when an external context event is chosen".
  offered: (ctx) => ctx.flags[EXTERNAL_CONTEXT_EVENT_FLAG] === true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 115 as const, context: {}, match: 0 as const }),
  summary(d, ctx) {
    const key = d.context.key_label || d.context.key;
    if (ctx.lang === 'en') {
      if (!key) return 'No external-data key chosen';
      const name = `External data "${truncateWidth(key)}"`;
      if (needsQuery(d.match) && !d.query) return `${name}: no value entered`;
      const value = isNumericMatch(d.match) ? truncateWidth(d.query ?? '') : quoteText(d.query ?? '', 'en');
      return `${name} ${matchPhrase(d.match, value, 'en')}`;
    }
    if (!key) return '外部連携のキー未選択';
    const name = `外部連携「${truncateWidth(key)}」`;
    if (needsQuery(d.match) && !d.query) return `${name}(値未入力)`;
    const value = isNumericMatch(d.match) ? truncateWidth(d.query ?? '') : quoteText(d.query ?? '');
    return `${name}が${matchPhrase(d.match, value)}`;
  },
  rules: [
    { code: 'action_required', path: '/context/key', violated: (d) => !d.context.key },
    ...queryRules(),
    {
      code: 'api_needs_context_event',
      severity: 'warning',
      violated: (_d, ctx) => ctx.flags[EXTERNAL_CONTEXT_EVENT_FLAG] !== true,
    },
  ],
  messages: {
    ...queryMessages,
    api_needs_context_event: {
      ja: '外部API連携の条件は、外部連携のイベントを選んだアクションでのみ使えます',
      en: 'The external API condition works only in an action triggered by an external context event',
    },
  },
  changes: [...queryChanges()],
  ui: { order: ['context', 'match', 'query'] },
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  examples: {
    valid: [
      {
        type: 115,
        context: {
          category: 'reserve',
          event: 'register',
          event_label: '予約登録',
          key: 'course',
          key_label: 'コース',
        },
        match: 0,
        query: 'カット',
      },
      { type: 115, context: { category: 'shop', event: 'order', key: 'amount' }, match: 10, query: '5000' },
      { type: 115, context: { key: 'coupon' }, match: 3 },
    ],
    invalid: [
      { data: { type: 115, context: {}, match: 3 }, expect: 'action_required', path: '/context/key' },
      { data: { type: 115, context: { key: 'a' }, match: 0 }, expect: 'required', path: '/query' },
      {
        data: { type: 115, context: { key: 'a' }, match: 12, query: 'many' },
        expect: 'condition_query_not_number',
        path: '/query',
      },
      { data: { type: 115, context: { key: 'a' }, match: 20 }, expect: 'enum', path: '/match' },
    ],
  },
});
