import {
  type BlockPlace,
  type BlockSchema,
  definePlugin,
  listWithMore,
  type PluginContext,
} from '../../engine/core/index.ts';
import { type ConditionJsonLogic, operation } from '../shared/conditions/json-logic.ts';
import type { ConditionMeaning } from '../shared/conditions/meaning.ts';

/** The or-group's own type id: a group cannot hold another group. */
export const OR_GROUP_TYPE = 120;

/**
 * True when a place is inside an or-group (at any depth): no group may go there.
 *
 * @example insideOrGroup(placeOf(blocks, 'condition', group.id)) // true
 */
export function insideOrGroup(where: BlockPlace): boolean {
  return where.ancestors.some(
    (container) => container.kind === 'condition' && container.type === OR_GROUP_TYPE,
  );
}

const schema = {
  type: 'object',
  title: 'いずれかに一致(ORグループ)',
  'x-title-en': 'Any-one-matches group',
  properties: {
    type: { const: 120 },
    inputs: {
      type: 'array',
      title: '条件',
      'x-title-en': 'Conditions',
      description: 'このうちいずれか1つに一致する友だちを探します。各条件はその種類の形式で保存されます',
      'x-description-en':
        'Friends who match any one of these; each condition is saved in its own type’s shape',
      // Each nested condition is validated by its own plugin, as the funnel's list is.
      items: { type: 'object', required: ['type'], properties: { type: { type: 'integer' } } },
    },
  },
  required: ['type', 'inputs'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * "3件: タグ、友だち情報×2": how many conditions a group holds and of which kinds, in order of appearance. The
 * kinds' labels come from the registry through the context; a type nobody registered reads as the unreadable
 * condition (-1).
 *
 * @example groupContents([{ type: 60 }, { type: 75 }, { type: 75 }], ctx) // '3件: タグ、友だち情報×2'
 */
export function groupContents(inputs: readonly { type?: unknown }[], ctx: PluginContext): string {
  const lang = ctx.lang;
  const unreadable =
    ctx.blockLabel('condition', -1)?.[lang] ?? (lang === 'en' ? 'Unreadable condition' : '読み込めない条件');
  const counts = new Map<string, number>();
  for (const input of inputs) {
    const label = ctx.blockLabel('condition', input?.type)?.[lang] ?? unreadable;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const kinds = [...counts].map(([label, count]) => (count > 1 ? `${label}×${count}` : label));
  const total = lang === 'en' ? String(inputs.length) : `${inputs.length}件`;
  return `${total}: ${listWithMore(kinds, undefined, lang)}`;
}

/**
 * Any-one-matches group (120) as JSON Logic: `{"or":[…its conditions…]}`; an empty group has no form (the
 * reference evaluator calls it unknown). Each condition inside maps by its own plugin.
 */
const orGroupJsonLogic: ConditionJsonLogic = {
  toLogic(d, ctx) {
    const inputs = Array.isArray(d.inputs) ? (d.inputs as unknown[]) : [];
    return inputs.length === 0 ? undefined : { or: inputs.map((input) => ctx.toLogic(input)) };
  },
  fromLogic(logic, ctx) {
    const read = operation(logic);
    if (read?.op !== 'or' || read.args.length === 0) return undefined;
    const inputs = read.args.map((arg) => ctx.fromLogic(arg));
    return inputs.every((input) => input !== undefined) ? { type: 120, inputs } : undefined;
  },
};

/**
 * Or-group (120): any one of its conditions. One that matches makes the group match; otherwise an unknown one
 * makes it unknown; an empty group is unknown (the editor refuses it).
 */
const orGroupMeaning: ConditionMeaning = {
  type: 120,
  evaluate(d, _friend, ctx) {
    const inputs = Array.isArray(d.inputs) ? (d.inputs as unknown[]) : [];
    if (inputs.length === 0) return 'unknown';
    const verdicts = inputs.map((input) => ctx.evaluate(input));
    if (verdicts.includes(true)) return true;
    return verdicts.includes('unknown') ? 'unknown' : false;
  },
  compile(d, ctx) {
    const inputs = Array.isArray(d.inputs) ? (d.inputs as unknown[]) : [];
    if (inputs.length === 0) return 'unknown';
    return ctx.eb.or(inputs.map((input) => ctx.compile(input)));
  },
};

/**
 * Any-one-matches group (condition 120, spec 001 §1, §3, §4): holds a nested list of conditions in `inputs`; a
 * friend matches when any one of them matches. The editor loads them as the block's children and saves them
 * back into `inputs`; its panel opens on creation. A group is never offered, added or moved inside a group.
 */
export const orGroupCondition = definePlugin({
  kind: 'condition',
  type: 120,
  key: 'or-group',
  label: { ja: 'いずれかに一致(ORグループ)', en: 'Any-one-matches group' },
  description: {
    ja: 'いずれかの条件に一致する友だちを探します',
    en: 'Matches friends who meet any one of its conditions',
  },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 230,
  nested: { field: 'inputs', kind: 'condition' },
  // The add menu inside a group leaves the group out, and adding or moving one into a group is refused with the
  // message a save gives (the `or_group_nested` rule below still checks saved documents).
  placement: [{ code: 'or_group_nested', refused: insideOrGroup }],
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 120 as const, inputs: [] }),
  summary: (d, ctx) =>
    ctx.lang === 'en'
      ? d.inputs.length === 0
        ? 'Any of (no conditions)'
        : `Any of (${groupContents(d.inputs, ctx)})`
      : d.inputs.length === 0
        ? 'いずれかに一致(条件なし)'
        : `いずれかに一致(${groupContents(d.inputs, ctx)})`,
  rules: [
    {
      code: 'action_required',
      path: '/inputs',
      violated: (d) => (d.inputs.length === 0 ? [{ params: { field: 'グループの条件' } }] : false),
    },
    {
      code: 'or_group_nested',
      violated: (d) =>
        d.inputs.flatMap((input, index) =>
          input.type === OR_GROUP_TYPE ? [{ path: `/inputs/${index}` }] : [],
        ),
    },
  ],
  messages: {
    or_group_nested: {
      ja: 'いずれかに一致のグループの中にグループは入れられません',
      en: 'A group cannot hold another group',
    },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? orGroupMeaning : undefined,
    jsonLogic: orGroupJsonLogic,
  },
  examples: {
    valid: [
      {
        type: 120,
        inputs: [
          { type: 60, use_group: 0, tag_ids: [1], tag_or: 0 },
          { type: 75, var_id: 3, match: 0, query: 'ゴールド' },
        ],
      },
    ],
    invalid: [
      { data: { type: 120, inputs: [] }, expect: 'action_required', path: '/inputs' },
      {
        data: { type: 120, inputs: [{ type: 120, inputs: [] }] },
        expect: 'or_group_nested',
        path: '/inputs/0',
      },
      { data: { type: 120, inputs: [{ tag_ids: [1] }] }, expect: 'required', path: '/inputs/0/type' },
    ],
  },
});
