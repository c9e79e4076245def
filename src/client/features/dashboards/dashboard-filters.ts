import { queryOfSearch } from '@/client/lib/records/url-query';
import type { QueryOf } from '@/shared/api/types';
import { type Measure, PLACE_AND_PERSON_FILTERS } from '@/shared/dashboards/figures';
import { type Narrowing, drillOf } from '@/shared/dashboards/measures';
import type { Locale } from '@/shared/locale';
import { hrefFor } from '@/shared/routes';

export type DashboardQuery = QueryOf<'dashboardSummary'>;

/** The filters of the three dashboards, all held in the URL. */
export const DASHBOARD_FILTER_KEYS = [
  'fiscalYear',
  'trimester',
  ...PLACE_AND_PERSON_FILTERS,
] as const;
export const PLACE_KEYS = ['provinceId', 'districtId', 'palikaId', 'wardId'] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];

/** The URL's filters as the API's query; the current fiscal year when none is chosen. */
export function queryFromParams(
  params: URLSearchParams,
  currentFiscalYear: number,
): DashboardQuery {
  return { fiscalYear: currentFiscalYear, ...queryOfSearch('dashboardSummary', params) };
}

/** A link to the list of the records behind a figure (the measure registry states which, and how). */
export const drillHref = (
  locale: Locale,
  measure: Measure,
  query: DashboardQuery,
  narrowing: Narrowing = {},
) => {
  const { route, query: filters } = drillOf(measure, query, narrowing);
  return hrefFor(route, locale, undefined, filters);
};
