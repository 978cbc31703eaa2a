import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { type ConditionJsonLogic, comparison, type JsonLogic } from '../shared/conditions/json-logic.ts';
import { type ConditionMeaning, intOf } from '../shared/conditions/meaning.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import { itemId } from '../shared/time.ts';

/** The modes that name a menu (0 this menu is set, 10 it is not); 2 and 12 ask about any menu. */
const PER_MENU = [0, 10] as const;

const schema = {
  type: 'object',
  title: 'リッチメニュー',
  'x-title-en': 'Rich menu',
  properties: {
    type: { const: 93 },
    richmenu_id: itemId('menu', 'リッチメニュー', 'Rich menu'),
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      // Spec 001 §9 "Rich menu match: 0 set, 10 not set, 2 any set, 12 none set".
      oneOf: [
        { const: 0, title: 'このメニューが設定されている', 'x-title-en': 'This menu is set' },
        { const: 10, title: 'このメニューが設定されていない', 'x-title-en': 'This menu is not set' },
        { const: 2, title: 'いずれかのメニューが設定されている', 'x-title-en': 'Any menu is set' },
        { const: 12, title: 'メニューが設定されていない', 'x-title-en': 'No menu is set' },
      ],
      default: 0,
    },
  },
  required: ['type', 'match'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { match: { enum: [...PER_MENU] } }, required: ['match'] },
      then: { required: ['richmenu_id'] },
    },
  ],
} as const satisfies BlockSchema;

const perMenu = (match: number) => match === 0 || match === 10;

/**
 * Rich menu (93) as JSON Logic over the friend's `richmenu_id` (null: none): match 0 `===` the menu, 10 `!==`
 * it, 2 `!==` null (any menu), 12 `===` null (none).
 */
const richmenuJsonLogic: ConditionJsonLogic = {
  toLogic(d): JsonLogic | undefined {
    const menu = intOf(d, 'richmenu_id');
    const match = intOf(d, 'match');
    if (match === 2) return { '!==': [{ var: 'richmenu_id' }, null] };
    if (match === 12) return { '===': [{ var: 'richmenu_id' }, null] };
    if (menu === undefined || (match !== 0 && match !== 10)) return undefined;
    return { [match === 0 ? '===' : '!==']: [{ var: 'richmenu_id' }, menu] };
  },
  fromLogic(logic) {
    for (const op of ['===', '!=='] as const) {
      const read = comparison(logic, op);
      if (read?.fact !== 'richmenu_id') continue;
      if (read.value === null) return { type: 93, match: op === '===' ? 12 : 2 };
      if (typeof read.value === 'number' && Number.isSafeInteger(read.value))
        return { type: 93, richmenu_id: read.value, match: op === '===' ? 0 : 10 };
    }
    return undefined;
  },
};

/**
 * Rich menu (93; spec 001 §9 "0 set, 10 not set, 2 any set, 12 none set"): this menu is (not) the friend's, or
 * the friend has any (no) menu of their own. A per-menu code without a menu is unknown.
 */
const richmenuMeaning: ConditionMeaning = {
  type: 93,
  rowOnly: true,
  evaluate(d, friend) {
    const menu = intOf(d, 'richmenu_id');
    const match = intOf(d, 'match');
    if (match === 2) return friend.richmenu_id !== null;
    if (match === 12) return friend.richmenu_id === null;
    if (menu === undefined || (match !== 0 && match !== 10)) return 'unknown';
    return (friend.richmenu_id === menu) === (match === 0);
  },
  compile(d, ctx) {
    const { eb } = ctx;
    const menu = intOf(d, 'richmenu_id');
    const match = intOf(d, 'match');
    if (match === 2) return eb('f.richmenu_id', 'is not', null);
    if (match === 12) return eb('f.richmenu_id', 'is', null);
    if (menu === undefined || (match !== 0 && match !== 10)) return 'unknown';
    if (match === 0) return eb('f.richmenu_id', '=', menu);
    return eb.or([eb('f.richmenu_id', 'is', null), eb('f.richmenu_id', '<>', menu)]);
  },
};

/**
 * Rich menu (condition 93, ability richmenu; spec 001 §3, §4, §9): a given menu set or not, or any menu set or
 * none. Choosing "not specified" (no menu) sets match to any-set (2) and clears richmenu_id.
 */
export const richmenuCondition = definePlugin({
  kind: 'condition',
  type: 93,
  key: 'richmenu',
  label: { ja: 'リッチメニュー', en: 'Rich menu' },
  description: { ja: '設定されているリッチメニューで絞り込みます', en: 'Filters friends by their rich menu' },
  multiplicity: 'multiple',
  ability: 'richmenu',
  listed: true,
  menuOrder: 160,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 93 as const, match: 0 as const }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.match === 2) return 'Has any rich menu';
      if (d.match === 12) return 'Has no rich menu';
      if (d.richmenu_id === undefined) return 'No rich menu chosen';
      const menu = `Rich menu ${quotedItem(ctx, 'menu', d.richmenu_id)}`;
      return d.match === 10 ? `${menu} is not set` : `${menu} is set`;
    }
    if (d.match === 2) return 'いずれかのリッチメニューが設定されている';
    if (d.match === 12) return 'リッチメニューが設定されていない';
    if (d.richmenu_id === undefined) return 'リッチメニュー未選択';
    const name = `リッチメニュー${quotedItem(ctx, 'menu', d.richmenu_id)}`;
    return d.match === 10 ? `${name}が設定されていない` : `${name}が設定されている`;
  },
  changes: [
    {
      on: ['richmenu_id'],
      description: {
        ja: 'メニューを「指定しない」にすると条件を「いずれかのメニューが設定されている」にし、メニューを選ぶとそのメニューの条件に戻します',
        en: 'Choosing no menu sets match to any-set (2) and clears richmenu_id; choosing a menu returns to the per-menu modes',
      },
      apply(draft) {
        if (draft.richmenu_id === undefined || draft.richmenu_id < 1) {
          delete draft.richmenu_id;
          if (perMenu(draft.match)) draft.match = 2;
        } else if (!perMenu(draft.match)) {
          draft.match = draft.match === 12 ? 10 : 0;
        }
      },
    },
    {
      on: ['match'],
      description: {
        ja: 'メニューを問わない条件(2, 12)にするとメニューの選択を消します',
        en: 'The any-menu modes (2, 12) clear the chosen menu',
      },
      apply(draft) {
        if (!perMenu(draft.match)) delete draft.richmenu_id;
      },
    },
  ],
  ui: { order: ['richmenu_id', 'match'] },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? richmenuMeaning : undefined,
    jsonLogic: richmenuJsonLogic,
  },
  examples: {
    valid: [
      { type: 93, richmenu_id: 1, match: 0 },
      { type: 93, richmenu_id: 2, match: 10 },
      { type: 93, match: 2 },
      { type: 93, match: 12 },
    ],
    invalid: [
      { data: { type: 93, match: 0 }, expect: 'action_required', path: '/richmenu_id' },
      { data: { type: 93, richmenu_id: 1, match: 1 }, expect: 'enum', path: '/match' },
      { data: { type: 93, richmenu_id: 0, match: 0 }, expect: 'action_required', path: '/richmenu_id' },
    ],
  },
});
