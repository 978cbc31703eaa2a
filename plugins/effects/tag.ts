import {
  type BlockSchema,
  definePlugin,
  type FromBlockSchema,
  itemName,
  itemNames,
  type PluginContext,
  truncateWidth,
} from '../../engine/core/index.ts';
import { contextWidgets } from '../shared/context-picker/index.ts';
import { effectCommonProperties, pickedContextSchema } from '../shared/effect.ts';
import { type EffectDryRun, idList, unchanged } from '../shared/effects/dry-run.ts';
import { quoteIn } from '../shared/summary.ts';
import { itemId, itemIds } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'タグ操作',
  'x-title-en': 'Tag operation',
  properties: {
    type: { const: 13 },
    remove: {
      type: 'integer',
      title: '操作',
      'x-title-en': 'Operation',
      oneOf: [
        { const: 0, title: 'タグを追加', 'x-title-en': 'Add tags' },
        { const: 1, title: 'タグを削除', 'x-title-en': 'Remove tags' },
        { const: 2, title: '連携データからタグを追加', 'x-title-en': 'Add tags from linked data' },
        { const: 3, title: '連携データからタグを削除', 'x-title-en': 'Remove tags from linked data' },
      ],
      default: 0,
    },
    use_group: {
      type: 'integer',
      title: 'フォルダ単位で指定',
      'x-title-en': 'By tag folder',
      'x-widget': 'checkbox',
      oneOf: [
        { const: 0, title: '個別のタグ', 'x-title-en': 'Individual tags' },
        { const: 1, title: 'フォルダ内のすべてのタグ', 'x-title-en': 'Every tag in a folder' },
      ],
      default: 0,
    },
    tag_ids: itemIds('tag', 'タグ', 'Tags'),
    tag_group_id: itemId('tag_group', 'タグフォルダ', 'Tag folder'),
    context: pickedContextSchema(['string', 'array']),
    ...effectCommonProperties,
  },
  required: ['type', 'remove'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { remove: { enum: [0, 1] }, use_group: { const: 0 } } },
      then: { required: ['tag_ids'] },
    },
    {
      if: { properties: { remove: { enum: [0, 1] }, use_group: { const: 1 } }, required: ['use_group'] },
      then: { required: ['tag_group_id'] },
    },
    { if: { properties: { remove: { enum: [2, 3] } } }, then: { required: ['context'] } },
  ],
} as const satisfies BlockSchema;

const fromLinkedData = (remove: number) => remove === 2 || remove === 3;

/** The summary in English (the console's English UI). */
function englishSummary(d: FromBlockSchema<typeof schema>, ctx: PluginContext): string {
  const verb = d.remove === 1 || d.remove === 3 ? 'Remove' : 'Add';
  if (fromLinkedData(d.remove))
    return `${verb} the tags of linked data ${quoteIn('en', truncateWidth(d.context?.key_label ?? d.context?.key ?? '') || 'not set')}`;
  if (d.use_group === 1) {
    const folder = d.tag_group_id ? itemName(ctx, 'tag_group', d.tag_group_id) : 'not set';
    return `${verb} the tags of folder ${quoteIn('en', folder)}`;
  }
  const tags = d.tag_ids ?? [];
  return tags.length ? `${verb} tags ${itemNames(ctx, 'tag', tags)}` : `${verb} tags (none chosen)`;
}

/**
 * Tags (effect 13): the tags added or removed, with what the friend already has, and the friend with them.
 * Tags named by linked data are only known when the action runs.
 */
const tagDryRun: EffectDryRun = (effect, friend, ctx) => {
  const remove = effect.remove;
  if (remove === 2 || remove === 3) return unchanged(friend, { kind: 'note', code: 'linked-data' });
  if (remove !== 0 && remove !== 1) return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const ids =
    effect.use_group === 1
      ? [...(ctx.tagGroups.get(Number(effect.tag_group_id)) ?? [])]
      : idList(effect.tag_ids);
  const has = new Set(friend.tags);
  const name = (id: number) => itemName(ctx.plugin, 'tag', id);
  const present = ids.filter((id) => has.has(id));
  const missing = ids.filter((id) => !has.has(id));
  if (remove === 0)
    return {
      lines: [{ kind: 'tag-add', names: missing.map(name), already: present.map(name) }],
      next: { ...friend, tags: [...friend.tags, ...missing] },
    };
  const gone = new Set(present);
  return {
    lines: [{ kind: 'tag-remove', names: present.map(name), absent: missing.map(name) }],
    next: { ...friend, tags: friend.tags.filter((id) => !gone.has(id)) },
  };
};

/**
 * Add or remove tags (effect 13, spec 000 §2.5, §3.8): individual tags, every tag of a folder (use_group), or
 * tags named by linked data (remove 2/3, with a context).
 */
export const tagEffect = definePlugin({
  kind: 'effect',
  type: 13,
  key: 'tag',
  label: { ja: 'タグ操作', en: 'Tag operation' },
  description: { ja: '友だちにタグを追加・削除します', en: 'Adds tags to or removes tags from the friend' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 30,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 13 as const, remove: 0 as const, use_group: 0 as const, tag_ids: [] }),
  summary(d, ctx) {
    if (ctx.lang === 'en') return englishSummary(d, ctx);
    const verb = d.remove === 1 || d.remove === 3 ? '削除' : '追加';
    if (fromLinkedData(d.remove))
      return `連携データ「${truncateWidth(d.context?.key_label ?? d.context?.key ?? '') || '未設定'}」のタグを${verb}`;
    if (d.use_group === 1) {
      return `フォルダ「${d.tag_group_id ? itemName(ctx, 'tag_group', d.tag_group_id) : '未設定'}」のタグを${verb}`;
    }
    const tags = d.tag_ids ?? [];
    return tags.length ? `タグ ${itemNames(ctx, 'tag', tags)} を${verb}` : `タグを${verb}(未選択)`;
  },
  rules: [
    {
      code: 'action_required',
      path: '/tag_ids',
      violated: (d) => !fromLinkedData(d.remove) && d.use_group !== 1 && (d.tag_ids ?? []).length === 0,
    },
    {
      code: 'action_required',
      path: '/context/key',
      violated: (d) => fromLinkedData(d.remove) && !d.context?.key,
    },
  ],
  changes: [
    {
      on: ['use_group'],
      description: {
        ja: 'フォルダ指定に切り替えるとタグの選択を、個別指定に戻すとフォルダを消します',
        en: 'Switching to a folder clears the tags; switching back clears the folder',
      },
      apply(draft) {
        if (draft.use_group === 1) draft.tag_ids = [];
        else delete draft.tag_group_id;
      },
    },
    {
      on: ['remove'],
      description: {
        ja: '連携データ以外に切り替えると連携データの指定を消します',
        en: 'Leaving the linked-data modes clears the context',
      },
      apply(draft) {
        if (!fromLinkedData(draft.remove)) delete draft.context;
      },
    },
  ],
  widgets: contextWidgets,
  ui: {
    order: ['remove', 'use_group', 'tag_ids', 'tag_group_id', 'context'],
    // Linked-data modes name their tags through the context, so the folder switch does not apply.
    visibleWhen: { use_group: (d) => !fromLinkedData(d.remove) },
  },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? tagDryRun : undefined },
  examples: {
    valid: [
      { type: 13, remove: 0, use_group: 0, tag_ids: [1, 2] },
      { type: 13, remove: 1, use_group: 1, tag_group_id: 4 },
      {
        type: 13,
        remove: 2,
        context: { category: 'reserve', event: 'register', key: 'course', key_label: 'コース' },
      },
    ],
    invalid: [
      {
        data: { type: 13, remove: 0, use_group: 0, tag_ids: [] },
        expect: 'action_required',
        path: '/tag_ids',
      },
      { data: { type: 13, remove: 5, tag_ids: [1] }, expect: 'enum', path: '/remove' },
      { data: { type: 13, remove: 0, use_group: 1 }, expect: 'action_required', path: '/tag_group_id' },
      { data: { type: 13, remove: 0, tag_ids: [1, 1] }, expect: 'uniqueItems', path: '/tag_ids' },
      { data: { type: 13, remove: 3, context: {} }, expect: 'action_required', path: '/context/key' },
    ],
  },
});
