import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** The national service catalogue: the services feature edits it, the dashboards name its categories. */
export const catalogueQuery = () =>
  queryOptions({
    queryKey: ['services', 'catalogue'] as const,
    queryFn: () => apiGet('/api/services/catalogue'),
    staleTime: 5 * 60_000,
  });
