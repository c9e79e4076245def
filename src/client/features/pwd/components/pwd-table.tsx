import { useIntl } from 'react-intl';
import { useLockColumn } from '@/client/components/record-screen/row-lock';
import { RowLink } from '@/client/components/row-link';
import { SortButton } from '@/client/components/sort-button';
import { type ColumnMeta, TableShell } from '@/client/components/table-shell';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { pathFor } from '@/shared/routes';
import { SeverityBadge } from './card-colour';
import { DuplicateCandidateBadge } from './duplicate-candidate';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

type Row = Schemas['ProfileSummary'];
export type PwdSort =
  'registrationNo' | 'nameNe' | 'nameEn' | 'age' | 'registrationDate' | 'palika' | 'severityClass';

/** Every column the list can show; `registrationNo` and `name` always show. */
export const PWD_COLUMNS = [
  'registrationNo',
  'name',
  'gender',
  'age',
  'place',
  'disability',
  'severity',
  'card',
  'status',
  'registrationDate',
] as const;
export type PwdColumn = (typeof PWD_COLUMNS)[number];
export const FIXED_COLUMNS: PwdColumn[] = ['registrationNo', 'name'];

const SORT_OF: Partial<Record<PwdColumn, PwdSort>> = {
  registrationNo: 'registrationNo',
  name: 'nameNe',
  age: 'age',
  place: 'palika',
  severity: 'severityClass',
  registrationDate: 'registrationDate',
};

export interface ProfilesTableProps {
  rows: Row[];
  loading: boolean;
  columns: PwdColumn[];
  sort?: PwdSort;
  order: 'asc' | 'desc';
  onSort: (sort: PwdSort) => void;
  empty: ReactNode;
  footer?: ReactNode;
}

/** Persons in the list: the columns chosen, sortable on the server, each row opening the profile. */
export function PwdTable({
  rows,
  loading,
  columns,
  sort,
  order,
  onSort,
  empty,
  footer,
}: ProfilesTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const cells: Record<PwdColumn, (row: Row) => ReactNode> = {
    registrationNo: (row) => (
      <RowLink href={pathFor('pwdProfileView', locale, { id: row._id })} mono>
        {row.registrationNo}
      </RowLink>
    ),
    name: (row) => (
      <span>
        <span lang="ne">{row.nameNe}</span>
        {row.nameEn && <span className="block text-gray-700">{row.nameEn}</span>}
        {row.duplicateCandidate && (
          <span className="block">
            <DuplicateCandidateBadge />
          </span>
        )}
      </span>
    ),
    gender: (row) => enumLabel(intl, 'gender', row.gender),
    age: (row) => formatNumber(row.age, locale),
    place: (row) =>
      `${locale === 'np' ? row.palika.nameNe : row.palika.name} – ${formatNumber(row.wardNo, locale)}`,
    disability: (row) => enumLabel(intl, 'disabilityType', row.primaryDisabilityType),
    severity: (row) => <SeverityBadge severityClass={row.severityClass} />,
    card: (row) =>
      `${enumLabel(intl, 'cardStatus', row.cardStatus)}${row.cardNo ? ` (${row.cardNo})` : ''}`,
    status: (row) => enumLabel(intl, 'profileStatus', row.status),
    registrationDate: (row) => formatBsDate(row.registrationDate, locale),
  };
  const header = (column: PwdColumn) => {
    const label = t(`pwd.column.${column}`);
    const key = SORT_OF[column];
    if (!key) return label;
    return () => (
      <SortButton
        label={label}
        order={sort === key ? order : undefined}
        onSort={() => onSort(key)}
      />
    );
  };
  const meta = (column: PwdColumn): ColumnMeta => {
    const key = SORT_OF[column];
    return key
      ? { sort: sort === key ? (order === 'asc' ? 'ascending' : 'descending') : 'none' }
      : {};
  };
  const defs: ColumnDef<Row, unknown>[] = columns.map((column) => ({
    id: column,
    meta: meta(column),
    header: header(column),
    cell: ({ row }) => cells[column](row.original),
  }));
  const shown = useLockColumn(defs, rows);
  return (
    <TableShell
      caption={t('page.pwdProfileList')}
      columns={shown}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}
