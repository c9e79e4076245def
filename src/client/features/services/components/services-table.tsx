import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/client/components/button';
import {
  isRowLocked,
  useLockColumn,
  useLockedLabel,
} from '@/client/components/record-screen/row-lock';
import { RowLink } from '@/client/components/row-link';
import { TableShell } from '@/client/components/table-shell';
import { linkedRecordName } from '@/client/lib/linked-records';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { pathFor } from '@/shared/routes';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type Row = Schemas['ServiceRecord'];
export type ServiceAction = 'edit' | 'delete' | 'history';

export interface ServicesTableProps {
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  onAction?: (action: ServiceAction, row: Row) => void;
}

/** Service records: date, who (a person, or a group's participants), what, how much, where and by whom. */
export function ServicesTable({ rows, loading, empty, footer, onAction }: ServicesTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const n = (value: number) => formatNumber(value, locale);
  const lockedLabel = useLockedLabel();
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'date',
      header: t('services.field.serviceDate'),
      cell: ({ row }) => formatBsDate(row.original.serviceDate, locale),
    },
    {
      id: 'who',
      header: t('services.who'),
      cell: ({ row }) => {
        const r = row.original;
        if (r.person)
          return (
            <RowLink href={pathFor('pwdProfileView', locale, { id: r.person._id })}>
              {r.person.nameNe}
              {r.person.nameEn ? ` (${r.person.nameEn})` : ''}
            </RowLink>
          );
        const total =
          (r.participantsMale ?? 0) + (r.participantsFemale ?? 0) + (r.participantsOther ?? 0);
        return (
          <FormattedMessage
            id="services.groupParticipants"
            values={{
              total,
              female: r.participantsFemale ?? 0,
              male: r.participantsMale ?? 0,
              pwd: r.participantsPwd ?? 0,
            }}
          />
        );
      },
    },
    {
      id: 'category',
      header: t('services.category'),
      cell: ({ row }) =>
        (locale === 'np' ? row.original.category.pathNe : row.original.category.pathEn) +
        (row.original.assistiveDeviceType
          ? ` — ${t(`enum.device.${row.original.assistiveDeviceType}`)}`
          : '') +
        (row.original.referralStatus
          ? ` — ${t(`enum.referralStatus.${row.original.referralStatus}`)}`
          : ''),
    },
    {
      id: 'quantity',
      header: t('services.field.quantity'),
      cell: ({ row }) =>
        intl.formatMessage(
          { id: `services.quantity.${row.original.unit}` },
          { count: row.original.quantity },
        ),
    },
    {
      id: 'cost',
      header: t('services.field.costNpr'),
      cell: ({ row }) => (row.original.costNpr === null ? '—' : n(row.original.costNpr)),
    },
    {
      id: 'place',
      header: t('pwd.column.place'),
      cell: ({ row }) =>
        `${locale === 'np' ? row.original.palika.nameNe : row.original.palika.name} – ${n(row.original.wardNo)}`,
    },
    {
      id: 'provider',
      header: t('services.field.providerType'),
      cell: ({ row }) => {
        const { provider, providerType } = row.original;
        const kind = t(`enum.provider.${providerType}`);
        return provider ? `${kind}: ${linkedRecordName(intl, locale, provider)}` : kind;
      },
    },
  ];
  if (onAction) {
    columns.push({
      id: 'actions',
      header: t('users.actions'),
      cell: ({ row }) => {
        // A record of a locked period is not edited or deleted: its badge says why.
        const locked = isRowLocked(row.original);
        return (
          <div className="flex flex-wrap gap-1 print:hidden">
            {(['edit', 'history', 'delete'] as const).map((action) => {
              const shut = locked && action !== 'history';
              const label = `${t(`services.action.${action}`)}: ${formatBsDate(row.original.serviceDate, locale)}, ${locale === 'np' ? row.original.category.nameNe : row.original.category.nameEn}`;
              return (
                <Button
                  key={action}
                  variant="ghost"
                  disabled={shut}
                  className={shut ? 'cursor-not-allowed text-gray-700 hover:bg-transparent' : ''}
                  onClick={() => onAction(action, row.original)}
                  aria-label={shut ? lockedLabel(label) : label}
                  title={shut ? lockedLabel(t(`services.action.${action}`)) : undefined}
                >
                  <FormattedMessage id={`services.action.${action}`} />
                </Button>
              );
            })}
          </div>
        );
      },
    });
  }
  const shown = useLockColumn(columns, rows);
  return (
    <TableShell
      caption={t('page.providedServiceView')}
      columns={shown}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}
