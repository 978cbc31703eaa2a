import { describe, expect, it } from 'vitest';
import { newPage } from '../../../documents/richmenu-pages.ts';
import { addPage, movePage, pageAfterRemoval, pagesIn, removePage, updatePage } from './operations.ts';

const names = (pages: readonly { data: { name: string } }[] | null) => pages?.map((p) => p.data.name);
const three = [newPage(1), newPage(2), newPage(3)];

describe('page operations', () => {
  it('adds a numbered page up to ten, the first one shown and the others hidden', () => {
    const added = addPage([newPage(1)]);
    expect(names(added)).toEqual(['ページ1', 'ページ2']);
    expect(added?.map((p) => p.data.selected)).toEqual([1, 0]);
    const ten = Array.from({ length: 10 }, (_, i) => newPage(i + 1));
    expect(addPage(ten)).toBeNull();
  });

  it('removes a page but never the last one, and opens the one before', () => {
    expect(names(removePage(three, 1))).toEqual(['ページ1', 'ページ3']);
    expect(removePage([newPage(1)], 0)).toBeNull();
    expect(removePage(three, 3)).toBeNull();
    expect(pageAfterRemoval(2)).toBe(1);
    expect(pageAfterRemoval(0)).toBe(0);
  });

  it('moves a page and leaves the old list as it was', () => {
    expect(names(movePage(three, 2, 0))).toEqual(['ページ3', 'ページ1', 'ページ2']);
    expect(names(movePage(three, 0, 1))).toEqual(['ページ2', 'ページ1', 'ページ3']);
    expect(movePage(three, 0, 3)).toBeNull();
    expect(movePage(three, 1, 1)).toBeNull();
    expect(names(three)).toEqual(['ページ1', 'ページ2', 'ページ3']);
  });

  it('renames a page by merging its data, the rest kept', () => {
    const renamed = updatePage(three, 1, { data: { name: '予約' } });
    expect(renamed[1]?.data).toEqual({ name: '予約', chatBarText: 'メニュー', selected: 0 });
    expect(renamed[0]).toBe(three[0]);
    expect(updatePage(three, 0, { media_id: 4, height: 843 })[0]).toMatchObject({ media_id: 4, height: 843 });
  });

  it('reads the pages of an envelope, none when it has no lmpData', () => {
    expect(pagesIn({ lmpData: three })).toBe(three);
    expect(pagesIn({})).toEqual([]);
  });
});
