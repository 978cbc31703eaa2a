import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  dateRangeMessages,
  dateRangeProperties,
  dateRangeRules,
  dateRangeText,
} from '../shared/conditions/date-range.ts';
import { flag01 } from '../shared/conditions/fields.ts';
import {
  type FactTest,
  factLogic,
  rangeOfTests,
  rangeTests,
  readBack,
  someRowLogic,
  someRowOf,
  testValue,
} from '../shared/conditions/json-logic-facts.ts';
import {
  arrayListModeSql,
  type ConditionData,
  type ConditionMeaning,
  dayRange,
  inRange,
  intOf,
} from '../shared/conditions/meaning.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { itemId } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: '回答フォーム',
  'x-title-en': 'Answer form',
  properties: {
    type: { const: 95 },
    form_id: itemId('form', '回答フォーム', 'Answer form'),
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      // Spec 001 §9 "Form match: 0 answered, 10 not answered".
      oneOf: [
        { const: 0, title: '回答済み', 'x-title-en': 'Answered' },
        { const: 10, title: '未回答', 'x-title-en': 'Not answered' },
      ],
      default: 0,
    },
    use_date: flag01('回答日で絞り込む', 'Filter by answer date'),
    ...dateRangeProperties,
  },
  required: ['type', 'form_id', 'match'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Answer form (95; "0 answered, 10 not answered"), within the answer period when use_date is 1. */
const formMeaning: ConditionMeaning = {
  type: 95,
  evaluate(d, friend) {
    const t = formTest(d);
    if (!t) return 'unknown';
    const found = friend.forms.some((f) => f.form_id === t.form && (!t.range || inRange(f.at, t.range)));
    return found === t.answered;
  },
  compile(d, ctx) {
    const t = formTest(d);
    if (!t) return 'unknown';
    // PostgreSQL's count table holds the forms answered as an array (has it: mode 0, has it not: mode 2); a
    // period still reads the answer times.
    if (ctx.facts && !t.range) return arrayListModeSql(ctx, t.answered ? 0 : 2, [t.form], 'f.forms');
    const { eb } = ctx;
    let rows = eb
      .selectFrom('friend_forms')
      .select('friend_forms.friend_id')
      .whereRef('friend_forms.friend_id', '=', 'f.id')
      .where('friend_forms.form_id', '=', t.form);
    if (t.range?.from !== undefined) rows = rows.where('friend_forms.at', '>=', t.range.from);
    if (t.range?.until !== undefined) rows = rows.where('friend_forms.at', '<', t.range.until);
    return t.answered ? eb.exists(rows) : eb.not(eb.exists(rows));
  },
};

/**
 * Answer form (95) as JSON Logic over the friend's `forms` rows (form_id, at): some answer of the form (match 0;
 * none for 10), within the period's ISO bounds with use_date 1 (as 30 and 106).
 */
const formJsonLogic = readBack(
  (d) => {
    const t = formTest(d);
    if (!t) return undefined;
    const tests: FactTest[] = [{ op: '===', fact: 'form_id', value: t.form }];
    if (t.range) tests.push(...rangeTests('at', t.range));
    return someRowLogic('forms', tests.map(factLogic), t.answered);
  },
  (logic) => {
    const row = someRowOf(logic, 'forms');
    const form_id = row && testValue(row.tests, 'form_id', '===');
    if (!row || typeof form_id !== 'number') return undefined;
    // Without a period, use_date 0 as the editor saves it (defaults): one without the field travels as it is.
    const base = { type: 95, form_id, match: row.exists ? 0 : 10 };
    return row.tests.length > 1
      ? { ...base, use_date: 1, ...rangeOfTests(row.tests, 'at') }
      : { ...base, use_date: 0 };
  },
);

/**
 * Answer form (condition 95, spec 001 §3, §9): answered or not, optionally within a period of answer dates
 * (use_date 1 with date_from, date_to).
 */
export const formCondition = definePlugin({
  kind: 'condition',
  type: 95,
  key: 'form',
  label: { ja: '回答フォーム', en: 'Answer form' },
  description: { ja: '回答フォームへの回答で絞り込みます', en: 'Filters friends by form answers' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 170,
  version: 1,
  migrations: {},
  schema,
  // form_id is left for the operator to choose ('required' until then).
  defaults: () =>
    ({ type: 95 as const, match: 0 as const, use_date: 0 as const }) as {
      type: 95;
      match: 0;
      use_date: 0;
      form_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.form_id === undefined) return 'No form chosen';
      const period = d.use_date === 1 ? dateRangeText(d.date_from, d.date_to, 'en') : '';
      const when = period ? ` (answer date ${period})` : '';
      return `Form ${quotedItem(ctx, 'form', d.form_id)} ${d.match === 10 ? 'not answered' : 'answered'}${when}`;
    }
    if (d.form_id === undefined) return '回答フォーム未選択';
    const period = d.use_date === 1 ? dateRangeText(d.date_from, d.date_to) : '';
    const when = period ? `(回答日 ${period})` : '';
    return `回答フォーム${quotedItem(ctx, 'form', d.form_id)}に${d.match === 10 ? '未回答' : '回答済み'}${when}`;
  },
  rules: dateRangeRules<{ use_date?: number }>({ applies: (d) => d.use_date === 1 }),
  messages: dateRangeMessages,
  changes: [
    {
      on: ['use_date'],
      description: {
        ja: '回答日で絞り込まない場合は期間を消します',
        en: 'Turning the date filter off removes the period',
      },
      apply(draft) {
        if (draft.use_date !== 1) {
          delete draft.date_from;
          delete draft.date_to;
        }
      },
    },
  ],
  ui: {
    order: ['form_id', 'match', 'use_date', 'date_from', 'date_to'],
    visibleWhen: { date_from: (d) => d.use_date === 1, date_to: (d) => d.use_date === 1 },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? formMeaning : undefined,
    jsonLogic: formJsonLogic,
  },
  examples: {
    valid: [
      { type: 95, form_id: 1, match: 0 },
      { type: 95, form_id: 1, match: 10, use_date: 1, date_from: '2026/04/01', date_to: '2026/04/30' },
    ],
    invalid: [
      { data: { type: 95, match: 0 }, expect: 'action_required', path: '/form_id' },
      { data: { type: 95, form_id: 1, match: 1 }, expect: 'enum', path: '/match' },
      {
        data: { type: 95, form_id: 1, match: 0, use_date: 1 },
        expect: 'action_required',
        path: '/date_from',
      },
    ],
  },
});

/** The form, whether an answer must exist, and the answer period (use_date 1); undefined when unknown. */
function formTest(d: ConditionData) {
  const form = intOf(d, 'form_id');
  const match = intOf(d, 'match');
  if (form === undefined || (match !== 0 && match !== 10)) return undefined;
  if (intOf(d, 'use_date') !== 1) return { form, answered: match === 0, range: undefined };
  const range = dayRange(d);
  return range ? { form, answered: match === 0, range } : undefined;
}
