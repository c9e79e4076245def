import {
  numberOrNull,
  numberText,
  orNull,
  textOf,
  yesNoOrNull,
} from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';

export type WardInput = Omit<Schemas['WardProfileUpdate'], 'version'>;
export type Ward = Schemas['WardProfile'];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const WARD_ENUM_FIELDS = {
  populationSource: 'populationSource',
  ecologicalBelt: 'ecologicalBelt',
  dprpCommitteeFormed: 'yesNo',
} as const;

const TEXT_FIELDS = [
  'nameNe',
  'officeAddress',
  'officePhone',
  'officeEmail',
  'chairName',
  'chairPhone',
  'secretaryName',
  'secretaryPhone',
  'committeeFormedOn',
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
  'tolesCount',
] as const;

/** The form's values: text as typed (numbers in either script); the ward itself is not edited. */
export type WardFormValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof NUMBER_FIELDS)[number], string> & {
    palikaId: number;
    wardNo: number;
    populationSource: string;
    ecologicalBelt: string;
    dprpCommitteeFormed: string;
  };

/** A ward's profile as the form edits it. */
export function wardValuesOf(w: Ward): WardFormValues {
  return {
    palikaId: w.palikaId,
    wardNo: w.wardNo,
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, textOf(w[f])])) as Record<
      (typeof TEXT_FIELDS)[number],
      string
    >),
    ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberText(w[f])])) as Record<
      (typeof NUMBER_FIELDS)[number],
      string
    >),
    populationSource: textOf(w.populationSource),
    ecologicalBelt: textOf(w.ecologicalBelt),
    dprpCommitteeFormed: w.dprpCommitteeFormed === null ? '' : String(w.dprpCommitteeFormed),
  };
}

/** What the API is sent: numbers as numbers, empty text as null. */
export function wardBodyOf(v: WardFormValues): WardInput {
  return {
    palikaId: v.palikaId,
    wardNo: v.wardNo,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, orNull(v[f])])),
    ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberOrNull(v[f])])),
    populationSource: (orNull(v.populationSource) as WardInput['populationSource']) ?? null,
    ecologicalBelt: (orNull(v.ecologicalBelt) as WardInput['ecologicalBelt']) ?? null,
    dprpCommitteeFormed: yesNoOrNull(v.dprpCommitteeFormed),
  };
}
