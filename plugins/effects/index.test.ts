import { describe, expect, it } from 'vitest';
import { addableTypes, createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { effectPlugins } from './index.ts';

/** The effect set as a whole (spec 000 §2.4): every type once, in the spec's order, gated by ability. */
const registry = createBuiltInRegistry();
const offered = (abilities: string[]) =>
  addableTypes(registry, 'effect', [], createContext({ abilities })).map((t) => t.plugin.type);

describe('effectPlugins', () => {
  it("holds the 13 effect types in the spec's order", () => {
    expect(effectPlugins.map((p) => p.type)).toEqual([1, 12, 13, 6, 5, 14, 15, 7, 16, 30, 31, 32, 50]);
    expect(registry.plugins('effect').map((p) => p.type)).toEqual(effectPlugins.map((p) => p.type));
  });

  it('names each plugin by its file key', () => {
    expect(effectPlugins.map((p) => p.key)).toEqual([
      'text',
      'template',
      'tag',
      'var',
      'scenario',
      'menu',
      'reminder',
      'mark',
      'notification',
      'conversion',
      'reservation',
      'common-var',
      'phase',
    ]);
  });

  it('offers every listed type to an account with every ability, notification (16) never', () => {
    expect(offered([...(demoContextInput.abilities ?? [])])).toEqual([
      1, 12, 13, 6, 5, 14, 15, 7, 30, 31, 32, 50,
    ]);
  });

  it('offers only the types that need no ability to an account without abilities', () => {
    expect(offered([])).toEqual([1, 12, 13, 6, 7, 32]);
  });

  it('marks the single-use types as in the spec: scenario, mark, notification, conversion', () => {
    expect(effectPlugins.filter((p) => p.multiplicity === 'single').map((p) => p.type)).toEqual([
      5, 7, 16, 30,
    ]);
  });
});
