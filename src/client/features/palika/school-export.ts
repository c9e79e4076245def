import { apiGet } from '@/client/lib/api-client';
import { enumLabel } from '@/client/lib/enum-options';
import { type ExportColumn, columnExport } from '@/client/lib/records/column-export';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
import type { IntlShape } from 'react-intl';

type School = Schemas['School'];
type Column = ExportColumn<School>;

const labels = (intl: IntlShape, list: string, codes: readonly string[] | undefined) =>
  (codes ?? []).map((code) => enumLabel(intl, list, code)).join('; ');

/** Children with disabilities of one type and sex, a column each: the enrolment as a spreadsheet reads it. */
const ENROLMENT_COLUMNS: Column[] = DISABILITY_TYPES.flatMap((type) =>
  (['female', 'male', 'other'] as const).map((sex): Column => [
    `school.export.enrolled.${type}.${sex}`,
    (s) => s.cwdEnrolled?.find((row) => row.disabilityType === type)?.[sex] ?? 0,
  ]),
);

/** A school a row, every field of its form; its place by name. */
const COLUMNS: Column[] = [
  ['school.field.iemisCode', (s) => s.iemisCode],
  ['school.field.nameNe', (s) => s.nameNe],
  ['school.field.nameEn', (s) => s.nameEn],
  ['school.field.schoolType', (s, i) => enumLabel(i, 'schoolType', s.schoolType)],
  [
    'school.field.institutionalForm',
    (s, i) => s.institutionalForm && enumLabel(i, 'institutionalForm', s.institutionalForm),
  ],
  [
    'school.field.religiousKind',
    (s, i) => s.religiousKind && enumLabel(i, 'religiousSchoolKind', s.religiousKind),
  ],
  ['facility.export.district', (s, _, l) => (l === 'np' ? s.district.nameNp : s.district.name)],
  ['school.field.palikaId', (s, _, l) => (l === 'np' ? s.palika.nameNp : s.palika.name)],
  ['school.field.wardNo', (s) => s.wardNo],
  ['school.field.levels', (s, i) => labels(i, 'schoolLevel', s.levels)],
  [
    'school.field.specialEducation',
    (s, i) => s.specialEducation && enumLabel(i, 'specialEducation', s.specialEducation),
  ],
  ['school.field.resourceClassTypes', (s, i) => labels(i, 'disabilityType', s.resourceClassTypes)],
  ['school.field.accessibility', (s, i) => labels(i, 'schoolAccessibility', s.accessibility)],
  ['school.field.headTeacherName', (s) => s.headTeacherName],
  ['school.field.headTeacherPhone', (s) => s.headTeacherPhone],
  ['school.field.smcChairName', (s) => s.smcChairName],
  ['school.field.teachersTrainedInclusive', (s) => s.teachersTrainedInclusive],
  ['school.field.academicYearBs', (s) => s.academicYearBs],
  ['school.field.studentsFemale', (s) => s.studentsFemale],
  ['school.field.studentsMale', (s) => s.studentsMale],
  ['school.field.studentsOther', (s) => s.studentsOther],
  ...ENROLMENT_COLUMNS,
  ['school.field.latitude', (s) => s.latitude],
  ['school.field.longitude', (s) => s.longitude],
];

const exporter = columnExport<School, Omit<QueryOf<'exportSchools'>, 'after' | 'limit'>>(
  COLUMNS,
  (query) => apiGet('/api/palika/schools/export', { params: { query } }),
);

export const schoolExportHeader = exporter.header;
export const schoolChunkLoader = exporter.loader;
