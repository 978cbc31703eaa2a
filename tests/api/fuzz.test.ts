/**
 * Fuzzing every write endpoint (issue 13 point 6): a fixed seed, at least 2,000 bodies per endpoint in `npm test`
 * (FUZZ_RUNS=50000 for the long run), against the real server on SQLite in a temporary file. Bodies: random JSON,
 * document-shaped values of the wrong types, deep nesting, huge strings, prototype keys, extreme numbers,
 * truncated JSON, forms, and wrong content types. Every answer must be below 500, in the uniform error shape when
 * it is an error, and take under a second; the server must be healthy afterwards.
 *
 * @example FUZZ_RUNS=50000 npx vitest run --project unit tests/api/fuzz.test.ts
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../server/app.ts';
import { backends, type Client, startServer, type TestServer } from './support.ts';

const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS || 2000);
const SLOW_MS = 1000;

type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

/** A concrete URL for a route pattern: every id 1 (it exists in the seed or answers 404), kinds 'tag'. */
function urlOf(pattern: string): string {
  return pattern.replace(':kind', 'tag').replace(/:[a-z_]+/g, '1');
}

/**
 * Every write route the server registers (its onRoute list), so a route added later is fuzzed too. Read from a
 * server started for that, before the tests are declared.
 */
const WRITES: [WriteMethod, string][] = await (async () => {
  const probe = await startServer(backends[0]);
  try {
    return registeredRoutes(probe.app)
      .filter((route) => ['POST', 'PATCH', 'DELETE'].includes(route.method))
      .map((route) => [route.method as WriteMethod, urlOf(route.url)] as [WriteMethod, string]);
  } finally {
    await probe.close();
  }
})();

const FIELDS = [
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
  'text',
  'delay_type',
  'tag_ids',
  'account_id',
  'journey_id',
  'take_num',
  'echo_default',
  // The form builder's post (POST /lvf/edit/v2) and the form document.
  'formname',
  'formid',
  'items',
  'attr',
  'pages',
  'options',
  'swatch_id',
  '_bid',
  '_v',
  '__proto__',
  'constructor',
  'prototype',
];
const TYPES = [1, 2, 13, 60, 75, 120, -1, 0, 999, 1e308, -0];
const NUMBERS = ['1e308', '-1e308', '1e309', '1e-308', '-0', '9007199254740993', '0.5', '-1', '2147483648'];

/** A body as sent: its bytes and its content type. */
interface Body {
  payload: string;
  contentType: string;
}

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});
const key = fc.constantFrom(...FIELDS);
const number = fc.constantFrom(...NUMBERS);
const scalar = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const block = fc
  .tuple(fc.constantFrom(...TYPES), fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }))
  .map(([type, fields]) => ({ type, ...fields }));

/** Raw JSON text, so keys JSON.stringify would never write (__proto__) and numbers it would rewrite get through. */
const rawObject = fc
  .array(
    fc.tuple(
      key,
      fc.oneof(
        number,
        scalar.map((v) => JSON.stringify(v)),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);

const bodies: fc.Arbitrary<Body> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
  {
    weight: 8,
    arbitrary: fc
      .record(
        {
          aid: scalar,
          fid: scalar,
          revision: scalar,
          a_name: scalar,
          name: scalar,
          group_id: scalar,
          id: scalar,
          account_id: scalar,
          journey_id: scalar,
          inputs: fc.oneof(fc.array(block, { maxLength: 6 }), scalar),
          choice_json: fc.oneof(scalar, fc.jsonValue({ maxDepth: 3 })),
        },
        { requiredKeys: [] },
      )
      .map(json),
  },
  { weight: 4, arbitrary: rawObject.map((payload) => ({ payload, contentType: 'application/json' })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 1, max: 3000 }),
        fc.constantFrom('[', '{"a":', '{"inputs":[{"type":120,"inputs":'),
      )
      .map(([depth, open]) => ({ payload: open.repeat(depth), contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 10_000, max: 1_200_000 }), fc.constantFrom('name', 'a_name', 'inputs', 'text'))
      .map(([length, field]) => json({ [field]: 'あ'.repeat(Math.floor(length / 3)), inputs: [] })),
  },
  {
    weight: 4,
    arbitrary: fc.tuple(fc.array(block, { minLength: 1, maxLength: 4 }), fc.nat()).map(([blocks, at]) => {
      const text = JSON.stringify({ name: 'x', inputs: blocks });
      return { payload: text.slice(0, at % text.length), contentType: 'application/json' };
    }),
  },
  {
    weight: 4,
    arbitrary: fc
      .dictionary(
        key,
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.array(block, { maxLength: 3 }).map((b) => JSON.stringify(b)),
        ),
      )
      .map((fields) => ({
        payload: new URLSearchParams(fields).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json; charset=latin1',
          'application/x-www-form-urlencoded',
          'application/json',
          '',
        ),
      )
      .map(([payload, contentType]) => ({ payload, contentType })),
  },
);

describe('fuzzing every write endpoint (sqlite)', () => {
  let server: TestServer;
  let c: Client;
  afterAll(async () => {
    await server?.close();
  });

  it('covers every write route the server registers, the document, item, folder, session and operator ones', () => {
    const routes = WRITES.map(([method, url]) => `${method} ${url}`);
    for (const expected of [
      'POST /api/action/register',
      'POST /api/funnel/register',
      'POST /api/form/register',
      'POST /lvf/edit/v2',
      'DELETE /api/action/1',
      'POST /api/tag/new',
      'POST /api/var/choice',
      'POST /api/session/account',
      'PATCH /api/folders/tag/1',
      'POST /api/login',
      'POST /api/logout',
      'POST /api/operators',
      'PATCH /api/roles/1',
    ])
      expect(routes).toContain(expected);
  });

  WRITES.forEach(([method, url], index) => {
    it(`${method} ${url}: ${RUNS} bodies, none 5xx, none slower than ${SLOW_MS} ms`, {
      timeout: 120_000 + RUNS * 50,
    }, async () => {
      // A server of its own per route: a body that happens to be valid (a role without permissions, a logout)
      // changes only this route's run.
      await server?.close();
      server = await startServer(backends[0]);
      c = await server.client();
      const statuses = new Map<number, number>();
      let loggedOut = false;
      let sinceLogin = 0;
      await fc.assert(
        fc.asyncProperty(bodies, fc.integer({ min: 0, max: 9 }), async (body, roll) => {
          const headers: Record<string, string> = { cookie: c.cookie };
          if (body.contentType) headers['content-type'] = body.contentType;
          // Mostly with the token, so bodies reach the handlers; sometimes without, as a forged request would.
          if (roll > 0) headers['x-csrf-token'] = c.token;
          // Login and logout take the header that proves a script sent them, instead of the token.
          if (roll > 0) headers['x-requested-with'] = 'XMLHttpRequest';
          const started = performance.now();
          const res = await c.app.inject({ method, url, headers, payload: body.payload });
          const ms = performance.now() - started;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${body.contentType} ${body.payload.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(ms, what).toBeLessThan(SLOW_MS);
          if (res.statusCode >= 400) {
            const answer = res.json();
            expect(Array.isArray(answer.messages) && typeof answer.errors === 'object', what).toBe(true);
            expect(res.body.length, what).toBeLessThan(64 * 1024);
          }
          // A body that ended the session (a logout, revoked sessions): log in again, at most every 50 bodies
          // (a login costs an argon2 hash); the bodies between reach the session check as a stranger's would.
          sinceLogin += 1;
          if (
            res.statusCode < 300 &&
            url !== '/api/login' &&
            (await c.get('/api/session')).statusCode === 401
          )
            loggedOut = true;
          if (loggedOut && sinceLogin >= 50) {
            c = await server.client();
            loggedOut = false;
            sinceLogin = 0;
          }
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
      // The bodies reached past the gates: some refused as invalid, not all stopped at the parser.
      expect([...statuses.keys()].some((status) => status !== 400 && status !== 403 && status !== 415)).toBe(
        true,
      );
    });
  });

  it('is healthy afterwards: a session, a save and a load answer at once', async () => {
    const fresh = await server.client();
    const started = performance.now();
    const saved = await fresh.post('/api/action/register', {
      inputs: [{ type: 1, text: 'ファズの後', delay_type: 0 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = await fresh.get(`/api/action/data/${saved.json().aid}`);
    expect(loaded.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(SLOW_MS);
  });
});
