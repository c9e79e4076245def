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
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';

type Row = Schemas['PalikaProfile'];

export type PalikaProfilesTableProps = ProfileTableProps<Row>;

/** Palikas: name (opens it), type, district, population, persons with disabilities counted, batch, filled in. */
export function PalikaProfilesTable({ sorting, onOpen, ...slots }: PalikaProfilesTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'name',
      ...sortableHeader(t('facility.column.name'), 'name', sorting),
      cell: ({ row }) => (
        <OpenButton onOpen={() => onOpen(row.original)}>
          <BothNames nameNe={row.original.nameNe} nameEn={row.original.nameEn} />
        </OpenButton>
      ),
    },
    {
      id: 'type',
      header: t('palikaProfile.field.palikaType'),
      cell: ({ row }) => enumLabel(intl, 'palikaType', row.original.palikaType),
    },
    {
      id: 'district',
      ...sortableHeader(t('facility.export.district'), 'district', sorting),
      cell: ({ row }) =>
        locale === 'np' ? row.original.district.nameNp : row.original.district.name,
    },
    {
      id: 'population',
      ...sortableHeader(t('palikaProfile.field.populationTotal'), 'population', sorting),
      cell: ({ row }) => n(row.original.populationTotal),
    },
    {
      id: 'pwd',
      header: t('palikaProfile.field.pwdCensusCount'),
      cell: ({ row }) => n(row.original.pwdCensusCount),
    },
    {
      id: 'batch',
      header: t('palikaProfile.field.currentBatch'),
      cell: ({ row }) => {
        const batch = row.original.currentBatch;
        return batch ? (locale === 'np' ? batch.nameNe : batch.nameEn) : '—';
      },
    },
    {
      id: 'filled',
      header: t('ward.column.filled'),
      cell: ({ row }) => t(row.original.filled ? 'ward.filled.yes' : 'ward.filled.no'),
    },
  ];
  return <ProfileTable caption={t('page.actualPalikaProfile')} columns={columns} {...slots} />;
}
