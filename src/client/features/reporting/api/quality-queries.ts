import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';

/** Under the reporting cycle's key: a move, which may change what is flagged, asks again. */
export const qualityKeys = {
  all: ['reporting', 'quality'] as const,
  report: (palikaId: number, fiscalYear: number, period: number) =>
    [...qualityKeys.all, 'report', palikaId, fiscalYear, period] as const,
  area: (query: object) => [...qualityKeys.all, 'area', query] as const,
};

/** What looks wrong in a palika's period, live: the rules it breaks and its outliers. */
export const reportQualityQuery = (palikaId: number, fiscalYear: number, period: number) =>
  queryOptions({
    queryKey: qualityKeys.report(palikaId, fiscalYear, period),
    queryFn: () =>
      apiGet('/api/reports/{palikaId}/{fiscalYear}/{period}/quality', {
        params: { path: { palikaId, fiscalYear, period } },
      }),
  });

/** The places one level below the place asked, ranked by what looks wrong in them. */
export const areaQualityQuery = (query: QueryOf<'listDataQuality'>) =>
  queryOptions({
    queryKey: qualityKeys.area(query),
    queryFn: () => apiGet('/api/data-quality', { params: { query } }),
  });
