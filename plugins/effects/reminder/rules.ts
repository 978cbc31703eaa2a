import type { PluginContext, Rule } from '../../../engine/core/index.ts';
import { JAPAN_OFFSET_MS } from '../../shared/account-day.ts';
import { isRealDate } from '../../shared/conditions/calendar.ts';
import { VAR_DATE_TYPE } from '../../shared/var-fields.ts';
import { varEffectMessages } from '../var/rules.ts';

/**
 * A date as the console's picker writes it, Y/m/d (spec 000 §9): 'YYYY/MM/DD'. The pattern checks the shape;
 * the `date_format` rule checks that the day exists (2026/02/30 does not).
 *
 * @example { ...ymd('ゴール日', 'Goal date') }
 */
export const ymd = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'string',
    pattern: '^[0-9]{4}/[0-9]{2}/[0-9]{2}$',
    title,
    'x-title-en': titleEn,
    'x-widget': 'date',
  }) as const;

/** The goal and cancel times default to 10:00 (spec 000 §2.5, §9). */
export const REMINDER_DEFAULT_TIME = '10:00';

/** The permission that unlocks external-integration parameters (spec 000 §6). */
export const OPEN_API_PERMISSION = 'user-open-api';

/**
 * Whether the goal may come from an external-integration parameter: the operator holds user-open-api and the
 * action is edited with an active linked-data context. The context flag is the one effect 6 reads for linked
 * data (`ctx.flags.linkedDataAllowed`): both mean "this action runs with a linked-data context".
 */
export function dynamicContextAllowed(ctx: PluginContext): boolean {
  return ctx.permissions.has(OPEN_API_PERMISSION) && ctx.flags.linkedDataAllowed === true;
}

/**
 * The instant of a Japan-time date and time, or undefined when either is malformed.
 *
 * @example goalInstant('2026/12/01', '10:00') // 2026-12-01T01:00:00.000Z
 */
export function goalInstant(date: string, time: string): Date | undefined {
  const d = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isRealDate(date)) return undefined;
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return new Date(utc - JAPAN_OFFSET_MS);
}

/** The slice of effect 15's data its rules read. */
interface ReminderData {
  firetype: 0 | 1;
  goal_date_type?: 'specified' | 'dynamic_context';
  selectionType?: 'date' | 'var';
  origin_date?: string;
  origin_time?: string;
  var_id?: number;
  cancel_type?: 0 | 1 | 2;
  cancel_origin_date?: string;
  context?: { key?: string };
}

/** Absent goal_date_type means 'specified', absent selectionType 'date' (the schema's if/then read them so). */
export const isStart = (d: ReminderData) => d.firetype === 0;
export const byContext = (d: ReminderData) => isStart(d) && d.goal_date_type === 'dynamic_context';
export const byDate = (d: ReminderData) => isStart(d) && !byContext(d) && d.selectionType !== 'var';
export const byVar = (d: ReminderData) => isStart(d) && !byContext(d) && d.selectionType === 'var';
const cancelsByDate = (d: ReminderData) => d.firetype === 1 && (d.cancel_type === 1 || d.cancel_type === 2);

/** The rules of effect 15 that the schema cannot say. */
export const reminderRules: Rule<ReminderData>[] = [
  {
    code: 'date_format',
    path: '/origin_date',
    violated: (d) => byDate(d) && d.origin_date !== undefined && !isRealDate(d.origin_date),
  },
  {
    // "Reminder goal date must be in the future" (spec 000 §5.3), as Japan time against ctx.now().
    code: 'reminder_goal_not_future',
    path: '/origin_date',
    violated: (d, ctx) => {
      if (!byDate(d) || d.origin_date === undefined) return false;
      const goal = goalInstant(d.origin_date, d.origin_time ?? REMINDER_DEFAULT_TIME);
      return goal !== undefined && goal.getTime() <= ctx.now().getTime();
    },
  },
  {
    code: 'reminder_var_not_date',
    path: '/var_id',
    violated: (d, ctx) => {
      if (!byVar(d) || d.var_id === undefined) return false;
      const type = ctx.item('varia', d.var_id)?.type;
      return typeof type === 'number' && type !== VAR_DATE_TYPE;
    },
  },
  {
    code: 'reminder_context_not_allowed',
    path: '/goal_date_type',
    violated: (d, ctx) => byContext(d) && !dynamicContextAllowed(ctx),
  },
  { code: 'action_required', path: '/context/key', violated: (d) => byContext(d) && !d.context?.key },
  {
    code: 'date_format',
    path: '/cancel_origin_date',
    violated: (d) =>
      cancelsByDate(d) && d.cancel_origin_date !== undefined && !isRealDate(d.cancel_origin_date),
  },
];

/** Texts of effect 15's own message codes; the goal message is the spec's quote. */
export const reminderMessages = {
  reminder_goal_not_future: {
    ja: 'ゴール日時は未来の日時にしてください',
    en: 'The goal date and time must be in the future',
  },
  reminder_var_not_date: {
    ja: '日付型の友だち情報を選択してください',
    en: 'Choose a date-type friend-info field',
  },
  reminder_context_not_allowed: {
    ja: '外部連携パラメータはこのアクションでは利用できません',
    en: 'External-integration parameters are not available in this action',
  },
  date_format: varEffectMessages.date_format,
} as const;
