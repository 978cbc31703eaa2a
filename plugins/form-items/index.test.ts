import { describe, expect, it } from 'vitest';
import { createBlock, createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { catalogueOf } from '../../tests/support/spec-catalogue.ts';
import { createBuiltInRegistry } from '../index.ts';
import { formItemPlugins } from './index.ts';

/** The form items against the specification's catalogue (CATALOGUE.md "Form items", spec 002 §3). */
const registry = createBuiltInRegistry();
const catalogue = catalogueOf('form-item');
const ctx = createContext(demoContextInput);

describe('the form-item plugins against the catalogue', () => {
  it('reads the thirteen swatches', () => {
    expect(catalogue.map((entry) => entry.type)).toEqual([
      500, 501, 510, 520, 530, 540, 550, 560, 570, 580, 581, 590, 600,
    ]);
  });

  it.each(catalogue.map((entry) => [entry.type, entry.key] as const))(
    'registers swatch %i as %s, its type name on the wire',
    (type, key) => {
      const plugin = registry.get('form-item', type);
      expect(plugin?.key).toBe(key);
      const block = createBlock(registry, 'form-item', type, ctx).data as Record<string, unknown>;
      expect(block.swatch_id).toBe(type);
      expect(block.type).toBe(key);
    },
  );

  it('lists them in swatch order, the swatch id in swatch_id', () => {
    expect(formItemPlugins.map((plugin) => plugin.type)).toEqual(catalogue.map((entry) => entry.type));
    expect(registry.typeField('form-item')).toBe('swatch_id');
  });

  it('refuses an unknown swatch as an unknown type', () => {
    expect(registry.validateBlock('form-item', { swatch_id: 999, type: 'x' }, ctx)).toEqual([
      expect.objectContaining({ code: 'unknown_type' }),
    ]);
  });
});
