import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { userKeys } from './user-keys';

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => apiGet('/api/users/{id}', { params: { path: { id } } }),
  });

export const useUser = (id: string | undefined) =>
  useQuery({ ...userQuery(id ?? ''), enabled: Boolean(id) });
