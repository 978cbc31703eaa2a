import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createContext } from './context.ts';
import { createEditorStore } from './store.ts';

/**
 * A block of a type the account may not use (a document saved before the account lost the ability, an import)
 * is refused by the server's save; the document editor's store (`checkAbilities`) says so first, on the block.
 */
const registry = createBuiltInRegistry();
const SCENARIO = { type: 5, scenario_id: 3, start_pos: 0 };
const MISSING = 'このアカウントでは利用できない種類です';
const withoutScenario = createContext({
  ...demoContextInput,
  abilities: [...(demoContextInput.abilities ?? [])].filter((ability) => ability !== 'scenario'),
});
const messages = (issues: readonly { code: string; message: string; path: string }[]) =>
  issues.filter((issue) => issue.code === 'ability_missing').map((issue) => `${issue.path}:${issue.message}`);

describe('editor store: types the account may not use', () => {
  it('flags a loaded block whose type needs an ability the account lacks, as the save would be refused', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [SCENARIO],
      ctx: withoutScenario,
      checkAbilities: true,
    });
    const [id] = store.getChildIds(null);
    expect(store.hasErrors(id)).toBe(true);
    expect(messages(store.validateAll())).toEqual([`:${MISSING}`]);
  });

  it('flags nothing when the account has the ability', () => {
    const ctx = createContext(demoContextInput);
    expect(ctx.abilities.has('scenario')).toBe(true);
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [SCENARIO],
      ctx,
      checkAbilities: true,
    });
    expect(messages(store.validateAll())).toEqual([]);
  });

  it('shows an imported block of such a type at once, untouched and before any save', () => {
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: [],
      ctx: withoutScenario,
      checkAbilities: true,
    });
    store.replace([SCENARIO]);
    const [id] = store.getChildIds(null);
    expect(messages(store.getVisibleIssues(id))).toEqual([`:${MISSING}`]);
  });

  it('leaves abilities alone without checkAbilities (a store without the account: tests, the playground)', () => {
    const store = createEditorStore({ registry, kind: 'effect', initial: [SCENARIO], ctx: withoutScenario });
    expect(messages(store.validateAll())).toEqual([]);
  });
});
