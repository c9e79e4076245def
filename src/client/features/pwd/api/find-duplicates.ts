import { apiPost } from '@/client/lib/api-client';
import type { RequestBody } from '@/shared/api/types';

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
