import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { placeOf } from '@/server/db/row-mapping';
import { CELL_LEVELS } from '@/server/domain/cell-levels';
import { invalid, notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { currentFiscalYear } from '@/shared/fiscal-year';
import { ACTIVITY_STATUSES, type PhaseStep } from '@/shared/programme/enums';
import { phaseOn, phaseStarts } from '@/shared/programme/phase';

type Standing = Schemas['PalikaStanding'];
type Figures = Standing['year'];

/** The roles that compare a palika with the others of its batch (issue 18 §2). */
const REVIEWERS = ['SUPER_ADMIN', 'ADMIN', 'PROVINCE', 'DISTRICT'];

/** The batch a palika is in: the one it is a member of that started last, running or not. */
async function membershipOf(db: Queryable, palikaId: number) {
  const [row] = await db.query<Record<string, unknown>>(
    sql`SELECT b.id, b.code, b.name_en, b.name_ne, b.programme_name, b.status, b.start_date::text AS start,
        b.planned_end_date::text AS planned_end, b.cost_share, b.phase_schedule,
        bp.joined_on::text AS joined, bp.exited_on::text AS exited, bp.agreement_no,
        bp.agreement_date::text AS agreement_date, bp.status AS member_status
      FROM batch_palikas bp JOIN batches b ON b.id = bp.batch_id
      WHERE bp.palika_id = ${palikaId} AND b.deleted_at IS NULL
      ORDER BY (b.status IN ('planned', 'active')) DESC, b.start_date DESC LIMIT 1`,
  );
  return row;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Each palika's figures of the year from the dashboards' programme cells (period 0 holds the plan). */
async function figuresOf(db: Queryable, palikaIds: number[], fiscalYear: number) {
  const rows = await db.query<Record<string, string | number>>(
    sql`SELECT place_id, period, activities, completed, budget, planned_output, achieved_output, expenditure
      FROM dash_programme_cells
      WHERE level = ${CELL_LEVELS.palika} AND place_id = ANY(${palikaIds}::int[]) AND fy = ${fiscalYear}`,
  );
  const figures = new Map<number, { year: Figures; periods: Standing['periods'] }>();
  for (const id of palikaIds)
    figures.set(id, {
      year: {
        activities: 0,
        completed: 0,
        budget: 0,
        expenditure: 0,
        plannedOutput: 0,
        achievedOutput: 0,
      },
      periods: [1, 2, 3].map((period) => ({
        period,
        plannedOutput: 0,
        achievedOutput: 0,
        expenditure: 0,
      })),
    });
  for (const row of rows) {
    const own = figures.get(Number(row.place_id))!;
    const period = Number(row.period);
    if (period === 0) {
      own.year.activities += Number(row.activities);
      own.year.completed += Number(row.completed);
      own.year.budget += Number(row.budget);
      continue;
    }
    const slot = own.periods[period - 1];
    slot.plannedOutput += Number(row.planned_output);
    slot.achievedOutput += Number(row.achieved_output);
    slot.expenditure += Number(row.expenditure);
    own.year.plannedOutput += Number(row.planned_output);
    own.year.achievedOutput += Number(row.achieved_output);
    own.year.expenditure += Number(row.expenditure);
  }
  return figures;
}

/** The year's activities with nothing below them, by status. */
async function statusesOf(db: Queryable, palikaId: number, fiscalYear: number) {
  const rows = await db.query<{ status: string; n: number }>(
    sql`SELECT a.status, count(*)::int AS n FROM palika_activities a
      WHERE a.palika_id = ${palikaId} AND a.fiscal_year = ${fiscalYear} AND a.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM palika_activities s WHERE s.parent_id = a.id AND s.deleted_at IS NULL)
      GROUP BY a.status`,
  );
  const counts = Object.fromEntries(ACTIVITY_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts as Standing['statuses'];
}

/** The batch's palikas the caller may see, with where each stands and its figures. */
async function peersOf(db: Queryable, tenant: TenantScope, batchId: string, fiscalYear: number) {
  const rows = await db.query<Record<string, unknown>>(
    sql`SELECT bp.palika_id, bp.joined_on::text AS joined, bp.exited_on::text AS exited,
        b.phase_schedule, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
        d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne
      FROM batch_palikas bp JOIN batches b ON b.id = bp.batch_id
        JOIN palikas pa ON pa.id = bp.palika_id JOIN districts d ON d.id = pa.district_id
      WHERE bp.batch_id = ${batchId} AND ${tenant.palikaSql('bp.palika_id')}
      ORDER BY pa.name_en`,
  );
  const figures = await figuresOf(
    db,
    rows.map((row) => Number(row.palika_id)),
    fiscalYear,
  );
  const today = todayIso();
  return rows.map((row) => ({
    palika: placeOf(row, 'pa_', row.palika_id),
    district: placeOf(row, 'd_', row.d_id),
    joinedOn: row.joined as string,
    phase: phaseOn(
      json<PhaseStep[]>(row.phase_schedule),
      { joinedOn: row.joined as string, exitedOn: row.exited as string | null },
      today,
    ),
    ...figures.get(Number(row.palika_id))!.year,
  }));
}

/**
 * A palika in its batch (issue 18 §2) for a fiscal year (this one unless asked): its batch, phase
 * and calendar, agreement and cost share; its activities by status and its output against plan
 * by four-month period, from the same cells as the dashboards; and for reviewers the batch's
 * palikas in their area beside it. A palika outside the caller's area does not exist (404).
 */
export async function palikaStanding(
  db: Queryable,
  tenant: TenantScope,
  query: QueryOf<'palikaStanding'>,
): Promise<Standing> {
  const own = tenant.scope.palikaIds;
  const palikaId = query.palikaId ?? (!tenant.national && own.length === 1 ? own[0] : undefined);
  if (palikaId === undefined) throw invalid([{ field: 'palikaId', code: 'required' }]);
  tenant.assertReadable(palikaId);
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const [place] = await db.query<Record<string, unknown>>(
    sql`SELECT pa.id, pa.code AS pa_code, pa.name_en AS pa_name, pa.name_ne AS pa_name_ne,
        d.id AS d_id, d.code AS d_code, d.name_en AS d_name, d.name_ne AS d_name_ne
      FROM palikas pa JOIN districts d ON d.id = pa.district_id WHERE pa.id = ${palikaId}`,
  );
  if (!place) throw notFound();
  const row = await membershipOf(db, palikaId);
  const schedule = row ? json<PhaseStep[]>(row.phase_schedule) : [];
  const membership = row && {
    joinedOn: row.joined as string,
    exitedOn: row.exited as string | null,
  };
  const figures = (await figuresOf(db, [palikaId], fiscalYear)).get(palikaId)!;
  return {
    palika: placeOf(place, 'pa_', place.id),
    district: placeOf(place, 'd_', place.d_id),
    fiscalYear,
    batch: row
      ? {
          _id: row.id as string,
          code: row.code as string,
          nameEn: row.name_en as string,
          nameNe: row.name_ne as string,
          programmeName: row.programme_name as string,
          status: row.status as string,
          startDate: row.start as string,
          plannedEndDate: row.planned_end as string,
          costShare: json<Record<string, number>>(row.cost_share),
        }
      : null,
    member: membership
      ? {
          ...membership,
          agreementNo: (row.agreement_no as string) ?? null,
          agreementDate: (row.agreement_date as string) ?? null,
          status: row.member_status as NonNullable<Standing['member']>['status'],
          phase: phaseOn(schedule, membership, todayIso()),
          calendar: phaseStarts(schedule, membership.joinedOn),
        }
      : null,
    statuses: await statusesOf(db, palikaId, fiscalYear),
    year: figures.year,
    periods: figures.periods,
    peers:
      row && REVIEWERS.includes(tenant.actor.role)
        ? await peersOf(db, tenant, row.id as string, fiscalYear)
        : [],
  };
}
