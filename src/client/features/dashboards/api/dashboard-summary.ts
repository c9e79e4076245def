import { queryOptions } from '@tanstack/react-query';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';

type FiguresQuery = QueryOf<'dashboardFigures'>;
type AchievementQuery = QueryOf<'dashboardAchievement'>;

/** Query keys of the dashboards. Figures are live: a refocus or remount asks again. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  summary: (query: DashboardQuery) => [...dashboardKeys.all, 'summary', query] as const,
  figures: (query: FiguresQuery) => [...dashboardKeys.all, 'figures', query] as const,
  places: (query: DashboardQuery) => [...dashboardKeys.all, 'places', query] as const,
  programme: (query: DashboardQuery) => [...dashboardKeys.all, 'programme', query] as const,
  resources: (query: DashboardQuery) => [...dashboardKeys.all, 'resources', query] as const,
  achievement: (query: AchievementQuery) => [...dashboardKeys.all, 'achievement', query] as const,
};

/**
 * The key figures' query, shared by the page and the router's prefetch (src/client/app/route-data.ts).
 * A small module of its own: the first script carries it, so the figures of the dashboard every
 * sign-in lands on leave before the page's code.
 */
export const dashboardSummaryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: dashboardKeys.summary(query),
    queryFn: () => apiGet('/api/dashboards/summary', { params: { query } }),
  });
