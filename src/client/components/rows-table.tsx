import type { ReactNode } from 'react';

export interface RowsTableProps {
  /** What the table holds, for screen readers. */
  caption: string;
  headers: readonly string[];
  /** A row's cells; the first names the row. An empty cell shows a dash. */
  rows: readonly (readonly ReactNode[])[];
}

/** A record's child rows as read (an FCHV's trainings, a palika's facilitators): a small table. */
export function RowsTable({ caption, headers, rows }: RowsTableProps) {
  const cell = (value: ReactNode) => (value === null || value === undefined ? '—' : value);
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            {headers.map((header) => (
              <th key={header} scope="col" className="py-1 pr-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], i) => (
            <tr key={i} className="border-b border-gray-100">
              <th scope="row" className="py-1 pr-3 font-normal">
                {cell(first)}
              </th>
              {rest.map((value, j) => (
                <td key={j} className="py-1 pr-3">
                  {cell(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
