import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  useDashboardResources,
  useDashboardSummary,
} from '@/client/features/dashboards/api/dashboard-queries';
import { CensusKpi } from '@/client/features/dashboards/components/census-kpi';
import { DashboardFrame } from '@/client/features/dashboards/components/dashboard-frame';
import { FigureTile } from '@/client/features/dashboards/components/figure-tile';
import { KpiCard } from '@/client/features/dashboards/components/kpi-card';
import { PlacesTile } from '@/client/features/dashboards/components/places-tile';
import { ProgrammeSection } from '@/client/features/dashboards/components/programme-section';
import { ResourcesPanel } from '@/client/features/dashboards/components/resources-panel';
import { drillHref } from '@/client/features/dashboards/dashboard-filters';
import { useDashboard } from '@/client/features/dashboards/use-dashboard';
import { useLocale } from '@/client/lib/use-locale';
import { formatNumber, shareOf } from '@/shared/format/number';

/** The CBR matrix: services and persons reached by component and element, devices and referrals, the programme's activities against plan, coverage by place, and what each place has for CBR against its census count. */
export default function DashboardCbrPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const t = (id: string) => intl.formatMessage({ id });
  const { query, setFilters, drillTo } = useDashboard();
  const summary = useDashboardSummary(query).data;
  const served = () => navigate(drillHref(locale, 'personsServed', query));
  const coverage = summary && shareOf(summary.personsServed.value, summary.registered.value);
  const resources = useDashboardResources(query);
  return (
    <DashboardFrame name="dashboardCBR" query={query} onFilters={setFilters} drillTo={drillTo}>
      <section
        aria-label={t('dashboard.kpis')}
        // min-w-0: a card's long note wraps within a phone's width, never widening the page.
        className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0"
      >
        <KpiCard
          label={t('dashboard.kpi.personsServed')}
          value={summary?.personsServed.value}
          note={t('dashboard.kpi.personsServed.note')}
          href={drillHref(locale, 'personsServed', query)}
        />
        <KpiCard
          label={t('dashboard.kpi.services')}
          value={summary?.services.value}
          note={t('dashboard.kpi.services.note')}
          href={drillHref(locale, 'services', query)}
        />
        <KpiCard
          label={t('dashboard.measure.coverage')}
          value={coverage}
          note={
            summary
              ? intl.formatMessage(
                  { id: 'dashboard.kpi.coverage.note' },
                  {
                    served: formatNumber(summary.personsServed.value, locale),
                    registered: formatNumber(summary.registered.value, locale),
                  },
                )
              : undefined
          }
        />
        <CensusKpi resources={resources.data} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <FigureTile
          query={query}
          measure="services"
          by="component"
          title={t('dashboard.tile.servicesByComponent')}
          opensRecords
        />
        <FigureTile
          query={query}
          measure="personsServed"
          by="component"
          title={t('dashboard.tile.personsByComponent')}
          opensRecords
        />
        <FigureTile
          query={query}
          measure="services"
          by="element"
          title={t('dashboard.tile.servicesByElement')}
          opensRecords
        />
        <FigureTile
          query={query}
          measure="personsServed"
          by="element"
          title={t('dashboard.tile.personsByElement')}
          opensRecords
        />
        <FigureTile
          query={query}
          measure="services"
          by="device"
          title={t('dashboard.tile.devices')}
          opensRecords
        />
        <FigureTile
          query={query}
          measure="services"
          by="referral"
          title={t('dashboard.tile.referrals')}
          opensRecords
        />
      </div>
      <ProgrammeSection query={query} />
      <PlacesTile
        query={query}
        initialMeasure="coverage"
        drillTo={drillTo}
        openRecords={() => served()}
      />
      <ResourcesPanel
        resources={resources.data}
        failed={resources.isError}
        onSelect={(row) => (query.wardId ? served() : drillTo(row.place))}
      />
    </DashboardFrame>
  );
}
