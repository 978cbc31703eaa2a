import { describe, expect, it } from 'vitest';
import { type AnyPlugin, addableTypes, createContext } from '../../engine/core/index.ts';
import { catalogueOf } from '../../tests/support/spec-catalogue.ts';
import { createBuiltInRegistry } from '../index.ts';
import { effectPlugins } from './index.ts';

/**
 * The effect set against the specification's catalogue (spec 000 §2.4, ../shared/spec/CATALOGUE.md): every
 * catalogued type registered with its key, multiplicity and ability, in the catalogue's order. Types beyond the
 * catalogue are allowed (they follow, by their own menuOrder): a new plugin needs no change here.
 */
const registry = createBuiltInRegistry();
const catalogue = catalogueOf('effect');
const plugins = registry.plugins('effect');
const offered = (abilities: string[]) =>
  addableTypes(registry, 'effect', [], createContext({ abilities })).map((t) => t.plugin.type);

describe('the effect plugins against the catalogue', () => {
  it('reads a non-empty effect table', () => {
    expect(catalogue.length).toBeGreaterThan(0);
  });

  it.each(catalogue.map((entry) => [entry.type, entry.key, entry] as const))(
    'registers catalogued type %i (%s) with its key, multiplicity and ability',
    (type, key, entry) => {
      const plugin = registry.get('effect', type);
      expect(plugin, `effect ${type} '${key}' is catalogued but not registered`).toBeDefined();
      expect(plugin?.key).toBe(key);
      if (entry.multiplicity) expect(plugin?.multiplicity).toBe(entry.multiplicity);
      if (entry.ability !== undefined) expect(plugin?.ability ?? null).toBe(entry.ability);
      if (/never offered/.test(entry.text)) expect(plugin?.listed).toBe(false);
    },
  );

  it("registers the set in the catalogue's order (the add menu's order), additions anywhere", () => {
    const catalogued = new Set(catalogue.map((entry) => entry.type));
    expect(plugins.map((p) => p.type).filter((type) => catalogued.has(type))).toEqual(
      catalogue.map((entry) => entry.type),
    );
    expect(plugins).toEqual([...effectPlugins]);
  });
});

describe('offering effects', () => {
  const listed = (holds: (plugin: AnyPlugin) => boolean) =>
    plugins.filter((plugin) => plugin.listed && holds(plugin)).map((plugin) => plugin.type);

  it('offers every listed type to an account with every ability it needs, never an unlisted one', () => {
    const abilities = [...new Set(plugins.flatMap((plugin) => (plugin.ability ? [plugin.ability] : [])))];
    expect(offered(abilities)).toEqual(listed(() => true));
  });

  it('offers only the types that need no ability to an account without abilities', () => {
    expect(offered([])).toEqual(listed((plugin) => !plugin.ability));
  });
});
