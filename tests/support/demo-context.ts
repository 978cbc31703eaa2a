import type { ContextInput } from '../../engine/core/index.ts';

/** An account with every ability and permission and a few items of each kind the effects refer to. */
export const demoContextInput: ContextInput = {
  abilities: ['scenario', 'richmenu', 'episode', 'asp', 'event_reserve', 'journey'],
  permissions: ['var-write', 'user-var-create', 'tag-write', 'user-tag-create', 'user-open-api'],
  items: {
    tag: [
      { id: 1, name: 'VIP' },
      { id: 2, name: '新規' },
      { id: 3, name: 'とても長い名前のタグです' },
      { id: 4, name: '<img src=x onerror=alert(1)>' },
    ],
    tag_group: [{ id: 4, name: '購買' }],
    varia: [
      { id: 3, name: '会員ランク', type: 0 },
      { id: 4, name: 'ポイント', type: 1 },
      { id: 5, name: '来店日', type: 30 },
      { id: 6, name: '写真', type: 10 },
      { id: 7, name: '契約書', type: 13 },
      { id: 8, name: '好きな色', type: 20 },
      { id: 9, name: '自己紹介', type: 2 },
    ],
    scenario: [{ id: 3, name: '新規登録シナリオ' }],
  },
  deleted: { tag: [99] },
};
