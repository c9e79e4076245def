import { useIntl } from 'react-intl';
import { type SortState, sortableHeader } from '@/client/components/sort-button';
import { TableShell } from '@/client/components/table-shell';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type Row = Schemas['Fchv'];

export interface FchvsTableProps {
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  sorting: SortState;
  onOpen: (row: Row) => void;
}

/** FCHVs: name (opens her), place and ward, supervising facility, age, retirement, trainings, status. */
export function FchvsTable({ rows, loading, empty, footer, sorting, onOpen }: FchvsTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale);
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'name',
      ...sortableHeader(t('fchv.column.name'), 'name', sorting),
      cell: ({ row }) => (
        <button
          type="button"
          className="min-h-6 text-left text-primary underline"
          onClick={() => onOpen(row.original)}
        >
          <span lang="ne">{row.original.nameNe}</span>
          {row.original.nameEn && (
            <span className="block text-gray-700" lang="en">
              {row.original.nameEn}
            </span>
          )}
        </button>
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
  return (
    <TableShell
      caption={t('page.fchvProfile')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}
