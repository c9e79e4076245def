import { FACILITY_FIELDS } from '@/client/features/palika/facility-fields';
import {
  type FormValuesOf,
  type PlaceValues,
  placedForm,
} from '@/client/lib/records/contract-form';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';

export type FacilityInput = Omit<Schemas['HealthFacilityUpdate'], 'version'>;
export type Facility = Schemas['HealthFacility'];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const FACILITY_ENUM_FIELDS = enumFieldsOf(FACILITY_FIELDS);

/** The form's values: the contract's fields as typed (numbers too, in either script), the place for its picker. */
export type FacilityFormValues = FormValuesOf<'HealthFacilityUpdate', 'palikaId'> & PlaceValues;

const form = placedForm('HealthFacilityUpdate');

/** A new facility at the given place, functional. */
export const emptyFacilityValues = (place: PlaceValues = {}): FacilityFormValues => ({
  ...form.empty(place),
  operationalStatus: 'functional',
});

/** A stored facility as the form edits it. */
export const facilityValuesOf = (f: Facility, place: PlaceValues): FacilityFormValues =>
  form.valuesOf(f, place);

/** What the API is sent: numbers as numbers, empty text as null, wards in order. */
export function facilityBodyOf(v: FacilityFormValues): FacilityInput {
  return {
    ...form.bodyOf(v),
    catchmentWards: v.catchmentWards.map(Number).sort((a, b) => a - b),
  } as FacilityInput;
}
