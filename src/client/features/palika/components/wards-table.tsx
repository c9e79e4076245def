import { useIntl } from 'react-intl';
import { type SortState, sortableHeader } from '@/client/components/sort-button';
import { TableShell } from '@/client/components/table-shell';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type Row = Schemas['WardProfile'];

export interface WardsTableProps {
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  sorting: SortState;
  onOpen: (row: Row) => void;
}

/** Wards: palika and number (opens it), chair, population, persons with disabilities counted, FCHVs. */
export function WardsTable({ rows, loading, empty, footer, sorting, onOpen }: WardsTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const n = (value: number | null) => (value === null ? '—' : formatNumber(value, locale));
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'ward',
      ...sortableHeader(t('ward.column.ward'), 'ward', sorting),
      cell: ({ row }) => (
        <button
          type="button"
          className="min-h-6 text-left text-primary underline"
          onClick={() => onOpen(row.original)}
        >
          {t('ward.column.wardOf', {
            palika: locale === 'np' ? row.original.palika.nameNp : row.original.palika.name,
            ward: formatNumber(row.original.wardNo, locale),
          })}
        </button>
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
  return (
    <TableShell
      caption={t('page.wardProfile')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}
