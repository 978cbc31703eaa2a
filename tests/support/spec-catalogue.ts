import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row of a domain's table in the specification's CATALOGUE.md. */
export interface CatalogueEntry {
  /** The wire type id (`id`, `swatch` or `actype` column). */
  type: number;
  key: string;
  /** 'single' or 'multiple' where the table says it (a multiplicity column, or "single-use" in the notes). */
  multiplicity?: 'single' | 'multiple';
  /** The ability the type needs, `null` for none ("—"); absent where the table has no ability column. */
  ability?: string | null;
  /** The row's own words (what it does, notes), lower-cased: "never offered", "read-only", … */
  text: string;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RELATIVE = join('shared', 'spec', 'CATALOGUE.md');

/**
 * Where CATALOGUE.md is: `shared/` beside the checkout (CI copies it next to the fresh clone), else beside
 * an ancestor (a git worktree under the main checkout's parent). Throws, never skips, when it is nowhere.
 *
 * @example readFileSync(catalogueFile(), 'utf8')
 */
export function catalogueFile(): string {
  const tried: string[] = [];
  for (let dir = resolve(ROOT, '..'); ; dir = dirname(dir)) {
    const file = join(dir, RELATIVE);
    tried.push(file);
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) break;
  }
  throw new Error(
    `The specification's catalogue is missing (tried ${tried.join(', ')}). The index tests check the plugins ` +
      'against it: put a copy of shared/ beside the checkout (../shared/spec/CATALOGUE.md from the repo root).',
  );
}

/**
 * The catalogued types of one block kind, read from the table under the heading that names `(kind \`kind\``.
 *
 * @example catalogueOf('effect').find((e) => e.type === 5) // { type: 5, key: 'scenario', multiplicity: 'single', ability: 'scenario', … }
 */
export function catalogueOf(
  kind: string,
  markdown = readFileSync(catalogueFile(), 'utf8'),
): CatalogueEntry[] {
  const sections = markdown.split(/^## /m);
  const section = sections.find((text) => text.split('\n')[0].includes(`(kind \`${kind}\``));
  if (!section)
    throw new Error(`CATALOGUE.md has no section for kind '${kind}' (a heading with (kind \`${kind}\`).`);
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  const column = (name: string) => header.indexOf(name);
  return body.map((cells) => {
    const text = cells.slice(2).join(' ').toLowerCase();
    const multiplicity = column('multiplicity') >= 0 ? cells[column('multiplicity')] : undefined;
    const entry: CatalogueEntry = { type: Number(cells[0]), key: cells[column('key')], text };
    if (multiplicity === 'single' || multiplicity === 'multiple') entry.multiplicity = multiplicity;
    else if (/\bsingle-use\b/.test(text)) entry.multiplicity = 'single';
    if (column('ability') >= 0) {
      const ability = cells[column('ability')];
      entry.ability = ability === '—' || ability === '' ? null : ability;
    }
    return entry;
  });
}
