import { plannedInPeriod } from '@/server/domain/planned-periods';
import { sql } from '@/server/platform/sql';
import type { CountedIn, CountedReport } from '@/server/records/record-kind';
import { isUuid } from '@/server/records/record-lock';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

const PERIODS = [1, 2, 3] as const;

/** The period of its year a planned date falls in; a date before the year is its first, after it its last. */
function periodInYear(date: unknown, fiscalYear: number): number | undefined {
  const at = typeof date === 'string' ? fiscalPeriodOf(date) : undefined;
  if (!at) return undefined;
  return at.fiscalYear < fiscalYear ? 1 : at.fiscalYear > fiscalYear ? 3 : at.trimester;
}

/**
 * The periods an activity is planned in: those its planned dates span (none without planned
 * dates), and each period it plans an output for. `plannedInPeriod` (domain/planned-periods.ts)
 * says the same in SQL.
 */
export function plannedPeriods(fields: Record<string, unknown>): (1 | 2 | 3)[] {
  const fiscalYear = Number(fields.fiscalYear);
  const start = periodInYear(fields.plannedStart, fiscalYear);
  const end = periodInYear(fields.plannedEnd, fiscalYear);
  // Without planned dates an activity names no period of its own: adding one to the year's plan
  // stays open while an earlier period is submitted (decision 0046).
  const from = start ?? end ?? Infinity;
  const to = end ?? start ?? -Infinity;
  const outputs = [fields.plannedOutputT1, fields.plannedOutputT2, fields.plannedOutputT3];
  return PERIODS.filter(
    (period) => (period >= from && period <= to) || Number(outputs[period - 1] ?? 0) > 0,
  );
}

/** The same periods for a stored activity `up`, its planned dates read through the BS calendar. */
const PARENT_PERIODS = (parentId: string) => sql`
  SELECT up.palika_id, up.fiscal_year, k.period FROM palika_activities up
    CROSS JOIN (VALUES (1), (2), (3)) k(period)
  WHERE up.id = ${parentId}::uuid AND ${plannedInPeriod('up', sql`k.period`)}`;

/**
 * An activity counts in the reports of its palika for the periods it is planned in (issue 39 §2),
 * every field of it; a sub-activity also in its parent's, since it turns the parent from a leaf of
 * the plan into its heading.
 */
export const activityCountedIn: CountedIn = {
  listed: true,
  reports(fields): CountedReport[] {
    if (typeof fields.palikaId !== 'number' || typeof fields.fiscalYear !== 'number') return [];
    const { palikaId, fiscalYear } = fields;
    return plannedPeriods(fields).map((period) => ({ palikaId, fiscalYear, period }));
  },
  through: (_id, fields) => (isUuid(fields.parentId) ? PARENT_PERIODS(fields.parentId) : undefined),
};
