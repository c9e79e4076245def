import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { PeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { StateBadge } from './state-badge';

type Cell = Schemas['ReportingBoardCell'];

/** A percentage as the board writes it (`75%`, `७५%`), or a dash where none is expected. */
export const percentText = (words: PeriodWords, value: number | null) =>
  value === null ? '—' : words.percent(value / 100);

/**
 * One place × period of the status board: a palika's state (late, returned) opening its period;
 * for a larger place how many of its palikas submitted, on time, approved and accepted, with
 * completeness and timeliness.
 */
export function BoardCell({
  cell,
  words,
  href,
}: {
  cell: Cell;
  words: PeriodWords;
  href?: string;
}) {
  if (cell.state && href)
    return (
      <Link href={href} className="inline-flex min-h-6 flex-wrap items-center gap-1 underline">
        <StateBadge state={cell.state} late={cell.late > 0} returned={cell.returned > 0} />
      </Link>
    );
  return (
    <div className="flex flex-col gap-0.5 text-xs">
      <span className="font-semibold">
        <FormattedMessage
          id="reporting.board.submittedOf"
          values={{ submitted: cell.submitted, expected: cell.expected }}
        />
        {' · '}
        {percentText(words, cell.completeness)}
      </span>
      <span>
        <FormattedMessage
          id="reporting.board.onTime"
          values={{ count: cell.onTime, percent: percentText(words, cell.timeliness) }}
        />
      </span>
      <span>
        <FormattedMessage
          id="reporting.board.approvedAccepted"
          values={{ approved: cell.approved, accepted: cell.accepted }}
        />
      </span>
      {cell.returned > 0 && (
        <span className="text-amber-900">
          <FormattedMessage id="reporting.board.returned" values={{ count: cell.returned }} />
        </span>
      )}
    </div>
  );
}
