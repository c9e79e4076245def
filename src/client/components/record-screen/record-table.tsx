import { useIntl } from 'react-intl';
import type { RecordTableSlots } from '@/client/components/record-list';
import type { SortState } from '@/client/components/sort-button';
import { TableShell } from '@/client/components/table-shell';
import { type ColumnDeclaration, useRecordColumns } from './record-columns';
import type { ReactNode } from 'react';

/** What a list's table is handed: the list's rows and parts, its sort, and how a row opens. */
export interface RecordTableProps<Row> extends Omit<RecordTableSlots<Row>, 'footer'> {
  footer?: ReactNode;
  sorting?: SortState;
  onOpen: (row: Row) => void;
}

/** A record list's table: its declared columns under a caption (a message id), one row per record. */
export function RecordTable<Row extends { _id: string }>({
  caption,
  columns,
  sorting,
  onOpen,
  ...slots
}: RecordTableProps<Row> & { caption: string; columns: readonly ColumnDeclaration<Row>[] }) {
  const intl = useIntl();
  return (
    <TableShell
      caption={intl.formatMessage({ id: caption })}
      columns={useRecordColumns(columns, { sorting, onOpen })}
      rowId={(row) => row._id}
      {...slots}
    />
  );
}
