import { describe, expect, it } from 'vitest';
import { API_HEADERS, createApiClient } from '../api/client.ts';
import { json, stubFetch } from '../test/stub-fetch.ts';
import { createOperatorsApi } from './operators-api.ts';

describe('operator calls', () => {
  it('read, create and change operators and roles on their paths, with JSON bodies and the session’s headers', async () => {
    const { fetch, calls } = stubFetch(() => json(200, { id: 5 }));
    const operators = createOperatorsApi(createApiClient({ fetch, baseUrl: '' }));
    await operators.operators();
    await operators.createOperator({ login_id: 'sato', name: '佐藤', password: 'pw-123456', role_id: 2 });
    await operators.updateOperator(5, { disabled: true });
    await operators.revokeOperatorSessions(5);
    await operators.createRole('編集者', ['tag-write']);
    await operators.updateRole(2, { revision: 3, name: '閲覧者' });
    await operators.deleteRole(2);
    expect(
      calls.slice(1).map((c) => [c.method, c.url, c.body === undefined ? undefined : JSON.parse(c.body)]),
    ).toEqual([
      ['GET', '/api/operators', undefined],
      ['POST', '/api/operators', { login_id: 'sato', name: '佐藤', password: 'pw-123456', role_id: 2 }],
      ['PATCH', '/api/operators/5', { disabled: true }],
      ['POST', '/api/operators/5/revoke_sessions', undefined],
      ['POST', '/api/roles', { name: '編集者', permissions: ['tag-write'] }],
      ['PATCH', '/api/roles/2', { revision: 3, name: '閲覧者' }],
      ['DELETE', '/api/roles/2', undefined],
    ]);
    for (const call of calls.slice(1)) expect(call.headers[API_HEADERS.userId]).toBe('7');
  });

  it("give a refusal as data with the server's lines", async () => {
    const { fetch } = stubFetch(() => json(403, { messages: ['権限がありません'] }));
    const operators = createOperatorsApi(createApiClient({ fetch, baseUrl: '' }));
    expect(await operators.operators()).toMatchObject({
      ok: false,
      status: 403,
      messages: ['権限がありません'],
    });
  });
});
