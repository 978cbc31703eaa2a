/**
 * The dry run's lines in words (issue 19 point 6): the server answers what each effect would do as data
 * (plugins/shared/effects/dry-run.ts), and the console says it in the operator's language here. Operator text
 * (names, messages) is only ever a parameter: it stays text.
 */
import type { DryRunCondition } from '../../plugins/effects/dry-runs.ts';
import type { DryRunLine, DryRunValue } from '../../plugins/shared/effects/dry-run.ts';
import type { DryRunTextKey, DryRunSay as T } from './dry-run-texts.ts';

const quoted = (names: readonly string[]) => names.map((name) => `「${name}」`).join('、');

/** What an effect's condition says for the friend. */
export function conditionText(condition: DryRunCondition, t: T): string {
  if (condition === null) return t('always');
  if (condition.matches === true) return t('matches', { name: condition.name });
  return condition.matches === false ? t('noMatch') : t('unknown');
}

function appliedText(operand: number, by: DryRunValue, t: T): string {
  const operandWord = t(`operand_${operand}` as DryRunTextKey);
  if (by.kind === 'random') return t('applied', { by: t('random', by), operand: operandWord });
  if (by.kind === 'linked') return t('applied', { by: t('linked'), operand: operandWord });
  if (by.kind === 'text') return t('applied', { by: by.text, operand: operandWord });
  if (by.kind === 'action-date') return t('applied', { by: by.day, operand: operandWord });
  return operandWord;
}

function valueText(line: Extract<DryRunLine, { kind: 'value' }>, t: T): string {
  const from = line.from ?? (line.scope === 'account' ? t('current') : t('unset'));
  const to =
    line.to === null ? appliedText(line.operand, line.by, t) : line.to === '' ? t('cleared') : line.to;
  return t(line.scope === 'account' ? 'value_account' : 'value_friend', {
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
 * // { text: 'タグ「新規」を追加します', details: ['「VIP会員」は付いています'] }
 */
export function lineText(line: DryRunLine, t: T): { text: string; details: string[]; body?: string } {
  switch (line.kind) {
    case 'tag-add':
      return {
        text: line.names.length ? t('tagAdd', { names: quoted(line.names) }) : t('noChange'),
        details: line.already.map((name) => t('tagHas', { name })),
      };
    case 'tag-remove':
      return {
        text: line.names.length ? t('tagRemove', { names: quoted(line.names) }) : t('noChange'),
        details: line.absent.map((name) => t('tagLacks', { name })),
      };
    case 'value':
      return { text: valueText(line, t), details: [] };
    case 'message':
      return {
        text: t('message'),
        body: line.text,
        details: line.empty.length ? [t('empty', { labels: line.empty.join('、') })] : [],
      };
    case 'template':
      return { text: t('template', { name: line.name }), details: [] };
    case 'scenario': {
      const now = t('scenarioNow', { names: line.from.length ? quoted(line.from) : t('none') });
      if (line.op === 'stop') return { text: t('scenarioStop'), details: [now] };
      if (line.op === 'resume') return { text: t('scenarioResume'), details: [now] };
      const from = t(line.midpoint ? 'scenarioMidpoint' : 'scenarioFirst');
      return { text: t('scenarioStart', { to: line.to, from }), details: [now] };
    }
    case 'menu':
      return {
        text: t('menu', { from: line.from ?? t('none'), to: line.to ?? t('menuOff') }),
        details: [],
      };
    case 'reminder':
      return {
        text: t(line.start ? 'reminderStart' : 'reminderStop', { name: line.name }),
        details: [],
      };
    case 'mark':
      return { text: t('mark', { from: line.from ?? t('none'), to: line.to }), details: [] };
    case 'display':
      return {
        text: t('display', {
          from: t(`rate_${line.from}` as DryRunTextKey),
          to: t(`rate_${line.to}` as DryRunTextKey),
        }),
        details: [],
      };
    case 'reservation':
      return {
        text: t(line.cancel ? 'reserveCancel' : 'reserve', { name: line.name }),
        details: [],
      };
    case 'phase':
      return {
        text: t(line.pass ? 'phasePass' : 'phaseRemove', { names: quoted(line.names) }),
        details: [],
      };
    case 'note':
      return { text: t(`note_${line.code}` as DryRunTextKey), details: [] };
  }
}
