import { FormattedMessage, useIntl } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';

/**
 * What changed since the last submission or approval: each figure that differs (then and now) and
 * the palika's records written since, newest first.
 */
export function ReportChanges({ changes }: { changes: Schemas['ReportChange'] | null }) {
  const intl = useIntl();
  const words = usePeriodWords();
  const known = (id: string, raw: string) =>
    id in intl.messages ? intl.formatMessage({ id }) : raw;
  return (
    <section aria-labelledby="report-changes" className="flex flex-col gap-2">
      <h2 id="report-changes" className="text-lg font-semibold text-secondary">
        <FormattedMessage id="reporting.changes" />
      </h2>
      {!changes ? (
        <p className="text-sm text-gray-800">
          <FormattedMessage id="reporting.changes.never" />
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-800">
            <FormattedMessage
              id={`reporting.changes.since.${changes.since}`}
              values={{ when: words.moment(changes.at) }}
            />
          </p>
          {changes.figures.length === 0 && changes.recordsTotal === 0 ? (
            <p className="text-sm">
              <FormattedMessage id="reporting.changes.none" />
            </p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {changes.figures.map((figure) => (
                <li key={figure.measure}>
                  <FormattedMessage
                    id="reporting.changes.figure"
                    values={{
                      figure: intl.formatMessage({ id: `dashboard.measure.${figure.measure}` }),
                      before: figure.before,
                      now: figure.now,
                    }}
                  />
                </li>
              ))}
              {changes.records.map((record) => (
                <li key={`${record.entity}-${record.entityId}-${record.at}`}>
                  <FormattedMessage
                    id="reporting.changes.record"
                    values={{
                      kind: known(`reporting.entity.${record.entity}`, record.entity),
                      action: known(`audit.${record.action}`, record.action),
                      when: words.moment(record.at),
                      who: record.by ?? '—',
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {changes.recordsTotal > changes.records.length && (
            <p className="text-sm">
              <FormattedMessage
                id="reporting.changes.more"
                values={{ count: changes.recordsTotal - changes.records.length }}
              />
            </p>
          )}
        </>
      )}
    </section>
  );
}
