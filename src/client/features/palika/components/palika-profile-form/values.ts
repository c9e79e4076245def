import {
  numberOrNull,
  numberText,
  orNull,
  textOf,
  yesNoOrNull,
} from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';

export type PalikaProfileInput = Omit<Schemas['PalikaProfileUpdate'], 'version'>;
export type PalikaProfile = Schemas['PalikaProfile'];
type Cbrf = PalikaProfileInput['cbrfs'] extends (infer R)[] | undefined ? R : never;

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const PALIKA_PROFILE_ENUM_FIELDS = {
  populationSource: 'populationSource',
  ecologicalBelt: 'ecologicalBelt',
} as const;

const TEXT_FIELDS = [
  'headquarters',
  'website',
  'email',
  'phone',
  'chiefName',
  'deputyName',
  'caoName',
  'focalPersonName',
  'focalPersonPhone',
  'committeeFormedOn',
  'idCardProcedureOn',
  'populationSource',
  'ecologicalBelt',
] as const;
const NUMBER_FIELDS = [
  'areaSqKm',
  'populationTotal',
  'populationMale',
  'populationFemale',
  'populationOther',
  'populationYear',
  'households',
  'pwdCensusCount',
] as const;

/** A facilitator as the form holds it: text as typed, training as yes / no / unknown. */
export interface CbrfValues {
  name: string;
  phone: string;
  appointedOn: string;
  trainingCompleted: string;
  status: string;
}

/** The form's values: text as typed (numbers in either script); the palika itself is not edited. */
export type PalikaProfileFormValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof NUMBER_FIELDS)[number], string> & { palikaId: number; cbrfs: CbrfValues[] };

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
    palikaId: p.palikaId,
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, textOf(p[f])])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
    ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberText(p[f])])) as Record<
      (typeof NUMBER_FIELDS)[number],
      string
    >),
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
    palikaId: v.palikaId,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, orNull(v[f])])),
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberOrNull(v[f])])),
    cbrfs: v.cbrfs.map((c): Cbrf => ({
      name: c.name.trim(),
      phone: orNull(c.phone),
      appointedOn: orNull(c.appointedOn),
      trainingCompleted: yesNoOrNull(c.trainingCompleted),
      status: c.status as Cbrf['status'],
    })),
  };
}
