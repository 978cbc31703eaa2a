import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  ALL_WEEKDAYS,
  commonItemProperties,
  DATE_RULES,
  dateRules,
  dropRules,
  episodeProperties,
  formItemMessages,
  hideItemChange,
  imageChange,
  imageConditions,
  itemHelp,
  itemSummary,
  numberRule,
  RULES_WIDGET,
  requiredTitle,
  ruleListRules,
  ruleListWidgets,
  rulesSchema,
} from '../shared/form-items/index.ts';

/** The holiday option's default: public holidays follow the weekdays (spec 002 §3). */
export const HOLIDAY_DEFAULT = 'public_holiday_no_effect';

const schema = {
  type: 'object',
  title: '日付',
  'x-title-en': 'Date',
  properties: {
    swatch_id: { const: 590 },
    type: { const: 'datepicker', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: requiredTitle,
    help: itemHelp,
    rules: rulesSchema(['required', 'max_date', 'min_date', 'weekdays']),
    input_type: {
      type: 'integer',
      title: '日付の回答形式',
      'x-title-en': 'Date answer format',
      oneOf: [
        { const: 0, title: 'カレンダー', 'x-title-en': 'Calendar' },
        { const: 1, title: '年月日を入力', 'x-title-en': 'Year, month and day entry' },
      ],
      default: 0,
    },
    holiday: {
      type: 'string',
      title: '祝日の扱い',
      'x-title-en': 'Public holidays',
      oneOf: [
        { const: 'public_holiday_no_effect', title: '曜日の設定に従う', 'x-title-en': 'Follow the weekdays' },
        { const: 'public_holiday_enabled', title: '祝日は選択できる', 'x-title-en': 'Holidays selectable' },
        {
          const: 'public_holiday_disabled',
          title: '祝日は選択できない',
          'x-title-en': 'Holidays not selectable',
        },
      ],
      default: 'public_holiday_no_effect',
    },
    ...episodeProperties,
  },
  required: ['swatch_id', 'type', 'title', 'input_type'],
  additionalProperties: false,
  allOf: [
    ...imageConditions,
    {
      if: { properties: { do_set_episode: { const: 1 } }, required: ['do_set_episode'] },
      then: { required: ['episode_id'] },
    },
  ],
} as const satisfies BlockSchema;

/**
 * A date (swatch 590, spec 002 §3, §4, §5): a calendar or a year-month-day entry (required); the first and last
 * day a friend may answer, each none, relative (days from the answer day, an integer ≥ 0) or absolute
 * (yyyy-MM-dd), start ≤ end; the weekdays offered (a bitmask, at least one day, default 127) and the holiday
 * option; a reminder started at the answered date.
 */
export const datepickerFormItem = definePlugin({
  kind: 'form-item',
  type: 590,
  key: 'datepicker',
  typeField: 'swatch_id',
  label: { ja: '日付', en: 'Date' },
  description: { ja: '日付で回答します', en: 'A date answer' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    swatch_id: 590 as const,
    type: 'datepicker' as const,
    title: '',
    rules: [{ name: 'weekdays' as const, value: ALL_WEEKDAYS }],
    input_type: 0 as const,
    holiday: 'public_holiday_no_effect' as const,
    do_set_episode: 0 as const,
    episode_goal_time: '10:00',
  }),
  summary: (d, ctx) => {
    const limited = DATE_RULES.some((name) => d.rules?.some((r) => r.name === name));
    const weekdays = numberRule(d, 'weekdays');
    return itemSummary(d, ctx, [
      d.input_type === 1 ? { ja: '年月日入力', en: 'entry' } : { ja: 'カレンダー', en: 'calendar' },
      ...(limited || (weekdays !== undefined && weekdays !== ALL_WEEKDAYS)
        ? [{ ja: '日付制限あり', en: 'limited dates' }]
        : []),
    ]);
  },
  rules: [...ruleListRules(), ...dateRules()],
  changes: [
    {
      on: ['input_type'],
      description: {
        ja: '日付の回答形式を変えると日付の制限(期間・曜日・祝日)を初期化します',
        en: 'Switching the date answer format clears the date constraints (range, weekdays, holidays)',
      },
      apply(draft) {
        dropRules(draft, DATE_RULES);
        const weekdays = draft.rules?.find((r) => r.name === 'weekdays');
        if (weekdays) weekdays.value = ALL_WEEKDAYS;
        if (draft.holiday !== undefined) draft.holiday = HOLIDAY_DEFAULT;
      },
    },
    {
      on: ['do_set_episode'],
      description: {
        ja: 'リマインダを使わないとリマインダの指定を消します',
        en: 'No reminder clears the reminder',
      },
      apply(draft) {
        if (draft.do_set_episode !== 1) delete draft.episode_id;
      },
    },
    hideItemChange(),
    imageChange(),
  ],
  messages: formItemMessages,
  widgets: ruleListWidgets,
  ui: {
    widgets: { rules: RULES_WIDGET },
    order: [
      'title',
      'help',
      'input_type',
      'rules',
      'holiday',
      'do_set_episode',
      'episode_id',
      'episode_goal_time',
    ],
    hidden: ['type', 'name', 'page'],
  },
  examples: {
    valid: [
      {
        swatch_id: 590,
        type: 'datepicker',
        title: 'ご希望日',
        input_type: 0,
        rules: [
          { name: 'required' },
          { name: 'min_date', value: 1 },
          { name: 'max_date', value: 30 },
          { name: 'weekdays', value: 62 },
        ],
        holiday: 'public_holiday_disabled',
      },
      {
        swatch_id: 590,
        type: 'datepicker',
        title: '生年月日',
        input_type: 1,
        rules: [
          { name: 'min_date', value: '1900-01-01' },
          { name: 'max_date', value: '2026-12-31' },
        ],
        do_set_episode: 1,
        episode_id: 3,
        episode_goal_time: '10:00',
      },
    ],
    invalid: [
      {
        data: { swatch_id: 590, type: 'datepicker', title: 'x' },
        expect: 'action_required',
        path: '/input_type',
      },
      {
        data: {
          swatch_id: 590,
          type: 'datepicker',
          title: 'x',
          input_type: 0,
          rules: [
            { name: 'min_date', value: 10 },
            { name: 'max_date', value: 5 },
          ],
        },
        expect: 'form_date_order',
        path: '/rules/0/value',
      },
      {
        data: {
          swatch_id: 590,
          type: 'datepicker',
          title: 'x',
          input_type: 0,
          rules: [
            { name: 'min_date', value: '2026-12-01' },
            { name: 'max_date', value: '2026-11-30' },
          ],
        },
        expect: 'form_date_order',
        path: '/rules/0/value',
      },
      {
        data: {
          swatch_id: 590,
          type: 'datepicker',
          title: 'x',
          input_type: 0,
          rules: [{ name: 'weekdays', value: 0 }],
        },
        expect: 'form_weekdays_none',
        path: '/rules/0/value',
      },
      {
        data: {
          swatch_id: 590,
          type: 'datepicker',
          title: 'x',
          input_type: 0,
          rules: [{ name: 'min_date', value: -1 }],
        },
        expect: 'minimum',
        path: '/rules/0/value',
      },
      {
        data: {
          swatch_id: 590,
          type: 'datepicker',
          title: 'x',
          input_type: 0,
          rules: [{ name: 'max_date', value: '2026-02-30' }],
        },
        expect: 'form_date_invalid',
        path: '/rules/0/value',
      },
    ],
  },
});
