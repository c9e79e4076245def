import { queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@/shared/api/types';
import { apiGet } from './api-client';

/** The hierarchy changes only on import: kept for the whole session once fetched. */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

export const geographyKeys = {
  all: ['geography'] as const,
  provinces: () => [...geographyKeys.all, 'provinces'] as const,
  districts: (provinceId: number) => [...geographyKeys.all, 'districts', provinceId] as const,
  palikas: (districtId: number) => [...geographyKeys.all, 'palikas', districtId] as const,
  palika: (palikaId: number) => [...geographyKeys.all, 'palika', palikaId] as const,
  wards: (palikaId: number) => [...geographyKeys.all, 'wards', palikaId] as const,
  search: (q: string, level?: string) =>
    [...geographyKeys.all, 'search', level ?? 'any', q] as const,
  scope: () => [...geographyKeys.all, 'scope'] as const,
};

export const provincesQuery = () =>
  queryOptions({
    queryKey: geographyKeys.provinces(),
    queryFn: () => apiGet('/api/geography/provinces'),
    ...SESSION,
  });

export const districtsQuery = (provinceId: number) =>
  queryOptions({
    queryKey: geographyKeys.districts(provinceId),
    queryFn: () =>
      apiGet('/api/geography/provinces/{id}/districts', { params: { path: { id: provinceId } } }),
    ...SESSION,
  });

export const palikasQuery = (districtId: number) =>
  queryOptions({
    queryKey: geographyKeys.palikas(districtId),
    queryFn: () =>
      apiGet('/api/geography/districts/{id}/palikas', { params: { path: { id: districtId } } }),
    ...SESSION,
  });

export const palikaQuery = (palikaId: number) =>
  queryOptions({
    queryKey: geographyKeys.palika(palikaId),
    queryFn: () => apiGet('/api/geography/palikas/{id}', { params: { path: { id: palikaId } } }),
    ...SESSION,
  });

export const wardsQuery = (palikaId: number) =>
  queryOptions({
    queryKey: geographyKeys.wards(palikaId),
    queryFn: () =>
      apiGet('/api/geography/palikas/{id}/wards', { params: { path: { id: palikaId } } }),
    ...SESSION,
  });

export const placeSearchQuery = (q: string, level?: 'province' | 'district' | 'palika') =>
  queryOptions({
    queryKey: geographyKeys.search(q, level),
    queryFn: () => apiGet('/api/geography/search', { params: { query: { q, level, limit: 10 } } }),
    enabled: q.trim().length > 0,
    ...SESSION,
  });

export const myScopeQuery = () =>
  queryOptions({
    queryKey: geographyKeys.scope(),
    queryFn: () => apiGet('/api/geography/scope'),
    staleTime: 5 * 60_000,
  });

/** The place of a user whose scope is one palika (palika, CBRF and group users), else nothing. */
export function ownPalikaOf(scope: Schemas['Scope'] | undefined) {
  if (scope?.palikaIds.length !== 1) return undefined;
  return {
    provinceId: scope.reachProvinceIds[0],
    districtId: scope.reachDistrictIds[0],
    palikaId: scope.palikaIds[0],
  };
}
