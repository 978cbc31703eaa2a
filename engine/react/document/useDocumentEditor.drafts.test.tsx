// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionDocument } from '../../../documents/action.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createContext } from '../../core/index.ts';
import type { DraftTab } from './draft-tab.ts';
import { draftKey, memoryDraftStore } from './drafts.ts';
import { type DocumentIo, useDocumentEditor } from './useDocumentEditor.ts';

afterEach(() => cleanup());

const registry = createBuiltInRegistry();
const ctx = createContext({ lang: 'ja' });
const NEW = '1:7:action:new';

/** Tabs of one browser: each knows which of them are open now. */
function browserTabs() {
  const open = new Set<string>();
  return {
    open,
    tab: (id: string): DraftTab => {
      open.add(id);
      return { id, openTabs: async () => new Set(open) };
    },
  };
}

function io(): DocumentIo {
  return {
    load: vi.fn(),
    save: vi.fn(async () => ({ ok: true as const, status: 200, data: { aid: 7, revision: 1 } })),
    loadRevision: vi.fn(),
  };
}

/** A new action's editor in `tab`, as the action page opens it. */
function openNew(drafts: ReturnType<typeof memoryDraftStore>, tab: DraftTab, calls = io()) {
  return renderHook(() =>
    useDocumentEditor({
      definition: actionDocument,
      registry,
      id: null,
      io: calls,
      ctx,
      lang: 'ja',
      drafts,
      draftKeyOf: (aid) => draftKey({ account: 1, operator: 7 }, 'action', aid),
      draftTab: async () => tab,
      fields: actionDocument.ui.fields,
    }),
  );
}

async function name(editor: ReturnType<typeof openNew>, value: string) {
  await waitFor(() => expect(editor.result.current.phase).toBe('ready'));
  act(() => editor.result.current.setEnvelope({ a_name: value }));
}

const nameOf = (document: Record<string, unknown> | undefined) => document?.a_name;

describe('useDocumentEditor: drafts of new documents, per tab', () => {
  it('two tabs writing a new action keep a draft each, and each tab’s reload offers its own', async () => {
    const drafts = memoryDraftStore();
    const tabs = browserTabs();
    const [a, b] = [tabs.tab('a'), tabs.tab('b')];
    const first = openNew(drafts, a);
    const second = openNew(drafts, b);
    await name(first, 'タブAの下書き');
    await name(second, 'タブBの下書き');
    await waitFor(() => expect([...drafts.entries.keys()].sort()).toEqual([`${NEW}:a`, `${NEW}:b`]));

    first.unmount();
    second.unmount();
    const reloadedA = openNew(drafts, a);
    const reloadedB = openNew(drafts, b);
    await waitFor(() => expect(nameOf(reloadedA.result.current.draft?.document)).toBe('タブAの下書き'));
    await waitFor(() => expect(nameOf(reloadedB.result.current.draft?.document)).toBe('タブBの下書き'));
  });

  it('a closed tab’s draft is offered to the next new action; an open tab’s never is', async () => {
    const drafts = memoryDraftStore();
    const tabs = browserTabs();
    const closing = openNew(drafts, tabs.tab('a'));
    const staying = openNew(drafts, tabs.tab('b'));
    await name(closing, '閉じたタブの下書き');
    await name(staying, '開いているタブの下書き');
    await waitFor(() => expect(drafts.entries.size).toBe(2));
    closing.unmount();
    tabs.open.delete('a');

    const third = openNew(drafts, tabs.tab('c'));
    await waitFor(() => expect(nameOf(third.result.current.draft?.document)).toBe('閉じたタブの下書き'));
    expect(nameOf(drafts.entries.get(`${NEW}:b`)?.document)).toBe('開いているタブの下書き');
    expect(drafts.entries.has(`${NEW}:a`)).toBe(false);
    // Discarded, it is gone for every tab.
    act(() => third.result.current.discardDraft());
    await waitFor(() => expect([...drafts.entries.keys()]).toEqual([`${NEW}:b`]));
    const fourth = openNew(drafts, tabs.tab('d'));
    await waitFor(() => expect(fourth.result.current.phase).toBe('ready'));
    expect(fourth.result.current.draft).toBeUndefined();
  });

  it('after the first save the tab’s new draft is gone and later edits are kept under the id', async () => {
    const drafts = memoryDraftStore();
    const tabs = browserTabs();
    const other = openNew(drafts, tabs.tab('b'));
    await name(other, '別のタブ');
    const editor = openNew(drafts, tabs.tab('a'));
    await name(editor, '保存する');
    await waitFor(() => expect(drafts.entries.has(`${NEW}:a`)).toBe(true));
    act(() =>
      editor.result.current.actor.send({ type: 'SAVE', document: editor.result.current.currentDocument() }),
    );
    await waitFor(() => expect(editor.result.current.id).toBe(7));
    await waitFor(() => expect(drafts.entries.has(`${NEW}:a`)).toBe(false));
    // The other tab's draft stays.
    expect(drafts.entries.has(`${NEW}:b`)).toBe(true);
    act(() => editor.result.current.setEnvelope({ a_name: '保存後の編集' }));
    await waitFor(() => expect(nameOf(drafts.entries.get('1:7:action:7')?.document)).toBe('保存後の編集'));
    expect(drafts.entries.has(`${NEW}:a`)).toBe(false);
  });
});
