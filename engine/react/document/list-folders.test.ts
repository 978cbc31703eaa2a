import { describe, expect, it } from 'vitest';
import { listFolders, matchFolders } from './list-folders.ts';

describe('document list folders', () => {
  const names = { all: 'すべて', unclassified: '未分類' };

  it('counts documents per folder, 未分類 only when some document has none', () => {
    const folders = listFolders(
      [
        { id: 20, name: '配信用' },
        { id: 'fav', name: 'お気に入り' },
      ],
      [{ group_id: 20 }, { group_id: null }, { group_id: 20 }],
      names,
    );
    expect(folders.map((f) => [f.id, f.name, f.count])).toEqual([
      ['all', 'すべて', 3],
      ['20', '配信用', 2],
      ['0', '未分類', 1],
    ]);
    expect(listFolders([{ id: 20, name: '配信用' }], [{ group_id: 20 }], names).map((f) => f.id)).toEqual([
      'all',
      '20',
    ]);
  });

  it('finds folders by a part of their name, whatever the width or case; すべて always stays', () => {
    const folders = listFolders(
      [
        { id: 1, name: 'キャンペーン' },
        { id: 2, name: 'VIP' },
      ],
      [],
      names,
    );
    expect(matchFolders(folders, 'ｷｬﾝ').map((f) => f.id)).toEqual(['all', '1']);
    expect(matchFolders(folders, 'vip').map((f) => f.id)).toEqual(['all', '2']);
    expect(matchFolders(folders, ' ').map((f) => f.id)).toEqual(['all', '1', '2']);
  });
});
