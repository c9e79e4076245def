import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '@/client/lib/api-client';
import type { RequestBody } from '@/shared/api/types';
import { userKeys } from './user-keys';

/** Every change refreshes the lists, details and histories it may have touched. */
function useUserMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateUser = () =>
  useUserMutation((body: RequestBody<'createUser'>) => apiPost('/api/users', { body }));

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: RequestBody<'updateUser'> }) =>
    apiPut('/api/users/{id}', { params: { path: { id } }, body }),
  );

export const useSetBlocked = () =>
  useUserMutation(({ id, blocked, reason }: { id: string; blocked: boolean; reason: string }) =>
    blocked
      ? apiPost('/api/users/{id}/block', { params: { path: { id } }, body: { reason } })
      : apiPost('/api/users/{id}/unblock', { params: { path: { id } }, body: { reason } }),
  );

export const useResetPassword = () =>
  useUserMutation((id: string) =>
    apiPost('/api/users/{id}/resetPassword', { params: { path: { id } } }),
  );

export const useCreateGroup = () =>
  useUserMutation((body: RequestBody<'createGroup'>) => apiPost('/api/groups', { body }));

export const useGroupMember = () =>
  useUserMutation(
    ({ groupId, memberId, add }: { groupId: string; memberId: string; add: boolean }) =>
      add
        ? apiPost('/api/groups/{id}/members', {
            params: { path: { id: groupId } },
            body: { memberId },
          })
        : apiDelete('/api/groups/{id}/members/{memberId}', {
            params: { path: { id: groupId, memberId } },
          }),
  );
