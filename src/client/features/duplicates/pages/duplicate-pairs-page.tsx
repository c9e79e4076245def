import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { Pagination } from '@/client/components/pagination';
import { RequestFailure } from '@/client/components/request-failure';
import type { PageProps } from '@/client/lib/page-props';
import { useSearchParams } from '@/client/lib/use-search-params';
import { DUPLICATE_STATES, type DuplicateState } from '@/shared/pwd/duplicate-pairs';
import { type DecisionInput, pairsQuery, useDecidePair } from '../api/duplicate-queries';
import { PairList } from '../components/pair-list';

const stateOf = (value: string | null): DuplicateState =>
  (DUPLICATE_STATES as readonly string[]).includes(value ?? '')
    ? (value as DuplicateState)
    : 'open';

/** `/dataQuality/duplicates`: the super admin's candidate pairs, by state (in the URL), decided here. */
export default function DuplicatePairsPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const page = Number(params.get('page') ?? 1) || 1;
  const pairs = useQuery(pairsQuery(state, page));
  const decide = useDecidePair();
  const [failed, setFailed] = useState<{ id: number; error: unknown }>();
  const onDecide = (input: DecisionInput) => {
    setFailed(undefined);
    decide.mutate(input, { onError: (error) => setFailed({ id: input.id, error }) });
  };
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: headingKey })}
        description={intl.formatMessage({ id: 'duplicates.description' })}
      />
      <nav aria-label={intl.formatMessage({ id: 'duplicates.states' })} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {DUPLICATE_STATES.map((each) => (
            <li key={each}>
              <button
                type="button"
                aria-pressed={each === state}
                onClick={() =>
                  setParams({ state: each === 'open' ? undefined : each, page: undefined })
                }
                className={`rounded border px-3 py-1 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary ${each === state ? 'border-primary bg-primary text-white' : 'border-gray-400 bg-white text-gray-900'}`}
              >
                <FormattedMessage id={`duplicates.state.${each}`} />
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {pairs.error ? (
        <RequestFailure error={pairs.error} onRetry={() => void pairs.refetch()} />
      ) : pairs.data ? (
        <>
          <PairList
            pairs={pairs.data.items}
            onDecide={onDecide}
            deciding={decide.isPending ? decide.variables?.id : undefined}
            failed={failed}
          />
          <Pagination
            page={page}
            pageSize={pairs.data.pageSize}
            total={pairs.data.total}
            onPage={(next) => setParams({ page: next === 1 ? undefined : next })}
          />
        </>
      ) : (
        <LoadingState lines={4} />
      )}
    </>
  );
}
