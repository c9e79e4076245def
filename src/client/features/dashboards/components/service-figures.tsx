import { useIntl } from 'react-intl';
import { periodLabel } from '@/client/features/dashboards/figure-labels';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { KpiCard } from './kpi-card';

export interface ServiceFiguresProps {
  /** The dashboard's summary of the view; undefined while it loads. */
  summary?: Schemas['DashboardSummary'];
  /** What the services of the view cost (the cost measure's total); undefined while it loads. */
  cost?: number;
  /** The records behind each figure. */
  hrefs: { services: string; personsServed: string; cost: string };
}

/**
 * Service Provided's key figures (services given, persons served, their cost), the measures of
 * src/shared/dashboards/measures.ts, shown before the charts: plain cards, no chart library, so on a
 * slow line the figures come first and the charts load after them.
 */
export function ServiceFigures({ summary, cost, hrefs }: ServiceFiguresProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const previousLabel = summary ? periodLabel(summary.previousPeriod, intl, locale) : undefined;
  return (
    <section
      aria-label={t('dashboard.kpis')}
      className="grid min-w-0 gap-4 sm:grid-cols-3 [&>*]:min-w-0"
    >
      <KpiCard
        label={t('dashboard.kpi.services')}
        value={summary?.services.value}
        previous={summary?.services.previous}
        previousLabel={previousLabel}
        note={t('dashboard.kpi.services.note')}
        href={hrefs.services}
      />
      <KpiCard
        label={t('dashboard.kpi.personsServed')}
        value={summary?.personsServed.value}
        previous={summary?.personsServed.previous}
        previousLabel={previousLabel}
        note={t('dashboard.kpi.personsServed.note')}
        href={hrefs.personsServed}
      />
      <KpiCard
        label={t('dashboard.measure.cost')}
        value={cost}
        note={t('dashboard.kpi.cost.note')}
        href={hrefs.cost}
      />
    </section>
  );
}
