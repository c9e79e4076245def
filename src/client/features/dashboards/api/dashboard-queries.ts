import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';

type FiguresQuery = QueryOf<'dashboardFigures'>;

/** Query keys of the dashboards. Figures are live: a refocus or remount asks again. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  summary: (query: DashboardQuery) => [...dashboardKeys.all, 'summary', query] as const,
  figures: (query: FiguresQuery) => [...dashboardKeys.all, 'figures', query] as const,
  places: (query: DashboardQuery) => [...dashboardKeys.all, 'places', query] as const,
  programme: (query: DashboardQuery) => [...dashboardKeys.all, 'programme', query] as const,
  resources: (query: DashboardQuery) => [...dashboardKeys.all, 'resources', query] as const,
};

/**
 * The key figures never show the previous view's numbers while the new ones load: each is a link to
 * the records of the view on screen, and another place's number under it would mislead (seen when a
 * drill from Morang to Biratnagar showed Morang's count for a moment).
 */
export const useDashboardSummary = (query: DashboardQuery, enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.summary(query),
    queryFn: () => apiGet('/api/dashboards/summary', { params: { query } }),
    enabled,
  });

export const useDashboardFigures = (query: FiguresQuery, enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.figures(query),
    queryFn: () => apiGet('/api/dashboards/figures', { params: { query } }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useDashboardPlaces = (query: DashboardQuery, enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.places(query),
    queryFn: () => apiGet('/api/dashboards/places', { params: { query } }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** The programme's figures of the view (not asked for a view with person or ward filters, which it refuses). */
export const useDashboardProgramme = (query: DashboardQuery, enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.programme(query),
    queryFn: () => apiGet('/api/dashboards/programme', { params: { query } }),
    enabled,
  });

/** What the places of the view have for CBR and their census counts (not a period's figures). */
export const useDashboardResources = (query: DashboardQuery, enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.resources(query),
    queryFn: () => apiGet('/api/dashboards/resources', { params: { query } }),
    enabled,
  });
