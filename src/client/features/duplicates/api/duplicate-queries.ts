import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/client/lib/api-client';
import type { DuplicateState } from '@/shared/pwd/duplicate-pairs';

const duplicateKeys = {
  all: ['duplicates'] as const,
  pairs: (state: DuplicateState, page: number) =>
    [...duplicateKeys.all, 'pairs', state, page] as const,
};

/** A page of the country's candidate pairs in a state. */
export const pairsQuery = (state: DuplicateState, page: number) =>
  queryOptions({
    queryKey: duplicateKeys.pairs(state, page),
    queryFn: () =>
      apiGet('/api/data-quality/duplicate-pairs', { params: { query: { state, page } } }),
  });

export interface DecisionInput {
  id: number;
  version: number;
  decision: 'notDuplicate' | 'merge';
  keepId?: string;
}

/** A pair decided from the version read; the lists, the persons and the dashboards follow. */
export function useDecidePair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DecisionInput) =>
      apiPost('/api/data-quality/duplicate-pairs/{id}/decision', {
        params: { path: { id } },
        body,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: duplicateKeys.all });
      void client.invalidateQueries({ queryKey: ['dashboards'] });
    },
  });
}
