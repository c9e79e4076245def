import { useLocation, useSearch } from 'wouter';
import { type PlaceNames, usePlaceNames } from '@/client/lib/use-place-names';
import { useSearchParams } from '@/client/lib/use-search-params';
import { currentFiscalYear } from '@/shared/fiscal-year';
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
  return placeTrail(usePlaceNames(query), query, drillTo);
}

/**
 * Each place once, from the top down: the user's area (or Nepal), then the levels chosen below it.
 * The levels the area already names are left out (a district user of Morang drilling into Rangeli
 * reads "Morang › Rangeli", not "Morang › Koshi Province › Morang › Rangeli").
 */
export function placeTrail(
  names: PlaceNames,
  { provinceId, districtId, palikaId }: PlaceSelection,
  drillTo: (place: PlaceSelection) => void,
): Crumb[] {
  const levels: (Crumb | undefined)[] = [
    names.province ? { label: names.province, onSelect: () => drillTo({ provinceId }) } : undefined,
    names.district
      ? { label: names.district, onSelect: () => drillTo({ provinceId, districtId }) }
      : undefined,
    names.palika
      ? { label: names.palika, onSelect: () => drillTo({ provinceId, districtId, palikaId }) }
      : undefined,
    names.ward ? { label: names.ward } : undefined,
  ];
  return [
    { label: names.root, onSelect: () => drillTo({}) },
    ...levels.slice(names.rootCovers).filter((crumb): crumb is Crumb => Boolean(crumb)),
  ];
}
