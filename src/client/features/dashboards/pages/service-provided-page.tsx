import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { SelectInput } from '@/client/components/select-input';
import { DashboardFrame } from '@/client/features/dashboards/components/dashboard-frame';
import { FigureTile } from '@/client/features/dashboards/components/figure-tile';
import { PlacesTile } from '@/client/features/dashboards/components/places-tile';
import { drillHref } from '@/client/features/dashboards/dashboard-filters';
import { useDashboard } from '@/client/features/dashboards/use-dashboard';
import { useLocale } from '@/client/lib/use-locale';

const GRAINS = ['month', 'period', 'fiscalYear'] as const;

/** Services over time, by category, provider, funding and cost, group participants by sex, and a ranking of places. */
export default function ServiceProvidedPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const t = (id: string) => intl.formatMessage({ id });
  const { query, setFilters, drillTo } = useDashboard();
  const [grain, setGrain] = useState<(typeof GRAINS)[number]>('month');
  const services = () => navigate(drillHref(locale, 'services', query));
  return (
    <DashboardFrame name="serviceProvided" query={query} onFilters={setFilters} drillTo={drillTo}>
      <div className="max-w-xs print:hidden">
        <SelectInput
          id="service-grain"
          label={t('dashboard.grain')}
          value={grain}
          options={GRAINS.map((g) => ({ value: g, label: t(`dashboard.grain.${g}`) }))}
          onChange={(e) => setGrain(e.target.value as (typeof GRAINS)[number])}
        />
      </div>
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
      <PlacesTile
        query={query}
        initialMeasure="services"
        drillTo={drillTo}
        openRecords={() => services()}
      />
    </DashboardFrame>
  );
}
