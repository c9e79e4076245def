import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/client/lib/api-client';
import type { RequestBody } from '@/shared/api/types';
import { profileKeys } from './profile-keys';

/** Every change refreshes the lists, details and histories it may have touched. */
function useProfileMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export const useCreateProfile = () =>
  useProfileMutation((body: RequestBody<'createProfile'>) =>
    apiPost('/api/pwd/profiles', { body }),
  );

export const useUpdateProfile = () =>
  useProfileMutation(({ id, body }: { id: string; body: RequestBody<'updateProfile'> }) =>
    apiPut('/api/pwd/profiles/{id}', { params: { path: { id } }, body }),
  );

export const useDeleteProfile = () =>
  useProfileMutation(({ id, body }: { id: string; body: RequestBody<'deleteProfile'> }) =>
    apiPost('/api/pwd/profiles/{id}/delete', { params: { path: { id } }, body }),
  );

export const useRestoreProfile = () =>
  useProfileMutation((id: string) =>
    apiPost('/api/pwd/profiles/{id}/restore', { params: { path: { id } } }),
  );

type ProfileInput = Omit<RequestBody<'updateProfile'>, 'version'>;

/** Possible duplicates of a profile being entered (or edited: `excludeId` is the record itself), among those the user may see. */
export async function findDuplicates(input: ProfileInput, excludeId?: string) {
  const {
    nameNe,
    nameEn,
    dob,
    fatherName,
    motherName,
    palikaId,
    wardNo,
    citizenshipNo,
    citizenshipDistrictId,
    nin,
    cardNo,
  } = input;
  const body = {
    nameNe,
    nameEn,
    dob,
    fatherName,
    motherName,
    palikaId,
    wardNo,
    citizenshipNo,
    citizenshipDistrictId,
    nin,
    cardNo,
    ...(excludeId ? { excludeId } : {}),
  };
  return (await apiPost('/api/pwd/profiles/duplicates', { body })).items;
}
