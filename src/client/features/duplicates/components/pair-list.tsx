import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@/client/components/empty-state';
import type { Schemas } from '@/shared/api/types';
import { PairCard } from './pair-card';
import type { DecisionInput } from '../api/duplicate-queries';

export interface PairListProps {
  pairs: Schemas['DuplicatePair'][];
  onDecide?: (decision: DecisionInput) => void;
  /** The pair being decided, and what went wrong with the last decision. */
  deciding?: number;
  failed?: { id: number; error: unknown };
}

/** The candidate pairs of a state, each side by side, or an empty state that says so. */
export function PairList({ pairs, onDecide, deciding, failed }: PairListProps) {
  if (!pairs.length)
    return (
      <EmptyState
        title={<FormattedMessage id="duplicates.empty.title" />}
        message={<FormattedMessage id="duplicates.empty.message" />}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      {pairs.map((pair) => (
        <PairCard
          key={pair.id}
          pair={pair}
          onDecide={onDecide}
          busy={deciding === pair.id}
          error={failed?.id === pair.id ? failed.error : undefined}
        />
      ))}
    </div>
  );
}
