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
  title: '友だち登録日',
  'x-title-en': 'Friend registration date',
  properties: { type: { const: 30 }, ...dateRangeProperties },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Friend registration date (condition 30, spec 001 §3, §9): a period of days (yyyy/MM/dd); either end may stay open, not both.
 */
export const registeredCondition = definePlugin({
  kind: 'condition',
  type: 30,
  key: 'registered',
  label: { ja: '友だち登録日', en: 'Friend registration date' },
  description: { ja: '友だち登録日で絞り込みます', en: 'Filters friends by the date they became friends' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 40,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 30 as const }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      const range = dateRangeText(d.date_from, d.date_to, 'en');
      return range ? `Friend registration date: ${range}` : 'Friend registration date (no period set)';
    }
    const period = dateRangeText(d.date_from, d.date_to);
    return period ? `友だち登録日が${period}` : '友だち登録日(期間未設定)';
  },
  rules: dateRangeRules(),
  messages: dateRangeMessages,
  ui: { order: ['date_from', 'date_to'] },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? periodMeaning(30, 'registered_at') : undefined,
    jsonLogic: periodJsonLogic(30, 'registered_at'),
  },
  examples: {
    valid: [
      { type: 30, date_from: '2026/04/01', date_to: '2026/04/30' },
      { type: 30, date_from: '2026/04/01' },
      { type: 30, date_to: '2026/04/30' },
    ],
    invalid: [
      { data: { type: 30 }, expect: 'action_required', path: '/date_from' },
      { data: { type: 30, date_from: '2026-04-01' }, expect: 'pattern', path: '/date_from' },
      { data: { type: 30, date_from: '2026/02/30' }, expect: 'condition_date_not_real', path: '/date_from' },
      {
        data: { type: 30, date_from: '2026/04/30', date_to: '2026/04/01' },
        expect: 'condition_date_reversed',
        path: '/date_to',
      },
    ],
  },
});
