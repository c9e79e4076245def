import { useIntl } from 'react-intl';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import { KpiCard } from './kpi-card';
import { censusUnit, identifiedOf } from './resources-panel';

/**
 * Persons registered per hundred the census counted (issue 18 §3): the census counts of the ward
 * and palika profiles as the denominator, over the places that know theirs, and "—" where none does.
 */
export function CensusKpi({ resources }: { resources?: Schemas['DashboardResources'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const total = resources?.total;
  return (
    <KpiCard
      label={intl.formatMessage({ id: 'dashboard.resources.identified' })}
      value={total ? (identifiedOf(total) ?? null) : undefined}
      note={
        total &&
        (total.censusCount === null
          ? intl.formatMessage({ id: 'dashboard.kpi.census.unknown' })
          : intl.formatMessage(
              { id: 'dashboard.kpi.census.note' },
              {
                registered: n(total.registeredWhereCensus),
                census: n(total.censusCount),
                known: n(total.censusKnown),
                places: n(total.censusPlaces),
                unit: censusUnit(intl, resources.level),
              },
            ))
      }
    />
  );
}
