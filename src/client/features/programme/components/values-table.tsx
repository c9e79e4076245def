import { useIntl } from 'react-intl';
import { useLockColumn } from '@/client/components/record-screen/row-lock';
import { TableShell } from '@/client/components/table-shell';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type Row = Schemas['ActivityValue'];

export interface ValuesTableProps {
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  onOpen: (row: Row) => void;
}

const figure = (n: number | null, locale: 'en' | 'np') =>
  n === null ? '—' : formatNumber(n, locale);

/** Recorded values: the date (opens it), palika, activity, output, expenditure and participants. */
export function ValuesTable({ rows, loading, empty, footer, onOpen }: ValuesTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'recordDate',
      header: t('value.field.recordDate'),
      cell: ({ row }) => (
        <button
          type="button"
          className="min-h-6 text-primary underline"
          onClick={() => onOpen(row.original)}
          aria-label={`${t('value.open')}: ${row.original.activity.code}, ${formatBsDate(row.original.recordDate, locale)}`}
        >
          {formatBsDate(row.original.recordDate, locale)}
        </button>
      ),
    },
    {
      id: 'palika',
      header: t('value.field.palika'),
      cell: ({ row }) => (locale === 'np' ? row.original.palika.nameNe : row.original.palika.name),
    },
    {
      id: 'activity',
      header: t('value.field.activity'),
      cell: ({ row }) => {
        const a = row.original.activity;
        return `${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`;
      },
    },
    {
      id: 'achievedOutput',
      header: t('value.field.achievedOutput'),
      cell: ({ row }) =>
        `${figure(row.original.achievedOutput, locale)} ${intl.formatMessage({ id: `enum.unit.${row.original.activity.unit}` })}`,
    },
    {
      id: 'expenditureNpr',
      header: t('value.field.expenditureNpr'),
      cell: ({ row }) => figure(row.original.expenditureNpr, locale),
    },
    {
      id: 'participants',
      header: t('value.column.participants'),
      cell: ({ row }) => {
        const v = row.original;
        return [v.participantsFemale, v.participantsMale, v.participantsOther]
          .map((n) => figure(n, locale))
          .join(' / ');
      },
    },
  ];
  const shown = useLockColumn(columns, rows);
  return (
    <TableShell
      caption={t('page.activityAttributesView')}
      columns={shown}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}
