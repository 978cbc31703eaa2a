import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addableTypes, createContext, type Registry, withBlockLabels } from '../../engine/core/index.ts';
import { generateReference } from '../../engine/docs/index.ts';
import { findPluginExports, PLUGIN_INDEX_FILE, writePluginIndex } from '../../scripts/plugin-index.ts';
import { backends, type Client, startServer, type TestServer } from '../api/support.ts';

/**
 * "A new block type is one file and nothing else" (issue 12), as a developer meets it: into a copy of plugins/
 * go two files written from docs/plugin-authoring.md alone (fixtures/): effect 60, a staff notification with a
 * list of strings, an optional object with a rule, and a change rule; and condition 121, a message count. Nothing
 * else is edited. Then what `npm test` would do: the index is regenerated, the files type-check, the registry
 * takes them (its registration checks run), the add menus offer them, the server validates them with the
 * plugins' Japanese messages, docs/reference gets their pages, the or-group names the condition, and the
 * contract and property suites run over them (in a child vitest on the copy). The figures are in
 * docs/plugin-authoring.md ("The one-file check").
 */
const root = resolve(import.meta.dirname, '../..');
const copy = join(root, 'test-results', `authoring-${process.pid}`);
const fixtures = join(import.meta.dirname, 'fixtures');
const NEW_FILES = {
  'effects/staff-notification.ts': 'staff-notification.ts.txt',
  'conditions/message-count.ts': 'message-count.ts.txt',
} as const;

let registry: Registry;
let server: TestServer;
let client: Client;

beforeAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  // The plugins and document kinds as committed; the engine they import is the real one.
  const notTests = (source: string) => !/\.test\.tsx?$/.test(source);
  cpSync(join(root, 'plugins'), join(copy, 'plugins'), { recursive: true, filter: notTests });
  cpSync(join(root, 'documents'), join(copy, 'documents'), { recursive: true, filter: notTests });
  symlinkSync(join(root, 'engine'), join(copy, 'engine'), 'dir');
  for (const [target, fixture] of Object.entries(NEW_FILES)) {
    writeFileSync(join(copy, 'plugins', target), readFileSync(join(fixtures, fixture)));
  }
  writePluginIndex(copy);
  registry = (await import(pathToFileURL(join(copy, 'plugins/index.ts')).href)).createBuiltInRegistry();
  server = await startServer(backends[0], { registry });
  client = await server.client();
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(copy, { recursive: true, force: true });
});

describe('a new block type in one file', () => {
  it('is registered by the generated index, with no other file edited', () => {
    const exports = findPluginExports(copy).map((entry) => entry.name);
    expect(exports).toContain('staffNotificationEffect');
    expect(exports).toContain('messageCountCondition');
    // The copy differs from the committed plugins only by the two files and the regenerated index.
    const committed = new Set(findPluginExports(root).map((entry) => entry.name));
    expect(exports.filter((name) => !committed.has(name)).sort()).toEqual([
      'messageCountCondition',
      'staffNotificationEffect',
    ]);
    expect(readFileSync(join(copy, PLUGIN_INDEX_FILE), 'utf8')).not.toBe(
      readFileSync(join(root, PLUGIN_INDEX_FILE), 'utf8'),
    );
  });

  it('type-checks as written (the data type inferred from its schema)', () => {
    const config = join(copy, 'tsconfig.json');
    const base = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
    const files = Object.keys(NEW_FILES).map((file) => join(copy, 'plugins', file));
    writeFileSync(config, JSON.stringify({ compilerOptions: base.compilerOptions, files, include: [] }));
    const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', config], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('is offered by the add menus, after the catalogued types (no menuOrder)', () => {
    const ctx = createContext({ abilities: [] });
    const effects = addableTypes(registry, 'effect', [], ctx).map((entry) => entry.plugin.type);
    const conditions = addableTypes(registry, 'condition', [], ctx).map((entry) => entry.plugin.type);
    expect(effects.at(-1)).toBe(60);
    expect(conditions).toContain(121);
  });

  it('is named by the or-group that holds it', () => {
    const ctx = withBlockLabels(createContext(), registry);
    const group = { type: 120, inputs: [{ type: 121, compare: 0, count: 3, days: 30 }] };
    expect(registry.get('condition', 120)!.summary(group, ctx)).toBe('いずれかに一致(1件: メッセージ数)');
  });

  it('is validated by the server with its own messages', async () => {
    const action = (inputs: unknown[]) => ({ a_name: '通知テスト', a_twice_type: 0, inputs });
    const good = await client.post(
      '/api/action/register',
      action([{ type: 60, staff_ids: ['s-001'], message: '予約あり', urgent: false }]),
    );
    expect(good.statusCode, good.body).toBe(200);
    const bad = await client.post(
      '/api/action/register',
      action([
        {
          type: 60,
          staff_ids: [],
          message: 'x',
          urgent: false,
          quiet_hours: { from: '09:00', to: '09:00' },
        },
      ]),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('スタッフID');
    const rule = await client.post(
      '/api/action/register',
      action([
        {
          type: 60,
          staff_ids: ['a'],
          message: 'x',
          urgent: false,
          quiet_hours: { from: '09:00', to: '09:00' },
        },
      ]),
    );
    expect(rule.statusCode).toBe(422);
    expect(rule.body).toContain('通知しない時間帯の開始と終了が同じです');
    const funnel = await client.post('/api/funnel/register', {
      name: 'よく話す友だち',
      inputs: [{ type: 121, compare: 0, count: 5, days: 30 }],
    });
    expect(funnel.statusCode, funnel.body).toBe(200);
  });

  it('gets its reference pages, the list minimum shown', () => {
    const pages = generateReference(registry);
    const effect = pages.get('effect/60-staff-notification.md');
    expect(effect).toBeDefined();
    expect(effect).toContain('通知しない時間帯の開始と終了が同じです');
    expect(pages.get('effect/60-staff-notification.schema.json')).toContain('"minItems": 1');
    expect(pages.get('condition/121-message-count.md')).toContain('メッセージ数');
  });

  it('passes the contract and property suites, run over it by npm test', () => {
    const report = join(copy, 'suites.json');
    const run = spawnSync(
      join(root, 'node_modules/.bin/vitest'),
      [
        'run',
        '--project',
        'unit',
        'tests/contract/plugins.contract.test.ts',
        'tests/property/registered-plugins.property.test.ts',
        '--reporter=json',
        `--outputFile=${report}`,
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, PLUGIN_SUITE_ROOT: copy, PLUGIN_SUITE_ONLY: 'effect:60,condition:121' },
      },
    );
    expect(existsSync(report), run.stderr).toBe(true);
    const results = JSON.parse(readFileSync(report, 'utf8'));
    const names: string[] = results.testResults.flatMap(
      (file: { assertionResults: { fullName: string }[] }) =>
        file.assertionResults.map((test) => test.fullName),
    );
    expect(names.some((name) => name.includes('effect/60 staff-notification'))).toBe(true);
    expect(names.some((name) => name.includes('condition/121 message-count'))).toBe(true);
    expect(results.numFailedTests, run.stdout.slice(-3000)).toBe(0);
    expect(results.numPassedTests).toBeGreaterThan(10);
    expect(run.status).toBe(0);
  }, 180_000);
});
