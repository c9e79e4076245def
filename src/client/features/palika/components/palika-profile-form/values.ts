import { PALIKA_PROFILE_FIELDS } from '@/client/features/palika/palika-profile-fields';
import { type FormValuesOf, contractForm } from '@/client/lib/records/contract-form';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import { orNull, textOf, yesNoOrNull } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';

export type PalikaProfileInput = Omit<Schemas['PalikaProfileUpdate'], 'version'>;
export type PalikaProfile = Schemas['PalikaProfile'];
type Cbrf = NonNullable<PalikaProfileInput['cbrfs']>[number];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const PALIKA_PROFILE_ENUM_FIELDS = enumFieldsOf(PALIKA_PROFILE_FIELDS);

/** A facilitator as the form holds it: text as typed, training as yes / no / unknown. */
export interface CbrfValues {
  name: string;
  phone: string;
  appointedOn: string;
  trainingCompleted: string;
  status: string;
}

/** The form's values: the contract's fields as typed; the palika itself is not edited; facilitators as rows. */
export type PalikaProfileFormValues = FormValuesOf<'PalikaProfileUpdate', 'palikaId' | 'cbrfs'> & {
  palikaId: number;
  cbrfs: CbrfValues[];
};

const form = contractForm('PalikaProfileUpdate', ['palikaId', 'cbrfs']);

export const emptyCbrf = (): CbrfValues => ({
  name: '',
  phone: '',
  appointedOn: '',
  trainingCompleted: '',
  status: 'active',
});

/** A palika's profile as the form edits it. */
export function palikaProfileValuesOf(p: PalikaProfile): PalikaProfileFormValues {
  return {
    ...form.valuesOf(p),
    palikaId: p.palikaId,
    cbrfs: (p.cbrfs ?? []).map((c) => ({
      name: c.name,
      phone: textOf(c.phone),
      appointedOn: textOf(c.appointedOn),
      trainingCompleted: c.trainingCompleted === null ? '' : String(c.trainingCompleted),
      status: c.status,
    })),
  };
}

/** What the API is sent: numbers as numbers, empty text as null. */
export function palikaProfileBodyOf(v: PalikaProfileFormValues): PalikaProfileInput {
  return {
    ...form.bodyOf(v),
    palikaId: v.palikaId,
    cbrfs: v.cbrfs.map((c): Cbrf => ({
      name: c.name.trim(),
      phone: orNull(c.phone),
      appointedOn: orNull(c.appointedOn),
      trainingCompleted: yesNoOrNull(c.trainingCompleted),
      status: c.status as Cbrf['status'],
    })),
  } as PalikaProfileInput;
}
