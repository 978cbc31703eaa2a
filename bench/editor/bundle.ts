/**
 * The console's bundle: `vite build` of the real app (its own vite.config.ts, so the validators are the
 * precompiled ones) into a temporary folder, served and opened at '/' in Chromium. The JavaScript the browser
 * fetched for that first route is the first-route size; every other chunk is lazy and listed on its own. Sizes
 * and the schema-compiler check are engine/build/check-bundle.ts's.
 *
 * @example const bundle = await bundleFigures(browser); bundle.firstRoute.gzip <= 120_000
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, type InlineConfig, preview } from 'vite';
import { chunkSize, type Finding, findCompilerMarkers } from '../../engine/build/check-bundle.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** One chunk's size in bytes. */
export interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

/** What the first route loads, every lazy chunk, and any schema compiler found. */
export interface BundleFigures {
  firstRoute: { raw: number; gzip: number; files: Chunk[] };
  lazy: Chunk[];
  findings: Finding[];
}

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
    const loaded = new Set<string>();
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname.replace(/^\//, '');
        if (/\.m?js$/.test(path)) loaded.add(path);
      });
      await page.goto(`http://127.0.0.1:${address.port}/`, { waitUntil: 'networkidle' });
    } finally {
      await context.close();
      await server.close();
    }
    const files = chunks.filter((chunk) => loaded.has(chunk.file));
    const findings = chunks.flatMap((chunk) =>
      findCompilerMarkers(readFileSync(join(outDir, chunk.file), 'utf8'), chunk.file),
    );
    return {
      firstRoute: {
        raw: files.reduce((sum, chunk) => sum + chunk.raw, 0),
        gzip: files.reduce((sum, chunk) => sum + chunk.gzip, 0),
        files,
      },
      lazy: chunks.filter((chunk) => !loaded.has(chunk.file)),
      findings,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
