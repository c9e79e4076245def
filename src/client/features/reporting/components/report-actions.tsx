import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/client/components/button';
import { RefusalNotice } from '@/client/components/refusal-notice';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { type ReportMove, needsReason } from '@/shared/reporting/moves';
import { MoveForm } from './move-form';
import { ErrorCommentsForm } from './quality/error-comments-form';
import { FlagsCheck } from './quality/flags-check';
import type { ErrorComment } from '../error-comments';

type Quality = Schemas['QualityReport'];

export interface ReportActionsProps {
  /** The moves the reader may make now (the shared rule, as the server answers it). */
  moves: readonly ReportMove[];
  /**
   * Makes a move (a submission with its comments on the errors); resolves once the report answered
   * with its new state.
   */
  onMove: (move: ReportMove, reason?: string, comments?: ErrorComment[]) => Promise<void>;
  /** The period's flags; absent when they are not known (not asked, or could not be read). */
  quality?: Quality;
  /** The flags are on their way: a submission or an approval waits for them. */
  qualityLoading?: boolean;
}

/** What a move asks first: a reason, a comment on each error, or a look at the flags again. */
type Asking = 'reason' | 'comments' | 'check';

const CHECKED: readonly ReportMove[] = ['approve', 'accept'];
const flagsOf = (quality: Quality) => quality.violations.length + quality.outliers.length;
const errorsOf = (quality: Quality) => quality.violations.filter((v) => v.severity === 'error');

function askingOf(move: ReportMove, quality: Quality | undefined): Asking | undefined {
  if (needsReason(move)) return 'reason';
  if (move === 'submit' && quality && quality.errors > 0) return 'comments';
  if (CHECKED.includes(move) && quality && flagsOf(quality) > 0) return 'check';
  return undefined;
}

/**
 * What the reader may do with the period: a submission, an approval or an acceptance in one press;
 * a return or a reopening opens its reason box first; a submission with errors asks for a comment
 * on each, and an approval or acceptance of a period with flags shows them again first. Nothing
 * to do says so.
 */
export function ReportActions({ moves, onMove, quality, qualityLoading }: ReportActionsProps) {
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
  const waiting = (move: ReportMove) =>
    Boolean(qualityLoading) && (move === 'submit' || CHECKED.includes(move));
  const opened = asking && moves.includes(asking) ? askingOf(asking, quality) : undefined;
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
          {moves.map((move) => {
            const first = askingOf(move, quality);
            return (
              <Button
                key={move}
                id={`report-move-${move}`}
                variant={first === 'reason' ? 'outline' : 'primary'}
                busy={busy === move || waiting(move)}
                aria-expanded={first ? asking === move : undefined}
                onClick={() =>
                  waiting(move)
                    ? undefined
                    : first
                      ? setAsking(asking === move ? undefined : move)
                      : direct(move)
                }
              >
                {words.move(move)}
              </Button>
            );
          })}
        </div>
      )}
      <RefusalNotice error={failure} />
      {asking && opened === 'reason' && (
        <MoveForm key={asking} move={asking} onMove={(reason) => onMove(asking, reason)} />
      )}
      {asking && opened === 'comments' && quality && (
        <ErrorCommentsForm
          // Errors found since (a refusal reads the flags again) add their boxes to what is typed.
          key={asking}
          errors={errorsOf(quality)}
          submitLabel={words.move(asking)}
          onSubmit={(comments) => onMove(asking, undefined, comments)}
        />
      )}
      {asking && opened === 'check' && quality && (
        <FlagsCheck
          key={asking}
          quality={quality}
          moveLabel={words.move(asking)}
          onConfirm={() => direct(asking)}
          onCancel={() => {
            // Back to the move's button, so the next Tab goes on from where the reader was.
            document.getElementById(`report-move-${asking}`)?.focus();
            setAsking(undefined);
          }}
        />
      )}
    </section>
  );
}
