/**
 * Direction controls in what operators write about a friend (docs/decisions/friend-name-bidi.md): every write of
 * the base fields (the editor's save, the base-field call, the memo call) refuses U+202A–U+202E and
 * U+2066–U+2069 in the real name, the display name and the memo, on the field, and writes nothing.
 */
import { expect, it } from 'vitest';
import { forEachBackend } from './support.ts';

const RLO = '\u202E';

forEachBackend('friends: direction controls refused', (server) => {
  it('refuses a direction control in short_name, nickname and memo on every write, and keeps the friend', async () => {
    const c = await server().client();
    const id = (await c.get('/api/v1/allow_members?per_page=1')).json().members[0].id as number;
    const before = (await c.get(`/api/member/basevar/${id}`)).json();
    const message = (label: string) =>
      `${label}に文字の表示の向きを変える見えない文字(U+202E など)は使えません`;

    const editor = await c.post('/api/member/editor', {
      member_id: id,
      revision: before.revision,
      bases: { nickname: `admin${RLO}txt.exe`, short_name: 'a\u2066b\u2069', memo: `x\u202Ay` },
    });
    expect(editor.statusCode).toBe(422);
    expect(editor.json().errors).toEqual({
      '/bases/short_name': [message('本名')],
      '/bases/nickname': [message('システム表示名')],
      '/bases/memo': [message('メモ')],
    });

    const base = await c.post('/api/member/basevar', { member_id: id, vals: { nickname: `佐藤${RLO}` } });
    expect(base.statusCode).toBe(422);
    expect(base.json().messages).toEqual([message('システム表示名')]);

    const memo = await c.post('/api/v1/member/memo', { member_id: id, memo: `メモ\u2067` });
    expect(memo.statusCode).toBe(422);
    expect(memo.json().messages).toEqual([message('メモ')]);

    expect((await c.get(`/api/member/basevar/${id}`)).json()).toEqual(before);
    // The marks that change no order on their own (LRM, RLM) are still accepted.
    const marks = await c.post('/api/member/basevar', { member_id: id, vals: { nickname: 'A\u200Fب' } });
    expect(marks.statusCode, marks.body).toBe(200);
  });
});
