import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { documentEditorMachine } from './document-editor.ts';
import type { IoResult, LoadOutput, SaveAnswer, WireDocument } from './types.ts';

/** A fake server holding one action, with revisions, answering 409 to stale saves. */
function fakeServer(initial: WireDocument) {
  const revisions: WireDocument[] = [{ ...initial, aid: 3, revision: 1 }];
  const current = () => revisions[revisions.length - 1];
  const saves: WireDocument[] = [];
  let down = false;
  const server = {
    revisions,
    saves,
    current,
    setDown(value: boolean) {
      down = value;
    },
    /** Another operator saves on the current revision. */
    saveAsOther(change: (doc: WireDocument) => WireDocument) {
      const next = change(structuredClone(current()));
      revisions.push({ ...next, aid: 3, revision: revisions.length + 1 });
    },
  };
  const machine = documentEditorMachine.provide({
    delays: { resultShown: 10 },
    actors: {
      load: fromPromise<IoResult<LoadOutput>, { id: number | null }>(async () => ({
        ok: true,
        status: 200,
        data: { document: structuredClone(current()) },
      })),
      save: fromPromise<IoResult<SaveAnswer>, { document: WireDocument }>(async ({ input }) => {
        saves.push(input.document);
        if (down) return { ok: false, status: 0, messages: [] };
        if (input.document.revision !== current().revision)
          return { ok: false, status: 409, messages: ['他の画面で更新されています'], fromServer: true };
        revisions.push({ ...input.document, aid: 3, revision: revisions.length + 1 });
        return { ok: true, status: 200, data: { aid: 3, revision: revisions.length } };
      }),
      loadCurrent: fromPromise<IoResult<WireDocument>, { id: number }>(async () => ({
        ok: true,
        status: 200,
        data: structuredClone(current()),
      })),
      loadRevision: fromPromise<IoResult<WireDocument>, { id: number; revision: number }>(
        async ({ input }) => {
          const found = revisions[input.revision - 1];
          return found
            ? { ok: true, status: 200, data: structuredClone(found) }
            : { ok: false, status: 404, messages: [] };
        },
      ),
    },
  });
  return { server, machine };
}

const start = (machine: typeof documentEditorMachine) =>
  createActor(machine, { input: { id: 3, listField: 'inputs', idField: 'aid', lang: 'ja' } }).start();

const doc = { a_name: '歓迎', inputs: [{ type: 1, text: 'a', _bid: 'x' }] };

describe('documentEditorMachine', () => {
  it('loads, saves, and shows the spec save progress (1 saving, then 2 saved)', async () => {
    const { machine } = fakeServer(doc);
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    expect(actor.getSnapshot().context.revision).toBe(1);
    actor.send({ type: 'SAVE', document: { ...doc, a_name: '新', aid: 3, revision: 1 } });
    expect(actor.getSnapshot().context.saveStatus).toBe(1);
    // A second save while one runs is dropped.
    actor.send({ type: 'SAVE', document: { ...doc, a_name: 'ignored', aid: 3, revision: 1 } });
    await waitFor(actor, (s) => s.context.saveStatus === 2);
    const { context } = actor.getSnapshot();
    expect(context.revision).toBe(2);
    expect(context.notice?.lines).toEqual(['登録にしました']);
    expect(context.base?.a_name).toBe('新');
  });

  it("merges a save that meets another operator's change to another field, and says so", async () => {
    const { server, machine } = fakeServer(doc);
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    server.saveAsOther((d) => ({ ...d, a_name: 'Aの名前' }));
    actor.send({
      type: 'SAVE',
      document: { a_name: '歓迎', inputs: [{ type: 1, text: 'B', _bid: 'x' }], aid: 3, revision: 1 },
    });
    await waitFor(actor, (s) => s.context.saveStatus === 2);
    expect(server.current()).toMatchObject({
      a_name: 'Aの名前',
      inputs: [{ type: 1, text: 'B', _bid: 'x' }],
      revision: 3,
    });
    expect(actor.getSnapshot().context.notice?.lines).toEqual([
      '登録にしました',
      '他の担当者の変更を取り込みました',
    ]);
    // The page is told to show the merged document.
    expect(actor.getSnapshot().context.replacement?.document.a_name).toBe('Aの名前');
  });

  it("asks when both changed the same field, and saves the operator's choice", async () => {
    const { server, machine } = fakeServer(doc);
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    server.saveAsOther((d) => ({ ...d, a_name: 'Aの名前' }));
    actor.send({ type: 'SAVE', document: { ...doc, a_name: 'Bの名前', aid: 3, revision: 1 } });
    await waitFor(actor, (s) => s.matches({ io: 'resolving' }));
    // Waiting for the operator is not saving.
    expect(actor.getSnapshot().context.saveStatus).toBe(0);
    const conflicts = actor.getSnapshot().context.merge?.conflicts ?? [];
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: 'field', field: 'a_name', theirs: 'Aの名前', ours: 'Bの名前' }),
    ]);
    actor.send({ type: 'RESOLVE', choices: { [conflicts[0].key]: 'theirs' } });
    await waitFor(actor, (s) => s.context.saveStatus === 2);
    expect(server.current().a_name).toBe('Aの名前');
  });

  it('says the server cannot be reached, keeps the edit, and retries on the next save', async () => {
    const { server, machine } = fakeServer(doc);
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    server.setDown(true);
    const edited = { ...doc, a_name: '新', aid: 3, revision: 1 };
    actor.send({ type: 'SAVE', document: edited });
    await waitFor(actor, (s) => s.context.saveStatus === 3);
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'error',
      lines: ['登録に失敗しました', 'サーバーに接続できません。接続を確認して、もう一度保存してください。'],
      retry: true,
    });
    server.setDown(false);
    actor.send({ type: 'SAVE', document: edited });
    await waitFor(actor, (s) => s.context.saveStatus === 2);
    expect(server.current().a_name).toBe('新');
  });

  it('restores a draft of an older revision through the merge', async () => {
    const { server, machine } = fakeServer(doc);
    server.saveAsOther((d) => ({ ...d, a_name: 'Aの名前' }));
    const draft = {
      at: 1,
      revision: 1,
      document: { ...doc, inputs: [{ type: 1, text: '下書き', _bid: 'x' }], aid: 3, revision: 1 },
    };
    const withDraft = machine.provide({
      actors: {
        load: fromPromise<IoResult<LoadOutput>, { id: number | null }>(async () => ({
          ok: true,
          status: 200,
          data: { document: structuredClone(server.current()), draft },
        })),
      },
    });
    const actor = start(withDraft);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'RESTORE_DRAFT', current: {} });
    await waitFor(actor, (s) => s.context.replacement !== null);
    expect(actor.getSnapshot().context.replacement?.document).toMatchObject({
      a_name: 'Aの名前',
      inputs: [{ type: 1, text: '下書き', _bid: 'x' }],
      revision: 2,
    });
  });

  it('restores a draft whose own revision is gone over the current document, and says so', async () => {
    const { server, machine } = fakeServer(doc);
    server.saveAsOther((d) => ({ ...d, a_name: 'Aの名前' }));
    // Revision 9 was never kept: the draft's values win over the current document.
    const draft = { at: 1, revision: 9, document: { ...doc, a_name: '下書きの名前', aid: 3, revision: 9 } };
    const withDraft = machine.provide({
      actors: {
        load: fromPromise<IoResult<LoadOutput>, { id: number | null }>(async () => ({
          ok: true,
          status: 200,
          data: { document: structuredClone(server.current()), draft },
        })),
      },
    });
    const actor = start(withDraft);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    actor.send({ type: 'RESTORE_DRAFT', current: {} });
    await waitFor(actor, (s) => s.context.replacement !== null);
    const { context } = actor.getSnapshot();
    expect(context.replacement?.document).toMatchObject({ a_name: '下書きの名前', revision: 2 });
    expect(context.notice?.lines[0]).toContain('元の版が見つからない');
    expect(context.draft).toBeUndefined();
  });

  it('takes the server’s document as saved (a revision restored beside it): the next save starts from it', async () => {
    const { server, machine } = fakeServer(doc);
    const actor = start(machine);
    await waitFor(actor, (s) => s.matches({ io: 'editing' }));
    // A restore made a new revision on the server; the page is shown it without a reload.
    server.saveAsOther((d) => ({ ...d, a_name: '戻した名前' }));
    actor.send({ type: 'SERVER_DOCUMENT', document: structuredClone(server.current()) });
    const { context } = actor.getSnapshot();
    expect(context.revision).toBe(2);
    expect(context.base).toMatchObject({ a_name: '戻した名前', revision: 2 });
    expect(context.replacement).toMatchObject({ unsaved: false, document: { a_name: '戻した名前' } });
    // Saved on that revision: no 409, no merge.
    actor.send({ type: 'SAVE', document: { ...server.current(), a_name: '次の名前' } });
    await waitFor(actor, (s) => s.context.saveStatus === 2);
    expect(server.current()).toMatchObject({ a_name: '次の名前', revision: 3 });
  });

  it('is dirty while the page says it differs from what the server holds', async () => {
    const { machine } = fakeServer(doc);
    const actor = start(machine);
    expect(actor.getSnapshot().matches({ changes: 'clean' })).toBe(true);
    actor.send({ type: 'CHANGED', dirty: true });
    expect(actor.getSnapshot().matches({ changes: 'dirty' })).toBe(true);
    actor.send({ type: 'CHANGED', dirty: false });
    expect(actor.getSnapshot().matches({ changes: 'clean' })).toBe(true);
  });
});
