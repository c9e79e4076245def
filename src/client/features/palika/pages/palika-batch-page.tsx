import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/client/components/alert';
import { EmptyState } from '@/client/components/empty-state';
import { GeographyPicker } from '@/client/components/geography-picker';
import { LoadingState } from '@/client/components/loading-state';
import { PageHeader } from '@/client/components/page-header';
import { SelectInput } from '@/client/components/select-input';
import { usePalikaStanding } from '@/client/features/palika/api/palika-standing';
import { BatchCard } from '@/client/features/palika/components/standing/batch-card';
import { BatchPeers } from '@/client/features/palika/components/standing/batch-peers';
import { YearFigures } from '@/client/features/palika/components/standing/year-figures';
import { apiErrorMessageId } from '@/client/lib/api-client';
import { formatDigits } from '@/client/lib/format';
import { myScopeQuery, ownPalikaOf, palikaQuery } from '@/client/lib/geography-queries';
import type { PageProps } from '@/client/lib/page-props';
import { useUrlQuery } from '@/client/lib/records/use-url-query';
import { useLocale } from '@/client/lib/use-locale';
import { currentFiscalYear, fiscalYearLabel, fiscalYearsUpToNow } from '@/shared/fiscal-year';

/** The province and district the place picker holds while a palika is chosen. */
const PLACE_PARAMETERS = {
  provinceId: { type: 'integer' },
  districtId: { type: 'integer' },
} as const;

/**
 * Palika Profile in its batch (/palika/actualPalikaProfileBatch): one palika's programme page,
 * its batch, phase and calendar, its year's activities and output against plan, and for
 * reviewers the batch's palikas beside it. A palika's own user sees its own; others choose.
 */
export default function PalikaBatchPage({ headingKey }: PageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const { query, setParams } = useUrlQuery('palikaStanding', PLACE_PARAMETERS);
  const own = ownPalikaOf(useQuery(myScopeQuery()).data);
  const palikaId = query.palikaId ?? own?.palikaId;
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const palika = useQuery({ ...palikaQuery(palikaId ?? 0), enabled: Boolean(palikaId) }).data;
  const standing = usePalikaStanding({ palikaId, fiscalYear }, Boolean(palikaId));
  const place = {
    provinceId: query.provinceId ?? palika?.provinceId ?? undefined,
    districtId: query.districtId ?? palika?.districtId ?? undefined,
    palikaId,
  };
  const data = standing.data;
  return (
    <>
      <PageHeader title={t(headingKey)} description={t('standing.help')} />
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 rounded border border-gray-200 bg-white p-4">
          {!own && (
            <GeographyPicker
              idPrefix="standing-place"
              depth="palika"
              value={place}
              onChange={(next) =>
                setParams({
                  provinceId: next.provinceId,
                  districtId: next.districtId,
                  palikaId: next.palikaId,
                })
              }
            />
          )}
          <div className="max-w-xs">
            <SelectInput
              id="standing-fiscalYear"
              label={t('standing.fiscalYear')}
              value={String(fiscalYear)}
              options={fiscalYearsUpToNow().map((year) => ({
                value: String(year),
                label: formatDigits(fiscalYearLabel(year), locale),
              }))}
              onChange={(e) => setParams({ fiscalYear: e.target.value })}
            />
          </div>
        </div>
        {!palikaId ? (
          <EmptyState title={t('standing.choose.title')} message={t('standing.choose.message')} />
        ) : standing.error ? (
          <Alert tone="error">
            <FormattedMessage id={apiErrorMessageId(standing.error)} />
          </Alert>
        ) : !data ? (
          <LoadingState lines={8} />
        ) : (
          <>
            <h2 className="text-xl font-semibold">
              {locale === 'np' ? data.palika.nameNe : data.palika.name},{' '}
              {locale === 'np' ? data.district.nameNe : data.district.name}
            </h2>
            {data.batch && data.member ? (
              <BatchCard batch={data.batch} member={data.member} />
            ) : (
              <EmptyState
                title={t('standing.noBatch.title')}
                message={t('standing.noBatch.message')}
              />
            )}
            <YearFigures standing={data} />
            {data.peers.length > 0 && <BatchPeers standing={data} />}
          </>
        )}
      </div>
    </>
  );
}
