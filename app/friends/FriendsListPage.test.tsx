// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeServices } from '../test/fake-api.ts';
import { json, type StubCall, stubFetch } from '../test/stub-fetch.ts';
import FriendsListPage from './FriendsListPage.tsx';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const TAGS = { groups: [], items: [{ id: 3, name: 'VIP', group_id: null }], ids: [3] };
const FIELDS = {
  groups: [],
  items: [{ id: 50, name: '対応マーク', code: 'member_taiou_mark', choices: [{ id: 2, value: '要対応' }] }],
  ids: [50],
};

function answer(call: StubCall) {
  if (call.url.endsWith('/api/v_resource/tag')) return json(200, TAGS);
  if (call.url.endsWith('/api/v_resource/varia')) return json(200, FIELDS);
  return json(200, { members: [], pagination: { per_page: 50, next_page_url: null } });
}

/** The friends list at `address`, and the list's calls (their queries) as they are made. */
function openList(address: string) {
  window.history.replaceState(null, '', address);
  const { fetch, calls } = stubFetch(answer);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(createApiClient({ fetch, baseUrl: '' }))}>
        <FriendsListPage />
      </ServicesProvider>
    </I18nProvider>,
  );
  const listCalls = () =>
    calls
      .filter((call) => call.url.includes('/api/v1/allow_members'))
      .map((call) => new URL(call.url, 'http://local').searchParams.toString());
  return { listCalls };
}

describe('the friends list keeps its filters in the address', () => {
  it('opens with the search, the filters and the order the address names', async () => {
    const { listCalls } = openList(
      '/friends?name=%E4%BD%90%E8%97%A4&tag_id=3&notify=2&order_by=last_response_asc',
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(listCalls()[0]).toBe('name=%E4%BD%90%E8%97%A4&tag_id=3&notify=2&order_by=last_response_asc');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('佐藤');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'タグ' }) as HTMLSelectElement).value).toBe('3'),
    );
    expect((screen.getByRole('combobox', { name: '対応マーク' }) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('combobox', { name: '並び順' }) as HTMLSelectElement).value).toBe(
      'last_response_asc',
    );
  });

  it('writes a filter as a new history entry, and Back gives the list before it', async () => {
    const { listCalls } = openList('/friends');
    const tag = screen.getByRole('combobox', { name: 'タグ' }) as HTMLSelectElement;
    await waitFor(() => expect(tag.options.length).toBe(2));
    const before = window.history.length;
    fireEvent.change(tag, { target: { value: '3' } });
    expect(window.location.search).toBe('?tag_id=3');
    expect(window.history.length).toBe(before + 1);
    await waitFor(() => expect(listCalls().at(-1)).toBe('tag_id=3&order_by=registered_desc'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(tag.value).toBe(''));
    await waitFor(() => expect(listCalls().at(-1)).toBe('order_by=registered_desc'));
  });

  it('writes the search when typing pauses: one history entry for the search, then in place', async () => {
    const { listCalls } = openList('/friends');
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '佐' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('name')).toBe('佐'));
    fireEvent.change(box, { target: { value: '佐藤' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('name')).toBe('佐藤'));
    await waitFor(() => expect(listCalls().at(-1)).toBe('name=%E4%BD%90%E8%97%A4&order_by=registered_desc'));
    // Back leaves the search as a whole (the second pause replaced the first's entry), and the box follows.
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(box.value).toBe(''));
    await waitFor(() => expect(listCalls().at(-1)).toBe('order_by=registered_desc'));
    act(() => window.history.forward());
    await waitFor(() => expect(box.value).toBe('佐藤'));
  });

  it('drops a tag or a mark the account does not have, keeping the rest', async () => {
    const { listCalls } = openList('/friends?tag_id=999&notify=77&order_by=registered_asc&member=abc');
    await waitFor(() => expect(window.location.search).toBe('?order_by=registered_asc'));
    await waitFor(() => expect(listCalls().at(-1)).toBe('order_by=registered_asc'));
    expect((screen.getByRole('combobox', { name: 'タグ' }) as HTMLSelectElement).value).toBe('');
    // The list waited for the tags: the server, which refuses an unknown tag, was never asked for it.
    expect(listCalls()).toEqual(['order_by=registered_asc']);
  });
});
