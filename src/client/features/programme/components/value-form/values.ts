import { attributeValuesOf } from '@/client/components/attribute-fields';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';

export type ValueInput = Omit<Schemas['ActivityValueUpdate'], 'version'>;
type Value = Schemas['ActivityValue'];

const NUMBERS = [
  'achievedOutput',
  'expenditureNpr',
  'participantsMale',
  'participantsFemale',
  'participantsOther',
  'wardNo',
] as const;
export type ValueFigure = (typeof NUMBERS)[number];

/** The form's values: figures as typed (either script), the activity, date, attributes and notes. */
export type ValueFormValues = Record<ValueFigure, string> & {
  palikaId: number;
  activityId: string;
  recordDate: string;
  attributes: Record<string, unknown>;
  notes: string;
};

export function emptyValueValues(
  palikaId: number,
  activityId = '',
  recordDate = '',
): ValueFormValues {
  return {
    ...(Object.fromEntries(NUMBERS.map((f) => [f, ''])) as Record<ValueFigure, string>),
    palikaId,
    activityId,
    recordDate,
    attributes: {},
    notes: '',
  };
}

export function valueValuesOf(v: Value): ValueFormValues {
  return {
    ...(Object.fromEntries(NUMBERS.map((f) => [f, v[f] === null ? '' : String(v[f])])) as Record<
      ValueFigure,
      string
    >),
    palikaId: v.palikaId,
    activityId: v.activityId,
    recordDate: v.recordDate,
    attributes: v.attributes,
    notes: v.notes ?? '',
  };
}

/** A figure as typed, in either script, as a number (null when empty). */
export const figureOf = (text: string): number | null => {
  const latin = toLatinDigits(text).replaceAll(',', '').trim();
  return latin === '' ? null : Number(latin);
};

/** What the API is sent: figures as numbers, empty text as null, attributes without typed text. */
export function valueBodyOf(v: ValueFormValues): ValueInput {
  return {
    palikaId: v.palikaId,
    activityId: v.activityId,
    recordDate: v.recordDate,
    ...(Object.fromEntries(NUMBERS.map((f) => [f, figureOf(v[f])])) as Record<
      ValueFigure,
      number | null
    >),
    attributes: attributeValuesOf(v.attributes),
    notes: v.notes.trim() || null,
  };
}

/** The body of a saved value, to change one figure of it (the grid's cells). */
export function valueBodyOfRecord(v: Value): ValueInput {
  return valueBodyOf(valueValuesOf(v));
}
