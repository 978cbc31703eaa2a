import { expect, it } from 'vitest';
import { blockListProperty, folderProperty } from '../../documents/envelope.ts';
import { defineDocument, documentPaths } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { forEachBackend, itemId } from './support.ts';

// A document kind the built-in registry does not have, with wire names of its own: the server must serve it from
// its definition alone.
const noteDocument = defineDocument({
  key: 'note',
  label: { ja: 'メモ帳', en: 'Note' },
  idField: 'nid',
  nameField: 'title',
  blockKind: 'effect',
  listField: 'lines',
  schema: {
    type: 'object',
    title: 'メモ帳',
    properties: {
      nid: { type: 'integer', minimum: 0 },
      title: { type: 'string', maxLength: 100, title: '題名' },
      group_id: folderProperty,
      lines: blockListProperty('内容', 'Lines'),
    },
    required: ['lines'],
    additionalProperties: false,
  },
  defaults: () => ({ title: '', group_id: null, lines: [] }),
});

function registryWithNotes() {
  const registry = createBuiltInRegistry();
  registry.registerDocument(noteDocument);
  return registry;
}

forEachBackend('document kinds from the registry (built-in)', (server) => {
  it('serves every built-in kind at the paths, id field and Japanese label of its definition', async () => {
    const c = await server().client();
    for (const kind of createBuiltInRegistry().documents()) {
      const paths = documentPaths(kind);
      const missing = await c.get(paths.data.replace('{id}', '987654'));
      expect(missing.statusCode, kind.key).toBe(404);
      expect(missing.json().messages).toEqual([`${kind.label.ja}が見つかりません`]);
      const saved = await c.post(paths.register, { [kind.listField]: [] });
      const id = saved.json()[kind.idField];
      // An action needs one effect, a form a name and a question, a rich menu a title, an image and a button, an
      // info form a name and a field.
      if (['action', 'form', 'richmenu', 'infoform'].includes(kind.key)) expect(saved.statusCode).toBe(422);
      else {
        expect(saved.statusCode, saved.body).toBe(200);
        expect((await c.get(paths.data.replace('{id}', String(id)))).json()[kind.idField]).toBe(id);
      }
      expect((await c.get(paths.list)).statusCode).toBe(200);
    }
  });

  it('counts a form folder’s forms (picker items) and unclassifies them when it is deleted', async () => {
    const c = await server().client();
    const formId = await itemId(c, 'form', 'お問い合わせフォーム');
    const folder = (await c.get('/api/folders/form')).json()[0];
    expect(folder).toMatchObject({ name: 'アンケート', item_count: 2 });
    const picker = (await c.get('/api/v_resource/form')).json();
    expect(picker.groups.find((g: { id: unknown }) => g.id === folder.id).item_count).toBe(2);
    expect((await c.send('DELETE', `/api/folders/form/${folder.id}`)).statusCode).toBe(200);
    const after = (await c.get('/api/v_resource/form')).json();
    expect(after.items.find((i: { id: number }) => i.id === formId).group_id).toBeNull();
    expect(after.groups.at(-1)).toMatchObject({ id: 0, name: '未分類', item_count: 2 });
  });
});

forEachBackend(
  'document kinds from the registry (with a kind of a test)',
  (server) => {
    it('routes, stores and names a kind that only its definition describes', async () => {
      const c = await server().client();
      const lines = [{ type: 1, text: 'メモ', delay_type: 0 }];
      const saved = await c.post('/api/note/register', { title: '買い物', lines });
      expect(saved.statusCode, saved.body).toBe(200);
      const { nid, revision } = saved.json();
      expect((await c.get(`/api/note/data/${nid}`)).json()).toEqual({
        nid,
        title: '買い物',
        lines,
        revision,
      });
      const list = (await c.get('/api/note/list')).json();
      expect(list.items[0]).toMatchObject({ nid, name: '買い物' });
      const copy = (await c.post(`/api/note/copy/${nid}`)).json();
      expect((await c.get(`/api/note/data/${copy.nid}`)).json().title).toBe('買い物のコピー');
      expect((await c.get('/api/note/data/987654')).json().messages).toEqual(['メモ帳が見つかりません']);
      // Another kind's id is not this kind's document.
      expect((await c.get(`/api/action/data/${nid}`)).statusCode).toBe(404);
    });
  },
  { registry: registryWithNotes },
);
