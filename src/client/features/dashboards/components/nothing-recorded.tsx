import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@/client/components/button';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';
import type { FilterPatch } from './filter-bar';

export interface NothingRecordedProps {
  query: DashboardQuery;
  /** The place on screen by name and the period, as the filters say them. */
  place: string;
  period: string;
  /** Other filters chosen (disability type, class, sex, age, period within the year). */
  narrowed: boolean;
  onFilters: (patch: FilterPatch) => void;
}

/**
 * What a view with nothing in it says instead of empty axes: where and when nothing is recorded, and
 * the nearest useful step (the year before, fewer filters, or the records themselves to start).
 */
export function NothingRecorded({
  query,
  place,
  period,
  narrowed,
  onFilters,
}: NothingRecordedProps) {
  const intl = useIntl();
  const locale = useLocale();
  const before = query.fiscalYear! - 1;
  return (
    <section
      aria-labelledby="nothing-recorded"
      className="flex flex-col gap-3 rounded border border-dashed border-gray-400 bg-white p-4"
    >
      <h2 id="nothing-recorded" className="text-lg font-semibold text-secondary">
        <FormattedMessage id="dashboard.nothing.title" values={{ place, period }} />
      </h2>
      <p className="max-w-prose text-gray-700">
        <FormattedMessage id="dashboard.nothing.message" />
      </p>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button variant="outline" onClick={() => onFilters({ fiscalYear: before })}>
          {intl.formatMessage(
            { id: 'dashboard.nothing.yearBefore' },
            { year: formatDigits(fiscalYearLabel(before), locale) },
          )}
        </Button>
        {narrowed && (
          <Button
            variant="outline"
            onClick={() =>
              onFilters({
                trimester: undefined,
                disabilityType: undefined,
                severityClass: undefined,
                gender: undefined,
                ageBand: undefined,
              })
            }
          >
            <FormattedMessage id="dashboard.nothing.clear" />
          </Button>
        )}
        <Link
          href={hrefFor('pwdProfileList', locale)}
          className="inline-block py-1 font-semibold text-primary underline"
        >
          <FormattedMessage id="dashboard.nothing.records" />
        </Link>
      </div>
    </section>
  );
}
