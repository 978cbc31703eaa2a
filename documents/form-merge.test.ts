import { describe, expect, it } from 'vitest';
import { mergeDocuments } from '../engine/core/documents/merge.ts';
import { formDocument } from './form.ts';
import { renameMergedItems } from './form-merge.ts';

const text = (bid: string, name: string, title = '') => ({
  _bid: bid,
  swatch_id: 510,
  type: 'text',
  name,
  page: 1,
  title,
  rules: [],
});

describe('renameMergedItems: two tabs numbered new items alike', () => {
  const base = { id: 12, revision: 3, name: 'F', pages: [1], attr: [text('a', 'text1')] };
  // The other tab added an item and saved first; this tab added one too, numbered from the same counter.
  const theirs = { ...base, revision: 4, attr: [text('a', 'text1'), text('t', 'text2', '他のタブ')] };
  const ours = { ...base, attr: [text('a', 'text1'), text('o', 'text2', 'このタブ')] };

  it('renames the item only this tab holds; the saved one keeps its name (answers may be stored under it)', () => {
    const { merged, conflicts } = mergeDocuments({
      base,
      theirs,
      ours,
      listField: 'attr',
      ignore: ['id', 'revision'],
      afterMerge: formDocument.afterMerge,
    });
    expect(conflicts).toEqual([]);
    const attr = merged.attr as { _bid: string; name: string }[];
    expect(attr.map((item) => `${item._bid}:${item.name}`).sort()).toEqual(['a:text1', 'o:text3', 't:text2']);
    // The form's counter (spec 002 §3) counts the new number, so no later item is given it.
    expect(merged.name_counter).toBe(3);
  });

  it('leaves a merge without a shared name as it is (the same object)', () => {
    const merged = { ...base, attr: [text('a', 'text1'), text('o', 'text5')] };
    expect(renameMergedItems(merged, theirs)).toBe(merged);
  });

  it('numbers after every number the merged items use; an entry that is no item stays', () => {
    const merged = { attr: [text('t', 'text2'), text('o', 'text2'), text('x', 'text7'), 'not an item'] };
    const renamed = renameMergedItems(merged, { attr: [text('t', 'text2')] });
    expect(
      (renamed.attr as ({ name: string } | string)[]).map((item) =>
        typeof item === 'string' ? item : item.name,
      ),
    ).toEqual(['text2', 'text8', 'text7', 'not an item']);
  });
});
