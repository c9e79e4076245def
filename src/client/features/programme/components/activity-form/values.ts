import { type FormValuesOf, contractForm } from '@/client/lib/records/contract-form';
import { orNull } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { isLinkedKind } from '@/shared/palika/links';

export type ActivityInput = Omit<Schemas['ActivityUpdate'], 'version'>;
type Activity = Schemas['Activity'];
type Own = 'palikaId' | 'fiscalYear' | 'sortOrder' | 'attributeIds';

/** The form's values: the contract's fields as typed (numbers in either script), the palika, year and order kept. */
export type ActivityFormValues = FormValuesOf<'ActivityUpdate', Own> & {
  palikaId: number;
  fiscalYear: number;
  sortOrder: number;
  /** The attributes recorded with what it achieved, from its standard activity or chosen. */
  attributeIds: number[];
};

const form = contractForm('ActivityUpdate', [
  'palikaId',
  'fiscalYear',
  'sortOrder',
  'attributeIds',
] as Own[]);

/** A new activity of the palika's year, under the parent given: planned, counted in days. */
export function emptyActivityValues(
  palikaId: number,
  fiscalYear: number,
  parentId = '',
): ActivityFormValues {
  return {
    ...form.empty(),
    palikaId,
    fiscalYear,
    sortOrder: 0,
    attributeIds: [],
    parentId,
    unit: 'day',
    status: 'planned',
  };
}

/** A stored activity as the form edits it. */
export function activityValuesOf(a: Activity): ActivityFormValues {
  return {
    ...form.valuesOf(a),
    palikaId: a.palikaId,
    fiscalYear: a.fiscalYear,
    sortOrder: a.sortOrder,
    attributeIds: a.attributeIds,
  };
}

/** What the API is sent: numbers as numbers and the code in Latin digits, whichever the person typed; empty text as null. */
export function activityBodyOf(values: ActivityFormValues): ActivityInput {
  const body = form.bodyOf(values) as Omit<ActivityInput, Own>;
  return {
    ...body,
    palikaId: values.palikaId,
    fiscalYear: values.fiscalYear,
    sortOrder: values.sortOrder,
    attributeIds: values.attributeIds,
    code: orNull(toLatinDigits(values.code)) as string,
    // Only a venue of a kind that names a record keeps the record chosen for it.
    venueId: isLinkedKind(values.venueType) ? body.venueId : null,
  };
}
