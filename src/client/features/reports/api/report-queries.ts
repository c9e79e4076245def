import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';

export const officialReportKeys = {
  all: ['officialReports'] as const,
  idCards: (query: object) => [...officialReportKeys.all, 'idCards', query] as const,
};

/** The ID-card matrix of a place, fiscal year and period (decision 0056). */
export const idCardReportQuery = (query: QueryOf<'idCardReport'>) =>
  queryOptions({
    queryKey: officialReportKeys.idCards(query),
    queryFn: () => apiGet('/api/official-reports/id-cards', { params: { query } }),
  });
