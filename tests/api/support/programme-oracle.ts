import type { Queryable } from '@/server/db/database';
import type { PROGRAMME_MEASURES } from '@/shared/dashboards/figures';
import { type Filters, type Scope, conditions, rangeOf } from './dashboard-oracle';

export type ProgrammeFigures = Record<(typeof PROGRAMME_MEASURES)[number], number>;

/**
 * The programme's figures counted from the raw rows with plain SQL written without the
 * application's: leaf activities (no live sub-activity) not cancelled; a budget unless a live,
 * uncancelled parent or grandparent holds one; the year's planned output or that of the four
 * months asked; values by their date through the shared fiscal calendar.
 */
export async function expectedProgramme(
  db: Queryable,
  f: Filters,
  scope: Scope,
): Promise<ProgrammeFigures> {
  const planParams: unknown[] = [];
  const planned = f.trimester
    ? `coalesce(a.planned_output_t${f.trimester}, 0)`
    : 'coalesce(a.planned_output_t1, 0) + coalesce(a.planned_output_t2, 0) + coalesce(a.planned_output_t3, 0)';
  const [plan] = await db.query<Record<string, string | number>>(
    `SELECT count(*) FILTER (WHERE leaf)::int AS planned,
            count(*) FILTER (WHERE leaf AND status = 'completed')::int AS completed,
            coalesce(sum(budget_npr) FILTER (WHERE NOT budget_above), 0) AS budget,
            coalesce(sum(output) FILTER (WHERE leaf), 0) AS output
       FROM (SELECT a.status, a.budget_npr, ${planned} AS output,
               NOT EXISTS (SELECT 1 FROM palika_activities c WHERE c.parent_id = a.id AND c.deleted_at IS NULL) AS leaf,
               EXISTS (SELECT 1 FROM palika_activities up
                        WHERE up.deleted_at IS NULL AND up.status <> 'cancelled' AND up.budget_npr IS NOT NULL
                          AND (up.id = a.parent_id OR up.id = (SELECT g.parent_id FROM palika_activities g WHERE g.id = a.parent_id))) AS budget_above
             FROM palika_activities a
            WHERE ${conditions(f, scope, 'a', planParams)} AND a.status <> 'cancelled' AND a.fiscal_year = ${f.fiscalYear}) x`,
    planParams,
  );
  const valueParams: unknown[] = [];
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  const [done] = await db.query<Record<string, string | number>>(
    `SELECT coalesce(sum(v.achieved_output), 0) AS output, coalesce(sum(v.expenditure_npr), 0) AS spent,
            coalesce(sum(coalesce(v.participants_male, 0) + coalesce(v.participants_female, 0) + coalesce(v.participants_other, 0)), 0) AS participants
       FROM activity_values v
      WHERE ${conditions(f, scope, 'v', valueParams)} AND v.record_date >= '${from}' AND v.record_date < '${until}'`,
    valueParams,
  );
  return {
    activitiesPlanned: Number(plan.planned),
    activitiesCompleted: Number(plan.completed),
    budget: Number(plan.budget),
    plannedOutput: Number(plan.output),
    achievedOutput: Number(done.output),
    expenditure: Number(done.spent),
    activityParticipants: Number(done.participants),
  };
}

/** Participants of the recorded values in the period by their own sex (those with none left out). */
export async function expectedParticipantsBySex(
  db: Queryable,
  f: Filters,
  scope: Scope,
): Promise<Record<string, number>> {
  const params: unknown[] = [];
  const { from, until } = rangeOf(f.fiscalYear, f.trimester);
  const [sums] = await db.query<Record<string, number>>(
    `SELECT coalesce(sum(v.participants_male), 0)::int AS male, coalesce(sum(v.participants_female), 0)::int AS female,
            coalesce(sum(v.participants_other), 0)::int AS other
       FROM activity_values v
      WHERE ${conditions(f, scope, 'v', params)} AND v.record_date >= '${from}' AND v.record_date < '${until}'`,
    params,
  );
  return Object.fromEntries(Object.entries(sums).filter(([, n]) => n > 0));
}
