import { WARD_FIELDS } from '@/client/features/palika/ward-fields';
import { type FormValuesOf, contractForm } from '@/client/lib/records/contract-form';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';

export type WardInput = Omit<Schemas['WardProfileUpdate'], 'version'>;
export type Ward = Schemas['WardProfile'];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const WARD_ENUM_FIELDS = enumFieldsOf(WARD_FIELDS);

/** The form's values: the contract's fields as typed (numbers in either script); the ward itself is not edited. */
export type WardFormValues = FormValuesOf<'WardProfileUpdate', 'palikaId' | 'wardNo'> & {
  palikaId: number;
  wardNo: number;
};

const form = contractForm('WardProfileUpdate', ['palikaId', 'wardNo']);

/** A ward's profile as the form edits it. */
export const wardValuesOf = (w: Ward): WardFormValues => ({
  ...form.valuesOf(w),
  palikaId: w.palikaId,
  wardNo: w.wardNo,
});

/** What the API is sent: numbers as numbers, empty text as null. */
export const wardBodyOf = (v: WardFormValues): WardInput =>
  ({ ...form.bodyOf(v), palikaId: v.palikaId, wardNo: v.wardNo }) as WardInput;
