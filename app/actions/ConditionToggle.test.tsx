// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore, type EditorStore } from '../../engine/core/index.ts';
import type { ApiFailure } from '../api/types.ts';
import { fakeFunnelApi } from '../funnels/fake-funnel-api.ts';
import { FunnelApiProvider } from '../funnels/funnel-api.ts';
import { consoleContext } from '../page-services.ts';
import { type ConsoleServices, ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from '../test/fake-api.ts';
import { ConditionToggle } from './ConditionToggle.tsx';
import { actionRegistry } from './registry.ts';

/**
 * 条件 ON says what the condition is (issue 11 point 7): beside the toggle, the summaries of the funnel the
 * effect's member_query_id names, loaded from GET /api/funnel/data/{id}, with item names.
 */
afterEach(cleanup);

function setup(memberQueryId: number | undefined, lang: 'ja' | 'en' = 'ja', failure?: ApiFailure) {
  const services = fakeServices(fakeApi().api);
  const funnels = fakeFunnelApi();
  if (failure) vi.mocked(funnels.api.funnelData).mockResolvedValue(failure);
  funnels.state.funnels.set(80, {
    fid: 80,
    name: '',
    inputs: [
      { type: 60, use_group: 0, tag_ids: [1], tag_or: 0 },
      { type: 11, names: '山田' },
      { type: 20, memos: '要連絡' },
    ],
    revision: 1,
  });
  funnels.state.funnels.set(81, { fid: 81, inputs: [], revision: 1 });
  const store = createEditorStore({
    registry: actionRegistry(),
    kind: 'effect',
    initial: [{ type: 1, text: 'こんにちは', delay_type: 0, member_query_id: memberQueryId }],
    ctx: consoleContext(lang, testSession, services.items),
  });
  const onOpen = vi.fn();
  render(
    <ServicesProvider services={services}>
      <FunnelApiProvider api={funnels.api}>
        <Toggle store={store} services={services} lang={lang} onOpen={onOpen} />
      </FunnelApiProvider>
    </ServicesProvider>,
  );
  return { store, funnels, onOpen, services };
}

/** As the action editor does: the store's context follows the loaded items. */
function Toggle(props: { store: EditorStore; services: ConsoleServices; lang: 'ja' | 'en'; onOpen(): void }) {
  const { store, services, lang } = props;
  useEffect(
    () => services.items.subscribe(() => store.setContext(consoleContext(lang, testSession, services.items))),
    [store, services, lang],
  );
  const block = store.getBlock(store.getChildIds(null)[0])!;
  return <ConditionToggle store={store} block={block} lang={lang} onOpen={props.onOpen} />;
}

const toggle = (name: string) => screen.getByRole('button', { name });

describe('condition toggle: what the condition is', () => {
  it('shows the funnel’s conditions beside 条件 ON, names resolved, and describes the button with them', async () => {
    const { funnels, onOpen } = setup(80);
    const button = toggle('条件 ON(1. テキスト送信)');
    await waitFor(() =>
      expect(document.querySelector('.app-cond-summary')?.textContent).toContain('VIP会員'),
    );
    const summary = document.querySelector('.app-cond-summary')!;
    expect(summary.textContent).toMatch(/^タグ.*VIP会員.*、名前.*山田.* 他1件$/);
    expect(summary.getAttribute('title')?.split('\n')).toHaveLength(3);
    expect(button.getAttribute('aria-describedby')).toBe(summary.id);
    expect(funnels.api.funnelData).toHaveBeenCalledWith(80);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalled();
  });

  it('says 条件なし for a funnel without conditions, and nothing beside 条件 OFF', async () => {
    setup(81);
    await waitFor(() => expect(document.querySelector('.app-cond-summary')?.textContent).toBe('条件なし'));
    cleanup();
    const { funnels } = setup(undefined);
    expect(toggle('条件 OFF(1. テキスト送信)').getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('.app-cond-summary')).toBeNull();
    expect(funnels.api.funnelData).not.toHaveBeenCalled();
  });

  it('falls back to the funnel’s name from the item store when the funnel cannot be loaded', async () => {
    const { services, funnels } = setup(70, 'ja', {
      ok: false,
      status: 0,
      messages: ['接続できません'],
      errors: {},
      fromServer: false,
    });
    // 70 cannot be loaded (no answer), but the item store knows it as 購入者.
    await waitFor(() => expect(funnels.api.funnelData).toHaveBeenCalledWith(70));
    expect(document.querySelector('.app-cond-summary')).toBeNull();
    await services.items.load('funnel');
    await waitFor(() => expect(document.querySelector('.app-cond-summary')?.textContent).toBe('購入者'));
  });

  it('says the condition is deleted when its funnel is gone (404), not a green 条件 ON', async () => {
    // 16 is not in the fake funnel API: GET /api/funnel/data/16 answers 404, as for a deleted funnel.
    const { onOpen } = setup(16);
    const button = await screen.findByRole('button', { name: '条件 削除済み(1. テキスト送信)' });
    expect(button.getAttribute('data-condition')).toBe('missing');
    expect(button.className).not.toContain('app-cond-toggle--on');
    const summary = document.querySelector('.app-cond-summary')!;
    expect(summary.textContent).toBe(
      'この条件(ID 16)は削除されています。保存する前に、開いて条件を外すか設定し直してください',
    );
    expect(button.getAttribute('aria-describedby')).toBe(summary.id);
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalled();
  });
});
