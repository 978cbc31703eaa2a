/**
 * The console's bundle: `vite build` of the real app (its own vite.config.ts, so the validators are the
 * precompiled ones) into a temporary folder, served and opened in Chromium at '/' and at '/actions/new', each in
 * a fresh context (nothing cached) with the API answered in the page (a session with every ability, empty item
 * lists), so the editor opens as it does for an operator. The JavaScript fetched for '/' is the first route;
 * what '/actions/new' fetched, entry included, is the operator's route; every chunk '/' did not fetch is lazy.
 * Sizes and the schema-compiler check are engine/build/check-bundle.ts's; the budgets are ./budgets.ts's.
 *
 * @example const bundle = await bundleFigures(browser); bundle.firstRoute.gzip <= 80_000
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Route } from 'playwright-core';
import { build, type InlineConfig, preview } from 'vite';
import { DEMO_ABILITIES, DEMO_PERMISSIONS } from '../../app/demo/account.ts';
import { chunkSize, type Finding, findCompilerMarkers } from '../../engine/build/check-bundle.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** One chunk's size in bytes. */
export interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

/** The JavaScript one route fetched. */
export interface RouteFigures {
  path: string;
  raw: number;
  gzip: number;
  files: Chunk[];
  /** Why the route did not open (its page never showed `ready`); the sizes are then what it fetched so far. */
  error?: string;
}

/** What the first route and the operator's route load, every lazy chunk, and any schema compiler found. */
export interface BundleFigures {
  firstRoute: RouteFigures;
  /** /actions/new: the route an operator edits in, entry and every chunk it fetched. */
  operatorRoute: RouteFigures;
  lazy: Chunk[];
  findings: Finding[];
}

/** The operator's route, and what shows once its editor is open. */
export const OPERATOR_ROUTE = { path: '/actions/new', ready: '.app-action-editor .de-contents' };

/**
 * The API as the route needs it to open: the session (the demo account's abilities and permissions), empty
 * item lists and folders; anything else is refused as a server would refuse it.
 */
async function fakeApi(route: Route): Promise<void> {
  const request = route.request();
  const path = new URL(request.url()).pathname;
  const json = (status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  if (path === '/api/session') {
    return json(200, {
      token: 'bench',
      account: { id: 1, name: 'ベンチ' },
      abilities: DEMO_ABILITIES,
      permissions: DEMO_PERMISSIONS,
    });
  }
  if (request.method() !== 'GET') return json(404, { messages: ['bench: no server behind this page'] });
  if (path.startsWith('/api/v_resource/')) return json(200, { groups: [], items: [], ids: [] });
  // Folders, journeys, salon lists: arrays.
  return json(200, []);
}

/** Opens `path` in a fresh context; answers the JavaScript files it fetched (paths as in the build folder). */
async function routeScripts(
  browser: Browser,
  origin: string,
  path: string,
  ready?: string,
): Promise<{ loaded: Set<string>; error?: string }> {
  const loaded = new Set<string>();
  const context = await browser.newContext({ locale: 'ja-JP' });
  try {
    await context.route(
      (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/line/'),
      fakeApi,
    );
    const page = await context.newPage();
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname.replace(/^\//, '');
      if (/\.m?js$/.test(file)) loaded.add(file);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    if (ready) {
      try {
        await page.waitForSelector(ready, { timeout: 30_000 });
      } catch {
        return { loaded, error: `${path} did not show ${ready} within 30 s` };
      }
      // What the open editor fetches next (widgets, pickers drawn in the first view).
      await page.waitForLoadState('networkidle');
    }
    return { loaded };
  } finally {
    await context.close();
  }
}

const routeFigures = (
  path: string,
  chunks: Chunk[],
  opened: { loaded: Set<string>; error?: string },
): RouteFigures => {
  const files = chunks.filter((chunk) => opened.loaded.has(chunk.file));
  return {
    path,
    raw: files.reduce((sum, chunk) => sum + chunk.raw, 0),
    gzip: files.reduce((sum, chunk) => sum + chunk.gzip, 0),
    files,
    error: opened.error,
  };
};

function jsChunks(dir: string): Chunk[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { file: path.slice(dir.length + 1), ...chunkSize(readFileSync(path)) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export async function bundleFigures(browser: Browser): Promise<BundleFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const config: InlineConfig = {
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  };
  try {
    await build(config);
    const chunks = jsChunks(outDir);
    const server = await preview(config);
    const address = server.httpServer.address();
    if (address === null || typeof address === 'string')
      throw new Error('bench: vite preview has no address');
    const origin = `http://127.0.0.1:${address.port}`;
    let first: Awaited<ReturnType<typeof routeScripts>>;
    let operator: Awaited<ReturnType<typeof routeScripts>>;
    try {
      first = await routeScripts(browser, origin, '/');
      operator = await routeScripts(browser, origin, OPERATOR_ROUTE.path, OPERATOR_ROUTE.ready);
    } finally {
      await server.close();
    }
    const findings = chunks.flatMap((chunk) =>
      findCompilerMarkers(readFileSync(join(outDir, chunk.file), 'utf8'), chunk.file),
    );
    return {
      firstRoute: routeFigures('/', chunks, first),
      operatorRoute: routeFigures(OPERATOR_ROUTE.path, chunks, operator),
      lazy: chunks.filter((chunk) => !first.loaded.has(chunk.file)),
      findings,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
