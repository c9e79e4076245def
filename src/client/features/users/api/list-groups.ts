import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { userKeys } from './user-keys';

export const groupsQuery = () =>
  queryOptions({ queryKey: userKeys.groups(), queryFn: () => apiGet('/api/groups') });

export const useGroups = () => useQuery(groupsQuery());
