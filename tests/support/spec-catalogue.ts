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

/** The copy kept in the repository, so a clone without shared/ (a new developer's machine) tests as well. */
export const CATALOGUE_COPY = join(ROOT, 'tests', 'support', 'CATALOGUE.md');

/**
 * The specification's CATALOGUE.md in `shared/` beside the checkout (CI copies it next to the fresh clone) or
 * beside an ancestor (a git worktree), if there is one.
 *
 * @example const spec = sharedCatalogueFile(); if (spec) compare(spec, CATALOGUE_COPY);
 */
export function sharedCatalogueFile(): string | undefined {
  for (let dir = resolve(ROOT, '..'); ; dir = dirname(dir)) {
    const file = join(dir, RELATIVE);
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Where to read the catalogue: the specification's own when `shared/` is there, else the repository's copy (a
 * test keeps the copy equal to the specification wherever both are present, as in CI).
 *
 * @example readFileSync(catalogueFile(), 'utf8')
 */
export function catalogueFile(): string {
  return sharedCatalogueFile() ?? CATALOGUE_COPY;
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
