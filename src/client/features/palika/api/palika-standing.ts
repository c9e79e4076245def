import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';

type StandingQuery = QueryOf<'palikaStanding'>;

export const palikaStandingQuery = (query: StandingQuery) =>
  queryOptions({
    queryKey: ['palikaStanding', query],
    queryFn: () => apiGet('/api/palika/standing', { params: { query } }),
  });

/** A palika in its batch for a fiscal year; the figures shown stay while the next ones load. */
export const usePalikaStanding = (query: StandingQuery, enabled: boolean) =>
  useQuery({ ...palikaStandingQuery(query), enabled, placeholderData: keepPreviousData });
