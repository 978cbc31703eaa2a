/**
 * Builds the bench pages twice into a temporary folder (production under prod/, React's profiling build under
 * profile/), writes the data sets under each, and serves the folder on a free loopback port with vite preview.
 *
 * @example const app = await buildAndServe({ 'effects-100': dataset }); page.goto(`${app.url}prod/editor.html?data=effects-100`); await app.close();
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import type { Dataset } from './data.ts';
import { benchViteConfig } from './vite.config.ts';

/** The served bench app. */
export interface BenchServer {
  /** Ends in '/'; pages are under `prod/` and `profile/`. */
  url: string;
  close(): Promise<void>;
}

/** The two builds the runner loads. */
export const BUILDS = ['prod', 'profile'] as const;

export async function buildAndServe(datasets: Record<string, Dataset>): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-editor-'));
  const site = join(dir, 'site');
  // Left as `test` or unset, vite would bundle React's development build.
  process.env.NODE_ENV = 'production';
  for (const variant of BUILDS) {
    const outDir = join(site, variant);
    await build(benchViteConfig({ outDir, profile: variant === 'profile' }));
    mkdirSync(join(outDir, 'data'), { recursive: true });
    for (const [name, dataset] of Object.entries(datasets)) {
      writeFileSync(join(outDir, 'data', `${name}.json`), JSON.stringify(dataset));
    }
  }
  const server = await preview({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: { outDir: site },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string')
    throw new Error('bench: vite preview has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
