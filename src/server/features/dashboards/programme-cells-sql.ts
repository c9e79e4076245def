import { CELL_LEVELS } from '@/server/domain/cell-levels';
import { type CellTable, placeColumns, placeOf } from './cells-sql';

/**
 * What the programme contributes to the dashboards (decision 0022), as SQL over any relations shaped
 * like `palika_activities` and `activity_values`: the same text feeds the cells' triggers, their
 * fill and the direct reads of the rows, as for persons and services (cells-sql.ts).
 *
 * An activity with sub-activities is their heading: the plan's activities and their planned output
 * are its leaves (an activity without live sub-activities). A budget counts where it is set highest:
 * a sub-activity's budget is part of its parent's (or grandparent's) when that one has one and is
 * live and not cancelled. Cancelled activities
 * plan nothing. Period 0 holds the year's plan (activities, completed, budget); periods 1–3 the
 * planned output of each four months and what the recorded values say was achieved in them.
 */
export const PROGRAMME_CELL_MEASURES = [
  'activities',
  'completed',
  'budget',
  'planned_output',
  'achieved_output',
  'expenditure',
  'participants_male',
  'participants_female',
  'participants_other',
] as const;

export const PROGRAMME_CELLS: CellTable = {
  table: 'dash_programme_cells',
  dimensions: ['fy', 'period'],
  measures: PROGRAMME_CELL_MEASURES,
  // Activities are planned by palikas: no ward has a plan of its own.
  levels: [CELL_LEVELS.nation, CELL_LEVELS.province, CELL_LEVELS.district, CELL_LEVELS.palika],
};

const live = (alias: string) => `${alias}.deleted_at IS NULL AND ${alias}.status <> 'cancelled'`;
const zeros = (measures: readonly string[]) => measures.map((m) => `0 AS ${m}`).join(', ');

/** One row per live activity that is not cancelled and period of its year, at its palika (an activity has no ward). */
export function activityRows(activities: string, where = 'TRUE'): string {
  const leaf = `NOT EXISTS (SELECT 1 FROM ${activities} sub WHERE sub.parent_id = a.id AND sub.deleted_at IS NULL)`;
  const holdsBudget = (alias: string) => `(${live(alias)} AND ${alias}.budget_npr IS NOT NULL)`;
  const ownBudget = `CASE WHEN ${holdsBudget('up1')} OR ${holdsBudget('up2')} THEN 0 ELSE coalesce(a.budget_npr, 0) END`;
  return `SELECT ${placeColumns('a.palika_id')}, a.fiscal_year AS fy, k.period::smallint AS period,
        k.activities, k.completed, k.budget, k.planned_output, ${zeros(PROGRAMME_CELL_MEASURES.slice(4))}
      FROM ${activities} a
      LEFT JOIN ${activities} up1 ON up1.id = a.parent_id
      LEFT JOIN ${activities} up2 ON up2.id = up1.parent_id
      CROSS JOIN LATERAL (SELECT ${leaf} AS leaf) l
      CROSS JOIN LATERAL (VALUES
        (0, l.leaf::int, (l.leaf AND a.status = 'completed')::int, ${ownBudget}, 0::numeric),
        (1, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t1, 0) ELSE 0 END),
        (2, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t2, 0) ELSE 0 END),
        (3, 0, 0, 0, CASE WHEN l.leaf THEN coalesce(a.planned_output_t3, 0) ELSE 0 END)
      ) k(period, activities, completed, budget, planned_output)
      ${placeOf('a.palika_id', 'NULL::int')}
     WHERE ${live('a')} AND ${where}`;
}

/** One row per live recorded value, in its four-month period, at its palika and ward. */
export function valueRows(values: string, where = 'TRUE'): string {
  return `SELECT ${placeColumns('v.palika_id')}, v.fiscal_year AS fy, v.trimester::smallint AS period,
        ${zeros(PROGRAMME_CELL_MEASURES.slice(0, 4))},
        coalesce(v.achieved_output, 0) AS achieved_output, coalesce(v.expenditure_npr, 0) AS expenditure,
        coalesce(v.participants_male, 0) AS participants_male, coalesce(v.participants_female, 0) AS participants_female,
        coalesce(v.participants_other, 0) AS participants_other
      FROM ${values} v ${placeOf('v.palika_id', 'v.ward_no')}
     WHERE v.deleted_at IS NULL AND ${where}`;
}

/** Both, as one relation of the programme's rows. */
export const programmeRows = (
  { activities, values }: { activities: string; values: string },
  where: { activities?: string; values?: string } = {},
) => `${activityRows(activities, where.activities)}\n UNION ALL ${valueRows(values, where.values)}`;
