import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../core/index.ts';
import { conditionText, fieldsTable } from './render-fields.ts';
import { collectConditions } from './schema-conditions.ts';
import { describeFields } from './schema-fields.ts';

const schema = {
  type: 'object',
  properties: {
    mode: {
      type: 'integer',
      oneOf: [
        { const: 0, title: '個別' },
        { const: 1, title: 'まとめて' },
      ],
    },
    flag: { type: 'integer', enum: [0, 1] },
    ids: { type: 'array', items: { type: 'integer' } },
    group: { type: 'integer' },
  },
  required: ['mode'],
  allOf: [
    {
      if: { properties: { mode: { const: 0 }, flag: { const: 0 } } },
      then: { required: ['ids'] },
      else: { required: ['group'] },
    },
    { if: { required: ['group'] }, then: { properties: { extra: { type: 'string', title: '追加' } } } },
  ],
} as unknown as SchemaNode;

describe('conditions', () => {
  it('phrase if/then with enum labels, and say when an optional field may be absent', () => {
    const [first, second] = collectConditions(schema);
    expect(conditionText(first)).toBe('`mode` = `0` (個別) and `flag` = `0` (or absent)');
    expect(conditionText(first, true)).toBe('not (`mode` = `0` (個別) and `flag` = `0` (or absent))');
    expect(conditionText(second)).toBe('`group` is present');
  });

  it('mark fields required by then and by else, and list fields only a branch declares', () => {
    const fields = describeFields(schema);
    expect(fields.map((field) => field.name)).toEqual(['mode', 'flag', 'ids', 'group', 'extra']);
    const table = fieldsTable(fields, {});
    expect(table).toContain(
      '| `ids` | — | — | array of integer | when `mode` = `0` (個別) and `flag` = `0` (or absent) |',
    );
    expect(table).toContain('| `group` | — | — | integer | when not (`mode` = `0` (個別)');
    expect(table).toContain('| `extra` | 追加 |');
  });
});
