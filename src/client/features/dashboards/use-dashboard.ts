import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { currentFiscalYear } from '@/client/lib/fiscal-years';
import {
  districtsQuery,
  myScopeQuery,
  palikasQuery,
  provincesQuery,
  wardsQuery,
} from '@/client/lib/geography-queries';
import { useSession } from '@/client/lib/session';
import { useLocale } from '@/client/lib/use-locale';
import { useSearchParams } from '@/client/lib/use-search-params';
import { type DashboardQuery, PLACE_KEYS, queryFromParams } from './dashboard-filters';
import type { Crumb } from './components/breadcrumb';
import type { FilterPatch } from './components/filter-bar';

export type PlaceSelection = Partial<Record<(typeof PLACE_KEYS)[number], number>>;

/**
 * The dashboards' state, all in the URL: filters change it in place; a drill-down pushes a new
 * entry, so Back goes up again.
 */
export function useDashboard() {
  const [params, setParams] = useSearchParams();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = queryFromParams(params, currentFiscalYear());
  const push = (patch: FilterPatch) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    navigate(`${location}?${next.toString()}`);
  };
  const setFilters = (patch: FilterPatch) => setParams(patch);
  /** Opens a place: its whole chain, so the picker shows it and the levels below are cleared. */
  const drillTo = (place: PlaceSelection) =>
    push(Object.fromEntries(PLACE_KEYS.map((key) => [key, place[key]])));
  return { query, setFilters, drillTo, narrow: push };
}

/** The breadcrumb of the chosen place, in the user's language; each level above goes back up. */
export function usePlaceTrail(
  query: DashboardQuery,
  drillTo: (place: PlaceSelection) => void,
): Crumb[] {
  const intl = useIntl();
  const locale = useLocale();
  const scope = useQuery(myScopeQuery());
  const provinces = useQuery(provincesQuery());
  const districts = useQuery({
    ...districtsQuery(query.provinceId ?? 0),
    enabled: Boolean(query.provinceId),
  });
  const palikas = useQuery({
    ...palikasQuery(query.districtId ?? 0),
    enabled: Boolean(query.districtId),
  });
  const wards = useQuery({ ...wardsQuery(query.palikaId ?? 0), enabled: Boolean(query.palikaId) });
  const nameIn = (
    list: { id: number; nameEn: string; nameNe: string }[] | undefined,
    id: number | undefined,
  ) => {
    const place = list?.find((p) => p.id === id);
    return place ? (locale === 'np' ? place.nameNe : place.nameEn) : '…';
  };
  const user = useSession()?.user;
  // A user's area by name (the palikas, districts or provinces assigned), so that paper says where.
  const assigned = [user?.palika, user?.district, user?.province].find((places) => places?.length);
  const area =
    assigned && assigned.length <= 3
      ? assigned.map((p) => (locale === 'np' ? p.nameNp : p.name)).join(', ')
      : intl.formatMessage({ id: 'dashboard.crumb.area' });
  const root = scope.data?.national ? intl.formatMessage({ id: 'dashboard.crumb.nation' }) : area;
  const crumbs: Crumb[] = [{ label: root, onSelect: () => drillTo({}) }];
  if (query.provinceId)
    crumbs.push({
      label: nameIn(provinces.data?.items, query.provinceId),
      onSelect: () => drillTo({ provinceId: query.provinceId }),
    });
  if (query.districtId)
    crumbs.push({
      label: nameIn(districts.data?.items, query.districtId),
      onSelect: () => drillTo({ provinceId: query.provinceId, districtId: query.districtId }),
    });
  if (query.palikaId)
    crumbs.push({
      label: nameIn(palikas.data?.items, query.palikaId),
      onSelect: () =>
        drillTo({
          provinceId: query.provinceId,
          districtId: query.districtId,
          palikaId: query.palikaId,
        }),
    });
  if (query.wardId) crumbs.push({ label: nameIn(wards.data?.items, query.wardId) });
  return crumbs;
}
