import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { catalogueQuery } from '@/client/lib/catalogue-query';

export { catalogueQuery };

/** Query keys of the catalogue and people search, under the services' key (records: service-records.ts). */
export const serviceKeys = {
  all: ['services'] as const,
  catalogue: () => [...serviceKeys.all, 'catalogue'] as const,
  people: (search: string) => [...serviceKeys.all, 'people', search] as const,
};

export const useCatalogue = () => useQuery(catalogueQuery());

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

export const useCatalogueChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.catalogue() }),
  });
};
