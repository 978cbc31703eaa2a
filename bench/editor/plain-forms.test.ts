import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { effectDataset } from './data.ts';

const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const data = effectDataset(registry, ctx, 100);

describe('the yardsticks of issue 14', () => {
  it('gives the floor the fields our editor draws: the middle text effect has its textarea', () => {
    const fields = data.fields?.[data.middle] ?? [];
    expect(fields.find((field) => field.name === data.field)).toMatchObject({ control: 'textarea' });
    expect(data.fields).toHaveLength(100);
  });

  it('gives rjsf plain schemas: no if/then, allOf, pattern or x- hints anywhere', () => {
    const text = JSON.stringify(data.plainSchemas);
    for (const keyword of ['"if"', '"then"', '"allOf"', '"pattern"', '"x-'])
      expect(text).not.toContain(keyword);
    expect(data.plainSchemas?.length).toBe(
      registry.plugins('effect').filter((plugin) => !plugin.nested).length,
    );
  });

  it('keeps fields only an if/then branch names, as plain optional properties', () => {
    const text = data.plainSchemas?.find((schema) => (schema.properties as any)?.type?.const === 1);
    expect(Object.keys(text?.properties as object)).toContain('delay_at');
    expect(text?.required).not.toContain('delay_at');
  });
});
