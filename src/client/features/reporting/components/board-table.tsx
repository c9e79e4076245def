import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState } from '@/client/components/empty-state';
import { TableShell } from '@/client/components/table-shell';
import { type PeriodWords, usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { hrefFor } from '@/shared/routes';
import { BoardCell, percentText } from './board-cell';

type Board = Schemas['ReportingBoard'];
type Row = Board['rows'][number];

const column = createColumnHelper<Row>();

/** The board's place name in the reader's language. */
export const placeName = (row: { nameEn: string; nameNe: string }, words: PeriodWords) =>
  words.locale === 'np' ? row.nameNe : row.nameEn;

/** Where a row's name leads: a province or district opens its own board, a palika its first period. */
function placeHref(row: Row, board: Board, words: PeriodWords) {
  const { provinceId, districtId, palikaId } = row.place;
  if (palikaId) return undefined;
  return hrefFor('reporting', words.locale, undefined, {
    fiscalYear: board.fiscalYear,
    provinceId,
    districtId,
  });
}

/**
 * The status board: the places one level down × the fiscal year's three periods, each cell the
 * state or the counts and percentages; the whole area's totals under it.
 */
export function BoardTable({ board }: { board: Board }) {
  const intl = useIntl();
  const words = usePeriodWords();
  const columns = [
    column.display({
      id: 'place',
      header: () => intl.formatMessage({ id: `reporting.board.level.${board.level}` }),
      cell: ({ row }) => {
        const href = placeHref(row.original, board, words);
        const name = placeName(row.original, words);
        return href ? (
          <Link href={href} className="inline-block min-h-6 font-semibold underline">
            {name}
          </Link>
        ) : (
          <span className="font-semibold">{name}</span>
        );
      },
    }),
    ...board.periods.map((period) =>
      column.display({
        id: `period${period.period}`,
        header: () => (
          <span className="flex flex-col">
            <span>{words.periodName(period.period)}</span>
            <span className="text-xs font-normal">{words.months(period.period)}</span>
          </span>
        ),
        cell: ({ row }) => {
          const cell = row.original.cells.find((c) => c.period === period.period);
          if (!cell) return '—';
          const palikaId = row.original.place.palikaId;
          const href = palikaId
            ? hrefFor('reportPeriod', words.locale, {
                palikaId: String(palikaId),
                fiscalYear: String(board.fiscalYear),
                period: String(period.period),
              })
            : undefined;
          return <BoardCell cell={cell} words={words} href={href} />;
        },
      }),
    ),
  ];
  return (
    <TableShell
      caption={intl.formatMessage(
        { id: 'reporting.board.caption' },
        { year: words.year(board.fiscalYear) },
      )}
      columns={columns}
      rows={board.rows}
      rowId={(row) => String(row.id)}
      empty={
        <EmptyState
          title={<FormattedMessage id="reporting.board.empty.title" />}
          message={<FormattedMessage id="reporting.board.empty.message" />}
        />
      }
      footer={<BoardTotals board={board} words={words} />}
    />
  );
}

function BoardTotals({ board, words }: { board: Board; words: PeriodWords }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      {board.totals.map((total) => (
        <div key={total.period}>
          <dt className="font-semibold">{words.periodName(total.period)}</dt>
          <dd>
            <FormattedMessage
              id="reporting.board.totals"
              values={{
                submitted: total.submitted,
                expected: total.expected,
                completeness: percentText(words, total.completeness),
                timeliness: percentText(words, total.timeliness),
              }}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
