import { type BlockSchema, definePlugin, NON_BLANK, truncateWidth } from '../../engine/core/index.ts';
import { flag01 } from '../shared/conditions/fields.ts';
import { type ConditionJsonLogic, operation, varName } from '../shared/conditions/json-logic.ts';
import { type ConditionMeaning, containsSql, intOf, textOf } from '../shared/conditions/meaning.ts';
import { queryWidgets } from '../shared/conditions/query/index.ts';
import { joinQuoted, quoteText, searchWords } from '../shared/conditions/summary.ts';
import { sharedHelp } from '../shared/help.ts';

const schema = {
  type: 'object',
  title: '名前',
  'x-title-en': 'Name',
  properties: {
    type: { const: 11 },
    names: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: 255,
      title: '名前',
      'x-title-en': 'Names',
      ...sharedHelp(
        'スペースで区切った名前のいずれかを含む友だちを探します',
        'Space-separated names; a friend matches when any of them is found',
      ),
      'x-query': {},
    },
    use_name: flag01('表示名を検索', 'Search the display name'),
    use_short_name: flag01('システム表示名を検索', 'Search the system display name'),
    use_nickname: flag01('ニックネームを検索', 'Search the nickname'),
  },
  required: ['type', 'names'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const TARGETS = [
  ['use_name', '表示名', 'display name'],
  ['use_short_name', 'システム表示名', 'system name'],
  ['use_nickname', 'ニックネーム', 'nickname'],
] as const;

/**
 * Name (11) as JSON Logic: `{"or":[{"in":[word,{"var":column}]}, …]}`, every word in every searched column
 * (`name`, `short_name`, `nickname`), word by word.
 */
const nameJsonLogic: ConditionJsonLogic = {
  toLogic(d) {
    const query = nameQuery(d);
    if (!query) return undefined;
    return {
      or: query.words.flatMap((word) => query.columns.map((column) => ({ in: [word, { var: column }] }))),
    };
  },
  fromLogic(logic) {
    const read = operation(logic);
    if (read?.op !== 'or' || read.args.length === 0) return undefined;
    const pairs = read.args.map((arg) => {
      const test = operation(arg);
      const column = varName(test?.args[1]);
      const word = test?.args[0];
      return test?.op === 'in' && test.args.length === 2 && typeof word === 'string'
        ? { word, column }
        : undefined;
    });
    const columns = NAME_COLUMNS.map(([, column]) => column).filter((column) =>
      pairs.some((pair) => pair?.column === column),
    );
    const words = [...new Set(pairs.map((pair) => pair?.word ?? ''))];
    if (columns.length === 0 || words.some((word) => searchWords(word).join(' ') !== word || word === ''))
      return undefined;
    // Exactly every word in every column, in the export's order: anything else is no name condition.
    const expected = words.flatMap((word) => columns.map((column) => `${column}:${word}`));
    if (expected.join('\n') !== pairs.map((pair) => `${pair?.column}:${pair?.word}`).join('\n'))
      return undefined;
    const flag = (column: string) => (columns.includes(column as (typeof columns)[number]) ? 1 : 0);
    return {
      type: 11,
      names: words.join(' '),
      use_name: flag('name'),
      use_short_name: flag('short_name'),
      use_nickname: flag('nickname'),
    };
  },
};

/** Name (11): any word of `names` occurs (case-sensitively) in any searched name; no word or no column is unknown. */
const nameMeaning: ConditionMeaning = {
  type: 11,
  rowOnly: true,
  readsTexts: true,
  evaluate(d, friend) {
    const query = nameQuery(d);
    if (!query) return 'unknown';
    return query.words.some((word) => query.columns.some((column) => friend[column].includes(word)));
  },
  compile(d, ctx) {
    const query = nameQuery(d);
    if (!query) return 'unknown';
    return ctx.eb.or(
      query.words.flatMap((word) =>
        query.columns.map((column) => containsSql(ctx, ctx.eb.ref(`f.${column}`), word)),
      ),
    );
  },
};

/**
 * Friend name (condition 11, spec 001 §3): space-separated names, any of which matches, searched in the display
 * name, the system display name and the nickname (each included by default).
 */
export const nameCondition = definePlugin({
  kind: 'condition',
  type: 11,
  key: 'name',
  label: { ja: '名前', en: 'Name' },
  description: { ja: '友だちの名前で絞り込みます', en: 'Filters friends by name' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 10,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    type: 11 as const,
    names: '',
    use_name: 1 as const,
    use_short_name: 1 as const,
    use_nickname: 1 as const,
  }),
  summary(d, ctx) {
    const words = searchWords(d.names);
    if (ctx.lang === 'en') {
      const chosen = TARGETS.filter(([field]) => d[field] !== 0).map(([, , label]) => label);
      const subject =
        chosen.length === TARGETS.length ? 'Name' : `Name (${chosen.join(', ') || 'no target'})`;
      if (words.length === 0) return `${subject} (not entered)`;
      const list = joinQuoted(words, (word, lang) => quoteText(word, lang), 'en');
      return words.length === 1 ? `${subject} contains ${list}` : `${subject} contains any of ${list}`;
    }
    const targets = TARGETS.filter(([field]) => d[field] !== 0).map(([, label]) => label);
    const where = targets.length === TARGETS.length ? '名前' : `名前(${targets.join('・') || '対象なし'})`;
    if (words.length === 0) return `${where}(未入力)`;
    const quoted = joinQuoted(words, (word) => `「${truncateWidth(word)}」`);
    return words.length === 1 ? `${where}に${quoted}を含む` : `${where}に${quoted}のいずれかを含む`;
  },
  rules: [
    {
      code: 'name_no_target',
      path: '/use_name',
      // An absent switch is on (the default is 1 each).
      violated: (d) => TARGETS.every(([field]) => d[field] === 0),
    },
    {
      code: 'required',
      path: '/names',
      violated: (d) => searchWords(d.names).length === 0 && d.names !== '',
    },
  ],
  messages: {
    name_no_target: {
      ja: '表示名・システム表示名・ニックネームのいずれかを検索対象にしてください',
      en: 'Search at least one of the display name, the system display name and the nickname',
    },
  },
  ui: { order: ['names', 'use_name', 'use_short_name', 'use_nickname'] },
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? nameMeaning : undefined,
    jsonLogic: nameJsonLogic,
  },
  examples: {
    valid: [
      { type: 11, names: '山田 佐藤', use_name: 1, use_short_name: 1, use_nickname: 1 },
      { type: 11, names: 'たろう', use_name: 0, use_short_name: 0, use_nickname: 1 },
      { type: 11, names: 'Yamada' },
    ],
    invalid: [
      { data: { type: 11, names: '' }, expect: 'required', path: '/names' },
      {
        data: { type: 11, names: '　 ' },
        expect: 'required',
        path: '/names',
        note: 'Spaces only name nothing',
      },
      {
        data: { type: 11, names: '山田', use_name: 0, use_short_name: 0, use_nickname: 0 },
        expect: 'name_no_target',
        path: '/use_name',
      },
      { data: { type: 11, names: 'あ'.repeat(256) }, expect: 'maxLength', path: '/names' },
      { data: { type: 11, names: '山田', use_name: 2 }, expect: 'enum', path: '/use_name' },
    ],
  },
});

/** The name columns the condition searches: each unless its flag is 0 (spec 001 §3: default 1 each). */
const NAME_COLUMNS = [
  ['use_name', 'name'],
  ['use_short_name', 'short_name'],
  ['use_nickname', 'nickname'],
] as const;

const nameQuery = (d: Record<string, unknown>) => {
  const words = searchWords(textOf(d, 'names'));
  const columns = NAME_COLUMNS.filter(([flag]) => intOf(d, flag) !== 0).map(([, column]) => column);
  return words.length && columns.length ? { words, columns } : undefined;
};
