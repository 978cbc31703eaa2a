import { describe, expect, it } from 'vitest';
import { enumChoices, type SchemaNode } from '../../core/index.ts';
import { narrowChoices } from './enum-choices.ts';

const operand: SchemaNode = {
  type: 'integer',
  oneOf: [
    { const: 1, title: '代入' },
    { const: 2, title: '加算' },
    { const: 3, title: '減算' },
    { const: 4, title: 'クリア' },
  ],
};
const choices = enumChoices(operand) ?? [];
const drawn = (options: Parameters<typeof narrowChoices>[1], current: unknown) =>
  narrowChoices(choices, options, current).map((choice) => `${choice.label}${choice.offered ? '' : '(x)'}`);

describe('narrowChoices: what an enum widget offers', () => {
  it('offers every choice without options', () => {
    expect(drawn(undefined, 1)).toEqual(['代入', '加算', '減算', 'クリア']);
  });

  it('keeps the offered values, in the schema order with the schema labels', () => {
    expect(drawn([4, 1], 1)).toEqual(['代入', 'クリア']);
  });

  it('takes the label an option gives for the current data, still in the schema order', () => {
    expect(drawn([{ value: 4, label: '消去' }, 1], 4)).toEqual(['代入', '消去']);
  });

  it('keeps a saved value no longer offered, marked, rather than dropping it', () => {
    expect(drawn([1, 4], 2)).toEqual(['代入', '加算(x)', 'クリア']);
    expect(drawn([], undefined)).toEqual([]);
  });

  it('matches values by type: the string "1" is not the integer 1', () => {
    expect(drawn(['1'], undefined)).toEqual([]);
  });
});
