import { queryOptions } from '@tanstack/react-query';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { dashboardKeys, fetchDashboardSummary } from './dashboard-summary-request';

export { dashboardKeys };

/**
 * The key figures' query, shared by the page and the router's prefetch (src/client/app/route-data.ts).
 * Its key and request are a module of their own (dashboard-summary-request.ts), which the first
 * script carries, so the figures of the dashboard every sign-in lands on leave before the app's
 * code and the page's.
 */
export const dashboardSummaryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: dashboardKeys.summary(query),
    queryFn: () => fetchDashboardSummary(query),
  });
