import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePeriodWords } from '@/client/lib/reporting-words';
import type { Schemas } from '@/shared/api/types';
import { MEASURES, type Measure } from '@/shared/dashboards/figures';
import { drillOf } from '@/shared/dashboards/measures';
import { hrefFor } from '@/shared/routes';

/** The figures an approver reads first; the others follow them. */
const FIRST: readonly Measure[] = ['registrations', 'registered', 'services', 'personsServed'];

export interface ReportFiguresProps {
  figures: Schemas['ReportFigures'];
  palikaId: number;
  fiscalYear: number;
  period: number;
}

/**
 * The period's key figures as they are now (live, not a copy), each opening the records behind it:
 * the list filtered by the palika and the period, as a dashboard's figure opens them.
 */
export function ReportFigures({ figures, palikaId, fiscalYear, period }: ReportFiguresProps) {
  const intl = useIntl();
  const words = usePeriodWords();
  const values = figures as Record<string, number | undefined>;
  const shown = [...FIRST, ...MEASURES.filter((m) => !FIRST.includes(m))].filter(
    (measure) => typeof values[measure] === 'number',
  );
  const query = { fiscalYear, trimester: period as 1 | 2 | 3, palikaId };
  return (
    <section aria-labelledby="report-figures">
      <h2 id="report-figures" className="mb-2 text-lg font-semibold text-secondary">
        <FormattedMessage id="reporting.figures" />
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((measure) => {
          const { route, query: filters } = drillOf(measure, query);
          const label = intl.formatMessage({ id: `dashboard.measure.${measure}` });
          return (
            <li key={measure} className="rounded border border-gray-200 bg-white px-3 py-2">
              <Link
                href={hrefFor(route, words.locale, undefined, filters)}
                className="flex min-h-6 flex-col underline-offset-2 hover:underline"
              >
                <span className="text-sm text-gray-800">{label}</span>
                <span className="text-xl font-semibold text-secondary">
                  {words.number(values[measure]!)}
                </span>
                <span className="sr-only">
                  <FormattedMessage id="dashboard.openRecords" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
