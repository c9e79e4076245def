import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import { enumLabel } from '@/client/lib/enum-options';
import type { Schemas } from '@/shared/api/types';
import { enrolledBySex } from '@/shared/palika/school-rules';

/** Schools: name (opens it), IEMIS code, type, place and ward, set-up for children with disabilities, how many are enrolled. */
export const SCHOOL_TABLE: TableDeclaration<Schemas['School']> = {
  caption: 'page.schoolProfile',
  columns: [
    {
      id: 'name',
      label: 'facility.column.name',
      sort: true,
      cell: { kind: 'open', names: (s) => s },
    },
    {
      id: 'iemisCode',
      label: 'school.field.iemisCode',
      sort: true,
      cell: { kind: 'text', value: (s) => s.iemisCode },
    },
    {
      id: 'type',
      label: 'school.field.schoolType',
      cell: { kind: 'enum', list: 'schoolType', value: (s) => s.schoolType },
    },
    {
      id: 'ward',
      label: 'facility.column.place',
      sort: true,
      cell: { kind: 'place', value: (s) => s.palika, ward: (s) => s.wardNo },
    },
    {
      id: 'specialEducation',
      label: 'school.field.specialEducation',
      cell: {
        kind: 'text',
        value: (s, { intl }) =>
          s.specialEducation && enumLabel(intl, 'specialEducation', s.specialEducation),
      },
    },
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
  ],
};
