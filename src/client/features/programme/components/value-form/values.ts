import { attributeValuesOf } from '@/client/components/attribute-fields';
import { type FormValuesOf, contractForm } from '@/client/lib/records/contract-form';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';

export type ValueInput = Omit<Schemas['ActivityValueUpdate'], 'version'>;
type Value = Schemas['ActivityValue'];
type Own = 'palikaId' | 'attributes';

const FIGURES = [
  'achievedOutput',
  'expenditureNpr',
  'participantsMale',
  'participantsFemale',
  'participantsOther',
  'wardNo',
] as const;
export type ValueFigure = (typeof FIGURES)[number];

/** The form's values: the contract's fields as typed (figures in either script), the palika kept, the attributes. */
export type ValueFormValues = FormValuesOf<'ActivityValueUpdate', Own> & {
  palikaId: number;
  attributes: Record<string, unknown>;
};

const form = contractForm('ActivityValueUpdate', ['palikaId', 'attributes'] as Own[]);

export function emptyValueValues(
  palikaId: number,
  activityId = '',
  recordDate = '',
): ValueFormValues {
  return { ...form.empty(), palikaId, activityId, recordDate, attributes: {} };
}

export function valueValuesOf(v: Value): ValueFormValues {
  return { ...form.valuesOf(v), palikaId: v.palikaId, attributes: v.attributes };
}

/** A figure as typed, in either script, as a number (null when empty). */
export const figureOf = (text: string): number | null => {
  const latin = toLatinDigits(text).replaceAll(',', '').trim();
  return latin === '' ? null : Number(latin);
};

/** What the API is sent: figures as numbers (thousands' commas allowed), empty text as null, attributes without typed text. */
export function valueBodyOf(v: ValueFormValues): ValueInput {
  return {
    ...(form.bodyOf(v) as Omit<ValueInput, Own>),
    ...(Object.fromEntries(FIGURES.map((f) => [f, figureOf(v[f])])) as Record<
      ValueFigure,
      number | null
    >),
    palikaId: v.palikaId,
    attributes: attributeValuesOf(v.attributes),
  };
}

/** The body of a saved value, to change one figure of it (the grid's cells). */
export function valueBodyOfRecord(v: Value): ValueInput {
  return valueBodyOf(valueValuesOf(v));
}
