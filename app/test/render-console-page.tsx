/**
 * A console page as the app hosts it, for unit tests: in Japanese, over fake console services and a fake
 * funnel API, at a given address, for an account that may hold more abilities than the test session.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { preloadPluginWidgets } from '../../engine/react/index.ts';
import { builtInPlugins } from '../../plugins/index.ts';
import { fakeFunnelApi } from '../funnels/fake-funnel-api.ts';
import { FunnelApiProvider } from '../funnels/funnel-api.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices, testSession } from './fake-api.ts';
import { preloadLazyParts } from './preload-parts.ts';

// The plugins' widgets load lazily; loaded ahead here, the pages' tests find them on the first render.
await preloadPluginWidgets(builtInPlugins);
await preloadLazyParts();

export interface ConsolePageOptions {
  /** The address the page reads; the current one when left out. */
  address?: string;
  /** Abilities the account has besides the test session's (e.g. `open-api` for condition 115). */
  abilities?: readonly string[];
}

/**
 * Renders `page` and answers the fakes it talks to, to look at or change.
 *
 * @example
 * const { fake } = renderConsolePage(<ActionEditorPage />, { address: '/actions/new', abilities: ['open-api'] });
 * await waitFor(() => expect(fake.api.registerAction).toHaveBeenCalled());
 */
export function renderConsolePage(page: ReactNode, options: ConsolePageOptions = {}) {
  if (options.address !== undefined) window.history.replaceState(null, '', options.address);
  const fake = fakeApi();
  const funnels = fakeFunnelApi();
  const session = { ...testSession, abilities: [...testSession.abilities, ...(options.abilities ?? [])] };
  vi.mocked(fake.api.session).mockResolvedValue({ ok: true, status: 200, data: session });
  vi.mocked(fake.api.currentSession).mockReturnValue(session);
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(fake.api)}>
        <FunnelApiProvider api={funnels.api}>{page}</FunnelApiProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { fake, funnels };
}
