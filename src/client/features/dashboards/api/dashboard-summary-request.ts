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
 * The key figures' request, without the query library: the first script asks it itself before the
 * app's code has come (src/client/app/first-data.ts); the page's query options use the same.
 */
export const fetchDashboardSummary = (query: DashboardQuery) =>
  apiGet('/api/dashboards/summary', { params: { query } });
