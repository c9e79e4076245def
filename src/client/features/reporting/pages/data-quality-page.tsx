import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
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
import { todayIso } from '@/shared/calendar/today';
import { currentFiscalYear, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { REPORT_PERIODS, reportPeriodOf } from '@/shared/reporting/periods';
import { hrefFor } from '@/shared/routes';
import { areaQualityQuery } from '../api/quality-queries';
import { QualityTable } from '../components/quality/quality-table';
import { qualityFile } from '../quality-export';
import { useQualityWords } from '../quality-words';

/**
 * Data quality: the places one level below the reader's area (or the place chosen), ranked by the
 * errors, warnings and outliers of their palikas' period. The year, period and place are in the
 * URL, so a ranking can be shared; it exports and prints as it stands.
 */
export default function DataQualityPage({ headingKey }: PageProps) {
  const words = useQualityWords();
  const { query, setParams } = useUrlQuery('listDataQuality');
  const now = reportPeriodOf(todayIso());
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const period = query.period ?? (now?.fiscalYear === fiscalYear ? now.period : 1);
  const asked = { ...query, fiscalYear, period };
  const area = useQuery({ ...areaQualityQuery(asked), placeholderData: keepPreviousData });
  const placeChosen = Boolean(query.provinceId || query.districtId);
  return (
    <>
      <PageHeader
        title={words.t(headingKey)}
        description={words.t('quality.area.description')}
        actions={
          <Button variant="outline" onClick={() => window.print()}>
            <FormattedMessage id="reporting.print" />
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4 print:hidden">
        <SelectInput
          id="quality-fiscal-year"
          label={words.t('reporting.fiscalYear')}
          value={String(fiscalYear)}
          options={fiscalYearsUpToNow().map((fy) => ({ value: String(fy), label: words.year(fy) }))}
          onChange={(e) => setParams({ fiscalYear: e.target.value })}
        />
        <SelectInput
          id="quality-period"
          label={words.t('quality.area.period')}
          value={String(period)}
          options={REPORT_PERIODS.map((p) => ({
            value: String(p),
            label: `${words.periodName(p)} (${words.months(p)})`,
          }))}
          onChange={(e) => setParams({ period: e.target.value })}
        />
        {placeChosen && (
          <Link
            href={hrefFor('dataQuality', words.locale, undefined, { fiscalYear, period })}
            className="inline-block py-2 text-sm underline"
          >
            <FormattedMessage id="reporting.board.wholeArea" />
          </Link>
        )}
      </div>
      {area.error ? (
        <RequestFailure error={area.error} onRetry={() => void area.refetch()} />
      ) : !area.data ? (
        <TableShell caption="" columns={[]} rows={[]} loading />
      ) : (
        <div className="flex flex-col gap-3" aria-busy={area.isFetching || undefined}>
          <QualityTable area={area.data} words={words} />
          <div className="print:hidden">
            <ExportButton
              fileName={`${EXPORT_FILE_NAMES.dataQuality}-${area.data.fiscalYear}-${area.data.period}`}
              header={qualityFile(area.data, words).header}
              loadChunk={async () => ({
                rows: qualityFile(area.data, words).rows,
                total: area.data.places.length,
                next: null,
              })}
            />
          </div>
        </div>
      )}
    </>
  );
}
