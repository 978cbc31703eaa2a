import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { schemaItemKinds } from '../../plugins/shared/keywords.ts';
import { loadLang } from '../i18n.ts';
import { itemKindName } from '../page-i18n.ts';
import { admitsNothing, matchesWhere, specialValues } from './kinds.ts';

describe('item kinds', () => {
  it('names in Japanese every kind a built-in block names (x-item)', async () => {
    const registry = createBuiltInRegistry();
    const kinds = new Set<string>();
    for (const kind of ['effect', 'condition', 'form-item', 'richmenu-action'])
      for (const plugin of registry.plugins(kind))
        for (const item of schemaItemKinds(plugin.schema)) kinds.add(item);
    expect(kinds).toContain('salon_resource');
    expect(kinds).toContain('salon_course');
    const unnamed = [...kinds].filter((kind) => itemKindName('ja', kind) === kind);
    expect(unnamed).toEqual([]);
    expect(itemKindName('ja', 'salon_resource')).toBe('リソース');
    expect(itemKindName('ja', 'salon_course')).toBe('コース');
    // English names come with the English words (loaded when English is chosen); until then, Japanese.
    expect(itemKindName('en', 'salon_course')).toBe('コース');
    await loadLang('en');
    expect(itemKindName('en', 'salon_course')).toBe('salon course');
  });

  it('offers -1 (all) for resource and course lists, whose items go down to -1', () => {
    expect(specialValues('salon_resource', -1)).toEqual([{ value: -1, label: 'specialAllResources' }]);
    expect(specialValues('salon_course', -1)).toEqual([{ value: -1, label: 'specialAllCourses' }]);
    // A list of ids from 1 takes no special value.
    expect(specialValues('salon_course', 1)).toEqual([]);
    expect(specialValues('tag', undefined)).toEqual([]);
  });

  it('keeps the items a plugin filter names (compared as text), none for an empty list', () => {
    const item = { id: 21, name: 'カット', salon_id: 1 };
    expect(matchesWhere(undefined, item)).toBe(true);
    expect(matchesWhere({ salon_id: [2, 1] }, item)).toBe(true);
    expect(matchesWhere({ salon_id: ['1'] }, item)).toBe(true);
    expect(matchesWhere({ salon_id: [2] }, item)).toBe(false);
    expect(matchesWhere({ salon_id: [] }, item)).toBe(false);
    expect(matchesWhere({ salon_id: [1] }, { id: 5, name: '店舗のない項目' })).toBe(false);
    expect(admitsNothing({ salon_id: [] })).toBe(true);
    expect(admitsNothing({ salon_id: [1] })).toBe(false);
    expect(admitsNothing(undefined)).toBe(false);
  });
});
