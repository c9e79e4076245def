import {
  ENROLMENT_SEXES,
  SCHOOL_FIELDS,
  enrolmentRows,
} from '@/client/features/palika/school-fields';
import {
  type FormValuesOf,
  type PlaceValues,
  placedForm,
} from '@/client/lib/records/contract-form';
import { enumFieldsOf } from '@/client/lib/records/field-table';
import { numberOrNull, numberText } from '@/client/lib/records/form-values';
import type { Schemas } from '@/shared/api/types';
import { adToBs, todayInNepal } from '@/shared/calendar/bs-calendar';
import { SETUPS_WITH_CLASS_TYPES } from '@/shared/palika/enums';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';

export type SchoolInput = Omit<Schemas['SchoolUpdate'], 'version'>;
export type School = Schemas['School'];

/** Fields holding codes of a shared list, and the list (histories and conflicts show labels). */
export const SCHOOL_ENUM_FIELDS = enumFieldsOf(SCHOOL_FIELDS);

export { ENROLMENT_SEXES };
/** The enrolment grid: a row a disability, a count typed for each sex. */
export type EnrolmentText = Record<(typeof ENROLMENT_SEXES)[number], string>;

/** The form's values: the contract's fields as typed, the place for its picker, the enrolment as a grid. */
export type SchoolFormValues = FormValuesOf<'SchoolUpdate', 'palikaId' | 'cwdEnrolled'> &
  PlaceValues & { cwdEnrolled: Record<string, EnrolmentText> };

const form = placedForm('SchoolUpdate', ['cwdEnrolled']);

/** The grid of a stored enrolment: a row a disability, a box a sex, nobody as nothing typed. */
const gridOf = (rows: School['cwdEnrolled'] = []) =>
  Object.fromEntries(
    DISABILITY_TYPES.map((type) => {
      const row = rows.find((r) => r.disabilityType === type);
      const text = (count = 0) => numberText(count || null);
      return [type, { female: text(row?.female), male: text(row?.male), other: text(row?.other) }];
    }),
  );

/** A new school at the given place, of this academic year. */
export function emptySchoolValues(place: PlaceValues = {}): SchoolFormValues {
  const thisYear = adToBs(todayInNepal())?.year;
  const academicYearBs = thisYear ? String(thisYear) : '';
  return { ...form.empty(place), cwdEnrolled: gridOf(), academicYearBs };
}

/** A stored school as the form edits it. */
export const schoolValuesOf = (s: School, place: PlaceValues): SchoolFormValues => ({
  ...form.valuesOf(s, place),
  cwdEnrolled: gridOf(s.cwdEnrolled),
});

/** What the API is sent: numbers as numbers, empty text as null, what the type does not ask dropped. */
export function schoolBodyOf(v: SchoolFormValues): SchoolInput {
  const body = form.bodyOf(v);
  const classTypes = (SETUPS_WITH_CLASS_TYPES as readonly string[]).includes(v.specialEducation);
  return {
    ...body,
    institutionalForm: v.schoolType === 'institutional' ? body.institutionalForm : null,
    religiousKind: v.schoolType === 'religious' ? body.religiousKind : null,
    resourceClassTypes: classTypes ? v.resourceClassTypes : [],
    cwdEnrolled: enrolmentRows((type, sex) => numberOrNull(v.cwdEnrolled[type]?.[sex] ?? '') ?? 0),
  } as SchoolInput;
}
