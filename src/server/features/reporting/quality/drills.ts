import type { Schemas } from '@/shared/api/types';
import { type Drill, drillOf } from '@/shared/dashboards/measures';
import type { QualityCount } from '@/shared/data-quality/counts';
import type { QualitySide } from '@/shared/data-quality/rules';
import type { ReportKey } from '../report-key';

type QualityDrill = Schemas['QualityDrill'];

/** The query without its empty filters. */
const defined = ({ route, query }: Drill | QualityDrill): QualityDrill => ({
  route,
  query: Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as QualityDrill['query'],
});

const at = (key: ReportKey) => ({
  fiscalYear: key.fiscalYear,
  trimester: key.period,
  palikaId: key.palikaId,
});

/** The list behind each count: the one its records are in, narrowed as far as its filters go. */
const COUNT_DRILLS: Record<QualityCount, (key: ReportKey) => Drill | QualityDrill> = {
  expenditureToDate: (key) => ({
    route: 'activityAttributesView',
    query: { palikaId: key.palikaId, fiscalYear: key.fiscalYear },
  }),
  cardsIssued: (key) => drillOf('withCard', at(key)),
  participantsWithDisability: (key) => drillOf('participants', at(key)),
  wardsPopulationMismatch: (key) => ({ route: 'wardProfile', query: { palikaId: key.palikaId } }),
  severeCardWithoutDifficulty: (key) => drillOf('withCard', at(key)),
  servicesBeforeRegistration: (key) => drillOf('services', at(key)),
  servicesAfterDeath: (key) => drillOf('services', at(key)),
  registeredBeforeBirth: (key) => drillOf('registrations', at(key)),
  cardDateImpossible: (key) => drillOf('withCard', at(key)),
  allowanceWithoutRedOrBlue: (key) => drillOf('registered', at(key)),
  cardHeldWithoutNumber: (key) => drillOf('withCard', at(key)),
};

/** The records behind a side of a rule, or none for a constant. */
export function sideDrill(side: QualitySide, key: ReportKey): QualityDrill | null {
  if ('constant' in side) return null;
  if ('measure' in side) return defined(drillOf(side.measure, at(key)));
  return defined(COUNT_DRILLS[side.count](key));
}

/** The records behind a key figure. */
export const figureDrill = (measure: Parameters<typeof drillOf>[0], key: ReportKey) =>
  defined(drillOf(measure, at(key)));
