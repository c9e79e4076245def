import { Fragment } from 'react';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import type { IdCardRow } from '@/shared/reports/id-card-rows';
import { hrefFor } from '@/shared/routes';
import {
  MATRIX_CLASSES,
  type MatrixLine,
  WINDOWS,
  type Window,
  figureQuery,
  matrixLines,
} from '../id-card-matrix';
import { type ReportWords, useReportWords } from '../report-words';

type Report = Schemas['IdCardReport'];

const cellClass = 'border border-gray-200 px-2 py-1';

/** A figure: the number, opening its persons when there are any. */
function Figure({
  report,
  line,
  severity,
  window,
  value,
  words,
}: {
  report: Report;
  line: MatrixLine;
  severity: (typeof MATRIX_CLASSES)[number];
  window: Window;
  value: number;
  words: ReportWords;
}) {
  const locale = useLocale();
  const text = words.number(value);
  if (value === 0) return <>{text}</>;
  const label = words.t('reports.idCards.cell', {
    count: value,
    row: words.row(line.row),
    class: words.severity(severity),
    sex: words.sex(line.gender),
    column: words.window(window),
  });
  return (
    <Link
      href={hrefFor(
        'pwdProfileList',
        locale,
        undefined,
        figureQuery(report, line, severity, window),
      )}
      aria-label={label}
      className="inline-block min-h-6 min-w-6 underline"
    >
      {text}
    </Link>
  );
}

/**
 * The ID-card matrix (issue 41 §1.3): a group of lines per type (its three sexes and their sum),
 * the four classes and their sum across, each before the period, in it and to date; every
 * figure opens its persons.
 */
export function IdCardTable({ report, caption }: { report: Report; caption: string }) {
  const words = useReportWords();
  const lines = matrixLines(report);
  if (report.cells.length === 0)
    return (
      <EmptyState
        title={words.t('reports.idCards.empty.title')}
        message={words.t('reports.idCards.empty.message')}
      />
    );
  const groups = [...new Set(lines.map((line) => line.row))];
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white print:overflow-visible">
      <table className="min-w-full border-collapse text-sm tabular-nums">
        <caption className="px-4 py-3 text-left font-semibold text-secondary">{caption}</caption>
        <thead className="bg-gray-50 text-gray-900">
          <tr>
            <th scope="col" rowSpan={2} className={`${cellClass} text-left`}>
              {words.t('reports.idCards.type')}
            </th>
            <th scope="col" rowSpan={2} className={`${cellClass} text-left`}>
              {words.t('reports.idCards.sex')}
            </th>
            {MATRIX_CLASSES.map((severity) => (
              <th key={severity ?? 'all'} scope="colgroup" colSpan={3} className={cellClass}>
                {words.severity(severity)}
              </th>
            ))}
          </tr>
          <tr>
            {MATRIX_CLASSES.map((severity) =>
              WINDOWS.map((window) => (
                <th
                  key={`${severity}-${window}`}
                  scope="col"
                  className={`${cellClass} font-normal`}
                >
                  {words.window(window)}
                </th>
              )),
            )}
          </tr>
        </thead>
        {groups.map((row: IdCardRow | null) => (
          <tbody
            key={row ?? 'all'}
            className={row === null ? 'bg-gray-50 font-semibold' : undefined}
          >
            {lines
              .filter((line) => line.row === row)
              .map((line, index) => (
                <tr key={line.gender ?? 'all'}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={4} className={`${cellClass} text-left align-top`}>
                      {words.row(row)}
                    </th>
                  )}
                  <th scope="row" className={`${cellClass} text-left font-normal`}>
                    {words.sex(line.gender)}
                  </th>
                  {MATRIX_CLASSES.map((severity) => (
                    <Fragment key={severity ?? 'all'}>
                      {WINDOWS.map((window) => (
                        <td key={window} className={`${cellClass} text-right`}>
                          <Figure
                            report={report}
                            line={line}
                            severity={severity}
                            window={window}
                            value={line.counts.get(severity)![window]}
                            words={words}
                          />
                        </td>
                      ))}
                    </Fragment>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
