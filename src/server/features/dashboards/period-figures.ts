import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import {
  type Measure,
  PERSON_MEASURES,
  PROGRAMME_MEASURES,
  REACH_MEASURES,
  SERVICE_MEASURES,
} from '@/shared/dashboards/figures';
import type { MeasureKind } from '@/shared/dashboards/measures';
import { type Period, totalsQuery } from './figure-query';
import { dashboardView } from './view';

const KINDS: [MeasureKind, readonly Measure[]][] = [
  ['person', PERSON_MEASURES],
  ['service', SERVICE_MEASURES],
  ['reach', REACH_MEASURES],
  ['programme', PROGRAMME_MEASURES],
];

/**
 * Every dashboard figure of one palika for one four-month period, as its dashboard shows it (a
 * report's digest and its live figures, issue 39): one read per kind of measure, through the
 * caller's scope.
 */
export async function palikaPeriodFigures(
  db: Queryable,
  tenant: TenantScope,
  { palikaId, fiscalYear, period }: { palikaId: number; fiscalYear: number; period: 1 | 2 | 3 },
): Promise<Record<Measure, number>> {
  const view = dashboardView({ fiscalYear, trimester: period, palikaId }, tenant);
  const at: Period = { fiscalYear, trimester: period };
  const figures: Partial<Record<Measure, number>> = {};
  for (const [kind, measures] of KINDS) {
    const items = measures.map((measure) => ({ measure, period: at }));
    const [row] = await db.query<Record<string, string | number>>(
      totalsQuery(view, tenant, { kind, items }),
    );
    measures.forEach((measure, i) => (figures[measure] = Number(row?.[`v${i}`] ?? 0)));
  }
  return figures as Record<Measure, number>;
}
