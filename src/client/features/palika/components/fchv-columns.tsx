import { FCHV_FIELDS } from '@/client/features/palika/fchv-fields';
import { fieldTableColumns, namesColumn, placeColumn } from '@/client/lib/records/field-lists';
import { formatBsDate } from '@/shared/calendar/bs-months';

/** FCHVs: name (opens her), place and ward, supervising facility, age, retirement, trainings, status. */
export const FCHV_TABLE = fieldTableColumns(FCHV_FIELDS, 'page.fchvProfile', [
  namesColumn('fchv.column.name'),
  placeColumn('fchv.column.place'),
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
  'status',
]);
