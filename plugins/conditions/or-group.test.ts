import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  type BlockList,
  createBlock,
  createContext,
  createEditorStore,
  loadBlock,
  loadBlocks,
  serializeBlock,
  serializeBlocks,
  validateDocument,
  withBlockLabels,
} from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { brokenCondition } from './broken.ts';
import { groupContents, insideOrGroup, orGroupCondition } from './or-group.ts';

/** Condition 120, the any-one-matches group, and -1, the unreadable condition (spec 001 §1, §3, §4). */
const registry = createBuiltInRegistry();
// Labelled by the registry, as the editor store and the server do: the group names the kinds it holds.
const ctx = withBlockLabels(createContext(demoContextInput), registry);

const issue = (path: string, code: string, message: string, severity = 'error') =>
  expect.objectContaining({ path, code, message, severity });
let seq = 0;
const ids = () => `b${++seq}`;

/** A saved funnel's conditions: a tag, then a group holding a variable, an unreadable one, an unknown type, a mark. */
const saved = () => [
  { type: 60, use_group: 0, tag_ids: [1, 2], tag_or: 0 },
  {
    type: 120,
    inputs: [
      { type: 75, var_id: 3, match: 0, query: 'ゴールド' },
      { type: -1, legacy_field: { kept: [1, 'a'] }, tag_ids: [9], note: '旧形式' },
      { type: 999, whatever: true },
      { type: 50, notify: [1, 2] },
    ],
  },
  { type: -1 },
];

describe('condition 120 or-group: loading and saving', () => {
  it('loads the nested conditions as children and saves them back into inputs unchanged', () => {
    const raw = saved();
    const blocks = loadBlocks(registry, 'condition', raw, ids);
    const group = blocks[1];
    expect(group.data).toEqual({ type: 120, inputs: [] });
    expect(group.children?.map((child) => child.type)).toEqual([75, -1, 999, 50]);
    expect(group.children?.[1].broken).toBeUndefined();
    expect(group.children?.[2].broken).toMatchObject({ reason: 'unknown_type' });
    const wire = serializeBlocks(registry, blocks);
    expect(wire).toEqual(raw);
    expect(JSON.stringify(wire)).toBe(JSON.stringify(raw));
  });

  it('keeps an unreadable condition (-1) exactly as saved, whatever it holds', () => {
    const raw = { type: -1, legacy_field: { kept: [1, 'a'] }, tag_ids: [9], note: '旧形式' };
    const block = loadBlock(registry, 'condition', raw, ids);
    expect(block.broken).toBeUndefined();
    expect(JSON.stringify(serializeBlock(registry, block))).toBe(JSON.stringify(raw));
    expect(registry.validateBlock('condition', raw, ctx)).toEqual([]);
    expect(brokenCondition.summary(raw as never, ctx)).toBe('読み込めない条件');
    expect(brokenCondition.listed).toBe(false);
  });

  it('creates an empty group, opened, that asks for its conditions', () => {
    const group = createBlock(registry, 'condition', 120, ctx, ids);
    expect(group).toMatchObject({ data: { type: 120, inputs: [] }, children: [], collapsed: false });
    expect(registry.validateBlock('condition', serializeBlock(registry, group), ctx)).toEqual([
      issue('/inputs', 'action_required', 'グループの条件を選択してください'),
    ]);
  });

  it('moves a condition into the group and back out with applyOperation', () => {
    let blocks: BlockList = loadBlocks(registry, 'condition', saved(), ids);
    const [tag, group] = blocks;
    const into = applyOperation(
      registry,
      blocks,
      { op: 'move', id: tag.id, parentId: group.id, index: 0 },
      ctx,
    );
    expect(into.ok).toBe(true);
    if (!into.ok) return;
    blocks = into.blocks;
    expect(blocks.map((block) => block.type)).toEqual([120, -1]);
    expect(blocks[0].children?.map((block) => block.type)).toEqual([60, 75, -1, 999, 50]);
    expect((serializeBlocks(registry, blocks)[0] as { inputs: unknown[] }).inputs[0]).toEqual(saved()[0]);

    const out = applyOperation(registry, blocks, { op: 'move', id: tag.id, parentId: null, index: 2 }, ctx);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.blocks.map((block) => block.type)).toEqual([120, -1, 60]);
    expect(serializeBlocks(registry, out.blocks)).toEqual([saved()[1], saved()[2], saved()[0]]);
  });

  it('adds a new condition into the group', () => {
    const blocks = loadBlocks(registry, 'condition', saved(), ids);
    const result = applyOperation(
      registry,
      blocks,
      {
        op: 'add',
        block: createBlock(registry, 'condition', 20, ctx, ids),
        parentId: blocks[1].id,
        index: 1,
      },
      ctx,
    );
    expect(result.ok && result.blocks[1].children?.map((block) => block.type)).toEqual([75, 20, -1, 999, 50]);
  });
});

describe('condition 120 or-group: never inside a group', () => {
  const refusal = {
    ok: false,
    issue: {
      path: '',
      code: 'or_group_nested',
      severity: 'error',
      message: 'いずれかに一致のグループの中にグループは入れられません',
    },
  };

  it('is not offered by the add menu inside a group, and is at the top level', () => {
    const blocks = loadBlocks(registry, 'condition', saved(), ids);
    const menu = (parentId: string | null) =>
      addableTypes(registry, 'condition', blocks, ctx, parentId).map((type) => type.plugin.type);
    expect(menu(null)).toContain(120);
    expect(menu(blocks[1].id)).not.toContain(120);
    expect(menu(blocks[1].id)).toEqual(menu(null).filter((type) => type !== 120));
    expect(orGroupCondition.placement?.map((rule) => rule.code)).toEqual(['or_group_nested']);
    expect(insideOrGroup({ kind: 'condition', ancestors: [] })).toBe(false);
  });

  it('refuses adding a group into a group with the message a save gives', () => {
    const blocks = loadBlocks(registry, 'condition', saved(), ids);
    const group = createBlock(registry, 'condition', 120, ctx, ids);
    expect(
      applyOperation(registry, blocks, { op: 'add', block: group, parentId: blocks[1].id }, ctx),
    ).toEqual(refusal);
    expect(applyOperation(registry, blocks, { op: 'add', block: group }, ctx).ok).toBe(true);
  });

  it('refuses moving a group into a group (drag, the "into" button), and the store says why', () => {
    const raw = [...saved(), { type: 120, inputs: [{ type: 20, memos: 'a' }] }];
    const store = createEditorStore({ registry, kind: 'condition', initial: raw, ctx, newId: ids });
    const [, first, , second] = store.getChildIds(null);
    expect(store.dispatch({ op: 'move', id: second, parentId: first, index: 0 })).toEqual(refusal);
    expect(store.getSnapshot().refusal?.issue.message).toBe(
      'いずれかに一致のグループの中にグループは入れられません',
    );
    expect(store.serialize()).toEqual(raw);
    // Its conditions may still move in.
    const [memo] = store.getChildIds(second);
    expect(store.dispatch({ op: 'move', id: memo, parentId: first, index: 0 }).ok).toBe(true);
  });

  it('keeps a saved group inside a group: it loads, saves unchanged and can be moved out', () => {
    const raw = [{ type: 120, inputs: [{ type: 120, inputs: [{ type: 20, memos: 'a' }] }] }];
    const store = createEditorStore({ registry, kind: 'condition', initial: raw, ctx, newId: ids });
    expect(store.serialize()).toEqual(raw);
    const [outer] = store.getChildIds(null);
    const [inner] = store.getChildIds(outer);
    expect(store.dispatch({ op: 'move', id: inner, parentId: null, index: 1 }).ok).toBe(true);
    expect(store.serialize()).toEqual([{ type: 120, inputs: [] }, raw[0].inputs[0]]);
  });
});

describe('condition 120 or-group: validation in a funnel', () => {
  it('validates each nested condition with its own plugin, paths into inputs', () => {
    const funnel = {
      inputs: [
        {
          type: 120,
          inputs: [{ type: 75, var_id: 3, match: 0, query: '' }, { type: -1, anything: 1 }, { type: 999 }],
        },
      ],
    };
    expect(validateDocument(registry, 'funnel', funnel, ctx)).toEqual([
      issue('/inputs/0/inputs/0/query', 'required', '検索する値を入力してください'),
      issue(
        '/inputs/0/inputs/2',
        'unknown_type',
        '不明な種類の要素です(種別 999)。内容はそのまま保存されます',
        'warning',
      ),
    ]);
  });

  it('refuses a group inside a group', () => {
    const funnel = { inputs: [{ type: 120, inputs: [{ type: 120, inputs: [{ type: 20, memos: 'a' }] }] }] };
    expect(validateDocument(registry, 'funnel', funnel, ctx)).toEqual([
      issue(
        '/inputs/0/inputs/0',
        'or_group_nested',
        'いずれかに一致のグループの中にグループは入れられません',
      ),
    ]);
  });

  it('refuses a second single-use condition across the group', () => {
    const funnel = {
      inputs: [
        { type: 110, has_response: 1 },
        { type: 120, inputs: [{ type: 110, has_response: 12 }] },
      ],
    };
    expect(validateDocument(registry, 'funnel', funnel, ctx)).toEqual([
      issue('/inputs/1/inputs/0', 'already_added', '既に追加されています'),
    ]);
  });
});

describe('condition 120 or-group: summary', () => {
  it('says how many conditions it holds and of which kinds', () => {
    expect(orGroupCondition.summary({ type: 120, inputs: saved()[1].inputs as never }, ctx)).toBe(
      'いずれかに一致(4件: 友だち情報、読み込めない条件×2、対応マーク)',
    );
    expect(orGroupCondition.summary({ type: 120, inputs: [{ type: 60 }, { type: 60 }] }, ctx)).toBe(
      'いずれかに一致(2件: タグ×2)',
    );
    expect(orGroupCondition.summary({ type: 120, inputs: [] }, ctx)).toBe('いずれかに一致(条件なし)');
  });

  it('names at most three kinds, then 他N件', () => {
    expect(
      groupContents(
        [{ type: 11 }, { type: 20 }, { type: 25 }, { type: 60 }, { type: 60 }],
        withBlockLabels(ctx, registry),
      ),
    ).toBe('5件: 名前、個別メモ、ステータスメッセージ 他1件');
  });

  it('summarises an editor group through its serialized form', () => {
    const [, group] = loadBlocks(registry, 'condition', saved(), ids);
    expect(orGroupCondition.summary(serializeBlock(registry, group) as never, ctx)).toBe(
      'いずれかに一致(4件: 友だち情報、読み込めない条件×2、対応マーク)',
    );
  });
});
