// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { richmenuDocument } from '../../../documents/richmenu.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createBlock, createContext } from '../../core/index.ts';
import { useDocumentEditor } from './useDocumentEditor.ts';

afterEach(() => cleanup());

const registry = createBuiltInRegistry();
const ctx = createContext({ lang: 'ja' });

function openNew() {
  return renderHook(() =>
    useDocumentEditor({
      definition: richmenuDocument,
      registry,
      id: null,
      io: { load: vi.fn(), save: vi.fn(), loadRevision: vi.fn() },
      ctx,
      lang: 'ja',
      fields: richmenuDocument.ui.fields,
    }),
  );
}

const codes = (editor: ReturnType<typeof openNew>) =>
  editor.result.current.envelopeIssues.map((issue) => issue.code);

describe('useDocumentEditor: the error summary after a save attempt', () => {
  it("follows a document rule that reads a block's data when only that data changes (a rich-menu button's area)", async () => {
    const editor = openNew();
    await waitFor(() => expect(editor.result.current.phase).toBe('ready'));
    const { store } = editor.result.current;
    // The rich-menu add menu adds a button first and gives it its 400×400 area just after (app/richmenus).
    const block = createBlock(registry, 'richmenu-action', 1, store.getContext());
    act(() => {
      store.dispatch({ op: 'add', block });
      editor.result.current.check();
    });
    expect(codes(editor)).toContain('richmenu_bounds_missing');
    act(() => {
      store.dispatch({
        op: 'update',
        id: block.id,
        path: ['bounds'],
        value: { x: 0, y: 0, width: 400, height: 400 },
      });
    });
    await waitFor(() => expect(codes(editor)).not.toContain('richmenu_bounds_missing'));
    // An area moved out of the menu and back: said, then gone.
    act(() => {
      store.dispatch({
        op: 'update',
        id: block.id,
        path: ['bounds'],
        value: { x: 2400, y: 0, width: 400, height: 400 },
      });
    });
    await waitFor(() => expect(codes(editor)).toContain('richmenu_bounds_outside_menu'));
    act(() => {
      store.dispatch({
        op: 'update',
        id: block.id,
        path: ['bounds'],
        value: { x: 2100, y: 0, width: 400, height: 400 },
      });
    });
    await waitFor(() => expect(codes(editor)).not.toContain('richmenu_bounds_outside_menu'));
  });
});
