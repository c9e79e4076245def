import { dashboardSummaryOptions } from '@/client/features/dashboards/api/dashboard-summary';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { takeFirstData } from './first-data';
import { loaderFor } from './pages';
import { routeDataLoader } from './route-data-loaders';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The bare dashboard's figures (no filters in its URL), asked without waiting for any chunk, with
 * the current fiscal year's query; when the first script has asked them already (first-data.ts),
 * the query cache takes that answer instead of asking again. Answers whether it asked.
 */
const FIRST_SCRIPT_DATA: Record<string, (client: QueryClient, search: URLSearchParams) => boolean> =
  {
    dashboard: (client, search) => {
      if ([...search.keys()].length > 0) return false;
      const options = dashboardSummaryOptions({ fiscalYear: currentFiscalYear() });
      const asked = takeFirstData<Awaited<ReturnType<NonNullable<typeof options.queryFn>>>>(
        options.queryKey,
      );
      void client
        .prefetchQuery(asked ? { ...options, queryFn: () => asked } : options)
        .catch(() => undefined);
      return true;
    },
  };

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
  const load = routeDataLoader(routeName);
  if (!load) return;
  void load()
    .then(({ prefetch }) => prefetch(client, search))
    .catch(() => undefined);
}
