/**
 * The load: concurrent console tabs over loopback, each with its own session, mixing loads and saves of a few
 * shared actions. A save carries the revision the tab last saw; a 409 makes it reload and try again, as the
 * console does. Each action's name holds a counter that every successful save increments, so at the end the
 * counters must add up to the successful saves: any lost update shows as a difference.
 *
 * Tabs either pace themselves (`rate` requests per second each, on a fixed schedule, so a slow answer does not
 * lower the offered load) or, without a rate, send back to back (saturation: the server's throughput ceiling).
 */
import { Agent, request } from 'node:http';

/** What one run measured. */
export interface LoadResult {
  requests: number;
  seconds: number;
  latencies: { load: number[]; save: number[] };
  /** Time inside the server (Server-Timing) of the same requests: the rest is queueing, network and client. */
  serverTimes: number[];
  saves: number;
  conflicts: number;
  errors: number;
  /** Successful saves minus what the counters say: 0 when no update was lost. */
  lost: number;
}

interface Tab {
  cookie: string;
  token: string;
}

const SHARED_DOCUMENTS = 10;

function effects(n: number) {
  return [
    { type: 1, text: `ベンチマーク ${n} 回目の保存です。`, delay_type: 1, delay_min: 1, delay_max: 5 },
    { type: 1, text: 'ご登録ありがとうございます', delay_type: 2, delay_at: '09:30' },
  ];
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
  /** The server's own time (its Server-Timing header), ms. */
  serverMs: number;
}

/** node:http with a keep-alive pool: lighter than fetch, so the load generator does not become the bottleneck. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
        const serverMs = Number(timing?.[1] ?? Number.NaN);
        done({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [], serverMs });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** A tab logged in as the demo owner (its own session). */
async function openTab(base: string): Promise<Tab> {
  const res = await call(
    base,
    'POST',
    '/api/login',
    { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    JSON.stringify({ login_id: 'owner', password: 'demo-owner' }),
  );
  if (res.status !== 200) throw new Error(`bench login failed: ${res.status} ${res.body}`);
  const cookie = res.cookies.map((c) => c.split(';')[0]).join('; ');
  const { token } = JSON.parse(res.body) as { token: string };
  return { cookie, token };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function timed(into: number[], server: number[], run: () => Promise<Answer>): Promise<Answer> {
  const start = performance.now();
  const answer = await run();
  into.push(performance.now() - start);
  server.push(answer.serverMs);
  return answer;
}

/**
 * Runs `clients` tabs against the server at `base` for `seconds`, half loads and half saves, each tab at `rate`
 * requests per second (undefined: back to back).
 *
 * @example const paced = await runLoad('http://127.0.0.1:8080', 50, 10, 10);
 */
export async function runLoad(
  base: string,
  clients: number,
  seconds: number,
  rate?: number,
): Promise<LoadResult> {
  const owner = await openTab(base);
  const post = (tab: Tab, body: unknown) =>
    call(
      base,
      'POST',
      '/api/action/register',
      { cookie: tab.cookie, 'x-csrf-token': tab.token, 'content-type': 'application/json' },
      JSON.stringify(body),
    );
  const ids: number[] = [];
  for (let i = 0; i < SHARED_DOCUMENTS; i++) {
    const res = await post(owner, { a_name: 'counter 0', inputs: effects(0) });
    ids.push((JSON.parse(res.body) as { aid: number }).aid);
  }
  const successes = new Map(ids.map((id) => [id, 0]));
  const result: LoadResult = {
    requests: 0,
    seconds,
    latencies: { load: [], save: [] },
    serverTimes: [],
    saves: 0,
    conflicts: 0,
    errors: 0,
    lost: 0,
  };
  const deadline = performance.now() + seconds * 1000;

  const load = async (tab: Tab, id: number) => {
    const res = await timed(result.latencies.load, result.serverTimes, () =>
      call(base, 'GET', `/api/action/data/${id}`, { cookie: tab.cookie }),
    );
    result.requests++;
    if (res.status !== 200) {
      result.errors++;
      return undefined;
    }
    const data = JSON.parse(res.body) as { a_name: string; revision: number };
    return { n: Number(data.a_name.split(' ')[1]), revision: data.revision };
  };

  const client = async (index: number) => {
    const tab = await openTab(base);
    const mine = ids[index % ids.length];
    let seen = await load(tab, mine);
    // Paced tabs start at random offsets so 50 tabs do not fire in lockstep.
    let next = performance.now() + (rate ? Math.random() * (1000 / rate) : 0);
    while (performance.now() < deadline) {
      if (rate) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        next += 1000 / rate;
        if (performance.now() >= deadline) break;
      }
      if (Math.random() < 0.5 || !seen) {
        const loaded = await load(tab, ids[Math.floor(Math.random() * ids.length)]);
        if (!seen) seen = loaded && (await load(tab, mine));
        continue;
      }
      const count = seen.n + 1;
      const res = await timed(result.latencies.save, result.serverTimes, () =>
        post(tab, {
          aid: mine,
          revision: seen!.revision,
          a_name: `counter ${count}`,
          inputs: effects(count),
        }),
      );
      result.requests++;
      if (res.status === 200) {
        const { revision } = JSON.parse(res.body) as { revision: number };
        successes.set(mine, (successes.get(mine) ?? 0) + 1);
        result.saves++;
        seen = { n: count, revision };
      } else if (res.status === 409) {
        result.conflicts++;
        seen = await load(tab, mine);
      } else {
        result.errors++;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  result.seconds = (performance.now() - started) / 1000;

  for (const id of ids) {
    const final = await load(owner, id);
    result.lost += (successes.get(id) ?? 0) - (final?.n ?? 0);
  }
  return result;
}

/** The p-th percentile (0–100) of latencies in ms. @example percentile([1, 2, 3, 4], 50) // 2 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
