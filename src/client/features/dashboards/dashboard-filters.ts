import { queryOfSearch } from '@/client/lib/records/url-query';
import type { QueryOf } from '@/shared/api/types';
import { fiscalRange } from '@/shared/fiscal-year';

export type DashboardQuery = QueryOf<'dashboardSummary'>;

/** The filters of the three dashboards, all held in the URL. */
export const DASHBOARD_FILTER_KEYS = [
  'fiscalYear',
  'trimester',
  'provinceId',
  'districtId',
  'palikaId',
  'wardId',
  'disabilityType',
  'severityClass',
  'gender',
  'ageBand',
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

const isoDayBefore = (iso: string) =>
  new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/** The AD dates of the chosen period: first day and last day. */
export function periodDates(query: DashboardQuery): { from: string; to: string } {
  const range = fiscalRange(query.fiscalYear!, query.trimester as 1 | 2 | 3 | undefined)!;
  return { from: range.from, to: isoDayBefore(range.until) };
}

const placeAndPerson = (query: DashboardQuery) =>
  Object.fromEntries(
    (
      [
        'provinceId',
        'districtId',
        'palikaId',
        'wardId',
        'disabilityType',
        'severityClass',
        'gender',
        'ageBand',
      ] as const
    )
      .filter((key) => query[key] !== undefined)
      .map((key) => [key, String(query[key])]),
  );

export type PersonFigure = 'registered' | 'registrations' | 'active' | 'withCard' | 'personsServed';

/**
 * The persons list with exactly the filters that produced a figure: registered by the period's last
 * day, registered within it, active, holding a card, or served in it (optionally in a category).
 */
export function personsListSearch(
  query: DashboardQuery,
  figure: PersonFigure,
  extra: { categoryId?: string } = {},
): string {
  const { from, to } = periodDates(query);
  const search: Record<string, string> = placeAndPerson(query);
  if (figure === 'personsServed') {
    search.servedFiscalYear = String(query.fiscalYear);
    if (query.trimester) search.servedTrimester = String(query.trimester);
    if (extra.categoryId) search.servedCategoryId = extra.categoryId;
  } else {
    search.registeredTo = to;
    if (figure === 'registrations') search.registeredFrom = from;
    if (figure === 'active') search.status = 'active';
    if (figure === 'withCard') search.cardHeld = 'true';
  }
  return new URLSearchParams(search).toString();
}

export interface ServiceNarrowing {
  categoryId?: string;
  providerType?: string;
  fundingSource?: string;
  deviceType?: string;
  referralStatus?: string;
}

/** The service records list with exactly the filters that produced a count of services. */
export function servicesListSearch(
  query: DashboardQuery,
  narrowing: ServiceNarrowing = {},
): string {
  const search: Record<string, string> = {
    ...placeAndPerson(query),
    fiscalYear: String(query.fiscalYear),
  };
  if (query.trimester) search.trimester = String(query.trimester);
  for (const [key, value] of Object.entries(narrowing)) if (value) search[key] = value;
  return new URLSearchParams(search).toString();
}
