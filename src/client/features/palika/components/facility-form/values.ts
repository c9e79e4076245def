import {
  numberOrNull,
  numberText,
  orNull,
  textOf,
  yesNoOrNull,
} from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';

export type FacilityInput = Omit<Schemas['HealthFacilityUpdate'], 'version'>;
export type Facility = Schemas['HealthFacility'];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const FACILITY_ENUM_FIELDS = {
  facilityType: 'facilityType',
  ownership: 'ownership',
  operationalStatus: 'operationalStatus',
  services: 'facilityService',
  insuranceFirstPoint: 'yesNo',
} as const;

/** The form's values: text as typed (numbers too, in either script), the place for its picker. */
export interface FacilityFormValues {
  provinceId?: number;
  districtId?: number;
  palikaId?: number;
  wardNo: string;
  nameEn: string;
  nameNe: string;
  hmisCode: string;
  dhis2Uid: string;
  facilityType: string;
  ownership: string;
  operationalStatus: string;
  inChargeName: string;
  inChargePhone: string;
  email: string;
  beds: string;
  services: string[];
  catchmentWards: string[];
  insuranceFirstPoint: string;
  latitude: string;
  longitude: string;
}

export function emptyFacilityValues(
  place: Pick<FacilityFormValues, 'provinceId' | 'districtId' | 'palikaId'> = {},
): FacilityFormValues {
  return {
    ...place,
    wardNo: '',
    nameEn: '',
    nameNe: '',
    hmisCode: '',
    dhis2Uid: '',
    facilityType: '',
    ownership: '',
    operationalStatus: 'functional',
    inChargeName: '',
    inChargePhone: '',
    email: '',
    beds: '',
    services: [],
    catchmentWards: [],
    insuranceFirstPoint: '',
    latitude: '',
    longitude: '',
  };
}

/** A stored facility as the form edits it. */
export function facilityValuesOf(f: Facility, place: { provinceId?: number; districtId?: number }) {
  return {
    ...place,
    palikaId: f.palikaId,
    wardNo: String(f.wardNo),
    nameEn: f.nameEn,
    nameNe: f.nameNe,
    hmisCode: textOf(f.hmisCode),
    dhis2Uid: textOf(f.dhis2Uid),
    facilityType: f.facilityType,
    ownership: f.ownership,
    operationalStatus: f.operationalStatus,
    inChargeName: textOf(f.inChargeName),
    inChargePhone: textOf(f.inChargePhone),
    email: textOf(f.email),
    beds: numberText(f.beds),
    services: [...f.services],
    catchmentWards: f.catchmentWards.map(String),
    insuranceFirstPoint: f.insuranceFirstPoint === null ? '' : String(f.insuranceFirstPoint),
    latitude: numberText(f.latitude),
    longitude: numberText(f.longitude),
  } satisfies FacilityFormValues;
}

/** What the API is sent: numbers as numbers, empty text as null, wards in order. */
export function facilityBodyOf(v: FacilityFormValues): FacilityInput {
  return {
    palikaId: v.palikaId as number,
    wardNo: numberOrNull(v.wardNo) as number,
    nameEn: v.nameEn.trim(),
    nameNe: v.nameNe.trim(),
    hmisCode: orNull(v.hmisCode),
    dhis2Uid: orNull(v.dhis2Uid),
    facilityType: v.facilityType as FacilityInput['facilityType'],
    ownership: v.ownership as FacilityInput['ownership'],
    operationalStatus: v.operationalStatus as FacilityInput['operationalStatus'],
    inChargeName: orNull(v.inChargeName),
    inChargePhone: orNull(v.inChargePhone),
    email: orNull(v.email),
    beds: numberOrNull(v.beds),
    services: v.services as FacilityInput['services'],
    catchmentWards: v.catchmentWards.map(Number).sort((a, b) => a - b),
    insuranceFirstPoint: yesNoOrNull(v.insuranceFirstPoint),
    latitude: numberOrNull(v.latitude),
    longitude: numberOrNull(v.longitude),
  };
}
