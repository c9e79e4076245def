import { FormattedMessage } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { ErrorComments } from './error-comments';
import { StateBadge } from './state-badge';

/**
 * Every move of the period, oldest first: what, from and to which state, who (through which
 * group), when, why, and a submission's comments on its errors.
 */
export function ReportHistory({ history }: { history: Schemas['ReportMoveEntry'][] }) {
  const words = usePeriodWords();
  return (
    <section aria-labelledby="report-history" className="flex flex-col gap-2">
      <h2 id="report-history" className="text-lg font-semibold text-secondary">
        <FormattedMessage id="reporting.history" />
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-gray-800">
          <FormattedMessage id="reporting.history.none" />
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {history.map((entry) => (
            <li
              key={entry.id}
              className="rounded border border-gray-200 bg-white px-3 py-2 text-sm"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{words.move(entry.move)}</span>
                <StateBadge state={entry.toState} late={entry.move === 'submit' && entry.late} />
              </p>
              <p>
                <FormattedMessage
                  id={entry.viaGroup ? 'reporting.history.byVia' : 'reporting.history.by'}
                  values={{
                    who: entry.movedBy.name,
                    group: entry.viaGroup?.name ?? '',
                    when: words.moment(entry.movedAt),
                  }}
                />
              </p>
              {entry.reason && (
                <p>
                  <FormattedMessage
                    id="reporting.history.reason"
                    values={{ reason: entry.reason }}
                  />
                </p>
              )}
              {entry.comments.length > 0 && (
                <ErrorComments
                  comments={entry.comments}
                  id={`report-history-${entry.id}-comments`}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
