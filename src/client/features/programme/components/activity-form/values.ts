import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { isLinkedKind } from '@/shared/palika/links';

export type ActivityInput = Omit<Schemas['ActivityUpdate'], 'version'>;
type Activity = Schemas['Activity'];

const TEXT = [
  'parentId',
  'levelReason',
  'code',
  'nameNe',
  'nameEn',
  'serviceCategoryId',
  'responsibleRole',
  'venueType',
  'venueId',
  'venueName',
  'plannedStart',
  'plannedEnd',
  'actualStart',
  'actualEnd',
  'unit',
  'budgetNpr',
  'budgetHead',
  'fundingSource',
  'plannedOutputT1',
  'plannedOutputT2',
  'plannedOutputT3',
  'status',
  'progressNote',
  'templateId',
] as const;
const NUMBERS = new Set([
  'templateId',
  'serviceCategoryId',
  'budgetNpr',
  'plannedOutputT1',
  'plannedOutputT2',
  'plannedOutputT3',
]);

/** The form's values: text as typed (numbers in either script), the palika, year and order kept. */
export type ActivityFormValues = Record<(typeof TEXT)[number], string> & {
  palikaId: number;
  fiscalYear: number;
  sortOrder: number;
  /** The attributes recorded with what it achieved, from its standard activity or chosen. */
  attributeIds: number[];
};

export function emptyActivityValues(
  palikaId: number,
  fiscalYear: number,
  parentId = '',
): ActivityFormValues {
  const values = Object.fromEntries(
    TEXT.map((field) => [field, '']),
  ) as unknown as ActivityFormValues;
  return {
    ...values,
    palikaId,
    fiscalYear,
    sortOrder: 0,
    attributeIds: [],
    parentId,
    unit: 'day',
    status: 'planned',
  };
}

export function activityValuesOf(a: Activity): ActivityFormValues {
  const values = Object.fromEntries(
    TEXT.map((field) => [
      field,
      a[field] === null || a[field] === undefined ? '' : String(a[field]),
    ]),
  ) as unknown as ActivityFormValues;
  return {
    ...values,
    palikaId: a.palikaId,
    fiscalYear: a.fiscalYear,
    sortOrder: a.sortOrder,
    attributeIds: a.attributeIds,
  };
}

/** What the API is sent: numbers as numbers, empty text as null. */
export function activityBodyOf(values: ActivityFormValues): ActivityInput {
  const body: Record<string, unknown> = {
    palikaId: values.palikaId,
    fiscalYear: values.fiscalYear,
    sortOrder: values.sortOrder,
    attributeIds: values.attributeIds,
  };
  for (const field of TEXT) {
    const text = toLatinDigits(values[field]).trim();
    // Numbers and codes go in Latin digits, whichever the person typed.
    body[field] =
      text === ''
        ? null
        : NUMBERS.has(field)
          ? Number(text)
          : field === 'code'
            ? text
            : values[field].trim();
  }
  // Only a venue of a kind that names a record keeps the record chosen for it.
  if (!isLinkedKind(values.venueType)) body.venueId = null;
  return body as ActivityInput;
}
