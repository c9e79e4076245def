import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { AreaReport } from '@/client/components/area-report';
import { SelectInput } from '@/client/components/select-input';
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
    <AreaReport
      title={t(headingKey)}
      description={t('reporting.board.description')}
      filters={
        <SelectInput
          id="reporting-fiscal-year"
          label={t('reporting.fiscalYear')}
          value={String(fiscalYear)}
          options={fiscalYearsUpToNow().map((fy) => ({ value: String(fy), label: words.year(fy) }))}
          onChange={(e) => setParams({ fiscalYear: e.target.value })}
        />
      }
      wholeAreaHref={
        placeChosen ? hrefFor('reporting', words.locale, undefined, { fiscalYear }) : undefined
      }
      answer={board}
      table={(data) => <BoardTable board={data} />}
      fileOf={(data) => ({
        fileName: `${EXPORT_FILE_NAMES.reporting}-${data.fiscalYear}`,
        ...boardFile(data, words, t),
      })}
    />
  );
}
