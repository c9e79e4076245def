import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { QueryOf } from '@/shared/api/types';
import { profileKeys } from './profile-keys';

export const profilesQuery = (query: QueryOf<'listProfiles'>) =>
  queryOptions({
    queryKey: profileKeys.list(query),
    queryFn: () => apiGet('/api/pwd/profiles', { params: { query } }),
    placeholderData: keepPreviousData,
  });

export const useProfiles = (query: QueryOf<'listProfiles'>) => useQuery(profilesQuery(query));

export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: () => apiGet('/api/pwd/profiles/{id}', { params: { path: { id } } }),
  });

export const useProfile = (id: string | undefined) =>
  useQuery({ ...profileQuery(id ?? ''), enabled: Boolean(id) });

export const useProfileHistory = (id: string) =>
  useQuery({
    queryKey: profileKeys.history(id),
    queryFn: () => apiGet('/api/pwd/profiles/{id}/history', { params: { path: { id } } }),
  });
