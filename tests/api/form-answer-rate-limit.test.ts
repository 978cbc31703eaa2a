/**
 * The rate limit of the answering page's public posts (@fastify/rate-limit, per address): past the limit the
 * answer post and the upload answer 429 with the Japanese message the page shows; another address is not
 * counted with it; the limits come from the server options or FORM_ANSWER_RATE_LIMIT / FORM_UPLOAD_RATE_LIMIT.
 */
import { expect, it } from 'vitest';
import { encodePng } from '../../server/media/png.ts';
import { answerRateLimit, DEFAULT_ANSWER_RATE_LIMIT } from '../../server/routes/form-answers.ts';
import { forEachBackend, type TestServer } from './support.ts';

const BOUNDARY = 'rate-limit-boundary';
const MESSAGE = '送信が多すぎます。しばらくしてからもう一度お試しください。';

/** The seeded enquiry form's code (it has a picture item, file1). */
async function enquiry(server: TestServer): Promise<string> {
  const c = await server.client();
  const items = (await c.get('/api/form/list')).json().items as { id: number; name: string }[];
  const id = items.find((i) => i.name === 'お問い合わせフォーム')?.id;
  return (await c.get(`/api/v1/forms/${id}`)).json().code;
}

const answer = (server: TestServer, code: string, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: `/f/${code}/answer?mode=example`,
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    payload: JSON.stringify({ answers: {} }),
  });

const upload = (server: TestServer, code: string) =>
  server.app.inject({
    method: 'POST',
    url: `/f/${code}/upload?item=file1`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      encodePng(2, 2, '#000000'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

it('reads the limits from the environment, keeping the defaults for unset or invalid values', () => {
  expect(DEFAULT_ANSWER_RATE_LIMIT).toEqual({ answers: 30, uploads: 20, windowMs: 60_000 });
  expect(answerRateLimit({})).toEqual(DEFAULT_ANSWER_RATE_LIMIT);
  expect(answerRateLimit({ FORM_ANSWER_RATE_LIMIT: '500', FORM_UPLOAD_RATE_LIMIT: '7' })).toEqual({
    answers: 500,
    uploads: 7,
    windowMs: 60_000,
  });
  expect(answerRateLimit({ FORM_ANSWER_RATE_LIMIT: '0', FORM_UPLOAD_RATE_LIMIT: 'x' })).toEqual(
    DEFAULT_ANSWER_RATE_LIMIT,
  );
});

forEachBackend(
  'the answering page’s rate limit',
  (server) => {
    it('answers 429 with the Japanese message past the limit, per address', async () => {
      const code = await enquiry(server());
      // Refused answers count too (a flood of invalid posts is still a flood).
      for (let i = 0; i < 3; i++) expect((await answer(server(), code)).statusCode).toBe(422);
      const over = await answer(server(), code);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ messages: [MESSAGE], errors: {} });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is counted on its own; the page itself is not limited.
      expect((await answer(server(), code, '192.0.2.7')).statusCode).toBe(422);
      expect((await server().app.inject({ url: `/f/${code}` })).statusCode).toBe(200);
    });

    it('limits uploads on their own count', async () => {
      const code = await enquiry(server());
      for (let i = 0; i < 2; i++) expect((await upload(server(), code)).statusCode).toBe(200);
      const over = await upload(server(), code);
      expect([over.statusCode, over.json().messages]).toEqual([429, [MESSAGE]]);
    });
  },
  { server: { answerRateLimit: { answers: 3, uploads: 2, windowMs: 60_000 } } },
);
