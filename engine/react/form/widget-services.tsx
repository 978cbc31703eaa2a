import { createContext, type ReactNode, useContext } from 'react';
import type { WidgetServices } from '../../core/index.ts';

const WidgetServicesContext = createContext<Partial<WidgetServices>>({});

/**
 * Gives the plugin widgets below it the host's services (`WidgetServices`: API calls, item lists that the
 * plugins declare and the host implements).
 *
 * @example <WidgetServicesProvider services={{ salonStatuses: () => api.salonStatuses() }}>{editor}</WidgetServicesProvider>
 */
export function WidgetServicesProvider({
  services,
  children,
}: {
  services: Partial<WidgetServices>;
  children: ReactNode;
}) {
  return <WidgetServicesContext.Provider value={services}>{children}</WidgetServicesContext.Provider>;
}

/**
 * The host's services for a plugin widget; any member may be absent (no provider, a host without it): say the
 * data cannot be read rather than fail.
 *
 * @example const { salonStatuses } = useWidgetServices();
 */
export function useWidgetServices(): Partial<WidgetServices> {
  return useContext(WidgetServicesContext);
}
