import { FormattedMessage } from 'react-intl';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import type { ReportMove } from '@/shared/reporting/moves';
import { QualityFlags } from './quality/quality-flags';
import { ReportActions } from './report-actions';
import { ReportChanges } from './report-changes';
import { ReportFigures } from './report-figures';
import { ReportHistory } from './report-history';
import { StateBadge } from './state-badge';
import type { ErrorComment } from '../error-comments';
import type { Ref } from 'react';

export interface ReportViewProps {
  report: Schemas['Report'];
  onMove: (move: ReportMove, reason?: string, comments?: ErrorComment[]) => Promise<void>;
  /** Where the focus goes after a move: the new state's status. */
  statusRef?: Ref<HTMLDivElement>;
  /** The period's data-quality flags as asked (absent: not shown). */
  quality?: { data?: Schemas['QualityReport']; error?: unknown; onRetry?: () => void };
}

/**
 * A palika's period: its state (who moved it there and when, the due date, late), what looks
 * wrong in it (data quality: errors, warnings, outliers) above the moves, its figures live, what changed since the last submission or approval, the reader's moves, and its history.
 */
export function ReportView({ report, onMove, statusRef, quality }: ReportViewProps) {
  const words = usePeriodWords();
  return (
    <div className="flex flex-col gap-6">
      <div
        ref={statusRef}
        id="report-status"
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-1 rounded border border-gray-200 bg-white px-4 py-3 text-sm"
      >
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">
            <FormattedMessage id="reporting.status" />
          </span>
          <StateBadge state={report.state} late={report.late} returned={report.returned} />
        </p>
        {report.movedAt && report.movedBy && (
          <p>
            <FormattedMessage
              id={`reporting.status.moved.${report.state}`}
              values={{ who: report.movedBy, when: words.moment(report.movedAt) }}
            />
          </p>
        )}
        <p>
          <FormattedMessage
            id="reporting.status.due"
            values={{ due: formatBsDate(report.dueDate, words.locale) }}
          />
        </p>
      </div>
      {quality && (
        <QualityFlags quality={quality.data} error={quality.error} onRetry={quality.onRetry} />
      )}
      <ReportActions
        moves={report.movesAllowed}
        onMove={onMove}
        quality={quality?.data}
        qualityLoading={Boolean(quality && !quality.data && !quality.error)}
      />
      <ReportFigures
        figures={report.figures}
        palikaId={report.palikaId}
        fiscalYear={report.fiscalYear}
        period={report.period}
      />
      <ReportChanges changes={report.changes} />
      <ReportHistory history={report.history} />
    </div>
  );
}
