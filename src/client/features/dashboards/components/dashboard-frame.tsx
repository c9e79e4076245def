import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { PageHeader } from '@/client/components/page-header';
import { useDashboardSummary } from '@/client/features/dashboards/api/dashboard-queries';
import type { DashboardQuery } from '@/client/features/dashboards/dashboard-filters';
import { type PlaceSelection, usePlaceTrail } from '@/client/features/dashboards/use-dashboard';
import { EverythingInView } from '@/client/features/dashboards/use-in-view';
import { usePrint } from '@/client/features/dashboards/use-print';
import { focusResult } from '@/client/lib/focus';
import { formatDigits } from '@/client/lib/format';
import { useLocale } from '@/client/lib/use-locale';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { hrefFor } from '@/shared/routes';
import { Breadcrumb } from './breadcrumb';
import { FilterBar, type FilterPatch } from './filter-bar';
import { FinalityLine } from './finality-line';
import { NothingRecorded } from './nothing-recorded';

const DASHBOARDS = ['dashboard', 'dashboardCBR', 'serviceProvided', 'achievementVsTarget'] as const;

/**
 * A drill-down from a chart, a table or the map changes the view in place: the button pressed may
 * go with it, so the focus moves to where the view now is (the breadcrumb's last place). A change
 * made in the filters keeps the focus there.
 */
function useDrillFocus(search: string, tiles: RefObject<HTMLDivElement | null>) {
  const previous = useRef(search);
  useEffect(() => {
    if (previous.current === search) return;
    previous.current = search;
    const active = document.activeElement;
    if (active === document.body || (active && tiles.current?.contains(active)))
      focusResult(document.querySelector('[data-where]'));
  }, [search, tiles]);
}
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
 * is, a short guide, a print button, and on paper a line that says which period, place and filters
 * it shows. A view with nothing recorded says so first, and what to try.
 */
export function DashboardFrame({ name, query, onFilters, drillTo, children }: DashboardFrameProps) {
  const intl = useIntl();
  const locale = useLocale();
  const search = useSearch();
  const t = (id: string) => intl.formatMessage({ id });
  const crumbs = usePlaceTrail(query, drillTo);
  const printing = usePrint();
  const tiles = useRef<HTMLDivElement>(null);
  useDrillFocus(search, tiles);
  const summary = useDashboardSummary(query).data;
  const nothing = summary && summary.registered.value === 0 && summary.services.value === 0;
  const period = `${formatDigits(fiscalYearLabel(query.fiscalYear!), locale)}${query.trimester ? `, ${t(`enum.trimester.${query.trimester}`)}` : ''}`;
  // Targets have no person filters: the achievement dashboard leaves out those another tab set.
  const chosen = (
    name === 'achievementVsTarget'
      ? []
      : [
          query.disabilityType && t(`enum.disabilityType.${query.disabilityType}`),
          query.severityClass && t(`enum.severity.${query.severityClass}`),
          query.gender && t(`enum.gender.${query.gender}`),
          query.ageBand && t(`enum.ageBand.${query.ageBand}`),
        ]
  ).filter(Boolean);
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
      <FilterBar query={query} onChange={onFilters} targets={name === 'achievementVsTarget'} />
      <Breadcrumb items={crumbs} />
      <FinalityLine query={query} />
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
      <details className="mb-3 text-sm print:hidden">
        <summary className="inline-block cursor-pointer py-1 font-semibold text-primary underline">
          <FormattedMessage id="dashboard.guide.title" />
        </summary>
        <ul className="mt-2 flex max-w-prose list-disc flex-col gap-1 pl-5 text-gray-800">
          {['filters', 'drill', 'table'].map((step) => (
            <li key={step}>
              <FormattedMessage id={`dashboard.guide.${step}`} />
            </li>
          ))}
        </ul>
      </details>
      {nothing && (
        <NothingRecorded
          query={query}
          place={crumbs.at(-1)!.label}
          period={period}
          narrowed={chosen.length > 0 || Boolean(query.trimester)}
          onFilters={onFilters}
        />
      )}
      <EverythingInView.Provider value={printing.everything}>
        <div ref={tiles} className="mt-4 grid gap-4 [&>*]:min-w-0">
          {/* The figures' own heading, so that the cards' titles (h3) follow the page's (h1) in order. */}
          <h2 className="sr-only">{t('dashboard.figures')}</h2>
          {children}
        </div>
      </EverythingInView.Provider>
    </div>
  );
}
