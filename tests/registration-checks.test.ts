/**
 * The plugins' registration checks (engine/core/registry-checks.ts, registry-schema-checks.ts) run wherever
 * plugins are registered (the server, the tests, `vite` in development) but are left out of the console's
 * production bundle (`__SKIP_REGISTRATION_CHECKS__`, engine/core/registration-checks.d.ts; issue 14).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import type { AnyPlugin, Registry } from '../engine/core/index.ts';
import { createRegistry } from '../engine/core/index.ts';
import { leafPlugin } from './property/test-plugins.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** A plugin the checks refuse: it shows no invalid example. */
const unchecked = { ...leafPlugin, examples: { valid: leafPlugin.examples.valid, invalid: [] } } as AnyPlugin;
const refusal = /examples\.invalid is empty/;
/** Texts of the checks' refusals, which minification keeps. */
const checkTexts = [
  'examples.invalid is empty',
  'has no migration to version',
  'declares with another component',
];

describe('the registration checks', () => {
  it('run in Node (the server, vitest): the flag is undeclared here', () => {
    expect(typeof __SKIP_REGISTRATION_CHECKS__).toBe('undefined');
    expect(() => createRegistry().register(unchecked)).toThrow(refusal);
  });

  it('run under `vite` in development (vite.config.ts, the flag is defined for builds only)', async () => {
    const server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
    });
    try {
      const core = (await server.ssrLoadModule('/engine/core/index.ts')) as {
        createRegistry: () => Registry;
      };
      expect(() => core.createRegistry().register(unchecked)).toThrow(refusal);
      // What the browser gets from the dev server: the test is left to run.
      const registry = await server.transformRequest('/engine/core/registry.ts');
      expect(registry?.code).toContain('__SKIP_REGISTRATION_CHECKS__');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('are out of the production build', async () => {
    // vitest sets NODE_ENV=test; the console is built for production (as tests/e2e/global-setup.ts does).
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let chunks: Rolldown.OutputChunk[] = [];
    try {
      const result = await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { write: false },
      });
      chunks = (Array.isArray(result) ? result : [result]).flatMap((output) =>
        'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
      );
    } finally {
      if (previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = previous;
    }
    expect(chunks.length).toBeGreaterThan(20);
    // registry-checks.ts keeps what registering needs (the plugins' messages merged, their names).
    const found = chunks.flatMap((chunk) => [
      ...Object.entries(chunk.modules)
        .filter(([id, module]) => id.endsWith('/registry-schema-checks.ts') && module.renderedLength > 0)
        .map(() => `${chunk.fileName}: registry-schema-checks.ts`),
      ...checkTexts.filter((text) => chunk.code.includes(text)).map((text) => `${chunk.fileName}: ${text}`),
    ]);
    expect(found).toEqual([]);
  }, 120_000);
});
