import { describe, expect, it } from 'vitest';
import type { BlockSchema } from './schema.ts';
import { matchesCondition, requiredFields, schemaProperties, visibleFields } from './visibility.ts';

// Shapes of the built-in plugins' schemas, written out: the engine knows no plugin (DESIGN §2).
const timing = {
  type: 'object',
  properties: {
    type: { const: 1 },
    text: { type: 'string' },
    delay_type: { type: 'integer', enum: [0, 1, 2] },
    delay_min: { type: 'integer' },
    delay_max: { type: 'integer' },
    delay_at: { type: 'string' },
  },
  required: ['type', 'text', 'delay_type'],
  allOf: [
    { if: { properties: { delay_type: { const: 1 } } }, then: { required: ['delay_min', 'delay_max'] } },
    { if: { properties: { delay_type: { const: 2 } } }, then: { required: ['delay_at'] } },
  ],
} as const satisfies BlockSchema;

const tags = {
  type: 'object',
  properties: {
    remove: { type: 'integer' },
    use_group: { type: 'integer' },
    tag_ids: { type: 'array' },
    tag_group_id: { type: 'integer' },
    context: { type: 'object' },
  },
  required: ['remove'],
  allOf: [
    {
      if: { properties: { remove: { enum: [0, 1] }, use_group: { const: 0 } } },
      then: { required: ['tag_ids'] },
    },
    {
      if: { properties: { remove: { enum: [0, 1] }, use_group: { const: 1 } }, required: ['use_group'] },
      then: { required: ['tag_group_id'] },
    },
    { if: { properties: { remove: { enum: [2, 3] } } }, then: { required: ['context'] } },
  ],
} as const satisfies BlockSchema;

describe('matchesCondition', () => {
  it('matches const and enum on named properties', () => {
    expect(matchesCondition({ properties: { a: { const: 1 } } }, { a: 1 })).toBe(true);
    expect(matchesCondition({ properties: { a: { const: 1 } } }, { a: 2 })).toBe(false);
    expect(matchesCondition({ properties: { a: { enum: [0, 1] } } }, { a: 1 })).toBe(true);
    expect(matchesCondition({ properties: { a: { enum: [0, 1] } } }, { a: 3 })).toBe(false);
  });

  it('treats a missing property as satisfied unless required, as JSON Schema does', () => {
    expect(matchesCondition({ properties: { a: { const: 1 } } }, {})).toBe(true);
    expect(matchesCondition({ properties: { a: { const: 1 } }, required: ['a'] }, {})).toBe(false);
  });

  it('lets unknown keywords pass so that a field is shown rather than hidden', () => {
    expect(matchesCondition({ properties: { a: { minimum: 3 } } }, { a: 1 })).toBe(true);
    expect(matchesCondition(undefined, {})).toBe(true);
    expect(matchesCondition(false, {})).toBe(false);
  });
});

describe('visibleFields', () => {
  it('shows delay_at only for a fixed time and delay_min/max only for a delay (text effect)', () => {
    const base = { type: 1, text: '', delay_type: 0 };
    expect(visibleFields(timing, base)).not.toContain('delay_at');
    expect(visibleFields(timing, base)).not.toContain('delay_min');
    expect(visibleFields(timing, { ...base, delay_type: 1 })).toEqual(
      expect.arrayContaining(['delay_min', 'delay_max']),
    );
    expect(visibleFields(timing, { ...base, delay_type: 2 })).toContain('delay_at');
    expect(visibleFields(timing, base)).toEqual(expect.arrayContaining(['type', 'text', 'delay_type']));
  });

  it('follows combined conditions (tag effect: tags, folder or linked data)', () => {
    const schema = tags;
    expect(visibleFields(schema, { remove: 0, use_group: 0 })).toContain('tag_ids');
    expect(visibleFields(schema, { remove: 0, use_group: 0 })).not.toContain('tag_group_id');
    expect(visibleFields(schema, { remove: 1, use_group: 1 })).toContain('tag_group_id');
    expect(visibleFields(schema, { remove: 1, use_group: 1 })).not.toContain('tag_ids');
    expect(visibleFields(schema, { remove: 2 })).toContain('context');
    expect(visibleFields(schema, { remove: 2 })).not.toContain('tag_group_id');
  });

  it('keeps always-required properties visible and honours else branches', () => {
    const schema = {
      type: 'object',
      properties: { mode: { type: 'integer' }, a: { type: 'string' }, b: { type: 'string' } },
      required: ['mode', 'a'],
      if: { properties: { mode: { const: 1 } } },
      then: { required: ['a'] },
      else: { properties: { b: { type: 'string' } } },
    } as const;
    expect(visibleFields(schema, { mode: 1 })).toEqual(['mode', 'a']);
    expect(visibleFields(schema, { mode: 0 })).toEqual(['mode', 'a', 'b']);
  });

  it('lists properties that only appear inside a branch', () => {
    const schema = {
      type: 'object',
      properties: { on: { type: 'boolean' } },
      if: { properties: { on: { const: true } } },
      then: { properties: { extra: { type: 'string' } } },
    } as const;
    expect(schemaProperties(schema)).toEqual(['on', 'extra']);
    expect(visibleFields(schema, { on: false })).toEqual(['on']);
    expect(visibleFields(schema, { on: true })).toEqual(['on', 'extra']);
  });
});

describe('requiredFields', () => {
  it('adds the required fields of the taken branches', () => {
    expect([...requiredFields(timing, { delay_type: 2 })]).toEqual([
      'type',
      'text',
      'delay_type',
      'delay_at',
    ]);
    expect(requiredFields(timing, { delay_type: 0 }).has('delay_at')).toBe(false);
  });
});
