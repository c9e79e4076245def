import type { RecordTableSlots } from '@/client/components/record-list';
import type { SortState } from '@/client/components/sort-button';
import { TableShell } from '@/client/components/table-shell';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What every profile's table is handed: the list's rows and parts, its sort, and how a row opens. */
export interface ProfileTableProps<Row> extends Omit<RecordTableSlots<Row>, 'footer'> {
  footer?: ReactNode;
  sorting: SortState;
  onOpen: (row: Row) => void;
}

/** A profile's table: its columns, captioned, one row per record. */
export function ProfileTable<Row extends { _id: string }>({
  caption,
  columns,
  rows,
  loading,
  empty,
  footer,
}: Omit<ProfileTableProps<Row>, 'sorting' | 'onOpen'> & {
  caption: string;
  columns: ColumnDef<Row, unknown>[];
}) {
  return (
    <TableShell
      caption={caption}
      columns={columns}
      rows={rows}
      loading={loading}
      rowId={(row) => row._id}
      empty={empty}
      footer={footer}
    />
  );
}

/** The first cell of a row: its name, a button that opens the record above the list. */
export function OpenButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className="min-h-6 text-left text-primary underline" onClick={onOpen}>
      {children}
    </button>
  );
}

/** A name in Nepali, and below it in English when there is one. */
export function BothNames({ nameNe, nameEn }: { nameNe: string; nameEn?: string | null }) {
  return (
    <>
      <span lang="ne">{nameNe}</span>
      {nameEn && (
        <span className="block text-gray-700" lang="en">
          {nameEn}
        </span>
      )}
    </>
  );
}
