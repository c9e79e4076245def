import { dashboardSummaryOptions } from '@/client/features/dashboards/api/dashboard-summary';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { loaderFor } from './pages';
import type { QueryClient } from '@tanstack/react-query';

/** A route's first data, asked into the query cache with the same query options its page uses. */
export type RouteDataPrefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

/**
 * The routes whose first figures are worth asking before their page's code has run: the dashboard
 * every sign-in lands on. Each loader is a small chunk of its own (the query options and the API
 * call), fetched beside the page's chunk.
 */
const ROUTE_DATA: Record<string, () => Promise<{ prefetch: RouteDataPrefetch }>> = {
  dashboard: () => import('@/client/features/dashboards/api/dashboard-prefetch'),
};

/**
 * The first data the first script asks itself, without waiting for any chunk: the bare dashboard
 * (no filters in its URL), where every sign-in lands, whose query is the current fiscal year's.
 * Answers whether it asked; a filtered view goes through the route's loader chunk above.
 */
const FIRST_SCRIPT_DATA: Record<string, (client: QueryClient, search: URLSearchParams) => boolean> =
  {
    dashboard: (client, search) => {
      if ([...search.keys()].length > 0) return false;
      void client
        .prefetchQuery(dashboardSummaryOptions({ fiscalYear: currentFiscalYear() }))
        .catch(() => undefined);
      return true;
    },
  };

/** Loaders of the routes' first data, for the idle prefetch of the code a user will need next. */
export const routeDataLoader = (routeName: string) => ROUTE_DATA[routeName];

/**
 * As soon as the route is known: the page's chunk starts loading and its first data is asked in
 * parallel, so the figures' request does not wait for the page's code to load and run. A failure
 * is the page's to show when it asks again.
 */
export function prefetchRouteData(
  routeName: string,
  search: URLSearchParams,
  client: QueryClient,
): void {
  void loaderFor(routeName)().catch(() => undefined);
  if (FIRST_SCRIPT_DATA[routeName]?.(client, search)) return;
  const load = ROUTE_DATA[routeName];
  if (!load) return;
  void load()
    .then(({ prefetch }) => prefetch(client, search))
    .catch(() => undefined);
}
