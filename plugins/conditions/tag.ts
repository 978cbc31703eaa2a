import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import { flag01, listMode, listModePhrase, listModeWords } from '../shared/conditions/fields.ts';
import { type ConditionJsonLogic, listModeLogic, listModeOf } from '../shared/conditions/json-logic.ts';
import {
  arrayListModeSql,
  type ConditionData,
  type ConditionMeaning,
  type IdRange,
  idsOf,
  intOf,
  listModeSql,
  listModeVerdict,
} from '../shared/conditions/meaning.ts';
import { quotedItem, quotedItems } from '../shared/conditions/summary.ts';
import { itemId, itemIds } from '../shared/time.ts';

const schema = {
  type: 'object',
  title: 'タグ',
  'x-title-en': 'Tags',
  properties: {
    type: { const: 60 },
    use_group: flag01('フォルダで指定', 'By tag folder'),
    tag_ids: itemIds('tag', 'タグ', 'Tags'),
    tag_group_id: itemId('tag_group', 'タグフォルダ', 'Tag folder'),
    tag_or: listMode('タグの条件', 'Tag mode'),
  },
  required: ['type', 'tag_or'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { use_group: { const: 1 } }, required: ['use_group'] },
      then: { required: ['tag_group_id'] },
    },
  ],
} as const satisfies BlockSchema;

const VERBS = { positive: '含む', negative: '含まない' } as const;

/** Tags (60) as JSON Logic over the friend's `tags` (the list modes); a folder (use_group 1) has no form. */
const tagJsonLogic: ConditionJsonLogic = {
  toLogic: (d) =>
    d.use_group === 1 ? undefined : listModeLogic(d.tag_or, idsOf(d, 'tag_ids') ?? [], 'tags'),
  fromLogic(logic) {
    const read = listModeOf(logic, 'tags');
    return read && { type: 60, use_group: 0, tag_ids: read.ids, tag_or: read.mode };
  },
};

/** Tags (60): the list modes over the friend's tags; no tag chosen (or an unknown folder) is unknown. */
const tagMeaning: ConditionMeaning = {
  type: 60,
  evaluate(d, friend, ctx) {
    const tags = chosenTags(d, ctx.tagGroups);
    if (!tags) return 'unknown';
    return listModeVerdict(intOf(d, 'tag_or'), tags, new Set(friend.tags));
  },
  compile(d, ctx) {
    const tags = chosenTags(d, ctx.tagGroups);
    if (!tags) return 'unknown';
    // PostgreSQL's count table holds the friend's tags as a sorted array.
    if (ctx.facts) return arrayListModeSql(ctx, intOf(d, 'tag_or'), tags, 'f.tags');
    const { eb } = ctx;
    // The friend's tags from the friend_tags primary key (friend_id, tag_id). On SQLite the tag is compared as
    // `tag_id + 0`: one seek to the friend and a read of its few tags, instead of one seek per chosen tag
    // (measured: 0.31 instead of 0.58 µs per friend for two tags, docs/decisions/funnel-evaluation.md).
    return listModeSql(ctx, intOf(d, 'tag_or'), tags, (ids) =>
      eb.exists(
        eb
          .selectFrom('friend_tags')
          .select('friend_tags.friend_id')
          .whereRef('friend_tags.friend_id', '=', 'f.id')
          .where((inner) =>
            inner(
              ctx.dialect === 'sqlite'
                ? inner('friend_tags.tag_id', '+', 0)
                : inner.ref('friend_tags.tag_id'),
              'in',
              ids,
            ),
          ),
      ),
    );
  },
  compileAsSet(d, ctx) {
    const tags = chosenTags(d, ctx.tagGroups);
    // Any of the tags (mode 0): the friends read from friend_tags_by_tag (tag_id, friend_id).
    if (!tags?.length || intOf(d, 'tag_or') !== 0) return undefined;
    const { eb } = ctx;
    // In a count's part (ctx.ids), only that id range of each tag: a range seek on (tag_id, friend_id).
    const { ids } = ctx;
    return eb(
      'f.id',
      'in',
      eb
        .selectFrom('friend_tags')
        .select('friend_tags.friend_id')
        .where('friend_tags.tag_id', 'in', tags)
        .$if(ids !== undefined, (q) =>
          q
            .where('friend_tags.friend_id', '>=', (ids as IdRange).from)
            .where('friend_tags.friend_id', '<=', (ids as IdRange).to),
        ),
    );
  },
};

/**
 * Tags (condition 60, spec 001 §3, §9): friends with any, all, none or not all of the chosen tags, or of the
 * tags of a folder (use_group 1 with tag_group_id).
 */
export const tagCondition = definePlugin({
  kind: 'condition',
  type: 60,
  key: 'tag',
  label: { ja: 'タグ', en: 'Tags' },
  description: { ja: '付いているタグで絞り込みます', en: 'Filters friends by their tags' },
  multiplicity: 'multiple',
  listed: true,
  menuOrder: 70,
  initial: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 60 as const, use_group: 0 as const, tag_ids: [], tag_or: 0 as const }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      const mode = listModeWords(d.tag_or);
      if (d.use_group === 1) {
        if (d.tag_group_id === undefined) return 'No tag folder chosen';
        return `Tags in folder ${quotedItem(ctx, 'tag_group', d.tag_group_id)}: ${mode} them`;
      }
      const chosen = d.tag_ids ?? [];
      return chosen.length ? `Tags: ${mode} ${quotedItems(ctx, 'tag', chosen)}` : 'No tag chosen';
    }
    const ending = listModePhrase(d.tag_or, VERBS);
    if (d.use_group === 1) {
      if (d.tag_group_id === undefined) return 'タグフォルダ未選択';
      return `タグフォルダ${quotedItem(ctx, 'tag_group', d.tag_group_id)}のタグ${ending}`;
    }
    const tags = d.tag_ids ?? [];
    return tags.length ? `タグ${quotedItems(ctx, 'tag', tags)}${ending}` : 'タグ未選択';
  },
  rules: [
    { code: 'action_required', path: '/tag_ids', violated: (d) => d.use_group !== 1 && !d.tag_ids?.length },
  ],
  changes: [
    {
      on: ['use_group'],
      description: {
        ja: 'フォルダ指定にするとタグの選択を、個別のタグに戻すとフォルダを消します',
        en: 'Switching to a folder clears the tags; switching back clears the folder',
      },
      apply(draft) {
        if (draft.use_group === 1) draft.tag_ids = [];
        else delete draft.tag_group_id;
      },
    },
  ],
  ui: {
    order: ['use_group', 'tag_ids', 'tag_group_id', 'tag_or'],
    visibleWhen: { tag_ids: (d) => d.use_group !== 1 },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? tagMeaning : undefined,
    jsonLogic: tagJsonLogic,
  },
  examples: {
    valid: [
      { type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 0 },
      { type: 60, tag_ids: [1], tag_or: 2 },
      { type: 60, use_group: 1, tag_group_id: 4, tag_or: 1 },
    ],
    invalid: [
      {
        data: { type: 60, use_group: 0, tag_ids: [], tag_or: 0 },
        expect: 'action_required',
        path: '/tag_ids',
      },
      { data: { type: 60, use_group: 1, tag_or: 0 }, expect: 'action_required', path: '/tag_group_id' },
      { data: { type: 60, tag_ids: [1], tag_or: 4 }, expect: 'enum', path: '/tag_or' },
      { data: { type: 60, tag_ids: [1, 1], tag_or: 0 }, expect: 'uniqueItems', path: '/tag_ids' },
    ],
  },
});

/** The tags a condition names: its own, or its folder's (use_group 1); undefined when unknown. */
function chosenTags(d: ConditionData, groups: ReadonlyMap<number, readonly number[]>): number[] | undefined {
  if (intOf(d, 'use_group') === 1) {
    const group = intOf(d, 'tag_group_id');
    const tags = group === undefined ? undefined : groups.get(group);
    return tags ? [...new Set(tags)] : undefined;
  }
  return idsOf(d, 'tag_ids');
}
