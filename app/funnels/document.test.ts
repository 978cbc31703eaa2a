import { describe, expect, it } from 'vitest';
import { addableTypes, createContext, createEditorStore } from '../../engine/core/index.ts';
import {
  blankBlockIds,
  buildDocument,
  envelopeOf,
  extraFieldsOf,
  initialEnvelope,
  inputsWithout,
  modeFields,
  removeBlocks,
  resetEnvelope,
  sameEnvelope,
  validationLines,
} from './document.ts';
import type { FunnelData } from './funnel-api.ts';
import { fidOfPath } from './paths.ts';
import { funnelRegistry, initialInputs } from './registry.ts';

const registry = funnelRegistry();
const ctx = createContext({ lang: 'ja', items: { tag: [{ id: 1, name: 'VIP' }] } });

describe('funnel document: modes and defaults', () => {
  it('shows name, folder and every option in the editor mode; two options in funneling; none in board', () => {
    expect(modeFields('editor')).toEqual([
      'name',
      'group_id',
      'with_blocked',
      'user_rate_type',
      'sort_type',
      'take_num',
    ]);
    expect(modeFields('funneling')).toEqual(['user_rate_type', 'with_blocked']);
    expect(modeFields('board')).toEqual([]);
  });

  it('starts with with_blocked 0, user_rate_type 0, sort_type 1, take_num 50; a reset sets sort_type 0', () => {
    const fresh = initialEnvelope('editor', 3);
    expect(fresh).toEqual({
      name: '',
      is_template: 1,
      group_id: 3,
      with_blocked: 0,
      user_rate_type: 0,
      sort_type: 1,
      take_num: 50,
    });
    expect(initialEnvelope('board').is_template).toBe(0);
    const changed = {
      ...fresh,
      name: 'VIP',
      with_blocked: 2,
      user_rate_type: 3,
      sort_type: 4,
      take_num: 200,
    };
    expect(resetEnvelope(changed)).toEqual({ ...fresh, name: 'VIP', sort_type: 0 });
  });

  it('starts an empty list with the initial types the context offers', () => {
    expect(initialInputs(ctx).map((input) => (input as { type: number }).type)).toEqual([60, 75]);
  });
});

describe('funnel document: load and save', () => {
  it('reads a loaded funnel’s envelope, keeps unknown fields and never the control fields', () => {
    const data = {
      fid: 4,
      revision: 2,
      name: '購入者',
      is_template: 1,
      group_id: null,
      inputs: [],
      sort_type: 3,
      take_num: 'x',
      note: 'kept',
    } as unknown as FunnelData;
    const envelope = envelopeOf(data, initialEnvelope('editor', 5));
    expect(envelope).toEqual({ ...initialEnvelope('editor'), name: '購入者', sort_type: 3 });
    expect(extraFieldsOf(data)).toEqual({ note: 'kept' });
    expect(sameEnvelope(envelope, { ...envelope })).toBe(true);
    expect(sameEnvelope(envelope, { ...envelope, take_num: 100 })).toBe(false);
  });

  it('builds the wire document: fid and revision only for an overwrite, no empty name', () => {
    const envelope = initialEnvelope('board');
    expect(buildDocument({ fid: null, revision: 3, envelope, extra: {}, inputs: [] })).toEqual({
      is_template: 0,
      group_id: null,
      with_blocked: 0,
      user_rate_type: 0,
      sort_type: 1,
      take_num: 50,
      inputs: [],
      withDescription: 1,
    });
    expect(
      buildDocument({ fid: 8, revision: 3, envelope: { ...envelope, name: 'A' }, extra: {}, inputs: [] }),
    ).toMatchObject({ fid: 8, revision: 3, name: 'A' });
  });

  it('drops the untouched blank initial blocks as one undo step, and keeps touched ones', () => {
    const store = createEditorStore({ registry, kind: 'condition', initial: initialInputs(ctx), ctx });
    const [tag, variable] = store.getChildIds(null);
    const blank = new Map([tag, variable].map((id) => [id, store.getBlock(id)?.data ?? {}]));
    store.update(tag, ['tag_ids'], [1]);
    const blanks = blankBlockIds(store, blank);
    expect(blanks).toEqual([variable]);
    expect(inputsWithout(store, new Set(blanks))).toEqual([
      { type: 60, use_group: 0, tag_ids: [1], tag_or: 0 },
    ]);
    expect(store.getChildIds(null)).toHaveLength(2);
    removeBlocks(store, blanks);
    expect(store.serialize()).toEqual([{ type: 60, use_group: 0, tag_ids: [1], tag_or: 0 }]);
    store.undo();
    expect(store.getChildIds(null)).toHaveLength(2);
  });

  it('lists every error with its place, nested conditions as the server words them, and the name', () => {
    const store = createEditorStore({
      registry,
      kind: 'condition',
      initial: [
        {
          type: 120,
          inputs: [
            { type: 60, use_group: 0, tag_ids: [1], tag_or: 0 },
            { type: 11, names: '' },
          ],
        },
      ],
      ctx,
    });
    const document = buildDocument({
      fid: null,
      revision: undefined,
      envelope: initialEnvelope('editor'),
      extra: {},
      inputs: store.serialize(),
    });
    expect(
      validationLines({ registry, store, document, ctx, nameRequired: '条件を保存するとき名前は必須です' }),
    ).toEqual([
      '条件を保存するとき名前は必須です',
      '1番目(いずれかに一致(ORグループ)) > 2番目(名前): 名前を入力してください',
    ]);
  });
});

describe('funnel registry and paths', () => {
  it('offers the API condition only with an external context event, through the shared registry', () => {
    const withApi = createContext({ abilities: ['open-api'] });
    const offered = (flags: Record<string, unknown>) =>
      addableTypes(registry, 'condition', [], { ...withApi, flags }).map((type) => type.plugin.type);
    expect(offered({})).not.toContain(115);
    expect(offered({ externalContextEvent: true })).toContain(115);
    expect(offered({ memberFilter: true })).not.toContain(77);
    expect(initialInputs({ ...withApi, flags: { externalContextEvent: true } })).toHaveLength(2);
    // Nothing is narrowed: saved conditions of any type still load.
    expect(registry.plugins('condition').map((plugin) => plugin.type)).toContain(115);
  });

  it('reads the fid of an editor address', () => {
    expect(fidOfPath('/funnels/12')).toBe(12);
    expect(fidOfPath('/funnels/new')).toBeNull();
    expect(fidOfPath('/funnels')).toBeUndefined();
    expect(fidOfPath('/funnels/0')).toBeUndefined();
    expect(fidOfPath('/funnels/abc')).toBeUndefined();
  });
});
