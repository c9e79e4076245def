import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useDashboardSummary } from '@/client/features/dashboards/api/dashboard-queries';
import { DashboardFrame } from '@/client/features/dashboards/components/dashboard-frame';
import { FigureTile } from '@/client/features/dashboards/components/figure-tile';
import { KpiCard } from '@/client/features/dashboards/components/kpi-card';
import { PlacesTile } from '@/client/features/dashboards/components/places-tile';
import { drillHref } from '@/client/features/dashboards/dashboard-filters';
import { periodLabel } from '@/client/features/dashboards/figure-labels';
import { useDashboard } from '@/client/features/dashboards/use-dashboard';
import { useLocale } from '@/client/lib/use-locale';
import type { Measure } from '@/shared/dashboards/figures';
import { formatNumber } from '@/shared/format/number';

/** Where persons with disabilities are registered and served: key figures, months, who they are, and places. */
export default function DashboardPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const t = (id: string) => intl.formatMessage({ id });
  const { query, setFilters, drillTo, narrow } = useDashboard();
  const summary = useDashboardSummary(query).data;
  const persons = (measure: Measure) => drillHref(locale, measure, query);
  const previousLabel = summary ? periodLabel(summary.previousPeriod, intl, locale) : undefined;
  const n = (v: number) => formatNumber(v, locale);
  return (
    <DashboardFrame name="dashboard" query={query} onFilters={setFilters} drillTo={drillTo}>
      <section
        aria-label={t('dashboard.kpis')}
        className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
      >
        <KpiCard
          label={t('dashboard.kpi.registered')}
          value={summary?.registered.value}
          previous={summary?.registered.previous}
          previousLabel={previousLabel}
          note={t('dashboard.kpi.registered.note')}
          href={persons('registered')}
        />
        <KpiCard
          label={t('dashboard.kpi.active')}
          value={summary?.active.value}
          previous={summary?.active.previous}
          previousLabel={previousLabel}
          href={persons('active')}
        />
        <KpiCard
          label={t('dashboard.kpi.withCard')}
          value={summary?.withCard.value}
          previous={summary?.withCard.previous}
          previousLabel={previousLabel}
          href={persons('withCard')}
        >
          {summary && (
            <ul
              aria-label={t('dashboard.kpi.byColour')}
              className="mt-1 flex flex-wrap gap-2 text-xs"
            >
              {(['red', 'blue', 'yellow', 'white'] as const).map((colour) => (
                <li key={colour} className="rounded border border-gray-300 px-2 py-0.5">
                  {t(`enum.cardColour.${colour}`)}: {n(summary.cardColours[colour])}
                </li>
              ))}
            </ul>
          )}
        </KpiCard>
        <KpiCard
          label={t('dashboard.kpi.personsServed')}
          value={summary?.personsServed.value}
          previous={summary?.personsServed.previous}
          previousLabel={previousLabel}
          note={t('dashboard.kpi.personsServed.note')}
          href={persons('personsServed')}
        />
        <KpiCard
          label={t('dashboard.kpi.services')}
          value={summary?.services.value}
          previous={summary?.services.previous}
          previousLabel={previousLabel}
          note={t('dashboard.kpi.services.note')}
          href={drillHref(locale, 'services', query)}
        />
        <KpiCard
          label={t('dashboard.kpi.palikasReporting')}
          value={summary?.palikasReporting.value}
          previous={summary?.palikasReporting.previous}
          previousLabel={previousLabel}
          note={
            summary
              ? intl.formatMessage(
                  { id: 'dashboard.kpi.palikasReporting.note' },
                  { of: n(summary.palikasReporting.of) },
                )
              : undefined
          }
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureTile
          query={query}
          measure="registrations"
          by="month"
          layout="columns"
          title={t('dashboard.tile.registrationsByMonth')}
        />
        <FigureTile
          query={query}
          measure="services"
          by="month"
          layout="columns"
          title={t('dashboard.tile.servicesByMonth')}
        />
        <FigureTile
          query={query}
          measure="registered"
          by="disabilityType"
          title={t('dashboard.tile.byType')}
          selectLabel={t('dashboard.narrow')}
          onSelect={(row) => narrow({ disabilityType: row.key })}
        />
        <FigureTile
          query={query}
          measure="registered"
          by="severityClass"
          title={t('dashboard.tile.byClass')}
          selectLabel={t('dashboard.narrow')}
          onSelect={(row) => narrow({ severityClass: row.key })}
        />
        <FigureTile
          query={query}
          measure="registered"
          by="gender"
          title={t('dashboard.tile.bySex')}
          selectLabel={t('dashboard.narrow')}
          onSelect={(row) => narrow({ gender: row.key })}
        />
        <FigureTile
          query={query}
          measure="registered"
          by="ageBand"
          title={t('dashboard.tile.byAge')}
          selectLabel={t('dashboard.narrow')}
          onSelect={(row) => narrow({ ageBand: row.key })}
        />
      </div>
      <PlacesTile
        query={query}
        drillTo={drillTo}
        openRecords={() => navigate(persons('registered'))}
      />
    </DashboardFrame>
  );
}
