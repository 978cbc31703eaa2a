import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  dateRangeMessages,
  dateRangeProperties,
  dateRangeRules,
  dateRangeText,
} from '../shared/conditions/date-range.ts';
import { periodJsonLogic } from '../shared/conditions/json-logic-facts.ts';
import { periodMeaning } from '../shared/conditions/meaning.ts';

const schema = {
  type: 'object',
  title: '最終反応日',
  'x-title-en': 'Last response date',
  properties: { type: { const: 106 }, ...dateRangeProperties },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Last response date (condition 106, spec 001 §3, §9): a period of days (yyyy/MM/dd); either end may stay open, not both.
 */
export const lastResponseCondition = definePlugin({
  kind: 'condition',
  type: 106,
  key: 'last-response',
  label: { ja: '最終反応日', en: 'Last response date' },
  description: {
    ja: '最後に反応した日で絞り込みます',
    en: 'Filters friends by the date of their last response',
  },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 50,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 106 as const }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      const range = dateRangeText(d.date_from, d.date_to, 'en');
      return range ? `Last response date: ${range}` : 'Last response date (no period set)';
    }
    const period = dateRangeText(d.date_from, d.date_to);
    return period ? `最終反応日が${period}` : '最終反応日(期間未設定)';
  },
  rules: dateRangeRules(),
  messages: dateRangeMessages,
  ui: { order: ['date_from', 'date_to'] },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? periodMeaning(106, 'last_response_at') : undefined,
    jsonLogic: periodJsonLogic(106, 'last_response_at'),
  },
  examples: {
    valid: [
      { type: 106, date_from: '2026/05/01', date_to: '2026/05/31' },
      { type: 106, date_from: '2026/05/01' },
      { type: 106, date_to: '2026/05/31' },
    ],
    invalid: [
      { data: { type: 106 }, expect: 'action_required', path: '/date_from' },
      { data: { type: 106, date_from: '2026-04-01' }, expect: 'pattern', path: '/date_from' },
      { data: { type: 106, date_from: '2026/02/30' }, expect: 'condition_date_not_real', path: '/date_from' },
      {
        data: { type: 106, date_from: '2026/05/31', date_to: '2026/05/01' },
        expect: 'condition_date_reversed',
        path: '/date_to',
      },
    ],
  },
});
