import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { SelectInput } from '@/client/components/select-input';
import {
  useDashboardFigures,
  useDashboardSummary,
} from '@/client/features/dashboards/api/dashboard-queries';
import { DashboardFrame } from '@/client/features/dashboards/components/dashboard-frame';
import { FigureTile } from '@/client/features/dashboards/components/figure-tile';
import { PlacesTile } from '@/client/features/dashboards/components/places-tile';
import { ServiceFigures } from '@/client/features/dashboards/components/service-figures';
import { drillHref } from '@/client/features/dashboards/dashboard-filters';
import { useDashboard } from '@/client/features/dashboards/use-dashboard';
import { useLocale } from '@/client/lib/use-locale';

const GRAINS = ['month', 'period', 'fiscalYear'] as const;

/**
 * Key figures first (services, persons served, cost), then services over time, by category,
 * provider, funding and cost, group participants by sex, and a ranking of places. The charts are
 * asked for once the figures have come (or failed), and their code as each comes into view.
 */
export default function ServiceProvidedPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const t = (id: string) => intl.formatMessage({ id });
  const { query, setFilters, drillTo } = useDashboard();
  const [grain, setGrain] = useState<(typeof GRAINS)[number]>('month');
  const services = () => navigate(drillHref(locale, 'services', query));
  const summaryQuery = useDashboardSummary(query);
  const summary = summaryQuery.data;
  // The charts (and the chart library's chunk) are asked for once the key figures have come, so on
  // a slow line the figures are not shared with 190 kB of chart code.
  // Once on, they stay (another filter does not take them away while its figures load).
  const [figuresCame, setFiguresCame] = useState(false);
  if (!figuresCame && !summaryQuery.isPending) setFiguresCame(true);
  // The cost by source of funds tile asks the same: its total is the cost of the view.
  const cost = useDashboardFigures({ ...query, measure: 'cost', by: 'funding' }).data?.total;
  return (
    <DashboardFrame name="serviceProvided" query={query} onFilters={setFilters} drillTo={drillTo}>
      <ServiceFigures
        summary={summary}
        cost={cost}
        hrefs={{
          services: drillHref(locale, 'services', query),
          personsServed: drillHref(locale, 'personsServed', query),
          cost: drillHref(locale, 'cost', query),
        }}
      />
      <div className="max-w-xs print:hidden">
        <SelectInput
          id="service-grain"
          label={t('dashboard.grain')}
          value={grain}
          options={GRAINS.map((g) => ({ value: g, label: t(`dashboard.grain.${g}`) }))}
          onChange={(e) => setGrain(e.target.value as (typeof GRAINS)[number])}
        />
      </div>
      {figuresCame && (
        <div className="grid gap-4 lg:grid-cols-2">
          <FigureTile
            query={query}
            measure="services"
            by={grain}
            split="component"
            layout="columns"
            title={t(`dashboard.tile.servicesByComponentAnd.${grain}`)}
          />
          <FigureTile
            query={query}
            measure="cost"
            by={grain}
            split="component"
            layout="columns"
            title={t(`dashboard.tile.costByComponentAnd.${grain}`)}
          />
          <FigureTile
            query={query}
            measure="services"
            by="category"
            title={t('dashboard.tile.servicesByCategory')}
            opensRecords
          />
          <FigureTile
            query={query}
            measure="services"
            by="provider"
            title={t('dashboard.tile.servicesByProvider')}
            opensRecords
          />
          <FigureTile
            query={query}
            measure="cost"
            by="funding"
            title={t('dashboard.tile.costByFunding')}
            opensRecords
          />
          <FigureTile
            query={query}
            measure="participants"
            by="gender"
            title={t('dashboard.tile.participantsBySex')}
          />
        </div>
      )}
      <PlacesTile
        query={query}
        initialMeasure="services"
        drillTo={drillTo}
        openRecords={() => services()}
      />
    </DashboardFrame>
  );
}
