import { type Sql, raw, sql } from '@/server/platform/sql';

/**
 * The period of an activity's year a planned date column falls in (SQL, through the BS calendar):
 * a date before the year is its first, after it its last; null without a date.
 */
const periodOfDate = (alias: string, column: string) => sql`(SELECT
    CASE WHEN d.fiscal_year < ${raw(alias)}.fiscal_year THEN 1
      WHEN d.fiscal_year > ${raw(alias)}.fiscal_year THEN 3 ELSE (d.fiscal_month + 3) / 4 END
  FROM bs_days d WHERE d.day = ${raw(alias)}.${raw(column)})`;

/**
 * Whether a stored activity (`alias`, a row of `palika_activities`) is planned in a period of its
 * year (`period`, an SQL integer): its planned dates span it, or it plans an output for it. An
 * activity with neither is planned in no period (decision 0046). The SQL twin of `plannedPeriods`
 * (programme/activity-periods.ts), shared by the lock and a report's changes.
 */
export function plannedInPeriod(alias: string, period: Sql): Sql {
  const start = periodOfDate(alias, 'planned_start');
  const end = periodOfDate(alias, 'planned_end');
  const a = raw(alias);
  return sql`(${period} BETWEEN coalesce(${start}, ${end}) AND coalesce(${end}, ${start})
    OR (${period} = 1 AND ${a}.planned_output_t1 > 0)
    OR (${period} = 2 AND ${a}.planned_output_t2 > 0)
    OR (${period} = 3 AND ${a}.planned_output_t3 > 0))`;
}
