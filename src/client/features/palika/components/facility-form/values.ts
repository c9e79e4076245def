import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import {
  type FormValuesOf,
  type PlaceValues,
  contractForm,
} from '@/client/lib/records/contract-form';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';

export type FacilityInput = Omit<Schemas['HealthFacilityUpdate'], 'version'>;
export type Facility = Schemas['HealthFacility'];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const FACILITY_ENUM_FIELDS = enumFieldsOf(FACILITY_FIELDS);

/** The form's values: the contract's fields as typed (numbers too, in either script), the place for its picker. */
export type FacilityFormValues = FormValuesOf<'HealthFacilityUpdate', 'palikaId'> & PlaceValues;

const form = contractForm('HealthFacilityUpdate', ['palikaId']);

/** A new facility at the given place, functional. */
export function emptyFacilityValues(place: PlaceValues = {}): FacilityFormValues {
  return { ...form.empty(), ...place, operationalStatus: 'functional' };
}

/** A stored facility as the form edits it. */
export function facilityValuesOf(
  f: Facility,
  place: { provinceId?: number; districtId?: number },
): FacilityFormValues {
  return { ...form.valuesOf(f), ...place, palikaId: f.palikaId };
}

/** What the API is sent: numbers as numbers, empty text as null, wards in order. */
export function facilityBodyOf(v: FacilityFormValues): FacilityInput {
  return {
    ...form.bodyOf(v),
    palikaId: v.palikaId,
    catchmentWards: v.catchmentWards.map(Number).sort((a, b) => a - b),
  } as FacilityInput;
}
