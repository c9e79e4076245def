import { apiPost } from '@/client/lib/api-client';
import type { RequestBody } from '@/shared/api/types';

type PwdInput = Omit<RequestBody<'updateProfile'>, 'version'>;

/** What a duplicate search compares: names, birth date, parents, place and identifiers. */
const COMPARED = [
  'nameNe',
  'nameEn',
  'dob',
  'fatherName',
  'motherName',
  'palikaId',
  'wardNo',
  'citizenshipNo',
  'citizenshipDistrictId',
  'nin',
  'cardNo',
] as const satisfies readonly (keyof PwdInput & keyof RequestBody<'findDuplicates'>)[];

/** Possible duplicates of a profile being entered (or edited: `excludeId` is the record itself), among those the user may see. */
export async function findDuplicates(input: PwdInput, excludeId?: string) {
  const body = {
    ...(Object.fromEntries(COMPARED.map((field) => [field, input[field]])) as Pick<
      PwdInput,
      (typeof COMPARED)[number]
    >),
    ...(excludeId ? { excludeId } : {}),
  };
  return (await apiPost('/api/pwd/profiles/duplicates', { body })).items;
}
