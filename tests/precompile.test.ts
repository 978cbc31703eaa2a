/**
 * Precompiled validators (engine/build/precompile.ts) behave exactly like run-time ajv: same validity, same
 * errors, for every plugin's defaults and examples and every document kind. Checked three ways: the generated
 * module in plain Node ESM, the same module bundled by Vite, and a bundled registry whose default compiler the
 * build plugin swapped for the precompiled one (which must carry no schema compiler).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCompilerMarkers } from '../engine/build/check-bundle.ts';
import {
  GENERATED_DIR,
  generateValidatorsCode,
  generateValidatorsModule,
  registrySchemas,
  writeValidators,
} from '../engine/build/precompile.ts';
import { precompiledValidators } from '../engine/build/vite-plugin.ts';
import {
  type BlockSchema,
  createContext,
  precompiledCompiler,
  type ValidateFunction,
  validatorId,
} from '../engine/core/index.ts';
import { ajvCompiler, createAjv } from '../engine/core/validation/ajv.ts';
import { builtInDocuments, builtInPlugins, createBuiltInRegistry } from '../plugins/index.ts';
import { DOMAIN_KEYWORDS } from '../plugins/shared/keywords.ts';

interface Case {
  id: string;
  label: string;
  data: unknown;
}
interface Outcome {
  valid: boolean;
  errors: unknown[] | null;
}

const runtime = createBuiltInRegistry();
const garbage: unknown[] = [null, 'text', 42, [], {}];

/** Defaults, valid and invalid examples of every plugin, plus data no plugin accepts. */
const pluginCases: Case[] = builtInPlugins.flatMap((plugin) => {
  const id = validatorId.plugin(plugin.kind, plugin.type);
  return [
    { id, label: `${id} defaults`, data: plugin.defaults() },
    ...plugin.examples.valid.map((data, i) => ({ id, label: `${id} valid[${i}]`, data })),
    ...plugin.examples.invalid.map((example, i) => ({
      id,
      label: `${id} invalid[${i}]`,
      data: example.data,
    })),
    { id, label: `${id} unknown field`, data: { ...plugin.defaults(), no_such_field: 1 } },
    ...garbage.map((data, i) => ({ id, label: `${id} garbage[${i}]`, data })),
  ];
});

/** Document defaults, filled with every plugin's defaults, and broken envelopes. */
const documentCases: Case[] = builtInDocuments.flatMap((document) => {
  const id = validatorId.document(document.key);
  const defaults = document.defaults();
  const blocks = builtInPlugins.filter((p) => p.kind === document.blockKind).map((p) => p.defaults());
  return [
    { id, label: `${id} defaults`, data: defaults },
    { id, label: `${id} with blocks`, data: { ...defaults, [document.listField]: blocks } },
    { id, label: `${id} template without name`, data: { ...defaults, is_template: 1, a_name: '' } },
    { id, label: `${id} list not an array`, data: { ...defaults, [document.listField]: 'x' } },
    { id, label: `${id} block without type`, data: { ...defaults, [document.listField]: [{}] } },
    { id, label: `${id} unknown field`, data: { ...defaults, no_such_field: true } },
    ...garbage.map((data, i) => ({ id, label: `${id} garbage[${i}]`, data })),
  ];
});

/** A schema that needs every kind of runtime helper: ucs2length, equal, formats. */
const helperSchema = {
  type: 'object',
  properties: {
    at: { type: 'string', format: 'date-time' },
    mail: { type: 'string', format: 'email' },
    name: { type: 'string', minLength: 2, maxLength: 5 },
    pairs: { type: 'array', uniqueItems: true, items: { type: 'object' } },
    fixed: { const: { a: 1 } },
  },
  additionalProperties: false,
} as const satisfies BlockSchema;
const helperCases: Case[] = [
  {
    id: 'test:helpers',
    label: 'helpers valid',
    data: {
      at: '2026-11-01T09:30:00Z',
      mail: 'a@example.com',
      name: 'abc',
      pairs: [{ a: 1 }, { a: 2 }],
      fixed: { a: 1 },
    },
  },
  {
    id: 'test:helpers',
    label: 'helpers invalid',
    // One emoji is one character for ajv (ucs2length) though its JavaScript length is 2.
    data: { at: 'soon', mail: 'nobody', name: '😀', pairs: [{ a: 1 }, { a: 1 }], fixed: { a: 2 } },
  },
];

/** What run-time ajv (the engine's configuration) answers, JSON round-tripped like the subprocess results. */
function runtimeOutcomes(cases: readonly Case[], schemas: ReadonlyMap<string, BlockSchema>): Outcome[] {
  const compile = ajvCompiler(createAjv({ keywords: DOMAIN_KEYWORDS }));
  return cases.map(({ id, data }) => {
    const validate = compile(id, schemas.get(id) as BlockSchema);
    const valid = validate(data);
    return JSON.parse(JSON.stringify({ valid, errors: validate.errors ?? null }));
  });
}

let dir: string;
const RUNNER = `import { readFileSync } from 'node:fs';
const [moduleUrl, casesFile] = process.argv.slice(2);
const mod = await import(moduleUrl);
const validators = mod.validators ?? mod.default;
const cases = JSON.parse(readFileSync(casesFile, 'utf8'));
const outcomes = cases.map(({ id, data }) => {
  const validate = validators[id];
  if (!validate) throw new Error('no validator ' + id);
  const valid = validate(data);
  return { valid, errors: validate.errors ?? null };
});
process.stdout.write(JSON.stringify(outcomes));
`;

/** Runs the validators of a module over the cases in a plain Node process (no Vite, no vitest loaders). */
function plainNodeOutcomes(moduleFile: string, cases: readonly Case[], name: string): Outcome[] {
  const casesFile = join(dir, `${name}.cases.json`);
  writeFileSync(casesFile, JSON.stringify(cases));
  const out = execFileSync(
    process.execPath,
    [join(dir, 'runner.mjs'), pathToFileURL(moduleFile).href, casesFile],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out);
}

/** Writes generated code inside the repository (so bare imports resolve to node_modules) and answers its path. */
function writeModule(name: string, code: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  return file;
}

/** Bundles an entry with Vite (minified, every dependency inlined) into one ES module and answers its path. */
async function bundle(entry: string, name: string, plugins: Plugin[] = []): Promise<string> {
  const outDir = join(dir, `bundle-${name}`);
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      lib: { entry, formats: ['es'], fileName: () => 'bundle.js' },
      // One file even though plugins load their widgets with import(): the checks read bundle.js alone.
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  });
  return join(outDir, 'bundle.js');
}

function expectSameOutcomes(cases: readonly Case[], actual: Outcome[], expected: Outcome[]): void {
  expect(actual).toHaveLength(cases.length);
  cases.forEach((c, i) => {
    expect(actual[i], c.label).toEqual(expected[i]);
  });
}

function expectCleanCode(code: string): void {
  expect(code).not.toMatch(/\brequire\s*\(/);
  expect(code).not.toContain('new Function');
}

beforeAll(() => {
  mkdirSync(GENERATED_DIR, { recursive: true });
  dir = mkdtempSync(join(GENERATED_DIR, 'test-'));
  writeFileSync(join(dir, 'runner.mjs'), RUNNER);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('precompiled plugin validators', () => {
  const schemas = new Map(
    builtInPlugins.map((p) => [validatorId.plugin(p.kind, p.type), p.schema as BlockSchema] as const),
  );
  let code: string;
  let file: string;

  beforeAll(() => {
    code = generateValidatorsCode(schemas, DOMAIN_KEYWORDS);
    file = writeModule('plugins', code);
  });

  it('are ESM without require() or new Function', () => {
    expectCleanCode(code);
    expect(code).toMatch(/^import \* as __runtime0 from "ajv\/dist\/runtime\/ucs2length\.js";$/m);
    for (const id of schemas.keys()) expect(code).toContain(`${JSON.stringify(id)}:`);
  });

  it('answer like run-time ajv in plain Node ESM (defaults, valid and invalid examples)', () => {
    const expected = runtimeOutcomes(pluginCases, schemas);
    expect(expected.some((o) => o.valid) && expected.some((o) => !o.valid)).toBe(true);
    expectSameOutcomes(pluginCases, plainNodeOutcomes(file, pluginCases, 'plugins'), expected);
  });

  it('answer like run-time ajv when Vite bundles them', async () => {
    const bundled = await bundle(file, 'plugins');
    expectSameOutcomes(
      pluginCases,
      plainNodeOutcomes(bundled, pluginCases, 'plugins-bundled'),
      runtimeOutcomes(pluginCases, schemas),
    );
  }, 60_000);

  it('give a registry the same issues as run-time ajv', async () => {
    const { validators } = (await import(pathToFileURL(file).href)) as {
      validators: Record<string, ValidateFunction>;
    };
    const precompiled = createBuiltInRegistry({ compiler: precompiledCompiler(validators) });
    for (const plugin of builtInPlugins) {
      for (const c of pluginCases.filter((c) => c.id === validatorId.plugin(plugin.kind, plugin.type))) {
        for (const lang of ['ja', 'en'] as const) {
          const ctx = createContext({ lang });
          expect(precompiled.validateBlock(plugin.kind, c.data, ctx), `${c.label} (${lang})`).toEqual(
            runtime.validateBlock(plugin.kind, c.data, ctx),
          );
        }
      }
    }
  });
});

describe('precompiled document validators', () => {
  const schemas = new Map(
    builtInDocuments.map((d) => [validatorId.document(d.key), d.schema as BlockSchema] as const),
  );

  it('answer like run-time ajv in plain Node ESM', () => {
    const code = generateValidatorsCode(schemas, DOMAIN_KEYWORDS);
    expectCleanCode(code);
    const expected = runtimeOutcomes(documentCases, schemas);
    expectSameOutcomes(
      documentCases,
      plainNodeOutcomes(writeModule('documents', code), documentCases, 'documents'),
      expected,
    );
  });
});

describe('generateValidatorsModule', () => {
  it('covers every plugin and document of the registry under its validatorId', () => {
    const registry = createBuiltInRegistry();
    const code = generateValidatorsModule(registry);
    expectCleanCode(code);
    const ids = [...registrySchemas(registry).keys()];
    expect([...ids].sort()).toEqual(
      [
        ...builtInPlugins.map((p) => validatorId.plugin(p.kind, p.type)),
        ...builtInDocuments.map((d) => validatorId.document(d.key)),
      ].sort(),
    );
    for (const id of ids) expect(code).toContain(`${JSON.stringify(id)}:`);
  });

  it('rewrites every runtime helper (ucs2length, equal, formats) to imports that work in Node and bundled', async () => {
    const schemas = new Map<string, BlockSchema>([['test:helpers', helperSchema]]);
    const code = generateValidatorsCode(schemas, DOMAIN_KEYWORDS);
    expectCleanCode(code);
    expect(code).toContain('from "ajv/dist/runtime/ucs2length.js"');
    expect(code).toContain('from "ajv/dist/runtime/equal.js"');
    expect(code).toContain('from "ajv-formats/dist/formats.js"');
    const file = writeModule('helpers', code);
    const expected = runtimeOutcomes(helperCases, schemas);
    expect(expected.map((o) => o.valid)).toEqual([true, false]);
    expect((expected[1]?.errors ?? []).map((e) => (e as { keyword: string }).keyword).sort()).toEqual([
      'const',
      'format',
      'format',
      'minLength',
      'uniqueItems',
    ]);
    expectSameOutcomes(helperCases, plainNodeOutcomes(file, helperCases, 'helpers'), expected);
    const bundled = await bundle(file, 'helpers');
    expectSameOutcomes(helperCases, plainNodeOutcomes(bundled, helperCases, 'helpers-bundled'), expected);
  }, 60_000);

  it('names each schema that does not compile', () => {
    const broken = new Map<string, BlockSchema>([
      ['document:broken', { properties: { a: { minLength: 1 } } }],
    ]);
    expect(() => generateValidatorsCode(broken)).toThrow(/Schema "document:broken" does not compile/);
  });
});

describe('the production build plugin', () => {
  it('swaps run-time ajv for the precompiled validators, so no schema compiler is bundled', async () => {
    const schemas = new Map(
      builtInPlugins.map((p) => [validatorId.plugin(p.kind, p.type), p.schema as BlockSchema] as const),
    );
    const generated = writeModule('registry-validators', generateValidatorsCode(schemas, DOMAIN_KEYWORDS));
    // The registry module, imported the way the app imports it, validating every case in the bundle.
    const entry = writeModule(
      'registry-entry',
      `import { createBuiltInRegistry } from ${JSON.stringify(fileURLToPath(new URL('../plugins/index.ts', import.meta.url)))};
export const issues = (kind, data) => createBuiltInRegistry().validateBlock(kind, data);
`,
    );
    // Points the precompiled compiler at this test's generated module instead of engine/build/generated.
    const generatedHere: Plugin = {
      name: 'test:generated-validators',
      enforce: 'pre',
      resolveId: (source) => (source === './generated/validators.js' ? generated : null),
    };
    const swapped = await bundle(entry, 'registry', [
      generatedHere,
      precompiledValidators({ generate: false }),
    ]);
    const control = await bundle(entry, 'registry-runtime');
    const swappedCode = readFileSync(swapped, 'utf8');
    const controlCode = readFileSync(control, 'utf8');

    expect(findCompilerMarkers(swappedCode)).toEqual([]);
    // The check finds the compiler when it is there, minified.
    expect(findCompilerMarkers(controlCode).map((f) => f.what)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('new Function'),
        expect.stringContaining('ajv-formats'),
      ]),
    );
    // No size comparison: generated validators grow with every schema while the compiler is a fixed cost, so
    // which is smaller depends on the registry. What the build must guarantee is no compiler and no eval; the
    // size budget of the first route is the benchmark's (npm run bench).

    // The bundled registry answers like the run-time one.
    const issuesScript = `import { issues } from ${JSON.stringify(pathToFileURL(swapped).href)};
import { readFileSync } from 'node:fs';
const cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));
process.stdout.write(JSON.stringify(cases.map((c) => issues(c.kind, c.data))));`;
    const script = writeModule('registry-run', issuesScript);
    const cases = pluginCases.map((c) => ({ ...c, kind: c.id.split(':')[0] }));
    const casesFile = join(dir, 'registry.cases.json');
    writeFileSync(casesFile, JSON.stringify(cases));
    const actual = JSON.parse(execFileSync(process.execPath, [script, casesFile], { encoding: 'utf8' }));
    const expected = JSON.parse(JSON.stringify(cases.map((c) => runtime.validateBlock(c.kind, c.data))));
    expect(actual).toEqual(expected);
  }, 60_000);
  it("perFolder: each document kind's module carries its validator, each plugin index its folder's", async () => {
    // The parts go where the console's build puts them (engine/build/generated, git-ignored).
    await writeValidators();
    const module = (path: string) => JSON.stringify(fileURLToPath(new URL(`../${path}`, import.meta.url)));
    // The console's way: a registry of the effects, the conditions registered after a dynamic import.
    const entry = writeModule(
      'per-folder-entry',
      `import { createRegistryOf } from ${module('plugins/registry-of.ts')};
import { builtInDocuments as documents } from ${module('plugins/documents.ts')};
import { registeredPlugins as effects } from ${module('plugins/registered-effects.generated.ts')};
const registry = createRegistryOf(effects, { documents });
export async function issues(cases) {
  const { registeredPlugins: conditions } = await import(${module('plugins/registered-conditions.generated.ts')});
  for (const plugin of conditions) registry.register(plugin);
  return cases.map((c) => registry.validateBlock(c.kind, c.data));
}
export function documentErrors(samples) {
  return samples.map(([key, data]) => {
    const validate = registry.validator('document:' + key);
    return [validate(data), validate.errors ?? null];
  });
}
`,
    );
    const swapped = await bundle(entry, 'per-folder', [
      precompiledValidators({ generate: false, perFolder: true }),
    ]);
    const swappedCode = readFileSync(swapped, 'utf8');
    expect(findCompilerMarkers(swappedCode)).toEqual([]);
    // Each document kind's validator came with its module (the compiler itself carries none).
    for (const key of ['action', 'funnel', 'form', 'richmenu'])
      expect(swappedCode).toContain(`"document:${key}"`);
    const script = writeModule(
      'per-folder-run',
      `import { documentErrors, issues } from ${JSON.stringify(pathToFileURL(swapped).href)};
import { readFileSync } from 'node:fs';
const cases = JSON.parse(readFileSync(process.argv[2], 'utf8'));
process.stdout.write(JSON.stringify(process.argv[3] ? documentErrors(JSON.parse(readFileSync(process.argv[3], 'utf8'))) : await issues(cases)));`,
    );
    // The two kinds this entry registers (the console's action pages); other folders work the same way.
    const cases = pluginCases
      .map((c) => ({ ...c, kind: c.id.split(':')[0] }))
      .filter((c) => c.kind === 'effect' || c.kind === 'condition');
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['effect', 'condition']));
    const casesFile = join(dir, 'per-folder.cases.json');
    writeFileSync(casesFile, JSON.stringify(cases));
    const actual = JSON.parse(execFileSync(process.execPath, [script, casesFile], { encoding: 'utf8' }));
    const expected = JSON.parse(JSON.stringify(cases.map((c) => runtime.validateBlock(c.kind, c.data))));
    expect(actual).toEqual(expected);
    // Every document kind validates in the bundle as at run time: its defaults, and the same with a stray field.
    const samples = runtime.documents().flatMap((document) => [
      [document.key, document.defaults()],
      [document.key, { ...document.defaults(), stray: 1 }],
    ]);
    const samplesFile = join(dir, 'per-folder.documents.json');
    writeFileSync(samplesFile, JSON.stringify(samples));
    const documentActual = JSON.parse(
      execFileSync(process.execPath, [script, casesFile, samplesFile], { encoding: 'utf8' }),
    );
    const documentExpected = samples.map(([key, data]) => {
      const validate = runtime.validator(`document:${key}`);
      return [validate(data), validate.errors ?? null];
    });
    expect(documentActual).toEqual(JSON.parse(JSON.stringify(documentExpected)));
    expect(documentActual.filter(([valid]: [boolean]) => !valid).length).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
