import { describe, expect, it } from 'vitest';
import { duplicateFormDestinations } from './form-destinations.ts';

/** Text answer destinations (spec 002 §3): the form-wide uniqueness a form document runs. */
describe('duplicateFormDestinations (a form rule)', () => {
  it('finds name, display name, memo and each e-mail used by two items: 既に追加されています', () => {
    const items = [
      { swatch_id: 510, assign_to: [{ id: 'short_name' }, { id: 'memo' }, { id: 'mail' }] },
      { swatch_id: 500 },
      { swatch_id: 520, assign_to: [{ id: 'memo' }, { id: 'nickname' }] },
      { swatch_id: 600, assign_to: [{ id: 'mail_sub' }, { id: 'mail' }, { id: 'short_name' }] },
    ];
    expect(duplicateFormDestinations(items)).toEqual([
      { path: '/2/assign_to/0/id', code: 'already_added' },
      { path: '/3/assign_to/1/id', code: 'already_added' },
      { path: '/3/assign_to/2/id', code: 'already_added' },
    ]);
  });

  it('lets several items save to friend info (each item once, its own rule)', () => {
    const items = [
      { assign_to: [{ id: 'var', targets: [3] }] },
      { assign_to: [{ id: 'var', targets: [3] }] },
    ];
    expect(duplicateFormDestinations(items)).toEqual([]);
  });

  it('leaves a repeat inside one item to the item (no double report)', () => {
    expect(duplicateFormDestinations([{ assign_to: [{ id: 'memo' }, { id: 'memo' }] }])).toEqual([]);
  });

  it('never throws on malformed items', () => {
    expect(
      duplicateFormDestinations([null, 3, { assign_to: 'x' }, { assign_to: [null, { id: 'memo' }] }]),
    ).toEqual([]);
  });
});
