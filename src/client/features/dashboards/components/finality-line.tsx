import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { apiGet } from '@/client/lib/api-client';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { hrefFor } from '@/shared/routes';

type Finality = Schemas['ReportingFinality'];

/** How final the view's figures are: the palikas whose reports are approved or accepted, asked with the view's year, period and place. */
function useFinality(query: DashboardQuery) {
  const { fiscalYear, trimester, provinceId, districtId, palikaId, wardId } = query;
  const asked = { fiscalYear, trimester, provinceId, districtId, palikaId, wardId };
  return useQuery({
    queryKey: ['dashboards', 'finality', asked],
    queryFn: () => apiGet('/api/reporting/finality', { params: { query: asked } }),
  });
}

/**
 * "Approved for 9 of 12 palikas in 2083/84, period 1": how final a dashboard's figures are, which
 * palikas are not yet (and where their reports stand), opening the reporting status of the place.
 */
export function FinalityText({
  finality,
  trimester,
  href,
}: {
  finality: Finality;
  trimester?: number;
  href: string;
}) {
  const intl = useIntl();
  const words = usePeriodWords();
  const when = trimester
    ? words.period(finality.fiscalYear, trimester)
    : intl.formatMessage({ id: 'finality.yearSoFar' }, { year: words.year(finality.fiscalYear) });
  return (
    <div className="mb-3 text-sm" data-testid="finality-line">
      <p>
        <FormattedMessage
          id="finality.line"
          values={{
            n: finality.final,
            palikas: finality.palikas,
            when,
          }}
        />{' '}
        <Link href={href} className="inline-block py-0.5 font-semibold underline print:hidden">
          <FormattedMessage id="page.reporting" />
        </Link>
      </p>
      {finality.notFinal.length > 0 && (
        <details className="print:hidden">
          <summary className="inline-block cursor-pointer py-1 text-primary underline">
            <FormattedMessage
              id="finality.notYet"
              values={{ count: finality.palikas - finality.final }}
            />
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {finality.notFinal.map((palika) => (
              <li key={palika.palikaId}>
                {words.locale === 'np' ? palika.nameNe : palika.nameEn}:{' '}
                {palika.states
                  .map((s) => `${words.periodName(s.period)} ${words.state(s.state)}`)
                  .join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** The finality line of a dashboard's view (nothing while it loads or where it cannot be read). */
export function FinalityLine({ query }: { query: DashboardQuery }) {
  const words = usePeriodWords();
  const finality = useFinality(query).data;
  if (!finality || finality.palikas === 0) return null;
  const href = hrefFor('reporting', words.locale, undefined, {
    fiscalYear: query.fiscalYear,
    provinceId: query.provinceId,
    districtId: query.districtId,
  });
  return <FinalityText finality={finality} trimester={query.trimester} href={href} />;
}
