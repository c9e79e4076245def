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

/** Loaders of the routes' first data, for the idle prefetch of the code a user will need next. */
export const routeDataLoader = (routeName: string) => ROUTE_DATA[routeName];
