import { type ReactNode, useMemo } from 'react';
import type { WidgetServices } from '../../engine/core/index.ts';
import { WidgetServicesProvider } from '../../engine/react/index.ts';
import { DEMO_ITEMS } from '../demo/account.ts';
import { useServices, widgetServicesOf } from '../services.tsx';

type Rest = ReturnType<WidgetServices['slotRest']>;

/** A slot's or plan's remaining count from the demo items, the way the server answers it. */
function demoRest(id: number, plan: boolean): Rest {
  for (const slot of DEMO_ITEMS.event_reserve ?? []) {
    const menus = (slot.event_menus ?? []) as readonly { id: number; rest?: number }[];
    if (!plan && slot.id === id) return Promise.resolve({ ok: true, data: { rest: slot.rest } });
    const menu = plan ? menus.find((candidate) => candidate.id === id) : undefined;
    if (menu) return Promise.resolve({ ok: true, data: { rest: menu.rest ?? slot.rest } });
  }
  return Promise.resolve({ ok: false, messages: ['データがありません'] });
}

/**
 * The playground's services for plugin widgets: the console's, except the remaining counts of event slots and
 * plans (effect 31), which come from the demo items the playground's examples name, not from the server's
 * database (whose ids differ: asking it would answer 404 for a demo slot).
 *
 * @example <DemoWidgetServices><PluginWorkbench … /></DemoWidgetServices>
 */
export function DemoWidgetServices({ children }: { children: ReactNode }) {
  const host = widgetServicesOf(useServices());
  const services = useMemo<WidgetServices>(
    () => ({
      ...host,
      slotRest: (slotId) => demoRest(slotId, false),
      menuRest: (menuId) => demoRest(menuId, true),
    }),
    [host],
  );
  return <WidgetServicesProvider services={services}>{children}</WidgetServicesProvider>;
}
