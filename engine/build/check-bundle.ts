/**
 * Checks a production bundle after `vite build`: no schema compiler (ajv's compiler, ajv-formats' keyword code)
 * and no dynamic code evaluation (`new Function`, `eval`), so the page runs under a CSP without `unsafe-eval`
 * (DESIGN §6). Prints the size of every JS chunk, raw and gzip; exits 1 with the findings otherwise.
 *
 * @example npx vite build && npx tsx engine/build/check-bundle.ts [dist]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Texts that only ajv's compiler or ajv-formats' plugin code contain (strings survive minification). */
export const COMPILER_MARKERS: readonly { what: string; pattern: RegExp }[] = [
  {
    what: 'dynamic code evaluation (new Function / Function())',
    pattern: /(?<![\w$.])(?:new\s+)?Function\s*\(/,
  },
  { what: 'dynamic code evaluation (eval())', pattern: /(?<![\w$.])eval\s*\(/ },
  { what: "ajv's compiler (strict mode checks)", pattern: /strict mode: / },
  { what: "ajv's schema store (ajv/dist/core)", pattern: /schema with key or id/ },
  { what: "ajv's code generator (ajv/dist/compile/codegen)", pattern: /CodeGen: / },
  { what: "ajv's meta-schema", pattern: /json-schema\.org\/draft-07\/schema/ },
  { what: "ajv-formats' plugin (ajv-formats/dist/index)", pattern: /ajv-formats\/dist\/formats/ },
];

/** A compiler marker found in a chunk, with a little context. */
export interface Finding {
  file: string;
  what: string;
  excerpt: string;
}

/** The compiler markers in one chunk's code. */
export function findCompilerMarkers(code: string, file = '<code>'): Finding[] {
  const findings: Finding[] = [];
  for (const { what, pattern } of COMPILER_MARKERS) {
    const match = pattern.exec(code);
    if (match) {
      const excerpt = code.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
      findings.push({ file, what, excerpt: excerpt.replace(/\s+/g, ' ') });
    }
  }
  return findings;
}

/** Size of a chunk, raw and gzip (zlib's default level; Vite's own report differs by about 1%). */
export function chunkSize(code: string | Buffer): { raw: number; gzip: number } {
  const buffer = typeof code === 'string' ? Buffer.from(code) : code;
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The entry chunks index.html loads (`<script type="module" src="/assets/index-….js">`). */
function entryChunks(dist: string): Set<string> {
  const html = join(dist, 'index.html');
  if (!existsSync(html)) return new Set();
  const sources = [...readFileSync(html, 'utf8').matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g)];
  return new Set(sources.map((m) => join(dist, m[1] as string)));
}

/** kB as Vite prints them (1 kB = 1000 bytes). */
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Checks `dist` and prints sizes; answers the exit code. */
export function checkBundle(dist: string): number {
  if (!existsSync(dist)) {
    console.error(
      `check-bundle: ${dist} does not exist. Run \`npx vite build\` (or \`npm run build\`) first.`,
    );
    return 1;
  }
  const files = jsFiles(dist);
  if (files.length === 0) {
    console.error(`check-bundle: no JavaScript in ${dist}. Run \`npx vite build\` first.`);
    return 1;
  }
  const entries = entryChunks(dist);
  const findings: Finding[] = [];
  let total = { raw: 0, gzip: 0 };
  console.log(`check-bundle: ${relative(process.cwd(), dist) || '.'}`);
  for (const file of files) {
    const code = readFileSync(file);
    const size = chunkSize(code);
    total = { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
    const name = relative(dist, file);
    findings.push(...findCompilerMarkers(code.toString('utf8'), name));
    const tag = entries.has(file) ? '  (entry)' : '';
    console.log(`  ${name.padEnd(40)} ${kB(size.raw).padStart(10)}  gzip ${kB(size.gzip).padStart(9)}${tag}`);
  }
  console.log(`  ${'total JS'.padEnd(40)} ${kB(total.raw).padStart(10)}  gzip ${kB(total.gzip).padStart(9)}`);
  if (findings.length > 0) {
    console.error(
      '\ncheck-bundle: FAILED, the bundle carries a schema compiler or evaluates code at run time:',
    );
    for (const f of findings) console.error(`  ${f.file}: ${f.what}\n      …${f.excerpt}…`);
    console.error(
      '\nThe production build must validate with the precompiled validators: check that vite.config.ts uses ' +
        'precompiledValidators() (engine/build/vite-plugin.ts) and that nothing imports ' +
        'engine/core/validation/ajv.ts (or ajv / ajv-formats) except engine/core/validation/default-compiler.ts.',
    );
    return 1;
  }
  console.log('check-bundle: OK, no schema compiler and no new Function / eval in the bundle.');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(checkBundle(process.argv[2] ?? 'dist'));
}
