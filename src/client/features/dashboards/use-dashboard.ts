import { useLocation, useSearch } from 'wouter';
import { currentFiscalYear } from '@/client/lib/fiscal-years';
import { usePlaceNames } from '@/client/lib/use-place-names';
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
  const names = usePlaceNames(query);
  const { provinceId, districtId, palikaId } = query;
  const crumbs: Crumb[] = [{ label: names.root, onSelect: () => drillTo({}) }];
  if (names.province)
    crumbs.push({ label: names.province, onSelect: () => drillTo({ provinceId }) });
  if (names.district)
    crumbs.push({ label: names.district, onSelect: () => drillTo({ provinceId, districtId }) });
  if (names.palika)
    crumbs.push({
      label: names.palika,
      onSelect: () => drillTo({ provinceId, districtId, palikaId }),
    });
  if (names.ward) crumbs.push({ label: names.ward });
  return crumbs;
}
