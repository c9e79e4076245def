import type { FieldError } from '@/shared/errors';
import { normalizePhone } from '@/shared/pwd/profile-rules';
import { DHIS2_UID, type FacilityType, HOSPITAL_TYPES } from './enums';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: unknown) => value === null || value === undefined || value === '';

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
  if (blank(f.latitude) !== blank(f.longitude))
    flag(blank(f.latitude) ? 'latitude' : 'longitude', 'required');
  if (!blank(f.latitude) && (f.latitude! < 26.3 || f.latitude! > 30.5))
    flag('latitude', 'invalidValue');
  if (!blank(f.longitude) && (f.longitude! < 80 || f.longitude! > 88.3))
    flag('longitude', 'invalidValue');
  return problems;
}
