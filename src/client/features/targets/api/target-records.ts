import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/client/lib/api-client';
import { RECORD_CLIENTS } from '@/client/lib/records/record-clients';
import type { Schemas } from '@/shared/api/types';

/** Targets: keys, queries and mutations from the record layer, with approval, revision and copying a year. */
export const targetRecords = RECORD_CLIENTS.targets;

/** Every change of targets refreshes the lists and the achievement dashboard. */
function useTargetMutation<Variables, Answer>(run: (variables: Variables) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: targetRecords.keys.all }),
        client.invalidateQueries({ queryKey: ['dashboards'] }),
      ]),
  });
}

export const useApproveTarget = () =>
  useTargetMutation(({ id, version }: { id: string; version: number }) =>
    apiPost('/api/targets/{id}/approve', { params: { path: { id } }, body: { version } }),
  );

export const useReviseTarget = () =>
  useTargetMutation(({ id, body }: { id: string; body: Schemas['TargetRevision'] }) =>
    apiPost('/api/targets/{id}/revise', { params: { path: { id } }, body }),
  );

export const useCopyTargetYear = () =>
  useTargetMutation((body: Schemas['TargetYearCopy']) =>
    apiPost('/api/targets/copy-year', { body }),
  );
