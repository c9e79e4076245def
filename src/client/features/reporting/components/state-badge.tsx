import { FormattedMessage } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { ReportState } from '@/shared/reporting/moves';

const TONES: Record<ReportState, string> = {
  open: 'bg-gray-100 text-gray-900',
  submitted: 'bg-blue-100 text-blue-900',
  approved: 'bg-green-100 text-green-900',
  accepted: 'bg-green-700 text-white',
};

/** A report's state in words (never by colour alone), with "late" and "returned" beside it. */
export function StateBadge({
  state,
  late = false,
  returned = false,
}: {
  state: ReportState;
  late?: boolean;
  returned?: boolean;
}) {
  const words = usePeriodWords();
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>
        {words.state(state)}
      </span>
      {late && (
        <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
          <FormattedMessage id="reporting.late" />
        </span>
      )}
      {returned && state === 'open' && (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
          <FormattedMessage id="reporting.returned" />
        </span>
      )}
    </span>
  );
}
