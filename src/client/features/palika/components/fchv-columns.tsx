import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';

/** FCHVs: name (opens her), place and ward, supervising facility, age, retirement, trainings, status. */
export const FCHV_TABLE: TableDeclaration<Schemas['Fchv']> = {
  caption: 'page.fchvProfile',
  columns: [
    { id: 'name', label: 'fchv.column.name', sort: true, cell: { kind: 'open', names: (f) => f } },
    {
      id: 'ward',
      label: 'fchv.column.place',
      sort: true,
      cell: { kind: 'place', value: (f) => f.palika, ward: (f) => f.wardNo },
    },
    {
      id: 'facility',
      label: 'fchv.field.supervisingFacilityId',
      cell: {
        kind: 'text',
        value: (f, { locale }) =>
          locale === 'np' ? f.supervisingFacility.nameNe : f.supervisingFacility.nameEn,
      },
    },
    {
      id: 'birthDate',
      label: 'fchv.column.age',
      sort: true,
      cell: { kind: 'number', value: (f) => f.age },
    },
    {
      id: 'retirement',
      label: 'fchv.details.retirementDate',
      cell: {
        kind: 'custom',
        render: (f, { locale, t }) => (
          <span className={f.retirement ? 'font-semibold text-red-800' : undefined}>
            {formatBsDate(f.retirementDate, locale)}
            {f.retirement && ` (${t(`fchv.retirementShort.${f.retirement}`)})`}
          </span>
        ),
      },
    },
    {
      id: 'trainings',
      label: 'fchv.column.trainings',
      cell: { kind: 'number', value: (f) => f.trainings.length },
    },
    {
      id: 'status',
      label: 'fchv.field.status',
      cell: { kind: 'enum', list: 'fchvStatus', value: (f) => f.status },
    },
  ],
};
