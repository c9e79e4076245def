import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { DHIS2_UID, type FacilityType, HOSPITAL_TYPES } from './enums';
import { EMAIL, blank, locationProblems } from './place-rules';

/** What the rules of a health facility read; the API's input has all of it. */
export interface FacilityFacts {
  facilityType: FacilityType;
  wardNo: number;
  dhis2Uid?: string | null;
  beds?: number | null;
  inChargePhone?: string | null;
  email?: string | null;
  catchmentWards?: number[];
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * The rules of a health facility (DOMAIN.md §7.10) shared by the form and the API: a hospital
 * says how many beds it has; the DHIS2 uid, phone and email are well formed; its ward and the
 * wards it serves are the palika's (when the palika's ward count is known), each once; a location
 * is given whole, inside Nepal. A unique HMIS code is the server's to check.
 */
export function facilityProblems(f: FacilityFacts, wardCount?: number): FieldError[] {
  const problems: FieldError[] = [];
  const flag = (field: string, code: FieldError['code']) => problems.push({ field, code });
  if (HOSPITAL_TYPES.includes(f.facilityType) && blank(f.beds)) flag('beds', 'required');
  if (!blank(f.dhis2Uid) && !DHIS2_UID.test(f.dhis2Uid!)) flag('dhis2Uid', 'invalidFormat');
  if (!blank(f.inChargePhone) && !normalizePhone(f.inChargePhone!))
    flag('inChargePhone', 'invalidFormat');
  if (!blank(f.email) && !EMAIL.test(f.email!)) flag('email', 'invalidFormat');
  if (wardCount !== undefined && f.wardNo > wardCount) flag('wardNo', 'tooLarge');
  const wards = f.catchmentWards ?? [];
  if (
    new Set(wards).size !== wards.length ||
    (wardCount !== undefined && wards.some((ward) => ward > wardCount))
  )
    flag('catchmentWards', 'invalidValue');
  return [...problems, ...locationProblems(f)];
}
