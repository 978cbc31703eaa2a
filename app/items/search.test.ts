import { describe, expect, it, vi } from 'vitest';
import type { PickerItem } from '../api/types.ts';
import { fakeApi, testTagGroups, testTags } from '../test/fake-api.ts';
import { createItemStore } from './item-store.ts';
import { canCreate, creatableVarTypes, resourceOf, specialValues } from './kinds.ts';
import {
  createItemSearch,
  FUZZY_THRESHOLD,
  filterFolders,
  itemsInFolder,
  pickerFolders,
  SUGGESTION_LIMIT,
} from './search.ts';

const named = (names: string[]): PickerItem[] => names.map((name, i) => ({ id: i + 1, name }));

describe('item search (spec 002 §9: at most 20, fuzzy threshold 0.2)', () => {
  it('finds names anywhere in them, ignoring case and full-width forms', () => {
    const search = createItemSearch(testTags);
    expect(search('VIP').map((t) => t.name)).toEqual(['VIP会員']);
    expect(search('ｖｉｐ').map((t) => t.name)).toEqual(['VIP会員']);
    expect(search('専用').map((t) => t.name)).toEqual(['管理者専用タグ']);
    expect(search('   ')).toEqual([]);
  });

  it('tolerates a small slip but not a different word', () => {
    const search = createItemSearch(named(['リピーター', 'キャンペーン参加', '休眠']));
    expect(search('リピータ').map((t) => t.name)).toEqual(['リピーター']);
    expect(search('キャンペーソ').map((t) => t.name)).toEqual(['キャンペーン参加']);
    expect(search('ゴルフ')).toEqual([]);
    expect(FUZZY_THRESHOLD).toBe(0.2);
  });

  it('answers at most 20 suggestions, best first', () => {
    const many = named(Array.from({ length: 30 }, (_, i) => `キャンペーン${String(i).padStart(2, '0')}`));
    const found = createItemSearch([...many, { id: 99, name: 'キャンペーン' }])('キャンペーン');
    expect(found).toHaveLength(SUGGESTION_LIMIT);
    expect(found[0].name).toBe('キャンペーン');
  });
});

describe('folders', () => {
  it('lists all, favourites, the folders and the unclassified, counted from the items', () => {
    const folders = pickerFolders(testTagGroups, testTags, 'すべて', 'お気に入り');
    expect(folders.map((f) => [f.id, f.name, f.count])).toEqual([
      ['all', 'すべて', 5],
      ['fav', 'お気に入り', 1],
      [10, '購入状況', 2],
      [11, 'キャンペーン', 2],
      [0, '未分類', 1],
    ]);
    expect(itemsInFolder(testTags, 'fav').map((t) => t.name)).toEqual(['VIP会員']);
    expect(itemsInFolder(testTags, 0).map((t) => t.name)).toEqual(['未分類のタグ']);
    expect(filterFolders(folders, 'キャン').map((f) => f.name)).toEqual(['すべて', 'キャンペーン']);
  });

  it('names the favourites folder in the page’s language, also when the server lists it in Japanese', () => {
    // testTagGroups holds the server's { id: 'fav', name: 'お気に入り' }.
    expect(pickerFolders(testTagGroups, testTags, 'All', 'Favourites').map((f) => f.name)).toEqual([
      'All',
      'Favourites',
      '購入状況',
      'キャンペーン',
      '未分類',
    ]);
  });

  it('adds the favourites folder when the server did not send it', () => {
    expect(pickerFolders([], [], 'すべて', 'お気に入り').map((f) => f.id)).toEqual(['all', 'fav']);
  });
});

describe('item kinds', () => {
  it('maps folder kinds and plans to the resources they come from', () => {
    expect(resourceOf('tag')).toEqual({ resource: 'tag', derive: 'items' });
    expect(resourceOf('tag_group')).toEqual({ resource: 'tag', derive: 'groups' });
    expect(resourceOf('event_menu')).toEqual({ resource: 'event_reserve', derive: 'event_menus' });
  });

  it('lets tags be created only with tag-write and user-tag-create', () => {
    expect(canCreate('tag', new Set(['tag-write', 'user-tag-create']))).toBe(true);
    expect(canCreate('tag', new Set(['tag-write']))).toBe(false);
    expect(canCreate('scenario', new Set(['tag-write', 'user-tag-create']))).toBe(false);
  });

  it('lets friend-info fields be created with var-write and user-var-create, of the types a field accepts', () => {
    expect(canCreate('varia', new Set(['var-write', 'user-var-create']))).toBe(true);
    expect(canCreate('varia', new Set(['var-write', 'tag-write', 'user-tag-create']))).toBe(false);
    expect(creatableVarTypes()).toEqual([0, 2, 10, 13, 20, 30]);
    expect(creatableVarTypes([30, 1])).toEqual([30]);
    expect(creatableVarTypes([1])).toEqual([]);
  });

  it('offers the special values a field allows', () => {
    expect(specialValues('scenario', -1).map((s) => s.value)).toEqual([0, -1]);
    expect(specialValues('menu', 0).map((s) => s.value)).toEqual([0]);
    expect(specialValues('tag', 1)).toEqual([]);
  });
});

describe('item store', () => {
  it('shows names without direction controls, stored ones and added ones alike (the ids and the rest stay)', async () => {
    const { api, server } = fakeApi();
    server.resources.tag = {
      groups: [{ id: 10, name: '\u202E購入' }],
      items: [
        { id: 1, name: 'exe.\u202Etxt', group_id: 10 },
        { id: 2, name: 'VIP', group_id: 10 },
      ],
      ids: [1, 2],
    };
    const items = createItemStore(api);
    const tags = await items.load('tag');
    expect(tags.items.map((tag) => tag.name)).toEqual(['exe.txt', 'VIP']);
    expect(tags.byId.get('1')).toMatchObject({ id: 1, name: 'exe.txt', group_id: 10 });
    expect(tags.groups.map((group) => group.name)).toEqual(['購入']);
    items.add('tag', { id: 3, name: '\u2067新規\u2069' });
    expect(items.get('tag')?.byId.get('3')?.name).toBe('新規');
  });

  it('loads a kind once for the page and derives folders and plans', async () => {
    const { api, server } = fakeApi();
    server.resources.event_reserve = {
      groups: [],
      items: [
        { id: 1, name: '体験レッスン', event_menus: [{ id: 11, name: '通常コース' }] },
        { id: 2, name: '説明会', event_menus: [] },
      ],
      ids: [1, 2],
    };
    const items = createItemStore(api);
    await Promise.all([items.load('tag'), items.load('tag'), items.load('tag_group')]);
    expect(api.resource).toHaveBeenCalledTimes(1);
    expect(items.get('tag_group')?.items.map((g) => [g.id, g.name])).toEqual([
      [10, '購入状況'],
      [11, 'キャンペーン'],
    ]);
    expect(items.get('tag_group')).toBe(items.get('tag_group'));
    const plans = await items.load('event_menu');
    expect(plans.items.map((p) => [p.id, p.group_id])).toEqual([[11, 1]]);
    expect(plans.groups).toEqual([{ id: 1, name: '体験レッスン' }]);
  });

  it('keeps a failed load as failed with its lines, tries again later, and reloads on 409', async () => {
    const { api } = fakeApi();
    const onConflict = vi.fn();
    const resource = vi.mocked(api.resource);
    resource.mockResolvedValueOnce({ ok: false, status: 500, messages: ['x'], errors: {}, fromServer: true });
    const items = createItemStore(api, { onConflict });
    expect((await items.load('tag')).status).toBe('failed');
    expect(items.get('tag')?.messages).toEqual(['x']);
    expect((await items.load('tag')).status).toBe('loaded');
    resource.mockResolvedValueOnce({ ok: false, status: 409, messages: ['y'], errors: {}, fromServer: true });
    await items.load('funnel');
    expect(onConflict).toHaveBeenCalled();
  });

  it('adds a created item for every reader and tells subscribers', async () => {
    const { api } = fakeApi();
    const items = createItemStore(api);
    await items.load('tag');
    const listener = vi.fn();
    items.subscribe(listener);
    items.add('tag', { id: 50, name: '新タグ', group_id: null });
    expect(listener).toHaveBeenCalled();
    expect(items.get('tag')?.byId.get('50')?.name).toBe('新タグ');
  });
});
