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
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { catalogueOf } from '../../tests/support/spec-catalogue.ts';
import { builtInPlugins, createBuiltInRegistry } from '../index.ts';
import {
  conditionPlugins,
  EXTERNAL_CONTEXT_EVENT_FLAG,
  INITIAL_CONDITION_TYPES,
  initialConditionPlugins,
  MEMBER_FILTER_FLAG,
  NON_INITIAL_CONDITION_TYPES,
} from './index.ts';

/**
 * The condition set (spec 001 §3, §4, §6) against the specification's catalogue (../shared/spec/CATALOGUE.md):
 * registration, offering, abilities, single use, initial blocks. A new plugin needs no change here.
 */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const catalogue = catalogueOf('condition');
/** The abilities of spec 001 §6 "Named abilities gate condition types" (the catalogue has no ability column). */
const SPEC_ABILITIES: Readonly<Record<number, string>> = {
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
};
/** Single use in spec 001 §4, §8, beyond the catalogue's notes (which name 110). */
const SPEC_SINGLE = [50, 110];

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
  it.each(catalogue.map((entry) => [entry.type, entry.key, entry] as const))(
    'register catalogued type %i (%s) as kind condition with its key and what its notes say',
    (type, key, entry) => {
      const plugin = registry.get('condition', type);
      expect(plugin, `condition ${type} '${key}' is catalogued but not registered`).toBeDefined();
      expect(plugin?.key).toBe(key);
      if (entry.multiplicity) expect(plugin?.multiplicity).toBe(entry.multiplicity);
      if (/read-only/.test(entry.text)) expect(plugin).toMatchObject({ readOnly: true, listed: false });
      if (/nested list/.test(entry.text))
        expect(plugin?.nested).toEqual({ field: 'inputs', kind: 'condition' });
    },
  );

  it('come out of the registry in add-menu order, every one a built-in plugin', () => {
    expect(registry.plugins('condition')).toEqual([...conditionPlugins]);
    for (const plugin of conditionPlugins) expect(builtInPlugins).toContain(plugin);
    const orders = conditionPlugins.map((plugin) => plugin.menuOrder ?? Number.POSITIVE_INFINITY);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('each carry a Japanese and an English label of their own', () => {
    for (const lang of ['ja', 'en'] as const) {
      const labels = conditionPlugins.map((plugin) => plugin.label[lang]);
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('are gated by the abilities of spec 001 §6', () => {
    for (const [type, ability] of Object.entries(SPEC_ABILITIES))
      expect(registry.get('condition', Number(type))?.ability, `condition ${type}`).toBe(ability);
  });
});

describe('offering (the funnel editor add menu, spec 001 §6)', () => {
  it('offers every listed type the account may use, 115 only with an external context event', () => {
    const abilities = [...(demoContextInput.abilities ?? [])];
    const mayUse = registry
      .plugins('condition')
      .filter((plugin) => plugin.listed && (!plugin.ability || abilities.includes(plugin.ability)))
      .map((plugin) => plugin.type);
    expect(offered(ctx)).toEqual(mayUse.filter((type) => type !== 115));
    const event = createContext({ ...demoContextInput, flags: { [EXTERNAL_CONTEXT_EVENT_FLAG]: true } });
    expect(offered(event)).toEqual(mayUse);
  });

  it('hides a type whose ability the account lacks, and only those', () => {
    for (const [type, ability] of Object.entries(SPEC_ABILITIES)) {
      const needing = registry.plugins('condition').filter((p) => p.ability === ability);
      expect(offered(without(ability)), ability).not.toContain(Number(type));
      expect(offered(without(ability)), ability).toEqual(
        offered(ctx).filter((t) => !needing.some((p) => p.type === t)),
      );
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
    expect(gated).toEqual(expect.arrayContaining([77, 115]));
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
      conditionPlugins.map((plugin) => plugin.type as number).sort((a, b) => a - b),
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
  it.each(SPEC_SINGLE)('refuses a second %i: 既に追加されています', (type) => {
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

  it('marks the single-use types of the spec single, and lets a multiple type be added more than once', () => {
    for (const type of SPEC_SINGLE) expect(registry.get('condition', type)?.multiplicity).toBe('single');
    expect(registry.get('condition', 60)?.multiplicity).toBe('multiple');
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
