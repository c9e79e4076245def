import { queryFromParams } from '@/client/features/dashboards/dashboard-filters';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { dashboardSummaryOptions } from './dashboard-queries';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The dashboard's key figures, asked by the router as soon as /dashboard is known (with the query
 * the page reads from the same URL), so they travel while the page's code loads.
 */
export const prefetch = (client: QueryClient, search: URLSearchParams) =>
  client.prefetchQuery(dashboardSummaryOptions(queryFromParams(search, currentFiscalYear())));
