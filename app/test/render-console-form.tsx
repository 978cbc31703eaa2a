/**
 * A plugin's form as the console draws it, for unit tests of the console's and the plugins' widgets: SchemaForm
 * with the console's widgets and the plugin's own, in Japanese, over fake services, holding its data in local state so that every change is
 * both drawn again and recorded.
 */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import type { AnyPlugin, BlockSchema, PluginContext, PluginUi, Registry } from '../../engine/core/index.ts';
import { createContext, updateData } from '../../engine/core/index.ts';
import {
  type FieldPath,
  preloadPluginWidgets,
  SchemaForm,
  withPluginWidgets,
} from '../../engine/react/index.ts';
import { builtInPlugins } from '../../plugins/index.ts';
import { consoleWidgets } from '../items/widget.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from './fake-api.ts';
import { preloadLazyParts } from './preload-parts.ts';

type Data = Record<string, unknown>;
type FakeApi = ReturnType<typeof fakeApi>;

/** What the form is drawn from: a plugin, or just a schema (then without the plugin's ui hints). */
export interface ConsoleFormSource {
  schema: BlockSchema;
  ui?: PluginUi<any>;
  kind?: string;
  type?: number;
  /** The plugin's own widgets, drawn as the editor draws them. */
  widgets?: AnyPlugin['widgets'];
}

// The plugins' widgets load lazily; loaded ahead here, the tests find them on the first render.
await preloadPluginWidgets(builtInPlugins);
await preloadLazyParts();

export interface ConsoleFormOptions {
  /** The fake API the widgets load from; a fresh `fakeApi()` when left out. Prepare it before rendering. */
  fake?: FakeApi;
  /** Prefix of the controls' DOM ids (SchemaForm makes one up when left out). */
  idPrefix?: string;
  ctx?: PluginContext;
  /**
   * When given, a change goes through `updateData` with this registry, so the plugin's change rules run as in
   * the editor; otherwise a change only sets the field at its path.
   */
  registry?: Registry;
}

export interface ConsoleForm {
  fake: FakeApi;
  /** The data after each change, oldest first. */
  values: Data[];
  /** The data after the last change; undefined before any. */
  latest(): Data | undefined;
  /** Replaces the data from outside, as another part of the editor would. */
  setData(next: Data): Promise<void>;
}

/**
 * Renders `source`'s form over `initial` data.
 *
 * @example
 * const { fake, latest } = renderConsoleForm(markEffect as AnyPlugin, { type: 7, notify: -10 }, { idPrefix: 'm' });
 * fireEvent.change(screen.getByRole('combobox', { name: '対応マーク' }), { target: { value: '2' } });
 * expect(latest()).toMatchObject({ notify: 2 });
 */
export function renderConsoleForm(
  source: ConsoleFormSource,
  initial: Data,
  options: ConsoleFormOptions = {},
): ConsoleForm {
  const fake = options.fake ?? fakeApi();
  const { idPrefix, ctx, registry } = options;
  const values: Data[] = [];
  const apply = (previous: Data, path: FieldPath, next: unknown): Data => {
    if (!registry) return setAt(previous, path, next) as Data;
    if (source.kind === undefined || source.type === undefined) {
      throw new Error('renderConsoleForm: pass a plugin (with kind and type) to run its change rules.');
    }
    const block = { id: 'form', kind: source.kind, type: source.type, data: previous, collapsed: false };
    return updateData(registry, block, path, next, ctx ?? createContext()) as Data;
  };
  let set: (next: Data) => void = () => {};
  function Form() {
    const [value, setValue] = useState(initial);
    set = setValue;
    return (
      <SchemaForm
        schema={source.schema}
        ui={source.ui}
        ctx={ctx}
        value={value}
        widgets={withPluginWidgets(consoleWidgets, source)}
        idPrefix={idPrefix}
        onChange={(path, next) =>
          setValue((previous) => {
            const updated = apply(previous, path, next);
            values.push(updated);
            return updated;
          })
        }
      />
    );
  }
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(fake.api)}>
        <Form />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { fake, values, latest: () => values.at(-1), setData: (next) => act(async () => set(next)) };
}

/** A copy of `value` with `next` at `path`, creating the objects on the way. */
function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = setAt(copy[Number(head)], rest, next);
    return copy;
  }
  const copy: Data = { ...(value as Data | undefined) };
  copy[head] = setAt(copy[head], rest, next);
  return copy;
}
