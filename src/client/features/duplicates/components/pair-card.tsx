import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { Button } from '@/client/components/button';
import { RequestFailure } from '@/client/components/request-failure';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { PairPerson } from './pair-person';
import type { DecisionInput } from '../api/duplicate-queries';

type Pair = Schemas['DuplicatePair'];

export interface PairCardProps {
  pair: Pair;
  onDecide?: (decision: DecisionInput) => void;
  busy?: boolean;
  error?: unknown;
}

/**
 * A candidate pair side by side: why it was found, both persons, and the super admin's choices
 * (not a duplicate, or keep one of them); a pair locked by a period says which, and offers no merge.
 */
export function PairCard({ pair, onDecide, busy = false, error }: PairCardProps) {
  const intl = useIntl();
  const words = usePeriodWords();
  const reasons = pair.reasons
    .map((r) => intl.formatMessage({ id: `duplicates.reason.${r}` }))
    .join(', ');
  const decide = (decision: DecisionInput['decision'], keepId?: string) =>
    onDecide?.({ id: pair.id, version: pair.version, decision, keepId });
  const headingId = `pair-${pair.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded border border-gray-300 bg-gray-50 p-4">
      <h2 id={headingId} className="mb-1 text-base font-semibold text-gray-900">
        <FormattedMessage id="duplicates.pair.title" values={{ reasons }} />
      </h2>
      <p className="mb-3 text-sm text-gray-800">
        {pair.state === 'open' ? (
          <FormattedMessage
            id="duplicates.pair.found"
            values={{ when: words.moment(pair.foundAt) }}
          />
        ) : (
          <FormattedMessage
            id={`duplicates.pair.decided.${pair.state}`}
            values={{
              who: pair.decidedBy ?? '—',
              when: words.moment(pair.decidedAt ?? pair.foundAt),
            }}
          />
        )}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {[pair.first, pair.second].map((person) => (
          <PairPerson key={person.id} person={person} kept={pair.keptId === person.id} />
        ))}
      </div>
      {pair.locked && (
        <div className="mt-3">
          <Alert tone="warning" title={intl.formatMessage({ id: 'duplicates.locked.title' })}>
            <FormattedMessage
              id="duplicates.locked.message"
              values={{
                period: words.period(pair.locked.fiscalYear, pair.locked.period),
                state: intl.formatMessage({ id: `reporting.state.${pair.locked.state}` }),
              }}
            />
          </Alert>
        </div>
      )}
      {error !== undefined && error !== null && (
        <div className="mt-3">
          <RequestFailure error={error} />
        </div>
      )}
      {pair.state === 'open' && onDecide && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" disabled={busy} onClick={() => decide('notDuplicate')}>
            <FormattedMessage id="duplicates.action.notDuplicate" />
          </Button>
          {!pair.locked &&
            [pair.first, pair.second].map((person) => (
              <Button key={person.id} disabled={busy} onClick={() => decide('merge', person.id)}>
                <FormattedMessage
                  id="duplicates.action.keep"
                  values={{ registrationNo: person.registrationNo }}
                />
              </Button>
            ))}
        </div>
      )}
    </article>
  );
}
