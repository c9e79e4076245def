import { placeSpecs } from '@/client/features/palika/place-specs';
import { enumLabel } from '@/client/lib/enum-options';
import type { ExportColumn } from '@/client/lib/records/column-export';
import { fieldTable } from '@/client/lib/records/field-table';
import { numberColumn } from '@/client/lib/records/import-columns';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';
import { enrolledBySex } from '@/shared/palika/school-rules';
import { DISABILITY_TYPES } from '@/shared/pwd/enums';
import type { IntlShape } from 'react-intl';

type School = Schemas['School'];
export const ENROLMENT_SEXES = ['female', 'male', 'other'] as const;

/** The children with disabilities of one type and sex: a column each in the export and the import. */
const cells = DISABILITY_TYPES.flatMap((type) =>
  ENROLMENT_SEXES.map((sex) => ({ type, sex, label: `school.export.enrolled.${type}.${sex}` })),
);

/** The enrolment's rows from a count of each disability and sex: those with a child, in the Act's order. */
export const enrolmentRows = (
  count: (type: string, sex: (typeof ENROLMENT_SEXES)[number]) => number,
) =>
  DISABILITY_TYPES.map((disabilityType) => {
    const [female, male, other] = ENROLMENT_SEXES.map((sex) => count(disabilityType, sex));
    return { disabilityType, female, male, other };
  }).filter((row) => row.female + row.male + row.other > 0);

/** The enrolment as the details read it: each disability's children by sex, and their total. */
function enrolment(s: School, intl: IntlShape, locale: Locale) {
  if (!s.cwdEnrolled?.length) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const rows = s.cwdEnrolled.map(
    (row) =>
      `${enumLabel(intl, 'disabilityType', row.disabilityType)}: ${ENROLMENT_SEXES.filter(
        (sex) => row[sex] > 0,
      )
        .map((sex) => `${t(`school.enrolment.${sex}`)} ${formatNumber(row[sex], locale)}`)
        .join(', ')}`,
  );
  const sum = enrolledBySex(s.cwdEnrolled);
  const total = formatNumber(sum.female + sum.male + sum.other, locale);
  return `${rows.join('; ')} (${t('school.enrolment.total')}: ${total})`;
}

/** A school's fields in the order its export writes them (DOMAIN.md §7.9). */
export const SCHOOL_FIELDS = fieldTable<School>('SchoolUpdate', 'school', [
  { field: 'iemisCode', details: { after: 'nameEn' } },
  { field: 'nameNe', show: 'ne' },
  { field: 'nameEn', show: 'en' },
  { field: 'religiousKind', list: 'religiousSchoolKind' },
  ...placeSpecs<School>('school'),
  { field: 'wardNo', import: { after: 'nameEn' } },
  { field: 'levels', list: 'schoolLevel' },
  { field: 'resourceClassTypes', list: 'disabilityType' },
  { field: 'accessibility', list: 'schoolAccessibility' },
  { field: 'teachersTrainedInclusive' },
  { field: 'academicYearBs', show: 'digits' },
  { field: 'studentsFemale' },
  { field: 'studentsMale' },
  { field: 'studentsOther' },
  {
    field: 'cwdEnrolled',
    details: enrolment,
    export: cells.map(({ type, sex, label }): ExportColumn<School> => [
      label,
      (s) => s.cwdEnrolled?.find((row) => row.disabilityType === type)?.[sex] ?? 0,
    ]),
    import: cells.map(({ type, sex, label }) => numberColumn(`cwdEnrolled.${type}.${sex}`, label)),
    imported: (values) =>
      enrolmentRows((type, sex) => Number(values[`cwdEnrolled.${type}.${sex}`] ?? 0)),
  },
  { field: 'latitude', details: false },
  { field: 'longitude', details: false },
]);
