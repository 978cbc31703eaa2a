// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../engine/core/context.ts';
import { createEditorStore, type EditorStore } from '../../engine/core/index.ts';
import { unknownConditions } from '../../plugins/conditions/meanings.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { LiveCount } from './LiveCount.tsx';
import '../page-services.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

/**
 * The count line over a store of conditions, its server answering `count` for every valid funnel, with the
 * conditions it cannot evaluate as the server finds them (server/db/funnel-query.ts asks the same function).
 */
function renderCount(initial: unknown[]) {
  const { api } = fakeApi();
  const call = vi.fn(
    async (_method: string, _path: string, options: { body: { json: { inputs: unknown[] } } }) => ({
      ok: true as const,
      status: 200,
      data: {
        count: 12,
        unknown: unknownConditions(options.body.json, { now: new Date(), tagGroups: new Map() }),
      },
    }),
  );
  Object.assign(api, { call });
  const store: EditorStore = createEditorStore({ registry, kind: 'condition', initial, ctx });
  // As the funnel editor reads it: the inputs as they would be saved, with their block ids.
  const current = () => ({ inputs: store.serialize({ ids: true }) });
  render(
    <ServicesProvider services={fakeServices(api)}>
      <LiveCount store={store} current={current} envelope={{}} savedFid={null} />
    </ServicesProvider>,
  );
  const line = () => screen.getByTestId('funnel-count').querySelector('[role="status"]')?.textContent ?? '';
  return { store, call, line };
}

describe('LiveCount', () => {
  it('asks the count of valid conditions', async () => {
    const { call, line } = renderCount([{ type: 20, memos: '来店' }]);
    await waitFor(() => expect(line()).toContain('12人'));
    expect(call).toHaveBeenCalledWith(
      'POST',
      '/api/funnel/count',
      expect.objectContaining({ body: { json: { inputs: [expect.objectContaining({ memos: '来店' })] } } }),
    );
  });

  it('a condition made invalid: says so without asking, through the store’s own validation, run once', async () => {
    const { store, call, line } = renderCount([{ type: 20, memos: '来店' }]);
    await waitFor(() => expect(line()).toContain('12人'));
    const validate = vi.spyOn(store.registry, 'validateBlock');
    const [id] = store.getChildIds(null);
    act(() => void store.update(id, ['memos'], ''));
    // Well before the store's own second after typing.
    await waitFor(() => expect(line()).toContain('条件にエラーがあります。直すと件数を表示します'), {
      timeout: 900,
    });
    expect(call).toHaveBeenCalledTimes(1);
    // The store knows the error too (its collapsed panel's badge agrees), and its delayed run does not repeat it.
    expect(store.hasErrors(id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(validate).toHaveBeenCalledTimes(1);
    // Mended, it is counted again.
    act(() => void store.update(id, ['memos'], '再来店'));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(line()).toContain('12人'));
  });

  it('a condition inside an or-group with an error holds the count back as well', async () => {
    const { store, call, line } = renderCount([{ type: 120, inputs: [{ type: 20, memos: '来店' }] }]);
    await waitFor(() => expect(line()).toContain('12人'));
    const [group] = store.getChildIds(null);
    const [child] = store.getChildIds(group);
    act(() => void store.update(child, ['memos'], ''));
    await waitFor(() => expect(line()).toContain('条件にエラーがあります'), { timeout: 900 });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a condition of a type this console does not know is counted as one that cannot be evaluated, not as an error', async () => {
    // A stored legacy condition, or one a JSON import brought: a read-only block whose raw value, sent back as it
    // came, has no block id. The server counts it as no match and names it, as it does the unreadable -1.
    const { store, call, line } = renderCount([
      { type: 20, memos: '来店' },
      { type: 999, legacy: '旧' },
    ]);
    const [, unknown] = store.getChildIds(null);
    expect(store.getBlock(unknown)?.broken?.reason).toBe('unknown_type');
    await waitFor(() => expect(line()).toContain('12人'));
    expect(call).toHaveBeenCalledWith(
      'POST',
      '/api/funnel/count',
      expect.objectContaining({
        body: { json: { inputs: [expect.objectContaining({ memos: '来店' }), { type: 999, legacy: '旧' }] } },
      }),
    );
    expect(screen.getByText(/評価できない条件があります/).textContent).toBe(
      '評価できない条件があります(一致しない扱いです): 2',
    );
  });
});
