// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineDocument } from '../../core/index.ts';
import { type DocumentListCalls, DocumentListPage, type DocumentListPageProps } from './DocumentListPage.tsx';

afterEach(() => cleanup());

const noteDocument = defineDocument({
  key: 'note',
  label: { ja: 'メモ', en: 'Notes' },
  idField: 'nid',
  nameField: 'name',
  blockKind: 'effect',
  listField: 'inputs',
  schema: { type: 'object', properties: {} },
  defaults: () => ({ name: '', inputs: [] }),
});

const calls: DocumentListCalls = {
  list: async () => ({
    ok: true,
    status: 200,
    data: {
      items: [
        { nid: 1, name: '春', group_id: 3, revision: 1 },
        { nid: 2, name: '夏', group_id: null, revision: 1 },
      ],
      groups: [{ id: 3, name: '配信用' }],
    },
  }),
  copy: async () => ({ ok: true, status: 200, data: {} }),
  remove: async () => ({ ok: true, status: 200, data: {} }),
};

function renderList(listCalls: DocumentListCalls = calls, extra: Partial<DocumentListPageProps> = {}) {
  render(
    <DocumentListPage
      definition={noteDocument}
      calls={listCalls}
      texts={{
        title: 'メモ',
        lead: '',
        create: '新規作成',
        listLabel: 'メモ一覧',
        empty: 'なし',
        loadFailed: '失敗',
        unnamed: String,
      }}
      lang="ja"
      folder="all"
      onFolder={() => {}}
      createHref={() => '#new'}
      openHref={(id) => `#${id}`}
      renderLink={({ to, className, children }) => (
        <a href={to} className={className}>
          {children}
        </a>
      )}
      confirm={async () => true}
      {...extra}
    />,
  );
}

/** A key pressed where the focus is; false when the list prevented its default (the page's scroll). */
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

describe('DocumentListPage: the folder list', () => {
  it('moves with ↑ ↓ Home End, stopping at the ends; each folder stays a Tab stop', async () => {
    renderList();
    const nav = within(screen.getByRole('navigation', { name: 'フォルダ' }));
    const all = await nav.findByRole('button', { name: 'すべて 2件' });
    const folders = nav.getAllByRole('button');
    expect(folders.map((folder) => folder.getAttribute('aria-label'))).toEqual([
      'すべて 2件',
      '配信用 1件',
      '未分類 1件',
    ]);
    expect(folders.every((folder) => folder.tabIndex === 0)).toBe(true);
    all.focus();
    expect(press('ArrowDown')).toBe(false);
    expect(document.activeElement).toBe(folders[1]);
    press('End');
    expect(document.activeElement).toBe(folders[2]);
    press('ArrowDown');
    expect(document.activeElement).toBe(folders[2]);
    press('Home');
    press('ArrowUp');
    expect(document.activeElement).toBe(folders[0]);
  });

  it('moves among the folders the search leaves', async () => {
    renderList();
    const nav = within(screen.getByRole('navigation', { name: 'フォルダ' }));
    await nav.findByRole('button', { name: 'すべて 2件' });
    fireEvent.change(nav.getByRole('searchbox', { name: 'フォルダを検索' }), { target: { value: '未分' } });
    const folders = nav.getAllByRole('button');
    expect(folders).toHaveLength(2);
    folders[0].focus();
    press('End');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('未分類 1件');
  });
});

describe('DocumentListPage: delete', () => {
  /** Calls over rows that a delete really removes. */
  function deletingCalls(names: string[]): DocumentListCalls {
    let items = names.map((name, index) => ({ nid: index + 1, name, group_id: null, revision: 1 }));
    return {
      list: async () => ({ ok: true, status: 200, data: { items, groups: [] } }),
      copy: async () => ({ ok: true, status: 200, data: {} }),
      remove: async (id) => {
        items = items.filter((item) => item.nid !== id);
        return { ok: true, status: 200, data: {} };
      },
    };
  }
  const deleteByKeyboard = (name: string) => {
    const button = screen.getByRole('button', { name: `${name}を削除` });
    button.focus();
    fireEvent.click(button);
  };

  it('hands the focus to the row in the deleted one’s place, the last row, then the create link', async () => {
    renderList(deletingCalls(['春', '夏', '秋']));
    await screen.findByRole('button', { name: '春を削除' });
    deleteByKeyboard('春');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('夏'));
    deleteByKeyboard('秋');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('夏'));
    deleteByKeyboard('夏');
    await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('#new'));
  });

  it('leaves the focus on the 削除 button when the delete fails (the row stays)', async () => {
    const failing = {
      ...deletingCalls(['春']),
      remove: async () => ({ ok: false as const, status: 500, messages: [] }),
    };
    renderList(failing);
    await screen.findByRole('button', { name: '春を削除' });
    deleteByKeyboard('春');
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '春を削除' }));
  });

  it('hands the focus on when a copy fails because another tab deleted the row (it goes with the reload)', async () => {
    const names = ['春', '夏'];
    let items = names.map((name, index) => ({ nid: index + 1, name, group_id: null, revision: 1 }));
    renderList({
      list: async () => ({ ok: true, status: 200, data: { items, groups: [] } }),
      copy: async (id) => {
        items = items.filter((item) => item.nid !== id);
        return { ok: false, status: 404, messages: ['見つかりません'] };
      },
      remove: async () => ({ ok: true, status: 200, data: {} }),
    });
    const copy = await screen.findByRole('button', { name: '春をコピー' });
    copy.focus();
    fireEvent.click(copy);
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByRole('button', { name: '春をコピー' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('夏'));
  });

  it('shows a row’s note under its name and, when the row cannot be deleted, says why instead of asking', async () => {
    const removed: number[] = [];
    const asked: string[] = [];
    renderList(
      {
        ...deletingCalls(['春', '夏']),
        remove: async (id) => {
          removed.push(id);
          return { ok: true, status: 200, data: {} };
        },
      },
      {
        rowNote: (row) => (row.name === '春' ? '使用中' : undefined),
        deleteRefusal: (row) => (row.name === '春' ? '使われているため削除できません' : undefined),
        confirm: async (message) => {
          asked.push(message);
          return true;
        },
      },
    );
    const button = await screen.findByRole('button', { name: '春を削除', description: '使用中' });
    expect(screen.getByRole('button', { name: '夏を削除' }).hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(button);
    // Without the host's dialog (inform), the page's notice says it; nothing was asked or sent.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('削除できません');
    expect(alert.textContent).toContain('使われているため削除できません');
    expect(asked).toEqual([]);
    expect(removed).toEqual([]);
  });
});
