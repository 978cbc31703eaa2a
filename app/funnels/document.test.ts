import { describe, expect, it } from 'vitest';
import { addableTypes, type ContextFlags, createContext } from '../../engine/core/index.ts';
import { initialEnvelope, modeFields } from './document.ts';
import { fidOfPath } from './paths.ts';
import { funnelRegistry, initialInputs } from './registry.ts';

const registry = funnelRegistry();
const ctx = createContext({ lang: 'ja', items: { tag: [{ id: 1, name: 'VIP' }] } });

describe('funnel document: modes and defaults', () => {
  it('shows name, folder and every option in the editor mode; two options in funneling; none in board', () => {
    expect(modeFields('editor')).toEqual([
      'name',
      'group_id',
      'with_blocked',
      'user_rate_type',
      'sort_type',
      'take_num',
    ]);
    expect(modeFields('funneling')).toEqual(['user_rate_type', 'with_blocked']);
    expect(modeFields('board')).toEqual([]);
  });

  it('starts with with_blocked 0, user_rate_type 0, sort_type 1, take_num 50 (a reset: FunnelEditor.test.tsx)', () => {
    const fresh = initialEnvelope('editor', 3);
    expect(fresh).toEqual({
      name: '',
      is_template: 1,
      group_id: 3,
      with_blocked: 0,
      user_rate_type: 0,
      sort_type: 1,
      take_num: 50,
    });
    expect(initialEnvelope('board').is_template).toBe(0);
  });

  it('starts an empty list with the initial types the context offers', () => {
    expect(initialInputs(ctx).map((input) => (input as { type: number }).type)).toEqual([60, 75]);
  });
});

describe('funnel registry and paths', () => {
  it('offers the API condition only with an external context event, through the shared registry', () => {
    const withApi = createContext({ abilities: ['open-api'] });
    const offered = (flags: ContextFlags) =>
      addableTypes(registry, 'condition', [], { ...withApi, flags }).map((type) => type.plugin.type);
    expect(offered({})).not.toContain(115);
    expect(offered({ externalContextEvent: true })).toContain(115);
    expect(offered({ memberFilter: true })).not.toContain(77);
    expect(initialInputs({ ...withApi, flags: { externalContextEvent: true } })).toHaveLength(2);
    // Nothing is narrowed: saved conditions of any type still load.
    expect(registry.plugins('condition').map((plugin) => plugin.type)).toContain(115);
  });

  it('reads the fid of an editor address', () => {
    expect(fidOfPath('/funnels/12')).toBe(12);
    expect(fidOfPath('/funnels/new')).toBeNull();
    expect(fidOfPath('/funnels')).toBeUndefined();
    expect(fidOfPath('/funnels/0')).toBeUndefined();
    expect(fidOfPath('/funnels/abc')).toBeUndefined();
  });
});
