import { cleanup, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import {
  type BlockSchema,
  type ContextInput,
  createContext,
  createEditorStore,
  createRegistry,
  definePlugin,
  type EditorStore,
  type Registry,
} from '../../core/index.ts';
import { BlockListEditor, type BlockListEditorProps } from '../BlockListEditor.tsx';
import { preloadPluginWidgets } from '../form/plugin-widgets.tsx';
import { setRenderProbe } from '../render-probe.ts';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  setRenderProbe(null);
  vi.useRealTimers();
});

let counter = 0;
/** Readable, deterministic client ids: b1, b2, ... */
export const sequentialIds = () => `b${++counter}`;

/** The built-in registry, shared: compiling validators once keeps the suite fast. */
export const registry: Registry = createBuiltInRegistry();
// The plugins' widgets load lazily; loaded ahead here, the tests find them on the first render.
await preloadPluginWidgets(registry.plugins());

const nameSchema = {
  type: 'object',
  properties: { type: { const: 1 }, query: { type: 'string', title: '検索語', maxLength: 20 } },
  required: ['type'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const groupSchema = {
  type: 'object',
  properties: { type: { const: 120 }, inputs: { type: 'array', items: { type: 'object' } } },
  required: ['type', 'inputs'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const nameCondition = definePlugin({
  kind: 'cond',
  type: 1,
  key: 'name',
  label: { ja: '名前', en: 'Name' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema: nameSchema,
  defaults: () => ({ type: 1 as const, query: '' }),
  summary: (d) => `名前に「${d.query ?? ''}」`,
  examples: { valid: [{ type: 1, query: 'a' }], invalid: [{ data: { type: 1, query: 1 }, expect: 'type' }] },
});

const orGroup = definePlugin({
  kind: 'cond',
  type: 120,
  key: 'or-group',
  label: { ja: 'いずれか', en: 'Any of' },
  multiplicity: 'multiple',
  listed: true,
  nested: { field: 'inputs', kind: 'cond' },
  version: 1,
  migrations: {},
  schema: groupSchema,
  defaults: () => ({ type: 120 as const, inputs: [] }),
  summary: (d) => `${d.inputs.length}件のいずれか`,
  examples: { valid: [{ type: 120, inputs: [] }], invalid: [{ data: { type: 120 }, expect: 'required' }] },
});

/**
 * An engine-only container for nested-list tests: a group (kind 'cond', type 120) holding conditions in
 * `inputs`, and one plain condition type. The engine knows no domain, so the test brings its own.
 */
export function containerRegistry(): Registry {
  const reg = createRegistry();
  for (const plugin of [nameCondition, orGroup]) reg.register(plugin);
  return reg;
}

/** A store over the built-in effects with deterministic ids. */
export function effectStore(
  initial: unknown[] = [],
  context: ContextInput = {},
  reg: Registry = registry,
): EditorStore {
  return createEditorStore({
    registry: reg,
    kind: 'effect',
    initial,
    ctx: createContext(context),
    newId: sequentialIds,
  });
}

/** Renders the editor over a store. */
export function renderEditor(store: EditorStore, props: Partial<BlockListEditorProps> = {}) {
  return render(<BlockListEditor store={store} label="アクション内容" {...props} />);
}
