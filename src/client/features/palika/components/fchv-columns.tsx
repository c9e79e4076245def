import { useIntl } from 'react-intl';
import { sortableHeader } from '@/client/components/sort-button';
import {
  BothNames,
  OpenButton,
  ProfileTable,
  type ProfileTableProps,
} from '@/client/features/palika/components/profile-table';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';

type Row = Schemas['Fchv'];

export type FchvsTableProps = ProfileTableProps<Row>;

/** FCHVs: name (opens her), place and ward, supervising facility, age, retirement, trainings, status. */
export function FchvsTable({ sorting, onOpen, ...slots }: FchvsTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale);
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'name',
      ...sortableHeader(t('fchv.column.name'), 'name', sorting),
      cell: ({ row }) => (
        <OpenButton onOpen={() => onOpen(row.original)}>
          <BothNames nameNe={row.original.nameNe} nameEn={row.original.nameEn} />
        </OpenButton>
      ),
    },
    {
      id: 'ward',
      ...sortableHeader(t('fchv.column.place'), 'ward', sorting),
      cell: ({ row }) =>
        `${locale === 'np' ? row.original.palika.nameNp : row.original.palika.name} – ${n(row.original.wardNo)}`,
    },
    {
      id: 'facility',
      header: t('fchv.field.supervisingFacilityId'),
      cell: ({ row }) =>
        locale === 'np'
          ? row.original.supervisingFacility.nameNe
          : row.original.supervisingFacility.nameEn,
    },
    {
      id: 'birthDate',
      ...sortableHeader(t('fchv.column.age'), 'birthDate', sorting),
      cell: ({ row }) => n(row.original.age),
    },
    {
      id: 'retirement',
      header: t('fchv.details.retirementDate'),
      cell: ({ row }) => (
        <span className={row.original.retirement ? 'font-semibold text-red-800' : undefined}>
          {formatBsDate(row.original.retirementDate, locale)}
          {row.original.retirement && ` (${t(`fchv.retirementShort.${row.original.retirement}`)})`}
        </span>
      ),
    },
    {
      id: 'trainings',
      header: t('fchv.column.trainings'),
      cell: ({ row }) => n(row.original.trainings.length),
    },
    {
      id: 'status',
      header: t('fchv.field.status'),
      cell: ({ row }) => enumLabel(intl, 'fchvStatus', row.original.status),
    },
  ];
  return <ProfileTable caption={t('page.fchvProfile')} columns={columns} {...slots} />;
}
