import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AreaReport } from '@/client/components/area-report';
import { SelectInput } from '@/client/components/select-input';
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
    <AreaReport
      title={words.t(headingKey)}
      description={words.t('quality.area.description')}
      filters={
        <>
          <SelectInput
            id="quality-fiscal-year"
            label={words.t('reporting.fiscalYear')}
            value={String(fiscalYear)}
            options={fiscalYearsUpToNow().map((fy) => ({
              value: String(fy),
              label: words.year(fy),
            }))}
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
        </>
      }
      wholeAreaHref={
        placeChosen
          ? hrefFor('dataQuality', words.locale, undefined, { fiscalYear, period })
          : undefined
      }
      answer={area}
      table={(data) => <QualityTable area={data} words={words} />}
      fileOf={(data) => ({
        fileName: `${EXPORT_FILE_NAMES.dataQuality}-${data.fiscalYear}-${data.period}`,
        ...qualityFile(data, words),
      })}
    />
  );
}
