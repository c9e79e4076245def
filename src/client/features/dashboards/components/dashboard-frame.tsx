import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { PageHeader } from '@/client/components/page-header';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { type PlaceSelection, usePlaceTrail } from '@/client/features/dashboards/use-dashboard';
import { EverythingInView } from '@/client/features/dashboards/use-in-view';
import { usePrint } from '@/client/features/dashboards/use-print';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';
import { Breadcrumb } from './breadcrumb';
import { FilterBar, type FilterPatch } from './filter-bar';
import type { ReactNode } from 'react';

const DASHBOARDS = ['dashboard', 'dashboardCBR', 'serviceProvided'] as const;
export type DashboardName = (typeof DASHBOARDS)[number];

export interface DashboardFrameProps {
  name: DashboardName;
  query: DashboardQuery;
  onFilters: (patch: FilterPatch) => void;
  drillTo: (place: PlaceSelection) => void;
  children: ReactNode;
}

/**
 * What the three dashboards share: their tabs (keeping the filters), the filter bar, where the view
 * is, a print button, and on paper a line that says which period, place and filters it shows.
 */
export function DashboardFrame({ name, query, onFilters, drillTo, children }: DashboardFrameProps) {
  const intl = useIntl();
  const locale = useLocale();
  const search = useSearch();
  const t = (id: string) => intl.formatMessage({ id });
  const crumbs = usePlaceTrail(query, drillTo);
  const printing = usePrint();
  const period = `${formatDigits(fiscalYearLabel(query.fiscalYear!), locale)}${query.trimester ? `, ${t(`enum.trimester.${query.trimester}`)}` : ''}`;
  const chosen = [
    query.disabilityType && t(`enum.disabilityType.${query.disabilityType}`),
    query.severityClass && t(`enum.severity.${query.severityClass}`),
    query.gender && t(`enum.gender.${query.gender}`),
    query.ageBand && t(`enum.ageBand.${query.ageBand}`),
  ].filter(Boolean);
  return (
    <div className="dashboard">
      <PageHeader
        title={t(`page.${name}`)}
        description={t(`dashboard.${name}.description`)}
        actions={
          <button
            type="button"
            aria-busy={printing.preparing}
            className="rounded border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-gray-100 print:hidden"
            onClick={printing.print}
          >
            <FormattedMessage
              id={printing.preparing ? 'dashboard.print.preparing' : 'dashboard.print'}
            />
          </button>
        }
      />
      <nav aria-label={t('dashboard.tabs')} className="mb-4 flex flex-wrap gap-2 print:hidden">
        {DASHBOARDS.map((other) => (
          <Link
            key={other}
            href={hrefFor(other, locale, undefined, search)}
            aria-current={other === name ? 'page' : undefined}
            className={`rounded px-3 py-1.5 text-sm font-medium ${other === name ? 'bg-primary text-white' : 'border border-gray-300 bg-white text-primary hover:bg-gray-100'}`}
          >
            {t(`page.${other}`)}
          </Link>
        ))}
      </nav>
      <FilterBar query={query} onChange={onFilters} />
      <Breadcrumb items={crumbs} />
      <p className="mb-3 hidden text-sm print:block">
        <FormattedMessage
          id="dashboard.print.summary"
          values={{
            period,
            place: crumbs.map((c) => c.label).join(' › '),
            filters: chosen.length ? chosen.join(', ') : t('dashboard.print.noFilters'),
          }}
        />
      </p>
      <EverythingInView.Provider value={printing.everything}>
        <div className="grid gap-4">{children}</div>
      </EverythingInView.Provider>
    </div>
  );
}
