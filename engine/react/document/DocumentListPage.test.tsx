// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineDocument } from '../../core/index.ts';
import { type DocumentListCalls, DocumentListPage } from './DocumentListPage.tsx';

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

function renderList() {
  render(
    <DocumentListPage
      definition={noteDocument}
      calls={calls}
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
