import { describe, expect, it } from 'vitest';
import {
  addableTypes,
  applyOperation,
  type BlockList,
  createBlock,
  createContext,
  createEditorStore,
  isOffered,
  type PluginContext,
  placeOf,
} from '../../engine/core/index.ts';
import { CONDITION_LABELS } from '../../schemas/conditions/labels.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { builtInPlugins, createBuiltInRegistry, conditionPlugins as reExported } from '../index.ts';
import {
  conditionPlugins,
  EXTERNAL_CONTEXT_EVENT_FLAG,
  INITIAL_CONDITION_TYPES,
  initialConditionPlugins,
  MEMBER_FILTER_FLAG,
  NON_INITIAL_CONDITION_TYPES,
} from './index.ts';

/** The condition set (spec 001 §3, §4, §6): registration, offering, abilities, single use, initial blocks. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const CATALOGUE = [
  -1, 11, 15, 20, 25, 30, 41, 50, 60, 65, 67, 70, 75, 77, 80, 85, 86, 90, 93, 95, 106, 110, 115, 120,
];

let seq = 0;
const newBlock = (type: number, context: PluginContext = ctx) =>
  createBlock(registry, 'condition', type, context, () => `n${++seq}`);
/** What the add menu of a funnel's top level offers: the engine applies abilities and the plugins' hooks. */
const offered = (context: PluginContext) =>
  addableTypes(registry, 'condition', [], context).map((type) => type.plugin.type);
const without = (ability: string) =>
  createContext({
    ...demoContextInput,
    abilities: [...(demoContextInput.abilities ?? [])].filter((a) => a !== ability),
  });

describe('the condition plugins', () => {
  it('are the 24 types of the catalogue, registered as kind condition, one key per file', () => {
    expect(conditionPlugins.map((plugin) => plugin.type).sort((a, b) => a - b)).toEqual(CATALOGUE);
    expect(registry.plugins('condition').map((plugin) => plugin.type)).toEqual(
      conditionPlugins.map((p) => p.type),
    );
    expect(reExported).toBe(conditionPlugins);
    for (const plugin of conditionPlugins) expect(builtInPlugins).toContain(plugin);
    expect(conditionPlugins.map((plugin) => plugin.key)).toEqual([
      'name',
      'memo',
      'status',
      'registered',
      'last-response',
      'mark',
      'tag',
      'var',
      'common-var',
      'other',
      'scenario',
      'conversion',
      'landing',
      'landing-keys',
      'reminder',
      'richmenu',
      'form',
      'mail',
      'reservation',
      'salon',
      'journey',
      'api',
      'or-group',
      'broken',
    ]);
  });

  it('take their labels from one table', () => {
    for (const plugin of conditionPlugins)
      expect(plugin.label).toEqual(CONDITION_LABELS[plugin.type as keyof typeof CONDITION_LABELS]);
  });

  it('are gated by the abilities of spec 001 §6', () => {
    const abilities = Object.fromEntries(
      conditionPlugins
        .filter((plugin) => 'ability' in plugin && plugin.ability)
        .map((p) => [p.type, (p as { ability: string }).ability]),
    );
    expect(abilities).toEqual({
      15: 'mail',
      41: 'scenario',
      65: 'event_reserve',
      67: 'salon_created',
      70: 'journey',
      80: 'show-analytics',
      85: 'landing',
      86: 'user-landing-detail-query',
      90: 'episode',
      93: 'richmenu',
      115: 'open-api',
    });
  });
});

describe('offering (the funnel editor add menu, spec 001 §6)', () => {
  it('offers every listed type the account may use, 115 only with an external context event', () => {
    expect(offered(ctx)).toEqual(
      conditionPlugins.map((plugin) => plugin.type as number).filter((type) => type !== -1 && type !== 115),
    );
    expect(offered(ctx)).toHaveLength(22);
    const event = createContext({ ...demoContextInput, flags: { [EXTERNAL_CONTEXT_EVENT_FLAG]: true } });
    expect(offered(event)).toContain(115);
    expect(offered(event)).toHaveLength(23);
  });

  it('hides a type whose ability the account lacks', () => {
    for (const [ability, type] of [
      ['mail', 15],
      ['scenario', 41],
      ['event_reserve', 65],
      ['salon_created', 67],
      ['journey', 70],
      ['show-analytics', 80],
      ['landing', 85],
      ['user-landing-detail-query', 86],
      ['episode', 90],
      ['richmenu', 93],
    ] as const) {
      expect(offered(without(ability)), ability).not.toContain(type);
      expect(offered(without(ability))).toHaveLength(21);
    }
    const noApi = createContext({
      ...demoContextInput,
      abilities: [...(demoContextInput.abilities ?? [])].filter((a) => a !== 'open-api'),
      flags: { [EXTERNAL_CONTEXT_EVENT_FLAG]: true },
    });
    expect(offered(noApi)).not.toContain(115);
  });

  it('hides the common-info condition in member filters', () => {
    const members = createContext({ ...demoContextInput, flags: { [MEMBER_FILTER_FLAG]: true } });
    expect(offered(ctx)).toContain(77);
    expect(offered(members)).not.toContain(77);
  });

  it('keeps the gates in the plugins’ own offered hooks, read with the context', () => {
    const gated = conditionPlugins.filter((plugin) => 'offered' in plugin).map((plugin) => plugin.type);
    expect(gated).toEqual([77, 115]);
    const topLevel = placeOf([], 'condition', null);
    const api = registry.get('condition', 115)!;
    const commonVar = registry.get('condition', 77)!;
    const event = createContext({ ...demoContextInput, flags: { [EXTERNAL_CONTEXT_EVENT_FLAG]: true } });
    expect(isOffered(api, ctx, topLevel)).toBe(false);
    expect(isOffered(api, event, topLevel)).toBe(true);
    const members = createContext({ ...demoContextInput, flags: { [MEMBER_FILTER_FLAG]: true } });
    expect(isOffered(commonVar, ctx, topLevel)).toBe(true);
    expect(isOffered(commonVar, members, topLevel)).toBe(false);
  });

  it('still loads, validates, adds and saves a type it does not offer (only the menu hides it)', () => {
    const saved = [{ type: 115, context: { key: 'coupon' }, match: 3 }];
    const store = createEditorStore({ registry, kind: 'condition', initial: saved, ctx });
    expect(store.getBlocks()[0].broken).toBeUndefined();
    expect(store.serialize()).toEqual(saved);
    expect(store.validateAll().filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(store.add(115).ok).toBe(true);
  });
});

describe('initial blocks of an empty funnel (spec 001 §4)', () => {
  it('are the types not marked non-initial that the account is offered', () => {
    expect(INITIAL_CONDITION_TYPES).toEqual([60, 75]);
    expect([...INITIAL_CONDITION_TYPES, ...NON_INITIAL_CONDITION_TYPES].sort((a, b) => a - b)).toEqual(
      CATALOGUE,
    );
    expect(initialConditionPlugins(ctx).map((plugin) => plugin.type)).toEqual([60, 75]);
  });

  it('create valid-but-unfilled blocks', () => {
    const blocks = initialConditionPlugins(ctx).map((plugin) => newBlock(plugin.type));
    expect(blocks.map((block) => block.data)).toEqual([
      { type: 60, use_group: 0, tag_ids: [], tag_or: 0 },
      { type: 75, match: 0 },
    ]);
  });
});

describe('single-use conditions (spec 001 §4, §8)', () => {
  it.each([
    [50, 'mark'],
    [110, 'other'],
  ])('refuses a second %i (%s): 既に追加されています', (type) => {
    const first = applyOperation(registry, [newBlock(60)], { op: 'add', block: newBlock(type) }, ctx);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = applyOperation(registry, first.blocks, { op: 'add', block: newBlock(type) }, ctx);
    expect(second).toEqual({
      ok: false,
      issue: { path: '', code: 'already_added', severity: 'error', message: '既に追加されています' },
    });
    const menu = addableTypes(registry, 'condition', first.blocks, ctx).find((t) => t.plugin.type === type);
    expect(menu).toMatchObject({ available: false, reason: 'already_added' });
  });

  it('counts one inside an or-group too', () => {
    const group = newBlock(120);
    let blocks: BlockList = [group];
    const inGroup = applyOperation(
      registry,
      blocks,
      { op: 'add', block: newBlock(50), parentId: group.id },
      ctx,
    );
    expect(inGroup.ok).toBe(true);
    if (!inGroup.ok) return;
    blocks = inGroup.blocks;
    expect(applyOperation(registry, blocks, { op: 'add', block: newBlock(50) }, ctx)).toMatchObject({
      ok: false,
      issue: { code: 'already_added', message: '既に追加されています' },
    });
  });

  it('lets every other type be added more than once', () => {
    const singles = conditionPlugins
      .filter((plugin) => plugin.multiplicity === 'single')
      .map((plugin) => plugin.type);
    expect(singles).toEqual([50, 110]);
    const twice = applyOperation(registry, [newBlock(60)], { op: 'add', block: newBlock(60) }, ctx);
    expect(twice.ok).toBe(true);
  });

  it('refuses the unreadable condition and types the account lacks', () => {
    expect(applyOperation(registry, [], { op: 'add', block: newBlock(-1) }, ctx)).toMatchObject({
      ok: false,
      issue: { code: 'not_listed' },
    });
    expect(
      applyOperation(registry, [], { op: 'add', block: newBlock(70) }, without('journey')),
    ).toMatchObject({
      ok: false,
      issue: { code: 'ability_missing' },
    });
  });
});
