import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { LoadingState } from './loading-state';
import type { ReactNode } from 'react';

/** Per column: how the rows are sorted by it, announced on its header cell. */
export interface ColumnMeta {
  sort?: 'ascending' | 'descending' | 'none';
}

export interface TableShellProps<Row> {
  caption: ReactNode;
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  loading?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Pagination, totals or export controls under the table. */
  footer?: ReactNode;
  rowId?: (row: Row) => string;
}

/**
 * A header's or cell's content: its function called, not mounted as a component. TanStack's
 * `flexRender` mounts a function as a component, and a feature's columns are made anew on each
 * render, so every cell was a new component each time: the table's buttons and links were
 * replaced whenever it drew again, and a keyboard user's focus fell to the page. Calling it keeps
 * the cell's elements in place; a cell that needs hooks renders a component of its own.
 */
function partOf<Context>(part: unknown, context: Context): ReactNode {
  return typeof part === 'function'
    ? (part as (context: Context) => ReactNode)(context)
    : (part as ReactNode);
}

/** The frame of every data table: caption, scrolling, header, loading and empty states. */
export function TableShell<Row>({
  caption,
  columns,
  rows,
  loading,
  empty,
  footer,
  rowId,
}: TableShellProps<Row>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's instance is not memoizable; this component is not memoized
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
  });
  if (loading) return <LoadingState lines={5} />;
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="rounded border border-gray-200 bg-white">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="px-4 py-3 text-left font-semibold text-secondary">{caption}</caption>
          <thead className="bg-gray-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={(header.column.columnDef.meta as ColumnMeta | undefined)?.sort}
                    className="px-4 py-2 text-left font-semibold text-gray-900"
                  >
                    {header.isPlaceholder
                      ? null
                      : partOf(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-gray-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-primary/5">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-4 py-2 text-gray-800">
                    {partOf(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer && <div className="border-t border-gray-200 px-4 py-2">{footer}</div>}
    </div>
  );
}
