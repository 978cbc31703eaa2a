import { describe, expect, it } from 'vitest';
import { createContext } from '../../../engine/core/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import { destinationLimit } from './destinations.ts';

/** Text answer destinations (spec 002 §3): the limits an item's answer takes (the form-wide check: documents/). */
describe('destinationLimit', () => {
  const ctx = createContext(demoContextInput);
  it('is the lowest limit of the destinations', () => {
    expect(destinationLimit({}, ctx)).toBe(Number.POSITIVE_INFINITY);
    expect(destinationLimit({ assign_to: [{ id: 'memo' }] }, ctx)).toBe(Number.POSITIVE_INFINITY);
    expect(destinationLimit({ assign_to: [{ id: 'mail' }] }, ctx)).toBe(200);
    expect(destinationLimit({ assign_to: [{ id: 'var', targets: [9] }] }, ctx)).toBe(20000);
    expect(destinationLimit({ assign_to: [{ id: 'var', targets: [9, 3] }] }, ctx)).toBe(200);
    expect(destinationLimit({ assign_to: [{ id: 'mail' }, { id: 'nickname' }] }, ctx)).toBe(20);
  });
});
