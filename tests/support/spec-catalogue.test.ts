import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COPY, catalogueOf, sharedCatalogueFile } from './spec-catalogue.ts';

describe('the catalogue the index tests read', () => {
  it('has a copy in the repository that equals the specification wherever shared/ is present (CI)', () => {
    const copy = readFileSync(CATALOGUE_COPY, 'utf8');
    expect(catalogueOf('effect', copy).length).toBeGreaterThan(10);
    const spec = sharedCatalogueFile();
    // Without shared/ (a clone on a new machine) the copy stands in; CI always has shared/, so it cannot drift.
    if (spec) expect(copy, `update tests/support/CATALOGUE.md from ${spec}`).toBe(readFileSync(spec, 'utf8'));
  });
});
