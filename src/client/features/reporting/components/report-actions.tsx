import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { RefusalNotice } from '@/client/components/refusal-notice';
import { usePeriodWords } from '@/client/lib/reporting-words';
import { type ReportMove, needsReason } from '@/shared/reporting/moves';
import { MoveForm } from './move-form';

export interface ReportActionsProps {
  /** The moves the reader may make now (the shared rule, as the server answers it). */
  moves: readonly ReportMove[];
  /** Makes a move; resolves once the report answered with its new state. */
  onMove: (move: ReportMove, reason?: string) => Promise<void>;
}

/**
 * What the reader may do with the period: a submission, an approval or an acceptance in one press;
 * a return or a reopening opens its reason box first. Nothing to do says so.
 */
export function ReportActions({ moves, onMove }: ReportActionsProps) {
  const words = usePeriodWords();
  const [asking, setAsking] = useState<ReportMove>();
  const [busy, setBusy] = useState<ReportMove>();
  const [failure, setFailure] = useState<unknown>();
  const direct = async (move: ReportMove) => {
    setFailure(undefined);
    setBusy(move);
    try {
      await onMove(move);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section aria-labelledby="report-actions" className="flex flex-col gap-3">
      <h2 id="report-actions" className="text-lg font-semibold text-secondary">
        <FormattedMessage id="reporting.actions" />
      </h2>
      {moves.length === 0 ? (
        <p className="text-sm text-gray-800">
          <FormattedMessage id="reporting.actions.none" />
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <Button
              key={move}
              variant={needsReason(move) ? 'outline' : 'primary'}
              busy={busy === move}
              aria-expanded={needsReason(move) ? asking === move : undefined}
              onClick={() =>
                needsReason(move) ? setAsking(asking === move ? undefined : move) : direct(move)
              }
            >
              {words.move(move)}
            </Button>
          ))}
        </div>
      )}
      <RefusalNotice error={failure} />
      {asking && moves.includes(asking) && (
        <MoveForm key={asking} move={asking} onMove={(reason) => onMove(asking, reason)} />
      )}
    </section>
  );
}
