import { apiPost } from '@/client/lib/api-client';
import {
  type ImportColumn,
  choiceColumn,
  choicesColumn,
  numberColumn,
  textColumn,
} from '@/client/lib/records/import-columns';
import type { ImportKind } from '@/client/lib/records/run-import';
import type { Schemas } from '@/shared/api/types';
import {
  INSTITUTIONAL_FORMS,
  RELIGIOUS_SCHOOL_KINDS,
  SCHOOL_ACCESSIBILITY,
  SCHOOL_LEVELS,
  SCHOOL_TYPES,
  SPECIAL_EDUCATION_SETUPS,
} from '@/shared/palika/enums';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';

type SchoolRow = Schemas['SchoolCreate'];
const SEXES = ['female', 'male', 'other'] as const;
const label = (field: string) => `school.field.${field}`;

/** The columns of a school list: the form's fields, the enrolment a column per disability and sex (as the export writes them). */
export const SCHOOL_IMPORT_COLUMNS: ImportColumn[] = [
  textColumn('iemisCode', label('iemisCode'), true),
  textColumn('nameNe', label('nameNe'), true),
  textColumn('nameEn', label('nameEn')),
  numberColumn('wardNo', label('wardNo'), { required: true }),
  choiceColumn('schoolType', label('schoolType'), {
    list: 'schoolType',
    codes: SCHOOL_TYPES,
    required: true,
  }),
  choiceColumn('institutionalForm', label('institutionalForm'), {
    list: 'institutionalForm',
    codes: INSTITUTIONAL_FORMS,
  }),
  choiceColumn('religiousKind', label('religiousKind'), {
    list: 'religiousSchoolKind',
    codes: RELIGIOUS_SCHOOL_KINDS,
  }),
  choicesColumn('levels', label('levels'), {
    list: 'schoolLevel',
    codes: SCHOOL_LEVELS,
    required: true,
  }),
  choiceColumn('specialEducation', label('specialEducation'), {
    list: 'specialEducation',
    codes: SPECIAL_EDUCATION_SETUPS,
  }),
  choicesColumn('resourceClassTypes', label('resourceClassTypes'), {
    list: 'disabilityType',
    codes: DISABILITY_TYPES,
  }),
  choicesColumn('accessibility', label('accessibility'), {
    list: 'schoolAccessibility',
    codes: SCHOOL_ACCESSIBILITY,
  }),
  textColumn('headTeacherName', label('headTeacherName')),
  textColumn('headTeacherPhone', label('headTeacherPhone')),
  textColumn('smcChairName', label('smcChairName')),
  numberColumn('teachersTrainedInclusive', label('teachersTrainedInclusive')),
  numberColumn('academicYearBs', label('academicYearBs'), { required: true }),
  numberColumn('studentsFemale', label('studentsFemale')),
  numberColumn('studentsMale', label('studentsMale')),
  numberColumn('studentsOther', label('studentsOther')),
  ...DISABILITY_TYPES.flatMap((type) =>
    SEXES.map((sex) =>
      numberColumn(`cwdEnrolled.${type}.${sex}`, `school.export.enrolled.${type}.${sex}`),
    ),
  ),
  numberColumn('latitude', label('latitude'), { decimal: true }),
  numberColumn('longitude', label('longitude'), { decimal: true }),
];

/** A school's body from a row's values: the palika importing, each disability's children in one entry. */
export function schoolImportKind(palikaId: number): ImportKind<SchoolRow> {
  return {
    prefix: 'school',
    columns: SCHOOL_IMPORT_COLUMNS,
    bodyOf: (values) => {
      const own = Object.fromEntries(
        Object.entries(values).filter(([field]) => !field.startsWith('cwdEnrolled.')),
      );
      const count = (type: string, sex: string) =>
        Number(values[`cwdEnrolled.${type}.${sex}`] ?? 0);
      const cwdEnrolled = DISABILITY_TYPES.map((disabilityType) => ({
        disabilityType,
        female: count(disabilityType, 'female'),
        male: count(disabilityType, 'male'),
        other: count(disabilityType, 'other'),
      })).filter((row) => row.female + row.male + row.other > 0);
      return {
        ...own,
        levels: (values.levels as SchoolRow['levels'] | undefined) ?? [],
        resourceClassTypes: (values.resourceClassTypes as SchoolRow['resourceClassTypes']) ?? [],
        accessibility: (values.accessibility as SchoolRow['accessibility']) ?? [],
        cwdEnrolled,
        _id: crypto.randomUUID(),
        palikaId,
      } as SchoolRow;
    },
    send: (rows, dryRun) => apiPost('/api/palika/schools/import', { body: { rows, dryRun } }),
  };
}
