/**
 * The plugins' server-only extras (a condition's `meaning`, an effect's `dryRun`) stay on the server: the
 * registries the server, tests and benches build in Node serve every one of them, a registry built where the
 * console's build flag is set (`__CONSOLE_BUNDLE__`, plugins/shared/console-bundle.d.ts) serves none of them but
 * keeps the conditions' JSON Logic forms, and the console's real build (vite.config.ts) holds none of their code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../engine/core/index.ts';
import { conditionRegistry } from '../plugins/conditions/meanings.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Condition types without a meaning on the server too (plugins/conditions/meanings.ts: not a friend's data). */
const WITHOUT_MEANING = [77, 115];

const typesWith = (
  registry: Registry,
  kind: 'condition' | 'effect',
  extra: 'meaning' | 'jsonLogic' | 'dryRun',
) =>
  registry
    .plugins(kind)
    .map((plugin) => plugin.type)
    .filter(
      (type) => (registry.extras(kind, type) as Record<string, unknown> | undefined)?.[extra] !== undefined,
    )
    .sort((a, b) => a - b);

const server = { conditions: conditionRegistry(), effects: createBuiltInRegistry() };
const conditionTypes = server.conditions
  .plugins('condition')
  .map((plugin) => plugin.type)
  .sort((a, b) => a - b);
const effectTypes = server.effects
  .plugins('effect')
  .map((plugin) => plugin.type)
  .sort((a, b) => a - b);

describe('on the server (Node: the flag is not defined)', () => {
  it('the flag is undeclared here: vitest does not take vite.config.ts’s define', () => {
    expect(typeof __CONSOLE_BUNDLE__).toBe('undefined');
  });

  it('every condition but 77 and 115 has its meaning, synchronously from the registry', () => {
    expect(conditionTypes.length).toBeGreaterThan(20);
    expect(typesWith(server.conditions, 'condition', 'meaning')).toEqual(
      conditionTypes.filter((type) => !WITHOUT_MEANING.includes(type)),
    );
    for (const type of typesWith(server.conditions, 'condition', 'meaning')) {
      const meaning = server.conditions.extras('condition', type)?.meaning;
      expect(meaning?.type, `condition ${type}`).toBe(type);
      expect(typeof meaning?.evaluate).toBe('function');
      expect(typeof meaning?.compile).toBe('function');
    }
  });

  it('every effect has its dry run', () => {
    expect(effectTypes.length).toBeGreaterThan(10);
    expect(typesWith(server.effects, 'effect', 'dryRun')).toEqual(effectTypes);
  });
});

describe('where the console build’s flag is set', () => {
  let built: { conditions: Registry; effects: Registry };

  beforeAll(async () => {
    // What the bundle evaluates (`typeof true === 'undefined'`), at run time: fresh plugin modules read the flag.
    (globalThis as { __CONSOLE_BUNDLE__?: true }).__CONSOLE_BUNDLE__ = true;
    vi.resetModules();
    const plugins = await import('../plugins/index.ts');
    const { registeredPlugins } = await import('../plugins/registered-conditions.generated.ts');
    const { createRegistryOf } = await import('../plugins/registry-of.ts');
    built = {
      conditions: createRegistryOf(registeredPlugins, { verify: false }),
      effects: plugins.createBuiltInRegistry(),
    };
  });

  afterAll(() => {
    delete (globalThis as { __CONSOLE_BUNDLE__?: true }).__CONSOLE_BUNDLE__;
    vi.resetModules();
  });

  it('no condition holds a meaning and no effect a dry run', () => {
    expect(built.conditions.plugins('condition').length).toBe(conditionTypes.length);
    expect(built.effects.plugins('effect').length).toBe(effectTypes.length);
    expect({
      meanings: typesWith(built.conditions, 'condition', 'meaning'),
      dryRuns: typesWith(built.effects, 'effect', 'dryRun'),
    }).toEqual({ meanings: [], dryRuns: [] });
  });

  it('every condition keeps its JSON Logic form (the funnel editor exports and imports with it)', () => {
    const forms = typesWith(server.conditions, 'condition', 'jsonLogic');
    expect(forms.length).toBeGreaterThan(15);
    expect(typesWith(built.conditions, 'condition', 'jsonLogic')).toEqual(forms);
  });
});

/** Every plugin source file, by path from the repository root. */
const pluginSources = readdirSync(join(root, 'plugins'), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test(-d)?\.tsx?$/.test(path))
  .map((path) => `plugins/${path.replaceAll('\\', '/')}`);

/**
 * Modules that hold only server-only extras, by name (meanings, dry runs). Not plugins/shared/conditions/meaning.ts:
 * beside the meanings' types and SQL helpers it holds the readers (intOf, idsOf, dayRange) the JSON Logic forms and
 * rules use too; the markers below find its SQL helpers.
 */
const serverOnlyModules = pluginSources.filter(
  (path) =>
    /(^|\/)(meanings?|dry-runs?|[\w-]+-meaning)\.ts$/.test(path) &&
    path !== 'plugins/shared/conditions/meaning.ts',
);

/**
 * Texts only the meanings' SQL holds, which minification keeps: the Kysely table names of a friend's data
 * (FriendTables, plugins/shared/conditions/friend-tables.ts) and a column of `friends f` as the meanings name it.
 */
const friendTables = [
  ...(
    /export interface FriendTables \{([^}]*)\}/.exec(
      readFileSync(join(root, 'plugins/shared/conditions/friend-tables.ts'), 'utf8'),
    )?.[1] ?? ''
  ).matchAll(/^\s+(friend_\w+):/gm),
].map((match) => match[1] as string);
const sqlMarkers: { what: string; pattern: RegExp }[] = [
  ...friendTables.map((table) => ({ what: `table ${table}`, pattern: new RegExp(`\\b${table}\\b`) })),
  { what: "a column of `friends f` ('f.memo')", pattern: /["'`]f\.[a-z_]+["'`]/ },
];

describe('the console’s build (vite.config.ts)', () => {
  let chunks: Rolldown.OutputChunk[] = [];

  beforeAll(async () => {
    // vitest sets NODE_ENV=test; the console is built for production (as tests/e2e/global-setup.ts does).
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const result = await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { write: false },
      });
      const outputs = Array.isArray(result) ? result : [result];
      chunks = outputs.flatMap((output) =>
        'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
      );
    } finally {
      if (previous === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = previous;
    }
  }, 120_000);

  /** The source modules whose code a chunk holds (a module tree-shaken to nothing renders no code). */
  const rendered = (chunk: Rolldown.OutputChunk) =>
    Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id.replaceAll('\\', '/'));

  it('has chunks, and the markers stand for code the server has', () => {
    expect(chunks.length).toBeGreaterThan(20);
    expect(serverOnlyModules).toEqual(
      expect.arrayContaining([
        'plugins/conditions/meanings.ts',
        'plugins/effects/dry-runs.ts',
        'plugins/shared/effects/dry-run.ts',
        'plugins/conditions/salon/meaning.ts',
      ]),
    );
    expect(friendTables).toEqual(expect.arrayContaining(['friend_tags', 'friend_values', 'friend_messages']));
    const conditionCode = pluginSources
      .filter((path) => path.startsWith('plugins/conditions/'))
      .map((path) => readFileSync(join(root, path), 'utf8'))
      .join('\n');
    for (const { what, pattern } of sqlMarkers) expect(conditionCode, what).toMatch(pattern);
  });

  it('holds no code of a module that only meanings or dry runs use', () => {
    const found = chunks.flatMap((chunk) =>
      rendered(chunk)
        .filter((id) => serverOnlyModules.some((path) => id.endsWith(`/${path}`)))
        .map((id) => `${chunk.fileName}: ${id.slice(root.length + 1)}`),
    );
    expect(found).toEqual([]);
  });

  it("holds none of the meanings' SQL", () => {
    const found = chunks.flatMap((chunk) =>
      sqlMarkers
        .filter(({ pattern }) => pattern.test(chunk.code))
        .map(({ what }) => `${chunk.fileName}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it("puts the composer's preview helper only with the composer (the text effect's dry run no longer ties it to the effects)", () => {
    const holding = chunks.filter((chunk) =>
      rendered(chunk).some((id) => id.endsWith('/plugins/shared/composer/preview.ts')),
    );
    expect(holding.length).toBeGreaterThan(0);
    for (const chunk of holding)
      expect(rendered(chunk), chunk.fileName).toContainEqual(
        expect.stringMatching(/\/plugins\/shared\/composer\/Composer\.tsx$/),
      );
  });
});
