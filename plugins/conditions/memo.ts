import { type BlockSchema, definePlugin, NON_BLANK } from '../../engine/core/index.ts';
import { type ConditionJsonLogic, containedText, containsLogic } from '../shared/conditions/json-logic.ts';
import { type ConditionMeaning, containsSql, textOf } from '../shared/conditions/meaning.ts';
import { queryWidgets } from '../shared/conditions/query/index.ts';
import { quoteText } from '../shared/conditions/summary.ts';
import { sharedHelp } from '../shared/help.ts';

const schema = {
  type: 'object',
  title: '個別メモ',
  'x-title-en': 'Individual memo',
  properties: {
    type: { const: 20 },
    memos: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: 1000,
      title: 'メモに含む文字',
      'x-title-en': 'Memo contains',
      ...sharedHelp(
        '個別メモにこの文字を含む友だちを探します',
        'Friends whose individual memo contains this text',
      ),
      'x-query': {},
    },
  },
  required: ['type', 'memos'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Individual memo (20) as JSON Logic: `{"in":[text,{"var":"memo"}]}` (the memo contains the text). */
const memoJsonLogic: ConditionJsonLogic = {
  toLogic: (d) => containsLogic(d.memos, 'memo'),
  fromLogic(logic) {
    const text = containedText(logic, 'memo');
    return text === undefined ? undefined : { type: 20, memos: text };
  },
};

/** Memo (20): the friend's memo contains the text (case-sensitively); a blank text is unknown. */
const memoMeaning: ConditionMeaning = {
  type: 20,
  rowOnly: true,
  readsTexts: true,
  evaluate(d, friend) {
    const text = textOf(d, 'memos');
    if (!text?.trim()) return 'unknown';
    return friend.memo.includes(text);
  },
  compile(d, ctx) {
    const text = textOf(d, 'memos');
    if (!text?.trim()) return 'unknown';
    return containsSql(ctx, ctx.eb.ref('f.memo'), text);
  },
};

/** Individual memo (condition 20, spec 001 §3): friends whose memo contains a text. */
export const memoCondition = definePlugin({
  kind: 'condition',
  type: 20,
  key: 'memo',
  label: { ja: '個別メモ', en: 'Individual memo' },
  description: { ja: '個別メモの内容で絞り込みます', en: 'Filters friends by their individual memo' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 20,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 20 as const, memos: '' }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? d.memos
        ? `Memo contains ${quoteText(d.memos, 'en')}`
        : 'Memo (not entered)'
      : d.memos
        ? `個別メモに${quoteText(d.memos)}を含む`
        : '個別メモ(未入力)',
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? memoMeaning : undefined,
    jsonLogic: memoJsonLogic,
  },
  examples: {
    valid: [{ type: 20, memos: '要フォロー' }],
    invalid: [
      { data: { type: 20, memos: '' }, expect: 'required', path: '/memos' },
      { data: { type: 20 }, expect: 'required', path: '/memos' },
      { data: { type: 20, memos: 'あ'.repeat(1001) }, expect: 'maxLength', path: '/memos' },
    ],
  },
});
