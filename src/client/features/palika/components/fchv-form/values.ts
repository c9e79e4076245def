import { FCHV_FIELDS } from '@/client/features/palika/fchv-fields';
import {
  type FormValuesOf,
  type PlaceValues,
  placedForm,
} from '@/client/lib/records/contract-form';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import { numberOrNull, numberText, orNull, textOf } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';

export type FchvInput = Omit<Schemas['FchvUpdate'], 'version'>;
export type Fchv = Schemas['Fchv'];
type Training = FchvInput['trainings'][number];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const FCHV_ENUM_FIELDS = enumFieldsOf(FCHV_FIELDS);

export interface TrainingValues {
  trainingType: string;
  date: string;
  days: string;
  organiser: string;
  cohort: string;
}

/** The form's values: the contract's fields as typed (numbers too, in either script), the place for its picker, her trainings a row each. */
export type FchvFormValues = FormValuesOf<'FchvUpdate', 'palikaId' | 'trainings'> &
  PlaceValues & { trainings: TrainingValues[] };

const form = placedForm('FchvUpdate', ['trainings']);

export const emptyTraining = (): TrainingValues => ({
  trainingType: '',
  date: '',
  days: '',
  organiser: '',
  cohort: '',
});

/** A new FCHV at the given place, active. */
export const emptyFchvValues = (place: PlaceValues = {}): FchvFormValues => ({
  ...form.empty(place),
  trainings: [],
  status: 'active',
});

/** A stored FCHV as the form edits her. */
export const fchvValuesOf = (f: Fchv, place: PlaceValues = {}): FchvFormValues => ({
  ...form.valuesOf(f, place),
  trainings: f.trainings.map((t) => ({
    trainingType: t.trainingType,
    date: t.date,
    days: numberText(t.days),
    organiser: textOf(t.organiser),
    cohort: textOf(t.cohort),
  })),
});

/** What the API is sent: numbers as numbers, empty text as null, basic training done or not. */
export const fchvBodyOf = (v: FchvFormValues): FchvInput =>
  ({
    ...form.bodyOf(v),
    basicTrainingCompleted: v.basicTrainingCompleted === 'true',
    trainings: v.trainings.map((t): Training => ({
      trainingType: t.trainingType as Training['trainingType'],
      date: t.date,
      days: numberOrNull(t.days),
      organiser: orNull(t.organiser),
      cohort: orNull(t.cohort),
    })),
  }) as FchvInput;
