import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { PageFailure, PageLoading } from '@/client/components/page-state';
import { focusResult } from '@/client/lib/focus';
import type { PageProps } from '@/client/lib/page-props';
import type { ReportMove } from '@/shared/reporting/moves';
import { reportQualityQuery } from '../api/quality-queries';
import { reportQuery, useMoveReport } from '../api/reporting-queries';
import { ReportHeading } from '../components/report-heading';
import { ReportView } from '../components/report-view';
import { type ErrorComment, uncommentedRulesOf } from '../error-comments';

/** `/reporting/:palikaId/:fiscalYear/:period`: one palika's period, to read and to move. */
export default function ReportPeriodPage({ params, headingKey }: PageProps) {
  const intl = useIntl();
  const palikaId = Number(params.palikaId);
  const fiscalYear = Number(params.fiscalYear);
  const period = Number(params.period);
  const report = useQuery(reportQuery(palikaId, fiscalYear, period));
  const quality = useQuery(reportQualityQuery(palikaId, fiscalYear, period));
  const move = useMoveReport(palikaId, fiscalYear, period);
  const status = useRef<HTMLDivElement>(null);
  const heading = intl.formatMessage({ id: headingKey });
  if (report.isLoading) return <PageLoading title={heading} />;
  if (!report.data) return <PageFailure title={heading} error={report.error} />;
  const data = report.data;
  const onMove = async (chosen: ReportMove, reason?: string, comments?: ErrorComment[]) => {
    try {
      await move.mutateAsync({ move: chosen, reason, comments, version: data.version });
    } catch (error) {
      // A stale version or a move no longer allowed: the page shows the period as it is now.
      void report.refetch();
      // Errors found since the flags were read: read again, the form asks for those too.
      if (uncommentedRulesOf(error).length) void quality.refetch();
      throw error;
    }
    // The new state's status is read out, and the next Tab starts from there.
    window.setTimeout(() => focusResult(status.current), 0);
  };
  return (
    <>
      <ReportHeading report={data} />
      <ReportView
        report={data}
        onMove={onMove}
        statusRef={status}
        quality={{
          data: quality.data,
          error: quality.error,
          onRetry: () => void quality.refetch(),
        }}
      />
    </>
  );
}
