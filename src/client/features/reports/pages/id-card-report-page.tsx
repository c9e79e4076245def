import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AreaReport } from '@/client/components/area-report';
import { GeographyPicker } from '@/client/components/geography-picker';
import { SelectInput } from '@/client/components/select-input';
import { EXPORT_FILE_NAMES } from '@/client/lib/export-file-names';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { deepestName, usePlaceNames } from '@/client/lib/use-place-names';
import { currentFiscalYear, fiscalYearsUpToNow } from '@/shared/fiscal-year';
import { REPORT_PERIODS } from '@/shared/reporting/periods';
import { idCardReportQuery } from '../api/report-queries';
import { IdCardTable } from '../components/id-card-table';
import { idCardFile } from '../id-card-export';
import { useReportWords } from '../report-words';

/**
 * The ID-card matrix (issue 41 §1.3) of a place in the reader's area, a fiscal year and a period
 * (or the whole year), all in the URL; it prints and exports as it stands.
 */
export default function IdCardReportPage({ headingKey }: PageProps) {
  const words = useReportWords();
  const { query, setParams } = useUrlQuery('idCardReport');
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const asked = { ...query, fiscalYear };
  const report = useQuery({ ...idCardReportQuery(asked), placeholderData: keepPreviousData });
  const asOf = words.windowOf(fiscalYear, query.period ?? null);
  const shown = report.data?.place;
  const place = deepestName(
    usePlaceNames({
      provinceId: shown?.provinceId ?? undefined,
      districtId: shown?.districtId ?? undefined,
      palikaId: shown?.palikaId ?? undefined,
    }),
  );
  return (
    <AreaReport
      title={words.t(headingKey)}
      description={words.t('reports.idCards.description')}
      filters={
        <>
          <GeographyPicker
            idPrefix="report-place"
            depth="palika"
            value={query}
            onChange={({ provinceId, districtId, palikaId }) =>
              setParams({ provinceId, districtId, palikaId })
            }
          />
          <SelectInput
            id="report-fiscal-year"
            label={words.t('reporting.fiscalYear')}
            value={String(fiscalYear)}
            options={fiscalYearsUpToNow().map((fy) => ({
              value: String(fy),
              label: words.year(fy),
            }))}
            onChange={(e) => setParams({ fiscalYear: e.target.value })}
          />
          <SelectInput
            id="report-period"
            label={words.t('reports.period')}
            value={String(query.period ?? '')}
            options={[
              { value: '', label: words.t('reports.wholeYear') },
              ...REPORT_PERIODS.map((p) => ({
                value: String(p),
                label: `${words.periodName(p)} (${words.months(p)})`,
              })),
            ]}
            onChange={(e) => setParams({ period: e.target.value })}
          />
        </>
      }
      answer={report}
      table={(data) => (
        <IdCardTable
          report={data}
          caption={words.t('reports.idCards.caption', { place, window: asOf })}
        />
      )}
      fileOf={(data) => ({
        fileName: `${EXPORT_FILE_NAMES.idCards}-${data.fiscalYear}${data.period ? `-${data.period}` : ''}`,
        ...idCardFile(data, words),
      })}
    />
  );
}
