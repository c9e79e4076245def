import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';
import { userKeys } from './user-keys';

export const usersQuery = (query: QueryOf<'listUsers'>) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: () => apiGet('/api/users', { params: { query } }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: QueryOf<'listUsers'>) => useQuery(usersQuery(query));
