// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionDocument } from '../../../documents/action.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { type AnyPlugin, createContext, type Registry } from '../../core/index.ts';
import type { IoResult } from '../../machines/index.ts';
import { type DocumentIo, useDocumentEditor } from './useDocumentEditor.ts';

afterEach(() => cleanup());

const builtIn = createBuiltInRegistry();
const ctx = createContext({ lang: 'ja' });

/** The built-in registry with one more effect widget, whose chunk is `load` (a spy). */
function registryWithWidget(load: () => Promise<{ default: unknown }>): Registry {
  const probe = { widgets: { probe: { load } } } as unknown as AnyPlugin;
  return {
    ...builtIn,
    plugins: (kind?: string) =>
      kind === 'effect' ? [...builtIn.plugins(kind), probe] : builtIn.plugins(kind),
  };
}

function open(
  registry: Registry,
  id: number | null,
  load: DocumentIo['load'],
  beforeApply?: () => Promise<unknown>,
) {
  return renderHook(() =>
    useDocumentEditor({
      definition: actionDocument,
      registry,
      id,
      io: { load, save: vi.fn(), loadRevision: vi.fn() },
      ctx,
      lang: 'ja',
      fields: actionDocument.ui.fields,
      ...(beforeApply ? { beforeApply } : {}),
    }),
  );
}

/** A load that answers when told to. */
function heldLoad() {
  let answer!: (result: IoResult<Record<string, unknown>>) => void;
  const load = vi.fn(
    () =>
      new Promise<IoResult<Record<string, unknown>>>((done) => {
        answer = done;
      }),
  );
  return { load, answer: (result: IoResult<Record<string, unknown>>) => answer(result) };
}

const saved = { ok: true as const, status: 200, data: { aid: 7, revision: 1, a_name: '既存', inputs: [] } };

describe('useDocumentEditor: what an opening document fetches beside it', () => {
  it("fetches the kind's widget chunks while an existing document is still on its way", async () => {
    const chunk = vi.fn(() => new Promise<{ default: unknown }>(() => undefined));
    const { load, answer } = heldLoad();
    const editor = open(registryWithWidget(chunk), 7, load);
    await waitFor(() => expect(load).toHaveBeenCalled());
    // The document has not arrived, and its types are unknown: the chunk is already on its way.
    expect(chunk).toHaveBeenCalledTimes(1);
    answer(saved);
    await waitFor(() => expect(editor.result.current.phase).toBe('ready'));
  });

  it('asks for what its blocks judge by (beforeApply) beside the document, once, and shows it after both', async () => {
    let prepared!: () => void;
    const beforeApply = vi.fn(
      () =>
        new Promise<void>((done) => {
          prepared = done;
        }),
    );
    const { load, answer } = heldLoad();
    const editor = open(builtIn, 7, load, beforeApply);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(beforeApply).toHaveBeenCalledTimes(1);
    answer(saved);
    // The document is in, the items are not: the page still loads.
    await new Promise((wait) => setTimeout(wait, 30));
    expect(editor.result.current.phase).toBe('loading');
    prepared();
    await waitFor(() => expect(editor.result.current.phase).toBe('ready'));
    expect(beforeApply).toHaveBeenCalledTimes(1);
  });

  it('fetches none for a new document (its widgets load when a block first shows them)', async () => {
    const chunk = vi.fn(() => new Promise<{ default: unknown }>(() => undefined));
    const editor = open(registryWithWidget(chunk), null, vi.fn());
    await waitFor(() => expect(editor.result.current.phase).toBe('ready'));
    expect(chunk).not.toHaveBeenCalled();
  });
});
