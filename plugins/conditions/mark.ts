import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import { type ConditionJsonLogic, operation } from '../shared/conditions/json-logic.ts';
import { type ConditionMeaning, idsOf } from '../shared/conditions/meaning.ts';
import { joinQuoted } from '../shared/conditions/summary.ts';
import { sharedHelp } from '../shared/help.ts';
import { responseMarkWidgets } from '../shared/response-marks/index.ts';

/**
 * The context kind under which the console and the server give the response marks (spec 001 §3 "Notification
 * mark: id, value, color, sortIndex", loaded by variable id), as effect 7 names them. Marks are not item-picker
 * items, so the schema names no `x-item` but `x-context-item`.
 */
export const RESPONSE_MARK_KIND = 'response_mark';

const schema = {
  type: 'object',
  title: '対応マーク',
  'x-title-en': 'Response mark',
  properties: {
    type: { const: 50 },
    notify: {
      type: 'array',
      items: { type: 'integer', minimum: 0 },
      uniqueItems: true,
      title: '対応マーク',
      'x-title-en': 'Response marks',
      ...sharedHelp(
        'いずれかの対応マークが付いた友だちを探します',
        'Friends with any of these response marks',
      ),
      'x-context-item': RESPONSE_MARK_KIND,
    },
  },
  required: ['type', 'notify'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Response mark (50) as JSON Logic: `{"in":[{"var":"notify"},[marks]]}`; no mark chosen has no form. */
const markJsonLogic: ConditionJsonLogic = {
  toLogic(d) {
    const marks = d.notify;
    if (!Array.isArray(marks) || marks.length === 0 || !marks.every((m) => Number.isSafeInteger(m)))
      return undefined;
    return { in: [{ var: 'notify' }, [...(marks as number[])]] };
  },
  fromLogic(logic) {
    const read = operation(logic);
    const [field, marks] = read?.args ?? [];
    if (read?.op !== 'in' || read.args.length !== 2 || operation(field ?? null)?.args[0] !== 'notify')
      return undefined;
    if (operation(field ?? null)?.op !== 'var' || !Array.isArray(marks) || marks.length === 0)
      return undefined;
    return marks.every((m) => Number.isSafeInteger(m)) ? { type: 50, notify: [...marks] } : undefined;
  },
};

/** Response mark (50): the friend's mark is one of `notify`; an empty list is unknown. */
const markMeaning: ConditionMeaning = {
  type: 50,
  rowOnly: true,
  evaluate(d, friend) {
    const marks = idsOf(d, 'notify');
    if (!marks?.length) return 'unknown';
    return marks.includes(friend.notify);
  },
  compile(d, ctx) {
    const marks = idsOf(d, 'notify');
    if (!marks?.length) return 'unknown';
    return ctx.eb('f.notify', 'in', marks);
  },
};

/** Response mark (condition 50, single use; spec 001 §3, §4): friends with any of the chosen marks. */
export const markCondition = definePlugin({
  kind: 'condition',
  type: 50,
  key: 'mark',
  label: { ja: '対応マーク', en: 'Response mark' },
  description: { ja: '対応マークで絞り込みます', en: 'Filters friends by response mark' },
  multiplicity: 'single',
  listed: true,
  menuOrder: 60,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 50 as const, notify: [] }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.notify.length === 0) return 'No response mark chosen';
      const marks = joinQuoted(
        d.notify.map((id) => itemName(ctx, RESPONSE_MARK_KIND, id)),
        undefined,
        'en',
      );
      return d.notify.length === 1 ? `Response mark ${marks}` : `Response mark: any of ${marks}`;
    }
    if (d.notify.length === 0) return '対応マーク未選択';
    const names = joinQuoted(d.notify.map((id) => itemName(ctx, RESPONSE_MARK_KIND, id)));
    return d.notify.length === 1
      ? `対応マーク${names}が付いている`
      : `対応マーク${names}のいずれかが付いている`;
  },
  rules: [{ code: 'action_required', path: '/notify', violated: (d) => d.notify.length === 0 }],
  // The console draws the marks as checkboxes by name; ids are never typed.
  ui: { widgets: { notify: 'response-marks' } },
  // The marks are checkboxes by name, shared with effect 7 (plugins/shared/response-marks).
  widgets: responseMarkWidgets,
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? markMeaning : undefined,
    jsonLogic: markJsonLogic,
  },
  examples: {
    valid: [
      { type: 50, notify: [1, 2] },
      { type: 50, notify: [0] },
    ],
    invalid: [
      { data: { type: 50, notify: [] }, expect: 'action_required', path: '/notify' },
      { data: { type: 50, notify: [1, 1] }, expect: 'uniqueItems', path: '/notify' },
      { data: { type: 50 }, expect: 'required', path: '/notify' },
    ],
  },
});
