import {
  type BlockSchema,
  definePlugin,
  type FromBlockSchema,
  itemName,
  type PluginContext,
  truncateWidth,
} from '../../../engine/core/index.ts';
import { contextWidgets } from '../../shared/context-picker/index.ts';
import { effectCommonProperties, pickedContextSchema } from '../../shared/effect.ts';
import { sharedHelp } from '../../shared/help.ts';
import { quoteIn } from '../../shared/summary.ts';
import { hhmm, itemId } from '../../shared/time.ts';
import { VAR_DATE_TYPE } from '../../shared/var-fields.ts';
import { reminderDryRun } from './dry-run.ts';
import {
  byContext,
  byVar,
  dynamicContextAllowed,
  REMINDER_DEFAULT_TIME,
  reminderMessages,
  reminderRules,
  ymd,
} from './rules.ts';

export { dynamicContextAllowed, goalInstant } from './rules.ts';

const schema = {
  type: 'object',
  title: 'リマインダ操作',
  'x-title-en': 'Reminder operation',
  properties: {
    type: { const: 15 },
    firetype: {
      type: 'integer',
      title: '操作',
      'x-title-en': 'Operation',
      oneOf: [
        { const: 0, title: 'リマインダを開始', 'x-title-en': 'Start the reminder' },
        { const: 1, title: 'リマインダを解除', 'x-title-en': 'Cancel the reminder' },
      ],
      default: 0,
    },
    episode_id: itemId('episode', 'リマインダ', 'Reminder'),
    goal_date_type: {
      type: 'string',
      title: 'ゴール日時の指定方法',
      'x-title-en': 'Goal date from',
      oneOf: [
        { const: 'specified', title: '日時を指定', 'x-title-en': 'A specified date' },
        {
          const: 'dynamic_context',
          title: '外部連携パラメータ',
          'x-title-en': 'An external-integration parameter',
        },
      ],
      default: 'specified',
    },
    selectionType: {
      type: 'string',
      title: 'ゴール日の指定',
      'x-title-en': 'Goal day from',
      oneOf: [
        { const: 'date', title: '日付を指定', 'x-title-en': 'A date' },
        { const: 'var', title: '友だち情報の日付', 'x-title-en': 'A friend-info date' },
      ],
      default: 'date',
    },
    // The goal must lie ahead (reminder_goal_not_future): the calendar offers no past day; a typed one is reported.
    origin_date: { ...ymd('ゴール日', 'Goal date'), 'x-min-date': 'today' },
    origin_time: { ...hhmm('ゴール時刻', 'Goal time'), default: '10:00' },
    var_id: {
      ...itemId('varia', 'ゴール日の友だち情報', 'Goal date field'),
      'x-item-types': [VAR_DATE_TYPE],
      ...sharedHelp('日付型の友だち情報', 'A date-type friend-info field'),
    },
    context: pickedContextSchema(['datetime']),
    cancel_type: {
      type: 'integer',
      title: '解除の対象',
      'x-title-en': 'Which goals to cancel',
      oneOf: [
        { const: 0, title: '指定なし', 'x-title-en': 'Any' },
        { const: 1, title: 'ゴール日を指定', 'x-title-en': 'The goal date' },
        { const: 2, title: 'ゴール日時を指定', 'x-title-en': 'The goal date and time' },
      ],
      default: 0,
    },
    cancel_origin_date: ymd('解除するゴール日', 'Goal date to cancel'),
    cancel_origin_time: { ...hhmm('解除するゴール時刻', 'Goal time to cancel'), default: '10:00' },
    ...effectCommonProperties,
  },
  required: ['type', 'firetype', 'episode_id'],
  additionalProperties: false,
  // An absent goal_date_type reads as 'specified' and an absent selectionType as 'date' (no `required` in the if).
  allOf: [
    {
      if: { properties: { firetype: { const: 0 }, goal_date_type: { const: 'specified' } } },
      then: { required: ['origin_time'] },
    },
    {
      if: {
        properties: {
          firetype: { const: 0 },
          goal_date_type: { const: 'specified' },
          selectionType: { const: 'date' },
        },
      },
      then: { required: ['origin_date'] },
    },
    {
      if: {
        properties: {
          firetype: { const: 0 },
          goal_date_type: { const: 'specified' },
          selectionType: { const: 'var' },
        },
        required: ['selectionType'],
      },
      then: { required: ['var_id'] },
    },
    {
      if: {
        properties: { firetype: { const: 0 }, goal_date_type: { const: 'dynamic_context' } },
        required: ['goal_date_type'],
      },
      then: { required: ['context'] },
    },
    {
      if: { properties: { firetype: { const: 1 }, cancel_type: { const: 1 } }, required: ['cancel_type'] },
      then: { required: ['cancel_origin_date'] },
    },
    {
      if: { properties: { firetype: { const: 1 }, cancel_type: { const: 2 } }, required: ['cancel_type'] },
      then: { required: ['cancel_origin_date', 'cancel_origin_time'] },
    },
  ],
} as const satisfies BlockSchema;

/** The summary in English: "Start reminder "Seminar" with the goal 2026/07/01 10:00", "Cancel reminder …". */
function englishSummary(d: FromBlockSchema<typeof schema>, ctx: PluginContext): string {
  if (d.episode_id === undefined) return 'No reminder chosen';
  const name = `reminder ${quoteIn('en', itemName(ctx, 'episode', d.episode_id))}`;
  if (d.firetype === 1) {
    const date = d.cancel_origin_date ?? 'not set';
    if (d.cancel_type === 1) return `Cancel ${name} (goal date ${date})`;
    if (d.cancel_type === 2)
      return `Cancel ${name} (goal ${date} ${d.cancel_origin_time ?? REMINDER_DEFAULT_TIME})`;
    return `Cancel ${name}`;
  }
  const time = d.origin_time ?? REMINDER_DEFAULT_TIME;
  let goal: string;
  if (byContext(d))
    goal = `linked data ${quoteIn('en', truncateWidth(d.context?.key_label ?? d.context?.key ?? '') || 'not set')}`;
  else if (byVar(d)) {
    const field = d.var_id === undefined ? 'not chosen' : itemName(ctx, 'varia', d.var_id);
    goal = `the date of friend info ${quoteIn('en', field)} at ${time}`;
  } else goal = `${d.origin_date ?? 'date not set'} ${time}`;
  return `Start ${name} with the goal ${goal}`;
}

const GOAL_FIELDS = [
  'goal_date_type',
  'selectionType',
  'origin_date',
  'origin_time',
  'var_id',
  'context',
] as const;
const CANCEL_FIELDS = ['cancel_type', 'cancel_origin_date', 'cancel_origin_time'] as const;

/**
 * Start or cancel a reminder (effect 15, ability episode; spec 000 §2.5, §3.8, §5.3). A start sets the goal:
 * a date and time (Japan time, in the future), a friend-info date item with a time, or an external-integration
 * parameter (user-open-api and a linked-data context only). A cancel may narrow to a goal date (and time).
 */
export const reminderEffect = definePlugin({
  kind: 'effect',
  type: 15,
  key: 'reminder',
  label: { ja: 'リマインダ操作', en: 'Reminder operation' },
  description: { ja: 'リマインダ配信を開始・解除します', en: 'Starts or cancels a reminder' },
  multiplicity: 'multiple',
  ability: 'episode',
  listed: true,
  menuOrder: 70,
  version: 1,
  migrations: {},
  schema,
  // episode_id and the goal date are left for the operator ('required' until then).
  defaults: () =>
    ({
      type: 15 as const,
      firetype: 0 as const,
      goal_date_type: 'specified' as const,
      selectionType: 'date' as const,
      origin_time: REMINDER_DEFAULT_TIME,
    }) as {
      type: 15;
      firetype: 0;
      goal_date_type: 'specified';
      selectionType: 'date';
      origin_time: string;
      episode_id: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') return englishSummary(d, ctx);
    if (d.episode_id === undefined) return 'リマインダ未選択';
    const name = `リマインダ「${itemName(ctx, 'episode', d.episode_id)}」`;
    if (d.firetype === 1) {
      if (d.cancel_type === 1) return `${name}(ゴール日 ${d.cancel_origin_date ?? '未設定'})を解除`;
      if (d.cancel_type === 2)
        return `${name}(ゴール日時 ${d.cancel_origin_date ?? '未設定'} ${d.cancel_origin_time ?? REMINDER_DEFAULT_TIME})を解除`;
      return `${name}を解除`;
    }
    const time = d.origin_time ?? REMINDER_DEFAULT_TIME;
    let goal: string;
    if (byContext(d))
      goal = `連携データ「${truncateWidth(d.context?.key_label ?? d.context?.key ?? '') || '未設定'}」`;
    else if (byVar(d))
      goal = `友だち情報「${d.var_id === undefined ? '未選択' : itemName(ctx, 'varia', d.var_id)}」の日付 ${time}`;
    else goal = `${d.origin_date ?? '日付未設定'} ${time}`;
    return `${name}をゴール ${goal} で開始`;
  },
  rules: reminderRules,
  messages: reminderMessages,
  changes: [
    {
      on: ['firetype'],
      description: {
        ja: '開始と解除を切り替えると、使わなくなった指定を消し、ゴール時刻や解除の対象を初期値(10:00・指定なし)にします',
        en: 'Switching between start and cancel removes the fields no longer used and fills the defaults (10:00, any goal)',
      },
      apply(draft) {
        if (draft.firetype === 1) {
          for (const field of GOAL_FIELDS) delete draft[field];
          draft.cancel_type ??= 0;
        } else {
          for (const field of CANCEL_FIELDS) delete draft[field];
          draft.goal_date_type ??= 'specified';
          if (draft.goal_date_type === 'specified') {
            draft.selectionType ??= 'date';
            draft.origin_time ??= REMINDER_DEFAULT_TIME;
          }
        }
      },
    },
    {
      on: ['goal_date_type'],
      description: {
        ja: '外部連携パラメータにすると日時と友だち情報の指定を消し、日時の指定に戻すと連携データを消します',
        en: 'An external-integration goal clears the date and field; back to a specified date clears the context',
      },
      apply(draft) {
        if (draft.firetype !== 0) return;
        if (draft.goal_date_type === 'dynamic_context') {
          for (const field of ['selectionType', 'origin_date', 'origin_time', 'var_id'] as const)
            delete draft[field];
        } else {
          delete draft.context;
          draft.selectionType ??= 'date';
          draft.origin_time ??= REMINDER_DEFAULT_TIME;
        }
      },
    },
    {
      on: ['selectionType'],
      description: {
        ja: '日付の指定と友だち情報の指定を切り替えると、もう一方の値を消します',
        en: 'Switching between a date and a friend-info field clears the other value',
      },
      apply(draft) {
        if (draft.selectionType === 'var') delete draft.origin_date;
        else delete draft.var_id;
      },
    },
    {
      on: ['cancel_type'],
      description: {
        ja: '解除の対象に合わせて日付・時刻を消し、日時の指定では時刻10:00を入れます',
        en: 'The cancel type keeps only the date and time it uses; date and time fills 10:00',
      },
      apply(draft) {
        if (draft.cancel_type === 2) draft.cancel_origin_time ??= REMINDER_DEFAULT_TIME;
        else delete draft.cancel_origin_time;
        if (draft.cancel_type !== 1 && draft.cancel_type !== 2) delete draft.cancel_origin_date;
      },
    },
  ],
  widgets: contextWidgets,
  ui: {
    order: [
      'firetype',
      'episode_id',
      'goal_date_type',
      'selectionType',
      'origin_date',
      'var_id',
      'origin_time',
      'context',
      'cancel_type',
      'cancel_origin_date',
      'cancel_origin_time',
    ],
    visibleWhen: {
      // The external-integration choice is offered only where it is allowed, or to undo one that is set.
      goal_date_type: (d, ctx) =>
        d.firetype === 0 && (dynamicContextAllowed(ctx) || d.goal_date_type === 'dynamic_context'),
      selectionType: (d) => d.firetype === 0 && d.goal_date_type !== 'dynamic_context',
      cancel_type: (d) => d.firetype === 1,
    },
  },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? reminderDryRun : undefined },
  examples: {
    valid: [
      {
        type: 15,
        firetype: 0,
        episode_id: 1,
        goal_date_type: 'specified',
        selectionType: 'date',
        origin_date: '2099/12/01',
        origin_time: '10:00',
      },
      {
        type: 15,
        firetype: 0,
        episode_id: 1,
        goal_date_type: 'specified',
        selectionType: 'var',
        var_id: 10,
        origin_time: '09:30',
      },
      { type: 15, firetype: 1, episode_id: 1, cancel_type: 0 },
      {
        type: 15,
        firetype: 1,
        episode_id: 2,
        cancel_type: 2,
        cancel_origin_date: '2099/12/01',
        cancel_origin_time: '10:00',
      },
    ],
    invalid: [
      { data: { type: 15, firetype: 0 }, expect: 'action_required', path: '/episode_id' },
      {
        data: { type: 15, firetype: 0, episode_id: 1, origin_date: '2020/01/01', origin_time: '10:00' },
        expect: 'reminder_goal_not_future',
        path: '/origin_date',
      },
      {
        data: { type: 15, firetype: 0, episode_id: 1, origin_date: '2099/02/30', origin_time: '10:00' },
        expect: 'date_format',
        path: '/origin_date',
      },
      {
        data: { type: 15, firetype: 0, episode_id: 1, origin_date: '2099-12-01', origin_time: '10:00' },
        expect: 'pattern',
        path: '/origin_date',
      },
      {
        data: { type: 15, firetype: 0, episode_id: 1, selectionType: 'var', origin_time: '10:00' },
        expect: 'action_required',
        path: '/var_id',
      },
      {
        data: {
          type: 15,
          firetype: 0,
          episode_id: 1,
          goal_date_type: 'dynamic_context',
          context: { key: 'date', key_label: '予約日時' },
        },
        expect: 'reminder_context_not_allowed',
        path: '/goal_date_type',
      },
      {
        data: { type: 15, firetype: 1, episode_id: 1, cancel_type: 1 },
        expect: 'required',
        path: '/cancel_origin_date',
      },
    ],
  },
});
