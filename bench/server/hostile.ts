/**
 * Hostile bodies against a running server while console tabs keep loading (issue 13's server goals): a funnel
 * whose or-groups nest 1,500 deep (36 KB) and an action of 95,000 invalid blocks (1 MiB). Before the limits of
 * server/domain/limits.ts the first blocked the server for 78–106 s and answered 36 MB, the second 5.2–5.6 s and
 * 74.7 MB. Goals: each answered 4xx in ≤ 50 ms with ≤ 64 KB, and the concurrent load's p99 ≤ 20 ms meanwhile.
 */
import { Agent, request } from 'node:http';
import { percentile } from './load.ts';

/** The goals, as the issue states them. */
export const HOSTILE_GOALS = { ms: 50, bytes: 64 * 1024, loadP99Ms: 20 } as const;

/** One hostile body: what it is, and how it went each time it was sent. */
export interface HostileResult {
  name: string;
  bodyBytes: number;
  statuses: number[];
  latencies: number[];
  /** Time inside the server (its Server-Timing header), to tell a slow server from a busy machine. */
  serverMs: number[];
  answerBytes: number[];
}

/** What the phase measured. */
export interface HostilePhase {
  hostile: HostileResult[];
  /** Latencies of the simple loads that ran meanwhile. */
  load: number[];
  /** Latencies of the same loads in the 3 s before the first hostile body: what the machine allows at all. */
  baseline: number[];
  loadErrors: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; bytes: number; body: string; cookies: string[]; serverMs: number }>(
    (done, fail) => {
      const req = request(`${base}${path}`, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          done({
            status: res.statusCode ?? 0,
            bytes: buffer.length,
            body: buffer.toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
            serverMs: Number(timing?.[1] ?? Number.NaN),
          });
        });
      });
      req.on('error', fail);
      req.end(body);
    },
  );
}

/** The funnel whose or-groups nest `depth` deep (1,500: 36 KB). */
export function nestedFunnel(depth: number): string {
  return `{"name":"x","inputs":${'[{"type":120,"inputs":'.repeat(depth)}[]${'}]'.repeat(depth)}}`;
}

/** An action of `count` text effects without text (95,000: just under 1 MiB). */
export function manyBlocksAction(count: number): string {
  return `{"a_name":"x","inputs":[${Array(count).fill('{"type":1}').join(',')}]}`;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Sends each hostile body `times` times, one at a time, while `clients` tabs load a saved action at `rate` per
 * second each.
 *
 * @example const phase = await runHostile('http://127.0.0.1:8080');
 */
export async function runHostile(base: string, times = 5, clients = 20, rate = 10): Promise<HostilePhase> {
  // Logged in as the demo owner: every route but login needs a session (issue 13).
  const session = await call(
    base,
    'POST',
    '/api/login',
    { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    JSON.stringify({ login_id: 'owner', password: 'demo-owner' }),
  );
  if (session.status !== 200) throw new Error(`bench login failed: ${session.status} ${session.body}`);
  const cookie = session.cookies.map((c) => c.split(';')[0]).join('; ');
  const { token } = JSON.parse(session.body) as { token: string };
  const post = (path: string, body: string) =>
    call(base, 'POST', path, { cookie, 'x-csrf-token': token, 'content-type': 'application/json' }, body);
  const saved = await post(
    '/api/action/register',
    JSON.stringify({ inputs: [{ type: 1, text: '読み込み用', delay_type: 0 }] }),
  );
  const { aid } = JSON.parse(saved.body) as { aid: number };

  const phase: HostilePhase = { hostile: [], load: [], baseline: [], loadErrors: 0 };
  let running = true;
  let into = phase.baseline;
  const loader = async () => {
    let next = performance.now() + Math.random() * (1000 / rate);
    while (running) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      next += 1000 / rate;
      const started = performance.now();
      const res = await call(base, 'GET', `/api/action/data/${aid}`, { cookie });
      into.push(performance.now() - started);
      if (res.status !== 200) phase.loadErrors++;
    }
  };
  const loaders = Array.from({ length: clients }, loader);
  await sleep(3000);
  into = phase.load;

  const cases: [string, string, string][] = [
    ['funnel, or-groups nested 1,500 deep', '/api/funnel/register', nestedFunnel(1500)],
    ['action of 95,000 invalid blocks', '/api/action/register', manyBlocksAction(95_000)],
  ];
  for (const [name, path, body] of cases) {
    const result: HostileResult = {
      name,
      bodyBytes: Buffer.byteLength(body),
      statuses: [],
      latencies: [],
      serverMs: [],
      answerBytes: [],
    };
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const res = await post(path, body);
      result.latencies.push(performance.now() - started);
      result.statuses.push(res.status);
      result.serverMs.push(res.serverMs);
      result.answerBytes.push(res.bytes);
      await sleep(200);
    }
    phase.hostile.push(result);
  }
  await sleep(300);
  running = false;
  await Promise.all(loaders);
  return phase;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/**
 * The phase's lines, each ending in PASS or MISS, and whether every goal was met.
 *
 * @example const { lines } = reportHostile(phase); for (const line of lines) console.log(line);
 */
export function reportHostile(phase: HostilePhase): { lines: string[]; met: boolean } {
  const lines: string[] = [];
  let met = true;
  for (const r of phase.hostile) {
    const worst = Math.max(...r.latencies);
    const biggest = Math.max(...r.answerBytes);
    const ok =
      r.statuses.every((s) => s >= 400 && s < 500) &&
      worst <= HOSTILE_GOALS.ms &&
      biggest <= HOSTILE_GOALS.bytes;
    met &&= ok;
    lines.push(
      `hostile ${r.name} (${(r.bodyBytes / 1024).toFixed(0)} KB): statuses ${[...new Set(r.statuses)].join(',')}, ` +
        `max ${worst.toFixed(1)} ms (in the server ≤ ${Math.max(...r.serverMs).toFixed(1)} ms), answer ≤ ${biggest} B (goal 4xx ≤ ${HOSTILE_GOALS.ms} ms, ≤ 64 KB): ${verdict(ok)}`,
    );
  }
  const p99 = percentile(phase.load, 99);
  const ok = p99 <= HOSTILE_GOALS.loadP99Ms && phase.loadErrors === 0;
  met &&= ok;
  lines.push(
    `concurrent loads meanwhile: ${phase.load.length} requests, p99 ${p99.toFixed(1)} ms, ${phase.loadErrors} errors ` +
      `(goal p99 ≤ ${HOSTILE_GOALS.loadP99Ms} ms; the same loads without hostile bodies just before: ` +
      `p99 ${percentile(phase.baseline, 99).toFixed(1)} ms): ${verdict(ok)}`,
  );
  return { lines, met };
}
