import { Fragment, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { withoutBidiControls } from '../../engine/core/bidi-controls.ts';
import { useI18n } from '../page-i18n.ts';
import { idOfText, Link, navigate, useLocation } from '../router.tsx';
import { useServices } from '../services.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { LazyModalPart } from '../ui/LazyModalPart.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import { ShownName } from '../ui/ShownName.tsx';
import { accountTime } from '../ui/time.ts';
import type { FriendEditorFocus } from './editor/FriendEditorModal.tsx';
import {
  createFriendsApi,
  MEMBER_ORDERS,
  type Member,
  type MemberOrder,
  membersPath,
} from './friends-api.ts';
import { type ListQuery, listAddressOf, listQueryOf, NAME_SEARCH_MAX, searchOfText } from './list-address.ts';
import { editorTitle, useFriendsTexts } from './texts.ts';
import './friends.css';

// The editor (its sections, the upload field, the merge) loads when a friend is first opened.
const FriendEditorModal = lazyPart(() =>
  import('./editor/FriendEditorModal.tsx').then((module) => module.default),
).Component;
const FOCUSES: readonly FriendEditorFocus[] = ['tag', 'varia', 'operator_var', 'basevar'];

/** The friend the address opens in the editor (`?member=7&focus=tag`), so a reload reopens it. */
function openedFriend(query: URLSearchParams): { id: number; focus: FriendEditorFocus } | null {
  const id = idOfText(query.get('member'));
  if (id === undefined) return null;
  const focus = query.get('focus') as FriendEditorFocus | null;
  return { id, focus: focus && FOCUSES.includes(focus) ? focus : 'varia' };
}

/** The editor's part of the address. */
function editorParams(opened: { id: number; focus: FriendEditorFocus } | null): Record<string, string> {
  return opened ? { member: String(opened.id), focus: opened.focus } : {};
}

type ListState =
  | { state: 'loading'; members: Member[] }
  | { state: 'loaded'; members: Member[]; next: string | null; more: boolean }
  | { state: 'failed'; members: Member[]; lines: string[]; next: string | null };

const SEARCH_DELAY_MS = 300;

/**
 * /friends: the account's friends (issue 17 point 2), newest first by default: search by name (short name and
 * nickname too), filter by tag and response mark, sort by registration or last response, and さらに表示 for the
 * next page (the server's keyset cursor, so it stays fast at a million friends). A search waits until typing
 * pauses; a newer query cancels the one on its way. A friend's 編集 and タグ buttons open the friend editor
 * (./editor/FriendEditorModal.tsx); the address names the friend, so a reload reopens it.
 */
export default function FriendsListPage() {
  const texts = useFriendsTexts();
  const { t, lang } = useI18n();
  const services = useServices();
  const friends = useMemo(() => createFriendsApi(services.api), [services.api]);
  const { items } = services;
  useSyncExternalStore(items.subscribe, items.version, items.version);
  const location = useLocation();
  // The address holds the list's filters and order (./list-address.ts): a reload, Back and a shared link show the
  // same list, and Back/forward change it as they change the address.
  const query = listQueryOf(location.query);
  const queryKey = membersPath(query);
  const funnelId = query.funnel_id;
  const [typed, setTyped] = useState(query.name ?? '');
  // The address the search box wrote last: typing on refines its history entry instead of adding one each pause.
  const searchWrote = useRef<string | null>(null);
  /** Shows the list for `next`: a new history entry, or in place of the current one. */
  const show = (next: ListQuery, replace: boolean) => navigate(listAddressOf(next), { replace });
  const [list, setList] = useState<ListState>({ state: 'loading', members: [] });
  const running = useRef<AbortController | null>(null);
  // さらに表示 leaves the page while its page loads (and for good on the last page), which would drop the
  // keyboard's focus to <body>: the first friend it brought takes the focus instead, so Tab goes on from there.
  const firstAdded = useRef<number | null>(null);
  const rows = useRef<HTMLTableSectionElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const opened = openedFriend(location.query);
  const listAddress = listAddressOf(query);
  const open = (id: number, focus: FriendEditorFocus) =>
    navigate(listAddressOf(query, editorParams({ id, focus })), { replace: true });
  const close = () => navigate(listAddress, { replace: true, force: true });

  useEffect(() => {
    void items.loadAll(
      funnelId === undefined ? ['tag', 'response_mark'] : ['tag', 'response_mark', 'funnel'],
    );
  }, [items, funnelId]);

  // The name search follows typing once it pauses. Its first change adds a history entry (Back leaves the
  // search); the next ones, and every keystroke, only replace it.
  const latest = useRef({ query, listAddress });
  latest.current = { query, listAddress };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the latest address is read when typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      const { query: current, listAddress: shown } = latest.current;
      const name = searchOfText(typed);
      if (name === current.name) return;
      const next = { ...current, name };
      show(next, searchWrote.current === shown);
      searchWrote.current = listAddressOf(next);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // An address naming a tag or a response mark the account does not have (deleted since the link was shared, or
  // typed): once the items are known the filter goes, so the select never shows すべて over a list it narrows.
  const known = (kind: string, id: number | undefined) => {
    const loaded = items.get(kind);
    return id === undefined || loaded?.status !== 'loaded' || loaded.byId.has(String(id));
  };
  const unknownTag = !known('tag', query.tag_id);
  const unknownMark = query.notify !== 0 && !known('response_mark', query.notify);
  // Until they are known the list waits: the server refuses a tag it does not have (422), which would flash an
  // error before the filter goes. Items that failed to load do not hold the list.
  const settled = (kind: string, id: number | undefined) =>
    id === undefined || items.get(kind)?.status === 'loaded' || items.get(kind)?.status === 'failed';
  const checking =
    !settled('tag', query.tag_id) || (query.notify !== 0 && !settled('response_mark', query.notify));
  const listKey = checking || unknownTag || unknownMark ? null : queryKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address as it is when an unknown one shows.
  useEffect(() => {
    if (!unknownTag && !unknownMark) return;
    const { query: current } = latest.current;
    const kept = {
      ...current,
      tag_id: unknownTag ? undefined : current.tag_id,
      notify: unknownMark ? undefined : current.notify,
    };
    navigate(listAddressOf(kept, editorParams(opened)), { replace: true });
  }, [unknownTag, unknownMark]);
  // Back/forward (or a link) brought another search: the box shows it.
  useEffect(() => {
    setTyped((text) => (searchOfText(text) === query.name ? text : (query.name ?? '')));
  }, [query.name]);

  const load = (path: string, keep: Member[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setList(
      keep.length > 0
        ? { state: 'loaded', members: keep, next: null, more: true }
        : { state: 'loading', members: [] },
    );
    void friends.page(path, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok)
        setList({
          state: 'loaded',
          members: [...keep, ...result.data.members],
          next: result.data.pagination.next_page_url,
          more: false,
        });
      // A failed さらに表示 keeps its page's address: the button stays, to try that page again.
      else
        setList({
          state: 'failed',
          members: keep,
          lines: result.messages,
          next: keep.length > 0 ? path : null,
        });
    });
  };
  useEffect(() => {
    if (firstAdded.current === null || (list.state === 'loaded' && list.more)) return;
    const row = rows.current?.rows.item(firstAdded.current);
    firstAdded.current = null;
    // Nothing came (the page failed): the button, back to try again, takes the focus.
    (row?.querySelector('button') ?? moreButton.current)?.focus();
  }, [list]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts the list again.
  useEffect(() => {
    if (listKey === null) return;
    load(listKey, []);
    return () => running.current?.abort();
  }, [listKey]);

  const funnelName =
    funnelId === undefined ? undefined : items.get('funnel')?.byId.get(String(funnelId))?.name;
  const tagName = (id: number) => items.get('tag')?.byId.get(String(id))?.name ?? `#${id}`;
  const marks = items.get('response_mark')?.items ?? [];
  const tags = items.get('tag')?.items ?? [];
  const markName = (id: number) =>
    id === 0 ? '' : (items.get('response_mark')?.byId.get(String(id))?.name ?? `#${id}`);
  const date = (iso: string | null) => (iso ? accountTime(iso, lang, 'date') : '—');

  const failedBox = list.state === 'failed' && (
    <AlertBox tone="error" lines={[texts.loadFailed, ...list.lines]} testId="friends-failed" />
  );
  return (
    <div className="app-page fr-page">
      <h1 className="app-title">{texts.title}</h1>
      <p className="app-lead">{texts.lead}</p>
      {funnelId !== undefined && (
        <p className="fr-funnel" data-testid="friends-funnel">
          {(funnelName === undefined ? texts.byFunnel : texts.byNamedFunnel)
            .replace('{id}', String(funnelId))
            .replace('{name}', funnelName ?? '')}{' '}
          <Link
            to={listAddressOf({ ...query, funnel_id: undefined })}
            className="app-button app-button--quiet"
          >
            {texts.clearFunnel}
          </Link>
        </p>
      )}
      <search className="fr-filters" aria-label={texts.filters}>
        <label className="fr-filter">
          <span>{texts.search}</span>
          <input
            type="search"
            className="app-input"
            value={typed}
            maxLength={NAME_SEARCH_MAX}
            placeholder={texts.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <label className="fr-filter">
          <span>{texts.tag}</span>
          <select
            className="app-select"
            value={query.tag_id ?? ''}
            onChange={(event) => show({ ...query, tag_id: idOfText(event.target.value) }, false)}
          >
            <option value="">{texts.any}</option>
            {tags.map((tag) => (
              <option key={String(tag.id)} value={String(tag.id)}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <label className="fr-filter">
          <span>{texts.mark}</span>
          <select
            className="app-select"
            value={query.notify ?? ''}
            onChange={(event) => {
              const mark = event.target.value;
              show({ ...query, notify: mark === '0' ? 0 : idOfText(mark) }, false);
            }}
          >
            <option value="">{texts.any}</option>
            <option value="0">{texts.noMark}</option>
            {marks.map((mark) => (
              <option key={String(mark.id)} value={String(mark.id)}>
                {mark.name}
              </option>
            ))}
          </select>
        </label>
        <label className="fr-filter">
          <span>{texts.order}</span>
          <select
            className="app-select"
            value={query.order_by}
            onChange={(event) => show({ ...query, order_by: event.target.value as MemberOrder }, false)}
          >
            {MEMBER_ORDERS.map((order) => (
              <option key={order} value={order}>
                {texts.orders[order]}
              </option>
            ))}
          </select>
        </label>
      </search>
      {list.state === 'failed' && list.members.length === 0 && failedBox}
      {list.state === 'loading' && (
        <p className="app-loading" role="status">
          <span className="app-spinner" aria-hidden="true" />
          {texts.loading}
        </p>
      )}
      {list.state !== 'loading' && list.members.length === 0 && list.state === 'loaded' && (
        <p className="fr-empty">
          {query.name || query.tag_id !== undefined || query.notify !== undefined || funnelId !== undefined
            ? texts.noMatch
            : texts.empty}
        </p>
      )}
      {list.members.length > 0 && (
        <table className="fr-table">
          <caption className="app-visually-hidden">{texts.title}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.name}</th>
              <th scope="col">{texts.registered}</th>
              <th scope="col">{texts.lastResponse}</th>
              <th scope="col">{texts.mark}</th>
              <th scope="col">{texts.tags}</th>
              <th scope="col">
                <span className="app-visually-hidden">{texts.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody ref={rows}>
            {list.members.map((member) => (
              <tr key={member.id} data-member-id={member.id}>
                <th scope="row" className="fr-name">
                  <ShownName text={member.short_name || member.name} />
                  {(member.short_name || member.nickname) && (
                    <span className="fr-sub">
                      {/* Each name isolated: one name's direction never reorders the other or the slash. */}
                      {[member.short_name ? member.name : '', member.nickname]
                        .filter(Boolean)
                        .map((name, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: at most two names, always in this order.
                          <Fragment key={i}>
                            {i > 0 && ' / '}
                            <ShownName text={name} />
                          </Fragment>
                        ))}
                    </span>
                  )}
                  {member.blocked && <span className="fr-badge">{texts.blocked}</span>}
                  {!member.blocked && member.user_rate === 0 && (
                    <span className="fr-badge">{texts.hidden}</span>
                  )}
                </th>
                <td data-label={texts.registered}>{date(member.registered_at)}</td>
                <td data-label={texts.lastResponse}>{date(member.last_response_at)}</td>
                <td data-label={texts.mark}>{markName(member.notify)}</td>
                <td data-label={texts.tags}>
                  <div className="fr-tags">
                    {member.tags.map((id) => (
                      <span key={id} className="fr-tag">
                        {tagName(id)}
                      </span>
                    ))}
                  </div>
                </td>
                <td className="fr-actions">
                  <button
                    type="button"
                    className="app-button"
                    aria-haspopup="dialog"
                    aria-label={`${texts.edit}: ${withoutBidiControls(member.short_name || member.name)}`}
                    onClick={() => open(member.id, 'varia')}
                  >
                    {texts.edit}
                  </button>
                  <button
                    type="button"
                    className="app-button"
                    aria-haspopup="dialog"
                    aria-label={`${texts.editTags}: ${withoutBidiControls(member.short_name || member.name)}`}
                    onClick={() => open(member.id, 'tag')}
                  >
                    {texts.editTags}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* A failed さらに表示 says so where it was pressed, above the button that tries again. */}
      {list.state === 'failed' && list.members.length > 0 && failedBox}
      {list.state !== 'loading' && list.next && (
        <button
          ref={moreButton}
          type="button"
          className="app-button fr-more"
          onClick={() => {
            firstAdded.current = list.members.length;
            load(list.next as string, list.members);
          }}
        >
          {texts.more}
        </button>
      )}
      {list.state === 'loaded' && list.more && (
        <p className="app-loading" role="status">
          <span className="app-spinner" aria-hidden="true" />
          {texts.loading}
        </p>
      )}
      {opened && (
        // The editor's frame shows at once, with 読み込み中... while its chunk loads and 再試行 if that fails.
        <LazyModalPart
          lang={lang}
          frame={{
            size: 'large',
            title: editorTitle(texts, opened.focus),
            closeLabel: t('close'),
            onClose: close,
          }}
        >
          <FriendEditorModal
            key={opened.id}
            memberId={opened.id}
            focus={opened.focus}
            onClose={close}
            onSaved={(answer) =>
              setList((current) => ({
                ...current,
                members: current.members.map((m) => (m.id === answer.member.id ? answer.member : m)),
              }))
            }
          />
        </LazyModalPart>
      )}
    </div>
  );
}
