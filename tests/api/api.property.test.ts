import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { type GroundedBlock, groundExamples } from './grounding.ts';
import { type Client, forEachBackend } from './support.ts';

const SEED = 20261122;
const registry = createBuiltInRegistry();

/** Every write endpoint, with ids that exist in the seeded database. */
const WRITES: ['POST' | 'PATCH' | 'DELETE', string][] = [
  ['POST', '/api/action/register'],
  ['POST', '/api/funnel/register'],
  ['POST', '/api/action/copy/1'],
  ['POST', '/api/funnel/copy/4'],
  ['DELETE', '/api/action/3'],
  ['DELETE', '/api/funnel/5'],
  ['POST', '/api/tag/new'],
  ['POST', '/line/var/new'],
  ['POST', '/api/var/choice'],
  ['POST', '/api/session/account'],
  ['POST', '/api/folders/tag'],
  ['PATCH', '/api/folders/tag/1'],
  ['DELETE', '/api/folders/tag/2'],
];

const fieldNames = [
  ...new Set(
    registry.plugins().flatMap((p) => Object.keys((p.schema as { properties?: object }).properties ?? {})),
  ),
  'aid',
  'fid',
  'revision',
  'inputs',
  'a_name',
  'name',
  'group_id',
  'id',
  'choice_json',
  'type',
  'account_id',
  'take_num',
];
const types = [...new Set([...registry.plugins().map((p) => p.type), -1, 0, 999])];
const text = fc.string({ unit: 'binary', maxLength: 40 });
const garbageBlock = fc
  .tuple(
    fc.constantFrom(...types),
    fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
  )
  .map(([type, fields]) => ({ type, ...fields }));

/** Bodies no client should send: random JSON, random text, random forms, document-shaped nonsense. */
function garbage(blocks: GroundedBlock[]) {
  const nearValid = fc
    .tuple(fc.constantFrom(...blocks), fc.constantFrom(...fieldNames), fc.jsonValue({ maxDepth: 2 }))
    .map(([{ block }, field, value]) => ({ inputs: [{ ...block, [field]: value }] }));
  const docLike = fc.record({
    aid: fc.oneof(fc.integer(), text, fc.constant(undefined)),
    revision: fc.oneof(fc.integer(), fc.constant(undefined)),
    group_id: fc.oneof(fc.integer(), fc.constant(null), text),
    inputs: fc.oneof(fc.array(garbageBlock, { maxLength: 4 }), text),
  });
  const json = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }),
      docLike,
      nearValid,
      fc.dictionary(fc.constantFrom(...fieldNames), fc.jsonValue()),
    )
    .map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' }));
  const form = fc.dictionary(fc.constantFrom(...fieldNames), text).map((fields) => ({
    payload: new URLSearchParams(fields).toString(),
    contentType: 'application/x-www-form-urlencoded',
  }));
  const raw = fc
    .tuple(
      text,
      fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/octet-stream',
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
  return fc.oneof(json, form, raw);
}

/** How each document kind is generated: its envelope fields around the grounded blocks. */
const ENVELOPES = {
  action: (folders: number[]) =>
    fc
      .record({
        a_name: fc.string({ maxLength: 100 }),
        a_twice_type: fc.constantFrom(0, 1),
        is_template: fc.constantFrom(0, 1),
        group_id: fc.constantFrom(null, ...folders),
      })
      // Template mode requires the action name (spec 000 §5.3).
      .map((e) => (e.is_template === 1 && e.a_name === '' ? { ...e, a_name: 'テンプレート' } : e)),
  funnel: (folders: number[]) =>
    fc.record({
      name: fc.string({ unit: 'grapheme', maxLength: 40 }),
      is_template: fc.constantFrom(0, 1),
      group_id: fc.constantFrom(null, ...folders),
      with_blocked: fc.constantFrom(0, 1, 2),
      user_rate_type: fc.constantFrom(0, 1, 3),
      sort_type: fc.constantFrom(0, 1, 3, 4),
      take_num: fc.constantFrom(50, 100, 200),
    }),
} as const;

/** Documents of a kind: an envelope and 1–8 grounded blocks, a single-use type at most once. */
function documents(kind: keyof typeof ENVELOPES, blocks: GroundedBlock[], folders: number[]) {
  return fc
    .record({
      envelope: ENVELOPES[kind](folders),
      // A read-only block (the broken condition -1) is only ever saved back as stored, never in a new document.
      picked: fc.array(fc.constantFrom(...blocks.filter(({ plugin }) => !plugin.readOnly)), {
        minLength: 1,
        maxLength: 8,
      }),
      form: fc.boolean(),
    })
    .map(({ envelope, picked, form }) => {
      const seen = new Set<string>();
      const inputs = picked
        .filter(
          ({ plugin }) =>
            plugin.multiplicity === 'multiple' || (!seen.has(plugin.key) && seen.add(plugin.key)),
        )
        .map(({ block }) => block);
      return { doc: { ...envelope, inputs }, form };
    });
}

forEachBackend('API properties', (server, backend) => {
  const grounded: Record<string, GroundedBlock[]> = {};
  let c: Client;
  beforeAll(async () => {
    c = await server().client();
    for (const kind of ['action', 'funnel']) {
      const result = await groundExamples(server().handle.db, registry, kind);
      expect(
        result.failed,
        'examples the seed cannot ground: add the items they need to server/db/seed-data.ts',
      ).toEqual([]);
      grounded[kind] = result.grounded;
    }
  });

  it('grounds a valid example of every effect and condition plugin in the seed data', () => {
    for (const [kind, blockKind] of [
      ['action', 'effect'],
      ['funnel', 'condition'],
    ]) {
      const covered = new Set(grounded[kind].map((b) => b.plugin.key));
      const keys = registry.plugins(blockKind).map((p) => p.key);
      expect([...covered].sort(), kind).toEqual([...keys].sort());
    }
  });

  for (const kind of ['action', 'funnel'] as const) {
    it(`round-trips generated valid ${kind}s unchanged through save and load (JSON and form-encoded)`, async () => {
      if (grounded[kind].length === 0) return; // No block plugin of this kind is registered yet.
      const idField = kind === 'action' ? 'aid' : 'fid';
      const folders = (await c.get(`/api/folders/${kind}`)).json().map((f: { id: number }) => f.id);
      await fc.assert(
        fc.asyncProperty(documents(kind, grounded[kind], folders), async ({ doc, form }) => {
          const res = await c.post(`/api/${kind}/register`, doc, { form });
          expect(res.statusCode, res.body).toBe(200);
          const id = res.json()[idField];
          expect((await c.get(`/api/${kind}/data/${id}`)).json()).toEqual({
            [idField]: id,
            ...doc,
            revision: 1,
          });
        }),
        { seed: SEED, numRuns: backend.name === 'sqlite' ? 60 : 30 },
      );
    });
  }

  it('never answers 5xx to garbage sent to any write endpoint', async () => {
    const blocks = [...grounded.action, ...grounded.funnel];
    const requests = fc.record({
      endpoint: fc.constantFrom(...WRITES),
      body: garbage(blocks),
      token: fc.boolean(),
    });
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(requests, async ({ endpoint: [method, url], body, token }) => {
        const headers: Record<string, string> = { cookie: c.cookie, 'content-type': body.contentType };
        if (token) headers['x-csrf-token'] = c.token;
        const res = await c.app.inject({ method, url, headers, payload: body.payload });
        statuses.add(res.statusCode);
        expect(
          res.statusCode,
          `${method} ${url} ${body.contentType} ${body.payload.slice(0, 300)} → ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400) expect(Array.isArray(res.json().messages)).toBe(true);
      }),
      { seed: SEED, numRuns: backend.name === 'sqlite' ? 500 : 250 },
    );
    // The garbage got past the gates too: refused as forbidden, malformed, unsupported and invalid, some accepted.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 403, 415, 422]));
  });
});
