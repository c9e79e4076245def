import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@/client/components/button';
import { ExportButton } from '@/client/components/export-button';
import { PageHeader } from '@/client/components/page-header';
import { RequestFailure } from '@/client/components/request-failure';
import { SelectInput } from '@/client/components/select-input';
import { TableShell } from '@/client/components/table-shell';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { usePeriodWords } from '@/client/lib/reporting-words';
import { currentFiscalYear, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';
import { boardQuery } from '../api/reporting-queries';
import { boardFile } from '../board-export';
import { BoardTable } from '../components/board-table';

/**
 * Reporting status: who has reported, as DHIS2 shows it (completeness and timeliness) — the places
 * one level below the reader's area (or the place chosen) × the fiscal year's periods. The year and
 * place are in the URL, so a board can be shared; it exports and prints as it stands.
 */
export default function ReportingPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const words = usePeriodWords();
  const t = (id: string) => intl.formatMessage({ id });
  const { query, setParams } = useUrlQuery('reportingBoard');
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const asked = { ...query, fiscalYear };
  const board = useQuery({ ...boardQuery(asked), placeholderData: keepPreviousData });
  const placeChosen = Boolean(query.provinceId || query.districtId || query.palikaId);
  return (
    <>
      <PageHeader
        title={t(headingKey)}
        description={t('reporting.board.description')}
        actions={
          <Button variant="outline" onClick={() => window.print()}>
            <FormattedMessage id="reporting.print" />
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4 print:hidden">
        <SelectInput
          id="reporting-fiscal-year"
          label={t('reporting.fiscalYear')}
          value={String(fiscalYear)}
          options={fiscalYearsUpToNow().map((fy) => ({ value: String(fy), label: words.year(fy) }))}
          onChange={(e) => setParams({ fiscalYear: e.target.value })}
        />
        {placeChosen && (
          <Link
            href={hrefFor('reporting', words.locale, undefined, { fiscalYear })}
            className="inline-block py-2 text-sm underline"
          >
            <FormattedMessage id="reporting.board.wholeArea" />
          </Link>
        )}
      </div>
      {board.error ? (
        <RequestFailure error={board.error} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <TableShell caption="" columns={[]} rows={[]} loading />
      ) : (
        <div className="flex flex-col gap-3" aria-busy={board.isFetching || undefined}>
          <BoardTable board={board.data} />
          <div className="print:hidden">
            <ExportButton
              fileName={`${EXPORT_FILE_NAMES.reporting}-${board.data.fiscalYear}`}
              header={boardFile(board.data, words, t).header}
              loadChunk={async () => ({
                rows: boardFile(board.data, words, t).rows,
                total: board.data.rows.length * 3,
                next: null,
              })}
            />
          </div>
        </div>
      )}
    </>
  );
}
