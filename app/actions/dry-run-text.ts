/**
 * The dry run's lines in words (issue 19 point 6): the server answers what each effect would do as data
 * (plugins/shared/effects/dry-run.ts), and the console says it in the operator's language here. Operator text
 * (names, messages) is only ever a parameter: it stays text.
 */
import type { DryRunCondition } from '../../plugins/effects/dry-runs.ts';
import type { DryRunLine, DryRunValue } from '../../plugins/shared/effects/dry-run.ts';
import type { TextKey } from '../page-i18n.ts';

type T = (key: TextKey, params?: Record<string, unknown>) => string;

const quoted = (names: readonly string[]) => names.map((name) => `「${name}」`).join('、');

/** What an effect's condition says for the friend. */
export function conditionText(condition: DryRunCondition, t: T): string {
  if (condition === null) return t('dryRunAlways');
  if (condition.matches === true) return t('dryRunMatches', { name: condition.name });
  return condition.matches === false ? t('dryRunNoMatch') : t('dryRunUnknown');
}

function appliedText(operand: number, by: DryRunValue, t: T): string {
  const operandWord = t(`dryRunOperand_${operand}` as TextKey);
  if (by.kind === 'random') return t('dryRunApplied', { by: t('dryRunRandom', by), operand: operandWord });
  if (by.kind === 'linked') return t('dryRunApplied', { by: t('dryRunLinked'), operand: operandWord });
  if (by.kind === 'text') return t('dryRunApplied', { by: by.text, operand: operandWord });
  if (by.kind === 'action-date') return t('dryRunApplied', { by: by.day, operand: operandWord });
  return operandWord;
}

function valueText(line: Extract<DryRunLine, { kind: 'value' }>, t: T): string {
  const from = line.from ?? (line.scope === 'account' ? t('dryRunCurrent') : t('dryRunUnset'));
  const to =
    line.to === null ? appliedText(line.operand, line.by, t) : line.to === '' ? t('dryRunCleared') : line.to;
  return t(line.scope === 'account' ? 'dryRunValue_account' : 'dryRunValue_friend', {
    field: line.field,
    from,
    to,
  });
}

/**
 * One line's words: the sentence, and the details under it (tags already there, placeholders left empty).
 * A message line's sentence is the heading; the message itself is `body`.
 *
 * @example lineText({ kind: 'tag-add', names: ['新規'], already: ['VIP会員'] }, t)
 * // { text: 'タグ 「新規」 を追加します', details: ['「VIP会員」は付いています'] }
 */
export function lineText(line: DryRunLine, t: T): { text: string; details: string[]; body?: string } {
  switch (line.kind) {
    case 'tag-add':
      return {
        text: line.names.length ? t('dryRunTagAdd', { names: quoted(line.names) }) : t('dryRunNoChange'),
        details: line.already.map((name) => t('dryRunTagHas', { name })),
      };
    case 'tag-remove':
      return {
        text: line.names.length ? t('dryRunTagRemove', { names: quoted(line.names) }) : t('dryRunNoChange'),
        details: line.absent.map((name) => t('dryRunTagLacks', { name })),
      };
    case 'value':
      return { text: valueText(line, t), details: [] };
    case 'message':
      return {
        text: t('dryRunMessage'),
        body: line.text,
        details: line.empty.length ? [t('dryRunEmpty', { labels: line.empty.join('、') })] : [],
      };
    case 'template':
      return { text: t('dryRunTemplate', { name: line.name }), details: [] };
    case 'scenario': {
      const now = t('dryRunScenarioNow', { names: line.from.length ? quoted(line.from) : t('dryRunNone') });
      if (line.op === 'stop') return { text: t('dryRunScenarioStop'), details: [now] };
      if (line.op === 'resume') return { text: t('dryRunScenarioResume'), details: [now] };
      const from = t(line.midpoint ? 'dryRunScenarioMidpoint' : 'dryRunScenarioFirst');
      return { text: t('dryRunScenarioStart', { to: line.to, from }), details: [now] };
    }
    case 'menu':
      return {
        text: t('dryRunMenu', { from: line.from ?? t('dryRunNone'), to: line.to ?? t('dryRunMenuOff') }),
        details: [],
      };
    case 'reminder':
      return {
        text: t(line.start ? 'dryRunReminderStart' : 'dryRunReminderStop', { name: line.name }),
        details: [],
      };
    case 'mark':
      return { text: t('dryRunMark', { from: line.from ?? t('dryRunNone'), to: line.to }), details: [] };
    case 'display':
      return {
        text: t('dryRunDisplay', {
          from: t(`dryRunRate_${line.from}` as TextKey),
          to: t(`dryRunRate_${line.to}` as TextKey),
        }),
        details: [],
      };
    case 'reservation':
      return {
        text: t(line.cancel ? 'dryRunReserveCancel' : 'dryRunReserve', { name: line.name }),
        details: [],
      };
    case 'phase':
      return {
        text: t(line.pass ? 'dryRunPhasePass' : 'dryRunPhaseRemove', { names: quoted(line.names) }),
        details: [],
      };
    case 'note':
      return { text: t(`dryRunNote_${line.code}` as TextKey), details: [] };
  }
}
