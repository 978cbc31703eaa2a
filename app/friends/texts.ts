/** The friends pages' words (docs/decisions/friends-data.md lists the choices the spec leaves open). */
import { useI18n } from '../page-i18n.ts';
import type { MemberOrder } from './friends-api.ts';

const ja = {
  title: '友だち',
  lead: '友だちを名前で探し、タグや対応マークで絞り込めます。',
  filters: '友だちの絞り込み',
  search: '名前で検索',
  searchPlaceholder: '名前・表示名・ニックネームの一部',
  tag: 'タグ',
  mark: '対応マーク',
  any: 'すべて',
  noMark: 'なし',
  order: '並び順',
  orders: {
    registered_desc: '友だち追加が新しい順',
    registered_asc: '友だち追加が古い順',
    last_response_desc: '最終応答が新しい順',
    last_response_asc: '最終応答が古い順',
  } as Record<MemberOrder, string>,
  loading: '読み込み中...',
  loadFailed: '友だちを読み込めませんでした',
  empty: '友だちはまだいません',
  noMatch: '条件に合う友だちはいません',
  name: '名前',
  registered: '友だち追加日',
  lastResponse: '最終応答',
  tags: 'タグ',
  blocked: 'ブロック',
  hidden: '非表示',
  more: 'さらに表示',
  byFunnel: '絞り込み条件(ID:{id})に一致する友だちを表示しています。',
  byNamedFunnel: '絞り込み条件「{name}」(ID:{id})に一致する友だちを表示しています。',
  clearFunnel: '絞り込みを解除',
  actions: '操作',
  edit: '編集',
  editTags: 'タグ',
  // The friend editor's titles: its frame shows them while the editor's chunk loads (./editor/FriendEditorModal.tsx).
  editorTitleTag: 'タグ編集',
  editorTitleVar: '友だち情報編集',
};
type Texts = typeof ja;
const en: Texts = {
  title: 'Friends',
  lead: 'Find friends by name and narrow them down by tag and response mark.',
  filters: 'Friend filters',
  search: 'Search by name',
  searchPlaceholder: 'Part of the name, display name or nickname',
  tag: 'Tag',
  mark: 'Response mark',
  any: 'Any',
  noMark: 'None',
  order: 'Order',
  orders: {
    registered_desc: 'Newest friends first',
    registered_asc: 'Oldest friends first',
    last_response_desc: 'Latest response first',
    last_response_asc: 'Earliest response first',
  },
  loading: 'Loading...',
  loadFailed: 'The friends could not be loaded',
  empty: 'No friends yet',
  noMatch: 'No friend matches',
  name: 'Name',
  registered: 'Added',
  lastResponse: 'Last response',
  tags: 'Tags',
  blocked: 'Blocked',
  hidden: 'Hidden',
  more: 'Show more',
  byFunnel: 'Showing the friends who match the saved search (ID {id}).',
  byNamedFunnel: 'Showing the friends who match the saved search “{name}” (ID {id}).',
  clearFunnel: 'Show all friends',
  actions: 'Actions',
  edit: 'Edit',
  editTags: 'Tags',
  editorTitleTag: 'Edit tags',
  editorTitleVar: 'Edit friend info',
};

/**
 * The friend editor's title for what it opened on: タグ編集 for the tags, else 友だち情報編集.
 *
 * @example editorTitle(texts, 'tag') // 'タグ編集'
 */
export function editorTitle(texts: Texts, focus: string): string {
  return focus === 'tag' ? texts.editorTitleTag : texts.editorTitleVar;
}

export function useFriendsTexts(): Texts {
  const { lang } = useI18n();
  return lang === 'en' ? en : ja;
}
