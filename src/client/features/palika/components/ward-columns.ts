import { useIntl } from 'react-intl';
import { sortableHeader } from '@/client/components/sort-button';
import {
  OpenButton,
  ProfileTable,
  type ProfileTableProps,
} from '@/client/features/palika/components/profile-table';
import { wardName } from '@/client/features/palika/ward-name';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';

type Row = Schemas['WardProfile'];

export type WardsTableProps = ProfileTableProps<Row>;

/** Wards: palika and number (opens it), chair, population, persons with disabilities counted, FCHVs. */
export function WardsTable({ sorting, onOpen, ...slots }: WardsTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const n = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'ward',
      ...sortableHeader(t('ward.column.ward'), 'ward', sorting),
      cell: ({ row }) => (
        <OpenButton onOpen={() => onOpen(row.original)}>
          {wardName(intl, locale, row.original)}
        </OpenButton>
      ),
    },
    {
      id: 'chair',
      header: t('ward.field.chairName'),
      cell: ({ row }) => row.original.chairName ?? '—',
    },
    {
      id: 'population',
      ...sortableHeader(t('ward.field.populationTotal'), 'population', sorting),
      cell: ({ row }) => n(row.original.populationTotal),
    },
    {
      id: 'pwd',
      header: t('ward.field.pwdCensusCount'),
      cell: ({ row }) => n(row.original.pwdCensusCount),
    },
    {
      id: 'fchvs',
      header: t('ward.field.fchvCount'),
      cell: ({ row }) => n(row.original.fchvCount),
    },
    {
      id: 'filled',
      header: t('ward.column.filled'),
      cell: ({ row }) => t(row.original.filled ? 'ward.filled.yes' : 'ward.filled.no'),
    },
  ];
  return <ProfileTable caption={t('page.wardProfile')} columns={columns} {...slots} />;
}
