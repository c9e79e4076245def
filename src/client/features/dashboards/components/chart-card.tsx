import { type ReactNode, Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportButton } from '@/client/components/export-button';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber } from '@/shared/format/number';
import { Panel } from './panel';
import { SERIES_COLOURS } from './series-colours';
import type { ChartRow, ChartSeries } from './chart-rows';

const Bars = lazy(() => import('./bar-chart'));
const skeleton = (label: string) => (
  <div role="status" className="flex h-56 items-end gap-2" aria-busy="true" aria-label={label}>
    {[40, 70, 55, 85, 30, 60].map((h) => (
      <span
        key={h}
        className="flex-1 animate-pulse rounded-t bg-gray-200"
        style={{ height: `${h}%` }}
      />
    ))}
  </div>
);

export interface ChartCardProps {
  title: string;
  /** What is counted: persons (each once) or services. */
  description?: string;
  rows?: ChartRow[];
  /** Stack each row's parts: one column per series in the table, one colour per series in the chart. */
  series?: ChartSeries[];
  failed?: boolean;
  /** Columns over time, or bars for categories. */
  layout?: 'columns' | 'bars';
  valueName: string;
  /** The figure without the breakdown, where the parts do not add up to it. */
  footnote?: ReactNode;
  /** Narrowing the view or opening the records behind one bar. */
  onSelect?: (row: ChartRow) => void;
  selectLabel?: string;
  fileName: string;
}

interface ChartTableProps {
  title: string;
  rows: ChartRow[];
  series: ChartSeries[];
  valueName: string;
  format: (value: number) => string;
  onSelect?: (row: ChartRow) => void;
  selectLabel?: string;
  className: string;
}

/** The chart's numbers as a table: the table view, and what prints in place of the chart. */
function ChartTable({
  title,
  rows,
  series,
  valueName,
  format,
  onSelect,
  selectLabel,
  className,
}: ChartTableProps) {
  const cell = 'py-1 pl-2 text-right tabular-nums';
  return (
    <table className={`w-full text-sm ${className}`}>
      <thead>
        <tr className="border-b border-gray-300 text-left">
          <th scope="col" className="py-1">
            {title}
          </th>
          {series.map((s) => (
            <th key={s.key} scope="col" className={cell}>
              {s.label}
            </th>
          ))}
          <th scope="col" className={cell}>
            {valueName}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-gray-100">
            <th scope="row" className="py-1 text-left font-normal">
              {onSelect ? (
                <button
                  type="button"
                  className="text-primary underline"
                  onClick={() => onSelect(row)}
                  aria-label={`${row.label}: ${selectLabel ?? ''}`}
                >
                  {row.label}
                </button>
              ) : (
                row.label
              )}
            </th>
            {series.map((s) => (
              <td key={s.key} className={cell}>
                {format(row.parts?.[s.key] ?? 0)}
              </td>
            ))}
            <td className={cell}>{format(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A chart of one breakdown (or of one breakdown split by series) with its text equivalent: a
 * summary for screen readers, a table view (with the same drill-down per row, reachable by
 * keyboard), and the data as CSV or Excel.
 */
export function ChartCard({
  title,
  description,
  rows,
  series = [],
  failed,
  layout = 'bars',
  valueName,
  footnote,
  onSelect,
  selectLabel,
  fileName,
}: ChartCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [asTable, setAsTable] = useState(false);
  const n = (v: number) => formatNumber(v, locale);
  const top = rows?.length
    ? rows.reduce((best, row) => (row.value > best.value ? row : best), rows[0])
    : undefined;
  const headingId = `chart-${fileName}`;
  const table = (className: string) =>
    rows && (
      <ChartTable
        title={title}
        rows={rows}
        series={series}
        valueName={valueName}
        format={n}
        onSelect={onSelect}
        selectLabel={selectLabel}
        className={className}
      />
    );
  return (
    <Panel className="flex flex-col gap-3 p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-gray-900">
            {title}
          </h3>
          {description && <p className="text-xs text-gray-700">{description}</p>}
        </div>
        {rows && rows.length > 0 && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <button
              type="button"
              aria-pressed={asTable}
              className="rounded border border-gray-400 px-2 py-1 text-sm hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              onClick={() => setAsTable(!asTable)}
            >
              <FormattedMessage
                id={asTable ? 'dashboard.chart.showChart' : 'dashboard.chart.showTable'}
              />
            </button>
            <ExportButton
              fileName={fileName}
              header={[title, ...series.map((s) => s.label), valueName]}
              loadChunk={async () => ({
                rows: rows.map((r) => [
                  r.label,
                  ...series.map((s) => r.parts?.[s.key] ?? 0),
                  r.value,
                ]),
                total: rows.length,
                next: null,
              })}
            />
          </div>
        )}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-red-800">
          <FormattedMessage id="dashboard.tile.failed" />
        </p>
      ) : !rows ? (
        skeleton(intl.formatMessage({ id: 'dashboard.tile.loading' }))
      ) : rows.every((row) => row.value === 0) ? (
        <p className="text-sm text-gray-700">
          <FormattedMessage id="dashboard.tile.empty" />
        </p>
      ) : (
        <>
          <p className="sr-only">
            <FormattedMessage
              id="dashboard.chart.summary"
              values={{ count: rows.length, top: top?.label, value: n(top?.value ?? 0) }}
            />
          </p>
          {asTable ? (
            table('')
          ) : (
            <div aria-hidden className="print:hidden">
              <Suspense fallback={skeleton(intl.formatMessage({ id: 'dashboard.tile.loading' }))}>
                <Bars
                  rows={rows}
                  series={series}
                  valueName={valueName}
                  layout={layout}
                  format={n}
                  onSelect={
                    onSelect
                      ? (key) => onSelect(rows.find((r) => r.key === key) ?? rows[0])
                      : undefined
                  }
                />
              </Suspense>
            </div>
          )}
          {!asTable && series && series.length > 0 && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-800 print:hidden">
              {series.map((item, i) => (
                <li key={item.key} className="flex items-center gap-1">
                  <span
                    aria-hidden
                    className={`inline-block h-3 w-3 rounded-sm bg-${SERIES_COLOURS[i % SERIES_COLOURS.length]}-500`}
                  />
                  {item.label}
                </li>
              ))}
            </ul>
          )}
          {!asTable && table('hidden print:table')}
          {footnote && <p className="text-xs text-gray-700">{footnote}</p>}
        </>
      )}
    </Panel>
  );
}
