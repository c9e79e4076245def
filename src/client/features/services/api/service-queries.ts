import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';
import type { QueryOf, RequestBody } from '@/shared/api/types';

export { catalogueQuery };

/** Query keys of services: invalidating `all` refreshes the catalogue, lists, records and histories. */
export const serviceKeys = {
  all: ['services'] as const,
  catalogue: () => [...serviceKeys.all, 'catalogue'] as const,
  list: (query: QueryOf<'listServiceRecords'>) => [...serviceKeys.all, 'list', query] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
  history: (id: string) => [...serviceKeys.all, 'history', id] as const,
  people: (search: string) => [...serviceKeys.all, 'people', search] as const,
};

export const useCatalogue = () => useQuery(catalogueQuery());

export const useServiceRecords = (query: QueryOf<'listServiceRecords'>) =>
  useQuery({
    queryKey: serviceKeys.list(query),
    queryFn: () => apiGet('/api/services/records', { params: { query } }),
    placeholderData: keepPreviousData,
  });

export const useServiceRecord = (id: string | undefined) =>
  useQuery({
    queryKey: serviceKeys.detail(id ?? ''),
    queryFn: () => apiGet('/api/services/records/{id}', { params: { path: { id: id ?? '' } } }),
    enabled: Boolean(id),
  });

export const useServiceHistory = (id: string) =>
  useQuery({
    queryKey: serviceKeys.history(id),
    queryFn: () => apiGet('/api/services/records/{id}/history', { params: { path: { id } } }),
  });

/** Persons the user may see whose name or number matches, for choosing who received a service. */
export const usePeopleSearch = (search: string) =>
  useQuery({
    queryKey: serviceKeys.people(search),
    queryFn: () => apiGet('/api/pwd/profiles', { params: { query: { search, pageSize: 8 } } }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

export const personQuery = (id: string) =>
  queryOptions({
    queryKey: [...serviceKeys.all, 'person', id],
    queryFn: () => apiGet('/api/pwd/profiles/{id}', { params: { path: { id } } }),
  });

function useServiceMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export const useCreateServiceRecord = () =>
  useServiceMutation((body: RequestBody<'createServiceRecord'>) =>
    apiPost('/api/services/records', { body }),
  );
export const useUpdateServiceRecord = () =>
  useServiceMutation(({ id, body }: { id: string; body: RequestBody<'updateServiceRecord'> }) =>
    apiPut('/api/services/records/{id}', { params: { path: { id } }, body }),
  );
export const useDeleteServiceRecord = () =>
  useServiceMutation(({ id, body }: { id: string; body: RequestBody<'deleteServiceRecord'> }) =>
    apiPost('/api/services/records/{id}/delete', { params: { path: { id } }, body }),
  );

export const useCatalogueChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.catalogue() }),
  });
};
