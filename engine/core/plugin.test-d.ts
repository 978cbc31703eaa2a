import { describe, expectTypeOf, it } from 'vitest';
import type { journeyCondition } from '../../plugins/conditions/journey.ts';
import type { scenarioEffect } from '../../plugins/effects/scenario.ts';
import type { tagEffect } from '../../plugins/effects/tag.ts';
import type { textEffect } from '../../plugins/effects/text.ts';
import type { varEffect } from '../../plugins/effects/var/index.ts';
import {
  type BlockPlace,
  definePlugin,
  type FromBlockSchema,
  type PluginContext,
  type PluginData,
} from './index.ts';

/** The block data types are inferred from the schemas (json-schema-to-ts), never written by hand. */
describe('data types inferred from plugin schemas', () => {
  it('text: literal type id, required text, enum delay_type, optional defaulted fields', () => {
    type Text = PluginData<typeof textEffect>;
    expectTypeOf<Text['type']>().toEqualTypeOf<1>();
    expectTypeOf<Text['text']>().toEqualTypeOf<string>();
    expectTypeOf<Text['delay_type']>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<Text['delay_at']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<{ type: 2; text: string; delay_type: 0 }>().not.toExtend<Text>();
  });

  it('tag: id arrays and the remove enum', () => {
    type Tag = PluginData<typeof tagEffect>;
    expectTypeOf<Tag['tag_ids']>().toEqualTypeOf<number[] | undefined>();
    expectTypeOf<Tag['remove']>().toEqualTypeOf<0 | 1 | 2 | 3>();
  });

  it('var: operands, value types and string var types', () => {
    type Var = PluginData<typeof varEffect>;
    expectTypeOf<Var['operand']>().toEqualTypeOf<1 | 2 | 3 | 4>();
    expectTypeOf<Var['valuetype']>().toEqualTypeOf<1 | 2 | 3 | 15>();
    expectTypeOf<Var['var_type']>().toEqualTypeOf<
      'string' | 'number' | 'text' | 'image' | 'pdf' | 'select' | 'date' | undefined
    >();
  });

  it('scenario: group id and move', () => {
    type Scenario = PluginData<typeof scenarioEffect>;
    expectTypeOf<Scenario['group_id']>().toEqualTypeOf<number>();
    expectTypeOf<Scenario['move']>().toEqualTypeOf<0 | 1>();
  });

  it('extension keywords (x-*) do not change the inferred type', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'integer', 'x-item': 'tag', 'x-title-en': 'Tag' } },
      required: ['id'],
      additionalProperties: false,
    } as const;
    expectTypeOf<FromBlockSchema<typeof schema>>().toEqualTypeOf<{ id: number }>();
  });
});

describe('hooks typed by definePlugin', () => {
  it('load takes and answers the inferred data; offered reads the context and the place', () => {
    type Journey = PluginData<typeof journeyCondition>;
    type Load = NonNullable<(typeof journeyCondition)['load']>;
    expectTypeOf<Parameters<Load>>().toEqualTypeOf<[data: Journey, ctx: PluginContext]>();
    expectTypeOf<ReturnType<Load>>().toEqualTypeOf<Journey>();
    type Offered = NonNullable<(typeof journeyCondition)['offered']>;
    expectTypeOf<Parameters<Offered>>().toEqualTypeOf<[ctx: PluginContext, where: BlockPlace]>();
  });

  it('refuses a load hook that answers another shape', () => {
    const schema = {
      type: 'object',
      properties: { type: { const: 1 }, label: { type: 'string' } },
      required: ['type', 'label'],
      additionalProperties: false,
    } as const;
    const base = {
      kind: 'node',
      type: 1,
      key: 'leaf',
      label: { ja: '葉', en: 'Leaf' },
      multiplicity: 'multiple',
      listed: true,
      version: 1,
      migrations: {},
      schema,
      defaults: () => ({ type: 1 as const, label: '' }),
      summary: () => '葉',
      examples: { valid: [], invalid: [] },
    } as const;
    definePlugin({ ...base, load: (d) => ({ ...d, label: d.label.trim() }) });
    // @ts-expect-error the label must stay a string
    definePlugin({ ...base, load: (d) => ({ ...d, label: 1 }) });
    definePlugin({
      ...base,
      placement: [{ code: 'nested_not_allowed', refused: (where) => where.ancestors.length > 1 }],
    });
    const description = { ja: 'ラベルを変えたら' };
    definePlugin({ ...base, changes: [{ on: ['label'], description, apply: () => {} }] });
    // @ts-expect-error change rules name properties of the schema ('lable' is a typo)
    definePlugin({ ...base, changes: [{ on: ['lable'], description, apply: () => {} }] });
  });
});
