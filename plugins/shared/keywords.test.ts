import { describe, expect, it } from 'vitest';
import { tagEffect } from '../effects/tag.ts';
import { schemaItemKinds } from './keywords.ts';

describe('schemaItemKinds', () => {
  it('lists the item kinds a schema names, in schema order, each once', () => {
    expect(schemaItemKinds(tagEffect.schema)).toEqual(['tag', 'tag_group', 'funnel']);
    expect(schemaItemKinds({ type: 'string' })).toEqual([]);
  });
});
