import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { userKeys } from './user-keys';

export const userAuditQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.audit(id),
    queryFn: () => apiGet('/api/users/{id}/audit', { params: { path: { id } } }),
  });

export const useUserAudit = (id: string) => useQuery(userAuditQuery(id));
