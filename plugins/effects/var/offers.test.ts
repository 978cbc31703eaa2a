import { describe, expect, it } from 'vitest';
import { createContext, type PluginContext } from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../../index.ts';
import { varEffect } from './index.ts';

/**
 * What effect 6's editor offers (`ui.inputs`, spec 000 §4) is exactly what its rules accept: the selects never
 * offer an operation or a value type that saving would refuse, and offer every one it would accept.
 */
const registry = createBuiltInRegistry();
const contexts: Record<string, PluginContext> = {
  plain: createContext(demoContextInput),
  reaction: createContext({ ...demoContextInput, flags: { reactionContext: true } }),
  linkedData: createContext({ ...demoContextInput, flags: { linkedDataAllowed: true } }),
  both: createContext({ ...demoContextInput, flags: { reactionContext: true, linkedDataAllowed: true } }),
};
/** Demo friend-info items by var_type, with a constant that type accepts. */
const items = [
  { var_id: 3, var_type: 'string', fix_value: 'ゴールド会員' },
  { var_id: 4, var_type: 'number', fix_value: '5' },
  { var_id: 5, var_type: 'date', fix_value: '2026/01/31' },
  { var_id: 6, var_type: 'image', fix_value: 'a' },
  { var_id: 7, var_type: 'pdf', fix_value: 'a' },
  { var_id: 8, var_type: 'select', fix_value: '赤' },
  { var_id: 9, var_type: 'text', fix_value: 'よろしく' },
];
/** The other fields each value type requires, so that only the rules judge. */
const VALUE_FIELDS: Record<number, object> = {
  1: {},
  2: { min_value: 1, max_value: 2 },
  3: { dynamic_value: 'action_date' },
  15: { context: { key: 'course' } },
};

const inputs = varEffect.ui?.inputs;
const offered = (field: 'operand' | 'valuetype', data: object, ctx: PluginContext) =>
  inputs?.[field]?.(data as never, ctx).options;
const accepted = (data: object, ctx: PluginContext, path: string) =>
  !registry.validateBlock('effect', data, ctx).some((issue) => issue.path === path);

describe('effect 6 var: offered operations and value types follow the rules', () => {
  for (const [name, ctx] of Object.entries(contexts)) {
    it.each(items)(`operations of a $var_type item (${name})`, ({ fix_value, ...item }) => {
      const allowed = [1, 2, 3, 4].filter((operand) =>
        accepted(
          { type: 6, ...item, operand, valuetype: 1, ...(operand === 4 ? {} : { fix_value }) },
          ctx,
          '/operand',
        ),
      );
      expect(offered('operand', { type: 6, ...item, operand: 1, valuetype: 1 }, ctx)).toEqual(allowed);
    });

    it.each(items)(`value types of a $var_type item (${name})`, ({ fix_value, ...item }) => {
      const allowed = [1, 2, 3, 15].filter((valuetype) =>
        accepted(
          {
            type: 6,
            ...item,
            operand: 1,
            valuetype,
            ...(valuetype === 1 ? { fix_value } : VALUE_FIELDS[valuetype]),
          },
          ctx,
          '/valuetype',
        ),
      );
      expect(offered('valuetype', { type: 6, ...item, operand: 1, valuetype: 1 }, ctx)).toEqual(allowed);
    });
  }

  it('offers a date item 代入 and クリア, an image クリア, and no add or subtract in an auto-response', () => {
    const { plain, reaction } = contexts;
    expect(offered('operand', { type: 6, var_id: 5, var_type: 'date' }, plain)).toEqual([1, 4]);
    expect(offered('operand', { type: 6, var_id: 6, var_type: 'image' }, plain)).toEqual([4]);
    expect(offered('operand', { type: 6, var_id: 4, var_type: 'number' }, reaction)).toEqual([1, 4]);
    expect(offered('valuetype', { type: 6, var_id: 4, var_type: 'number' }, plain)).toEqual([1, 2]);
    expect(offered('valuetype', { type: 6, var_id: 4, var_type: 'number' }, contexts.linkedData)).toEqual([
      1, 2, 15,
    ]);
  });

  it('judges the field by the item the context knows, as the rules do', () => {
    // Item 5 is a date although the saved copy says number.
    expect(offered('operand', { type: 6, var_id: 5, var_type: 'number' }, contexts.plain)).toEqual([1, 4]);
    // No item chosen yet: what the context allows.
    expect(offered('operand', { type: 6 }, contexts.reaction)).toEqual([1, 4]);
  });
});
