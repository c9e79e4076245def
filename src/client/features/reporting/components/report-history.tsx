import { FormattedMessage, useIntl } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { ruleNameId } from '@/shared/data-quality/rules';
import { StateBadge } from './state-badge';

/** A submission's comments on its errors, each under its rule's name in the reader's language. */
function ErrorComments({ entry }: { entry: Schemas['ReportMoveEntry'] }) {
  const intl = useIntl();
  const heading = `report-history-${entry.id}-comments`;
  return (
    <div className="mt-1 flex flex-col gap-1">
      <p id={heading} className="font-semibold">
        <FormattedMessage id="reporting.history.comments" />
      </p>
      <ul aria-labelledby={heading} className="flex flex-col gap-1">
        {entry.comments.map(({ rule, comment }) => (
          <li key={rule}>
            <p className="text-gray-800">{intl.formatMessage({ id: ruleNameId(rule) })}</p>
            <p className="ms-4 whitespace-pre-wrap">{comment}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
              {entry.comments.length > 0 && <ErrorComments entry={entry} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
