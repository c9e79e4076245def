import { SCHOOL_FIELDS } from '@/client/features/palika/school-fields';
import { fieldTableColumns, namesColumn, placeColumn } from '@/client/lib/records/field-lists';
import { enrolledBySex } from '@/shared/palika/school-rules';

/** Schools: name (opens it), IEMIS code, type, place and ward, set-up for children with disabilities, how many are enrolled. */
export const SCHOOL_TABLE = fieldTableColumns(SCHOOL_FIELDS, 'page.schoolProfile', [
  namesColumn('facility.column.name'),
  { field: 'iemisCode', sort: true },
  { field: 'schoolType', id: 'type' },
  placeColumn('facility.column.place'),
  'specialEducation',
  {
    id: 'cwdEnrolled',
    label: 'school.column.cwdEnrolled',
    cell: {
      kind: 'number',
      value: (s) => {
        const sum = enrolledBySex(s.cwdEnrolled);
        return sum.female + sum.male + sum.other;
      },
    },
  },
]);
