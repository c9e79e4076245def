import { FormattedMessage, useIntl } from 'react-intl';
import { TableShell } from '@/client/components/table-shell';
import { formatDigits } from '@/client/lib/format';
import { useProgrammeName } from '@/client/lib/programme-name';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type Row = Schemas['Batch'];

export interface BatchesTableProps {
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  onOpen: (row: Row) => void;
}

/** Batches: code (opens it), name, province, programme, entry year, start, members and status. */
export function BatchesTable({ rows, loading, empty, footer, onOpen }: BatchesTableProps) {
  const intl = useIntl();
  const programmeName = useProgrammeName();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'code',
      header: t('batch.field.code'),
      cell: ({ row }) => (
        <button
          type="button"
          className="min-h-6 font-mono text-primary underline"
          onClick={() => onOpen(row.original)}
          aria-label={`${t('batch.open')}: ${row.original.code}`}
        >
          {row.original.code}
        </button>
      ),
    },
    {
      id: 'name',
      header: t('batch.column.name'),
      cell: ({ row }) => (locale === 'np' ? row.original.nameNe : row.original.nameEn),
    },
    {
      id: 'province',
      header: t('batch.field.provinceId'),
      cell: ({ row }) =>
        locale === 'np' ? row.original.province.nameNp : row.original.province.name,
    },
    {
      id: 'programme',
      header: t('batch.field.programmeName'),
      cell: ({ row }) => programmeName(row.original.programmeName),
    },
    {
      id: 'entryFiscalYear',
      header: t('batch.field.entryFiscalYear'),
      cell: ({ row }) => formatDigits(fiscalYearLabel(row.original.entryFiscalYear), locale),
    },
    {
      id: 'startDate',
      header: t('batch.field.startDate'),
      cell: ({ row }) => formatBsDate(row.original.startDate, locale),
    },
    {
      id: 'members',
      header: t('batch.column.members'),
      cell: ({ row }) => formatNumber(row.original.memberCount, locale),
    },
    {
      id: 'status',
      header: t('batch.field.status'),
      cell: ({ row }) => <FormattedMessage id={`enum.batchStatus.${row.original.status}`} />,
    },
  ];
  return (
    <TableShell
      caption={t('page.batchProfileList')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}
