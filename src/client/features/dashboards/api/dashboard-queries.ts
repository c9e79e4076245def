import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';
import { dashboardKeys, dashboardSummaryOptions } from './dashboard-summary';

export { dashboardKeys, dashboardSummaryOptions };

type FiguresQuery = QueryOf<'dashboardFigures'>;

export type AchievementQuery = QueryOf<'dashboardAchievement'>;

/**
 * What the achievement dashboard asks: the year, the period to date and a place down to a palika
 * (targets have no persons and no wards), and the measure its places and batches are shown for.
 */
export const achievementQueryOf = (query: DashboardQuery, measure?: string): AchievementQuery => ({
  fiscalYear: query.fiscalYear,
  trimester: query.trimester,
  provinceId: query.provinceId,
  districtId: query.districtId,
  palikaId: query.palikaId,
  measure,
});

/** The achievement dashboard; another measure chosen keeps the cards on screen while its places load. */
export const useDashboardAchievement = (query: DashboardQuery, measure?: string) => {
  const asked = achievementQueryOf(query, measure);
  return useQuery({
    queryKey: dashboardKeys.achievement(asked),
    queryFn: () => apiGet('/api/dashboards/achievement', { params: { query: asked } }),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as AchievementQuery | undefined;
      const sameView =
        before &&
        JSON.stringify({ ...before, measure: 0 }) === JSON.stringify({ ...asked, measure: 0 });
      return sameView ? previous : undefined;
    },
  });
};

/**
 * The key figures never show the previous view's numbers while the new ones load: each is a link to
 * the records of the view on screen, and another place's number under it would mislead (seen when a
 * drill from Morang to Biratnagar showed Morang's count for a moment).
 */
export const useDashboardSummary = (query: DashboardQuery, enabled = true) =>
  useQuery({ ...dashboardSummaryOptions(query), enabled });

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
