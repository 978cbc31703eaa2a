import { describe, expect, it } from 'vitest';
import { backends, forEachBackend, startServer } from './support.ts';

/** No answer may carry a stack trace or an internal error text. */
function expectNoInternals(body: string): void {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|Error:|FST_/);
}

forEachBackend('malformed requests', (server) => {
  it('answers 400 for JSON that does not parse, an empty JSON body and a prototype-polluting key', async () => {
    const c = await server().client();
    const cases = ['{"inputs": [', '', '{"__proto__": {"admin": true}, "inputs": []}'];
    for (const payload of cases) {
      const res = await c.post('/api/action/register', payload, { contentType: 'application/json' });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().messages).toHaveLength(1);
      expectNoInternals(res.body);
    }
  });

  it('answers 415 for bodies that are neither JSON nor form-encoded', async () => {
    const c = await server().client();
    for (const contentType of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
    ]) {
      const res = await c.post('/api/action/register', 'inputs=[]', { contentType });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().messages[0]).toContain('JSONまたはフォーム形式');
    }
  });

  it('answers 413 over 1 MiB, JSON or form', async () => {
    const c = await server().client();
    const huge = 'あ'.repeat(400_000);
    const json = await c.post('/api/action/register', { inputs: [{ type: 1, text: huge, delay_type: 0 }] });
    expect(json.statusCode).toBe(413);
    expect(json.json().messages).toEqual(['送信内容が大きすぎます(上限 1MB)']);
    const form = await c.post('/api/action/register', { inputs: huge }, { form: true });
    expect(form.statusCode).toBe(413);
  });

  it('answers 422 for wrong shapes and types, with the field named', async () => {
    const c = await server().client();
    const cases: [unknown, string][] = [
      [[1, 2], ''],
      ['"text"', ''],
      [{ inputs: 'not json' }, '/inputs'],
      [{ inputs: { type: 1 } }, '/inputs'],
      [{ inputs: [null] }, '/inputs/0'],
      [{ inputs: [{ type: '1', text: 'x' }] }, '/inputs/0/type'],
      [{ a_twice_type: 'yes', inputs: [] }, '/a_twice_type'],
      [{ aid: 'abc', inputs: [] }, '/aid'],
      [{ aid: 1, revision: -3, inputs: [] }, '/revision'],
      [{ inputs: [], unknown_field: 1 }, ''],
    ];
    for (const [body, path] of cases) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await c.post('/api/action/register', payload, { contentType: 'application/json' });
      expect(res.statusCode, payload).toBe(422);
      expect(Object.keys(res.json().errors), payload).toContain(path);
      expectNoInternals(res.body);
    }
    const badTag = await c.post('/api/tag/new', { name: { no: 1 } });
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json().errors['/name']).toEqual(['タグ名の形式が正しくありません']);
  });

  it('answers JSON 404s for unknown API paths and ids that cannot exist', async () => {
    const c = await server().client();
    for (const url of [
      '/api/nothing',
      '/line/nothing',
      '/api/action/data/0',
      '/api/action/data/1e3',
      '/api/funnel/data/2147483648',
    ]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messages).toHaveLength(1);
    }
    const huge = await c.post('/api/action/register', { aid: 99999999999, revision: 1, inputs: [] });
    expect(huge.statusCode).toBe(422);
    expect((await c.send('DELETE', '/api/action/99999999999')).statusCode).toBe(404);
  });

  it('accepts the headers of spec 000 §7 (X-Requested-With, page time, user id) on every call', async () => {
    const c = await server().client();
    const headers = {
      cookie: c.cookie,
      'x-requested-with': 'XMLHttpRequest',
      'x-page-loaded-at': '1700000000',
      'x-user-id': '1',
    };
    const res = await c.app.inject({ url: '/api/funnel/groups', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('an unexpected failure', () => {
  it('answers 500 不明なエラーが発生しました without a stack trace, and logs it', async () => {
    const server = await startServer(backends[0]);
    const c = await server.client();
    await server.handle.db.destroy(); // The database goes away under a running server.
    const res = await c.get('/api/action/list');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ messages: ['不明なエラーが発生しました'], errors: {} });
    expectNoInternals(res.body);
    await server.app.close();
    await server.handle.cleanup();
  });
});
