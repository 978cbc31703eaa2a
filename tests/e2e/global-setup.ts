/**
 * Global setup of the `e2e` vitest project: builds the console once, serves the build with `vite preview` on a
 * free loopback port and hands its URL to the tests (`inject('e2eBaseUrl')`, read through `baseUrl()` in
 * ./browser.ts).
 *
 * Vite runs in this process (its `build()` and `preview()` API) rather than as a child process, so no server can
 * outlive the test run and hold a port. A failing build does not throw here: a throwing global setup aborts the
 * whole vitest run, unit tests included. The error is provided instead, and every e2e test fails with it.
 *
 * @example npx vitest run --project e2e
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the served build, ending in '/'; empty when the setup failed. */
    e2eBaseUrl: string;
    /** Why the build or the server could not start; empty when they did. */
    e2eSetupError: string;
  }
}

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * The project's own vite.config.* when there is one, so the tested build is the shipped one (its plugins
 * regenerate the precompiled validators, for instance); otherwise the React plugin alone. Only where the build
 * goes and where the server listens are overridden: a temporary folder (dist/ may be in use by `npm start`) and
 * a free loopback port.
 */
function viteConfig(outDir: string): InlineConfig {
  const hasOwnConfig = ['ts', 'mts', 'js', 'mjs'].some((ext) => existsSync(join(root, `vite.config.${ext}`)));
  return {
    root,
    configFile: hasOwnConfig ? undefined : false,
    plugins: hasOwnConfig ? [] : [react()],
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  };
}

/** vitest sets NODE_ENV=test in this process; left so, vite would bundle React's development build. */
async function productionBuild(config: InlineConfig): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(config);
  } finally {
    // Assigning undefined would store the string 'undefined'.
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-build-'));
  let server: PreviewServer | undefined;
  const started = performance.now();
  try {
    const config = viteConfig(outDir);
    await productionBuild(config);
    server = await preview(config);
    const address = server.httpServer.address();
    if (address === null || typeof address === 'string') throw new Error('vite preview has no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}/`;
    project.provide('e2eBaseUrl', baseUrl);
    project.provide('e2eSetupError', '');
    console.log(`e2e: built and serving ${baseUrl} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    project.provide('e2eBaseUrl', '');
    project.provide('e2eSetupError', `e2e global setup (vite build + preview) failed:\n${message}`);
    console.error(`e2e: setup failed, every e2e test will fail with this:\n${message}`);
  }
  return async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
