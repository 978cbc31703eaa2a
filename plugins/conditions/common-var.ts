import { type BlockSchema, definePlugin, type PluginContext } from '../../engine/core/index.ts';
import { COMMON_VAR_NUMBER_TYPE, isOtherThanNumber } from '../shared/common-var-types.ts';
import { MATCH, matchPhrase, queryChanges } from '../shared/conditions/match.ts';
import { queryWidgets } from '../shared/conditions/query/index.ts';
import { quotedItem } from '../shared/conditions/summary.ts';
import type { ContextFlagName } from '../shared/flags.ts';
import { itemId } from '../shared/time.ts';

/** The bounds of a number item without its own minimum and maximum (the friend-info number range, spec 000 §5.2). */
export const COMMON_VAR_LIMIT = 9999999999.999;

/** The flag the console sets when the funnel filters members; the common-info condition is hidden there (spec 001 §6). */
export const MEMBER_FILTER_FLAG = 'memberFilter' as const satisfies ContextFlagName;

const schema = {
  type: 'object',
  title: '共通情報',
  'x-title-en': 'Common info',
  properties: {
    type: { const: 77 },
    // Only number-type items can be picked (spec 001 §5); the rule still refuses another type saved elsewhere.
    common_var_id: {
      ...itemId('common_vars', '共通情報', 'Common-info item'),
      'x-item-types': [COMMON_VAR_NUMBER_TYPE],
    },
    match: {
      type: 'integer',
      title: '条件',
      'x-title-en': 'Match',
      oneOf: [MATCH.exact, MATCH.exactExclude, MATCH.gte, MATCH.gt, MATCH.lte, MATCH.lt],
      default: 0,
    },
    query: {
      type: 'number',
      minimum: -COMMON_VAR_LIMIT,
      maximum: COMMON_VAR_LIMIT,
      title: '値',
      'x-title-en': 'Value',
      // A search query: the query widget draws a number input that ignores Enter (spec 001 §5).
      'x-query': {},
    },
  },
  required: ['type', 'common_var_id', 'match', 'query'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * The bounds of a number item: its own `min` and `max` when it has them, else ±9999999999.999.
 *
 * @example commonVarBounds(ctx, 1) // { min: 0, max: 9999 }
 */
export function commonVarBounds(ctx: PluginContext, id: number | undefined): { min: number; max: number } {
  const item = id === undefined ? undefined : ctx.item('common_vars', id);
  const bound = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return { min: bound(item?.min, -COMMON_VAR_LIMIT), max: bound(item?.max, COMMON_VAR_LIMIT) };
}

/** True when the context knows the item and it is not of the number type. */
const notNumber = (ctx: PluginContext, id: number | undefined) => {
  const item = id === undefined ? undefined : ctx.item('common_vars', id);
  return isOtherThanNumber(item);
};

/**
 * Common info (condition 77; spec 001 §3, §5, §6): a number-type common-info item compared with a value
 * bounded by the item's minimum and maximum. Not offered when the funnel filters members (its `offered` hook);
 * a saved one still loads and saves, with a warning.
 */
export const commonVarCondition = definePlugin({
  kind: 'condition',
  type: 77,
  key: 'common-var',
  label: { ja: '共通情報', en: 'Common info' },
  description: { ja: '共通情報(数値)の値で絞り込みます', en: 'Filters by a numeric common-info value' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 90,
  // Spec 001 §6: "The common-info condition is hidden when used for member filters".
  offered: (ctx) => ctx.flags[MEMBER_FILTER_FLAG] !== true,
  version: 1,
  migrations: {},
  schema,
  // The item and the value are left for the operator ('required' until then).
  defaults: () =>
    ({ type: 77 as const, match: 0 as const }) as {
      type: 77;
      match: 0;
      common_var_id: number;
      query: number;
    },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.common_var_id === undefined) return 'No common-info item chosen';
      const item = `Common info ${quotedItem(ctx, 'common_vars', d.common_var_id)}`;
      if (d.query === undefined) return `${item}: no value entered`;
      const query = d.match === 0 || d.match === 4 ? `"${d.query}"` : String(d.query);
      return `${item} ${matchPhrase(d.match, query, 'en')}`;
    }
    if (d.common_var_id === undefined) return '共通情報未選択';
    const name = `共通情報${quotedItem(ctx, 'common_vars', d.common_var_id)}`;
    if (d.query === undefined) return `${name}(値未入力)`;
    const value = d.match === 0 || d.match === 4 ? `「${d.query}」` : String(d.query);
    return `${name}が${matchPhrase(d.match, value)}`;
  },
  rules: [
    {
      code: 'condition_common_var_not_number',
      path: '/common_var_id',
      violated: (d, ctx) => notNumber(ctx, d.common_var_id),
    },
    {
      code: 'minimum',
      path: '/query',
      violated: (d, ctx) => {
        const { min } = commonVarBounds(ctx, d.common_var_id);
        return d.query !== undefined && d.query < min ? [{ params: { limit: min } }] : false;
      },
    },
    {
      code: 'maximum',
      path: '/query',
      violated: (d, ctx) => {
        const { max } = commonVarBounds(ctx, d.common_var_id);
        return d.query !== undefined && d.query > max ? [{ params: { limit: max } }] : false;
      },
    },
    {
      code: 'common_var_member_filter',
      severity: 'warning',
      violated: (_d, ctx) => ctx.flags[MEMBER_FILTER_FLAG] === true,
    },
  ],
  messages: {
    condition_common_var_not_number: {
      ja: '数値型の共通情報を選択してください',
      en: 'Choose a number-type common-info item',
    },
    common_var_member_filter: {
      ja: '共通情報の条件はメンバーの絞り込みでは使えません',
      en: 'The common-info condition is not available for member filters',
    },
  },
  changes: [
    ...queryChanges(),
    {
      on: ['common_var_id'],
      description: { ja: '共通情報を変えると値を消します', en: 'Changing the item clears the value' },
      apply(draft) {
        delete (draft as { query?: number }).query;
      },
    },
  ],
  ui: {
    order: ['common_var_id', 'match', 'query'],
    // The input refuses what the rules refuse: the chosen item's minimum and maximum (spec 001 §5).
    inputs: { query: (d, ctx) => commonVarBounds(ctx, d.common_var_id) },
  },
  // The search query (`x-query`) is drawn by the shared query widget.
  widgets: queryWidgets,
  examples: {
    valid: [
      { type: 77, common_var_id: 1, match: 10, query: 5 },
      { type: 77, common_var_id: 1, match: 0, query: 0 },
    ],
    invalid: [
      { data: { type: 77, match: 0, query: 1 }, expect: 'action_required', path: '/common_var_id' },
      { data: { type: 77, common_var_id: 1, match: 0 }, expect: 'required', path: '/query' },
      { data: { type: 77, common_var_id: 1, match: 1, query: 1 }, expect: 'enum', path: '/match' },
      { data: { type: 77, common_var_id: 1, match: 0, query: '5' }, expect: 'type', path: '/query' },
    ],
  },
});
