import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { QualityCount } from '@/shared/data-quality/counts';
import { fiscalRange } from '@/shared/fiscal-year';
import { type CountWindow, countsStatement } from './count-sql';
import { type Broken, type Flagged, brokenRules, flaggedFigures } from './evaluate';
import { type PeriodAt, type PeriodPlan, periodPlan } from './period-plan';
import type { DistrictFiguresOf } from './figures-of';

export interface PalikaQuality {
  palikaId: number;
  broken: Broken[];
  flagged: Flagged[];
}

/** The window of a period for the counts: its days, for the palikas shown. */
export function countWindow(palikaIds: number[], at: PeriodAt): CountWindow {
  const { from, until } = fiscalRange(at.fiscalYear, at.period)!;
  return { palikaIds, ...at, from, until };
}

async function countsOf(db: Queryable, window: CountWindow) {
  const rows = await db.query<{ palika_id: number; count: QualityCount; value: number }>(
    countsStatement(window),
  );
  const counts = new Map<number, Partial<Record<QualityCount, number>>>();
  for (const row of rows) {
    const own = counts.get(Number(row.palika_id)) ?? {};
    own[row.count] = Number(row.value);
    counts.set(Number(row.palika_id), own);
  }
  return counts;
}

/**
 * The data quality of a district's palikas for a period (those in `shown`, which the caller may
 * read): the dashboards' figures of every palika of the district (the comparison needs them all),
 * the counts of the shown ones, and each shown palika's broken rules and outliers.
 */
export async function districtQuality(
  db: Queryable,
  figuresOf: DistrictFiguresOf,
  { districtId, shown, at }: { districtId: number; shown: number[]; at: PeriodAt },
): Promise<{ plan: PeriodPlan; palikas: PalikaQuality[] }> {
  const plan = periodPlan(at);
  const [figures, district, counts] = await Promise.all([
    figuresOf(db, districtId, plan.items),
    db.query<{ id: number }>(sql`SELECT id FROM palikas WHERE district_id = ${districtId}`),
    countsOf(db, countWindow(shown, at)),
  ]);
  const none = plan.items.map(() => 0);
  const valuesOf = (id: number) => figures.get(id) ?? none;
  const palikas = shown.map((palikaId) => {
    const own = valuesOf(palikaId);
    const others = district.filter((p) => p.id !== palikaId).map((p) => valuesOf(p.id));
    return {
      palikaId,
      broken: brokenRules(plan, { values: own, counts: counts.get(palikaId) ?? {} }),
      flagged: flaggedFigures(plan, own, others),
    };
  });
  return { plan, palikas };
}
