// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockSchema, PluginWidget } from '../../core/index.ts';
import { awaitPluginWidgets, preloadPluginWidgets, withPluginWidgets } from './plugin-widgets.tsx';
import { SchemaForm } from './SchemaForm.tsx';
import type { WidgetProps } from './types.ts';
import { defaultWidgetRegistry } from './widget-registry.ts';
import { useWidgetServices, WidgetServicesProvider } from './widget-services.tsx';

afterEach(() => cleanup());

/**
 * A plugin's own widgets (`plugin.widgets`): chosen by name or by their tester, their component loaded on first
 * use (a placeholder meanwhile, no Suspense), the host's services read through `useWidgetServices`. The engine knows no domain:
 * the test brings a star rating.
 */
const schema = {
  type: 'object',
  properties: { type: { const: 1 }, rating: { type: 'integer', title: '評価', 'x-stars': 5 } },
  additionalProperties: false,
} as BlockSchema;

function Stars(props: WidgetProps) {
  const services = useWidgetServices() as { greeting?: string };
  return <p id={props.id}>{`${'★'.repeat(Number(props.value ?? 0))} ${services.greeting ?? ''}`}</p>;
}

/** A load the test settles by hand. */
function deferred() {
  let settle: (module: { default: unknown }) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<{ default: unknown }>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle: () => settle({ default: Stars }), fail };
}

const draw = (widgets: Record<string, PluginWidget>, ui = {}, lang: 'ja' | 'en' = 'ja') =>
  render(
    <WidgetServicesProvider services={{ greeting: 'ok' } as never}>
      <SchemaForm
        schema={schema}
        value={{ type: 1, rating: 3 }}
        ui={ui}
        lang={lang}
        widgets={withPluginWidgets(defaultWidgetRegistry, { widgets })}
        onChange={() => {}}
      />
    </WidgetServicesProvider>,
  );

describe('plugin widgets', () => {
  it('show 読み込み中... while the component loads, then the component with the host services', async () => {
    const load = deferred();
    draw({ stars: { load: () => load.promise } }, { widgets: { rating: 'stars' } });
    expect(screen.getByRole('status').textContent).toBe('読み込み中...');
    load.settle();
    expect((await screen.findByText('★★★ ok')).tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('are chosen by their tester, and drawn at once once loaded (no fallback)', async () => {
    const widgets = {
      stars: { load: async () => ({ default: Stars }), tester: (s: object) => ('x-stars' in s ? 9 : -1) },
    };
    await preloadPluginWidgets([{ widgets }]);
    draw(widgets);
    expect(screen.getByText('★★★ ok').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('say in place that a component could not be loaded', async () => {
    const load = deferred();
    draw({ stars: { load: () => load.promise } }, { widgets: { rating: 'stars' } }, 'en');
    load.fail(new Error('chunk gone'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This field could not be loaded. Reload the page',
    );
  });

  it('draw the component as soon as it loads, without waiting for a Suspense reveal', async () => {
    const load = deferred();
    draw({ stars: { load: () => load.promise } }, { widgets: { rating: 'stars' } });
    const asked = performance.now();
    load.settle();
    await screen.findByText('★★★ ok');
    // React holds a Suspense boundary's content back for up to 300 ms after its fallback showed.
    expect(performance.now() - asked).toBeLessThan(250);
  });

  it('extend a registry once per registry and plugin; a plugin without widgets keeps the registry', () => {
    const plugin = { widgets: { stars: { load: async () => ({ default: Stars }) } } };
    const extended = withPluginWidgets(defaultWidgetRegistry, plugin);
    expect(withPluginWidgets(defaultWidgetRegistry, plugin)).toBe(extended);
    expect(extended.get('stars')?.tester({}, {} as never)).toBe(-1);
    expect(extended.get('text')).toBe(defaultWidgetRegistry.get('text'));
    expect(withPluginWidgets(defaultWidgetRegistry, {})).toBe(defaultWidgetRegistry);
    expect(withPluginWidgets(defaultWidgetRegistry, undefined)).toBe(defaultWidgetRegistry);
  });

  it('are loaded before a document draws its blocks, so its fields are drawn in one commit (issue 14)', async () => {
    const load = deferred();
    const widgets = { stars: { load: () => load.promise } };
    let ready = false;
    const opening = awaitPluginWidgets([{ widgets }]).then(() => {
      ready = true;
    });
    await new Promise((done) => setTimeout(done, 20));
    expect(ready).toBe(false);
    load.settle();
    await opening;
    draw(widgets, { widgets: { rating: 'stars' } });
    expect(screen.getByText('★★★ ok').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draw the blocks without a widget that is slower than the wait, or that failed', async () => {
    const slow = deferred();
    const started = performance.now();
    await awaitPluginWidgets([{ widgets: { stars: { load: () => slow.promise } } }], 30);
    expect(performance.now() - started).toBeLessThan(250);
    const failed = deferred();
    const opening = awaitPluginWidgets([{ widgets: { stars: { load: () => failed.promise } } }], 60_000);
    failed.fail(new Error('chunk gone'));
    await opening;
  });
});
