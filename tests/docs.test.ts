import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnyPlugin,
  type BlockSchema,
  createRegistry,
  defineDocument,
  definePlugin,
  type Registry,
} from '../engine/core/index.ts';
import { createAjv } from '../engine/core/validation/ajv.ts';
import {
  describeDiff,
  diffReference,
  generateReference,
  isUpToDate,
  JSON_SCHEMA_DRAFT_07,
  KIND_FOLDERS,
  REFERENCE_BASE_URL,
  renderPluginTemplate,
} from '../engine/docs/index.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';
import { DOMAIN_KEYWORDS } from '../plugins/shared/keywords.ts';

const root = join(import.meta.dirname, '..');

function readFolder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path).split(sep).join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** Relative links of the Markdown pages that point at no generated file. */
function brokenLinks(files: Map<string, string>): string[] {
  const broken: string[] = [];
  for (const [path, content] of files) {
    if (!path.endsWith('.md')) continue;
    for (const [, href] of content.matchAll(/\]\(([^)#]+)\)/g)) {
      const target = posix.normalize(posix.join(posix.dirname(path), decodeURI(href)));
      if (!files.has(target)) broken.push(`${path} -> ${href}`);
    }
  }
  return broken;
}

describe('docs/reference', () => {
  it('is what the registry generates (otherwise: run npm run docs)', () => {
    const diff = diffReference(
      generateReference(createBuiltInRegistry()),
      readFolder(join(root, 'docs/reference')),
    );
    expect(isUpToDate(diff), describeDiff(diff)).toBe(true);
  });

  it('links only to files it holds', () => {
    expect(brokenLinks(generateReference(createBuiltInRegistry()))).toEqual([]);
  });

  it('holds JSON Schemas that ajv compiles, and the document schema accepts every valid example', () => {
    const registry = createBuiltInRegistry();
    const files = generateReference(registry);
    const ajv = createAjv({ keywords: registry.keywords() });
    for (const [path, content] of files)
      if (path.endsWith('.schema.json')) ajv.addSchema(JSON.parse(content));
    const action = ajv.getSchema(`${REFERENCE_BASE_URL}documents/action.schema.json`)!;
    const inputs = registry.plugins('effect').flatMap((plugin) => plugin.examples.valid);
    expect(action({ ...actionDefaults(registry), inputs }), JSON.stringify(action.errors)).toBe(true);
    expect(action({ inputs: [{ type: 999 }] })).toBe(false);
    expect(action({ inputs: [{ type: 1, text: 'x' }] })).toBe(false); // delay_type is required
  });
});

function actionDefaults(registry: Registry) {
  return registry.document('action')!.defaults();
}

// A tiny registry: one test plugin with every feature the pages describe, one container, one document.
const sampleSchema = {
  type: 'object',
  title: '見本 <img src=x onerror=alert(1)>',
  'x-title-en': 'Sample',
  properties: {
    type: { const: 7 },
    mode: {
      type: 'integer',
      title: 'モード',
      'x-title-en': 'Mode',
      oneOf: [
        { const: 0, title: '通常', 'x-title-en': 'Normal' },
        { const: 1, title: '上限あり', 'x-title-en': 'Limited' },
      ],
    },
    note: { type: 'string', maxLength: 20, title: '<img src=x onerror=alert(1)>', 'x-title-en': 'a | b' },
    tag_ids: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      uniqueItems: true,
      title: 'タグ',
      'x-item': 'tag',
    },
    limit: { type: 'integer', minimum: 1, maximum: 5, title: '上限', 'x-title-en': 'Limit' },
  },
  required: ['type', 'mode'],
  additionalProperties: false,
  allOf: [{ if: { properties: { mode: { const: 1 } } }, then: { required: ['limit'] } }],
} as const satisfies BlockSchema;

const samplePlugin = definePlugin({
  kind: 'widget',
  type: 7,
  key: 'sample',
  label: { ja: '見本|縦線', en: 'Sample' },
  multiplicity: 'single',
  ability: 'pro',
  listed: false,
  version: 2,
  migrations: { 2: (old: Record<string, unknown>) => ({ ...old, mode: 0 }) },
  schema: sampleSchema,
  defaults: () => ({ type: 7 as const, mode: 0 as const, note: '初期メモ', tag_ids: [] }),
  summary: () => '見本',
  rules: [{ code: 'limit_too_small', path: '/limit', violated: (d) => d.mode === 1 && (d.limit ?? 0) < 2 }],
  changes: [
    {
      on: ['mode'],
      description: { ja: 'モードを変えると上限を消します', en: 'Changing the mode clears the limit' },
      apply(draft) {
        delete draft.limit;
      },
    },
  ],
  messages: { limit_too_small: { ja: '{field}は2以上にしてください', en: '{field} must be 2 or more' } },
  examples: {
    valid: [{ type: 7, mode: 1, limit: 3 }],
    invalid: [{ data: { type: 7, mode: 1, limit: 1 }, expect: 'limit_too_small', path: '/limit' }],
  },
});

const boxSchema = {
  type: 'object',
  title: '箱',
  properties: { type: { const: 8 }, children: { type: 'array', title: '中身', items: { type: 'object' } } },
  required: ['type', 'children'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const boxPlugin = definePlugin({
  kind: 'widget',
  type: 8,
  key: 'box',
  label: { ja: '箱', en: 'Box' },
  multiplicity: 'multiple',
  listed: true,
  nested: { field: 'children', kind: 'widget' },
  version: 1,
  migrations: {},
  schema: boxSchema,
  defaults: () => ({ type: 8 as const, children: [] }),
  summary: () => '箱',
  examples: { valid: [{ type: 8, children: [] }], invalid: [{ data: { type: 8 }, expect: 'required' }] },
});

const sheetDocument = defineDocument({
  key: 'sheet',
  label: { ja: 'シート', en: 'Sheet' },
  idField: 'sid',
  nameField: 'name',
  blockKind: 'widget',
  listField: 'items',
  schema: {
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'object' } } },
    required: ['items'],
  } as const satisfies BlockSchema,
  defaults: () => ({ items: [] }),
});

function tinyRegistry(plugins: readonly AnyPlugin[] = [samplePlugin, boxPlugin]): Registry {
  const registry = createRegistry({ keywords: DOMAIN_KEYWORDS });
  for (const plugin of plugins) registry.register(plugin);
  registry.registerDocument(sheetDocument);
  return registry;
}

describe('generateReference', () => {
  const files = generateReference(tinyRegistry());
  const samplePage = files.get('widget/7-sample.md')!;

  it('writes a page and a schema per type, a page and a schema per document, and the indexes, sorted', () => {
    expect([...files.keys()]).toEqual([
      'README.md',
      'documents/sheet.md',
      'documents/sheet.schema.json',
      'messages.md',
      'widget/7-sample.md',
      'widget/7-sample.schema.json',
      'widget/8-box.md',
      'widget/8-box.schema.json',
      'widget/README.md',
    ]);
  });

  it('links only to files it generates', () => {
    expect(brokenLinks(files)).toEqual([]);
  });

  it('is deterministic and independent of registration order', () => {
    expect(generateReference(tinyRegistry([boxPlugin, samplePlugin]))).toEqual(files);
  });

  it('describes labels, enum labels, defaults, conditions, items, rules, change rules and examples', () => {
    expect(samplePage).toContain('`0` 通常 (Normal); `1` 上限あり (Limited)');
    expect(samplePage).toContain('"note": "初期メモ"');
    expect(samplePage).toContain('| `note` |');
    expect(samplePage).toContain('`"初期メモ"`');
    expect(samplePage).toContain('when `mode` = `1` (上限あり)');
    expect(samplePage).toContain('| `tag` |');
    expect(samplePage).toContain('uniqueItems; items: minimum 1');
    expect(samplePage).toContain(
      '| `limit_too_small` | `/limit` | error | 上限は2以上にしてください | Limit must be 2 or more |',
    );
    expect(samplePage).toContain('モードを変えると上限を消します');
    expect(samplePage).toContain(
      'Expected `limit_too_small` at `/limit`: 上限は2以上にしてください / Limit must be 2 or more.',
    );
    expect(samplePage).toContain('既に追加されています');
    expect(samplePage).toContain('`pro`: offered only to accounts that have it');
    expect(samplePage).toContain('no: loads, validates and saves');
    expect(samplePage).toContain('migrations to 2');
  });

  it('escapes pipes and HTML in plugin text', () => {
    expect(samplePage).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(samplePage).toContain('a \\| b');
    expect(files.get('widget/README.md')).toContain('| 見本\\|縦線 |');
    for (const [path, content] of files) if (path.endsWith('.md')) expect(content, path).not.toContain('<');
    // Every row of the fields table keeps its 9 columns.
    const rows = samplePage.split('\n').filter((line) => line.startsWith('| `'));
    for (const row of rows.slice(0, 5)) expect(row.split(/(?<!\\)\|/).length - 2).toBe(9);
  });

  it('publishes the schema with $schema, $id, the data version and the nested list as references', () => {
    const sample = JSON.parse(files.get('widget/7-sample.schema.json')!);
    expect(sample.$schema).toBe(JSON_SCHEMA_DRAFT_07);
    expect(sample.$id).toBe(`${REFERENCE_BASE_URL}widget/7-sample.schema.json`);
    expect(sample.properties._v).toMatchObject({ const: 2 });
    expect(sample.required).toEqual(['type', 'mode', '_v']);
    expect(files.get('widget/7-sample.schema.json')).toBe(`${JSON.stringify(sample, null, 2)}\n`);
    const box = JSON.parse(files.get('widget/8-box.schema.json')!);
    expect(box.properties.children.items).toEqual({
      oneOf: [{ $ref: '7-sample.schema.json' }, { $ref: '8-box.schema.json' }],
    });
    const sheet = JSON.parse(files.get('documents/sheet.schema.json')!);
    expect(sheet.properties.items.items.oneOf).toEqual([
      { $ref: '../widget/7-sample.schema.json' },
      { $ref: '../widget/8-box.schema.json' },
    ]);
  });

  it('lists every message code with both languages', () => {
    const messages = files.get('messages.md')!;
    expect(messages).toContain(
      '| `limit_too_small` | {field}は2以上にしてください | {field} must be 2 or more | widget/sample | widget/sample |',
    );
    expect(messages).toContain('| `already_added` | 既に追加されています | Already added | engine |');
  });

  it('refuses names that would leave docs/reference', () => {
    const registry = createRegistry({ keywords: DOMAIN_KEYWORDS });
    registry.register({ ...boxPlugin, kind: '../escape', nested: undefined } as AnyPlugin);
    expect(() => generateReference(registry)).toThrow(/letters, digits/);
  });
});

describe('renderPluginTemplate', () => {
  // Inside the repo, two folders down like plugins/<folder>/, so the template's relative imports resolve.
  let dir: string;
  const kinds = Object.keys(KIND_FOLDERS) as (keyof typeof KIND_FOLDERS)[];
  const files = kinds.map((kind, index) => ({ kind, type: 900 + index, key: `new-${kind}` }));

  beforeAll(() => {
    dir = mkdtempSync(join(root, 'docs', '.new-plugin-'));
    for (const { kind, type, key } of files)
      writeFileSync(join(dir, `${key}.ts`), renderPluginTemplate(kind, type, key));
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.json', include: ['*.ts'] }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const { kind, type, key } of files) {
    it(`writes a ${kind} plugin that registers (defaults and examples verified)`, async () => {
      const module = await import(pathToFileURL(join(dir, `${key}.ts`)).href);
      const [plugin] = Object.values(module) as AnyPlugin[];
      const registry = createRegistry({ keywords: DOMAIN_KEYWORDS });
      expect(() => registry.register(plugin)).not.toThrow();
      expect(registry.get(kind, type)?.key).toBe(key);
      expect(generateReference(registry).has(`${kind}/${type}-${key}.md`)).toBe(true);
    });
  }

  it('writes files that typecheck', () => {
    const tsc = join(root, 'node_modules/.bin/tsc');
    const result = spawnSync(tsc, ['--noEmit', '-p', join(dir, 'tsconfig.json')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  }, 60_000);
});
