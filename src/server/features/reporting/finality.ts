import type { TenantScope } from '@/server/access/tenant-scope';
import { type Queryable, queryOne } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { todayIso } from '@/shared/calendar/today';
import { currentFiscalYear } from '@/shared/fiscal-year';
import type { ReportState } from '@/shared/reporting/moves';
import { REPORT_PERIODS, type ReportPeriod, periodEnded } from '@/shared/reporting/periods';
import { type AreaQuery, areaPalikas, reportingArea } from './board-place';

type Finality = Schemas['ReportingFinality'];

export interface FinalityQuery extends AreaQuery {
  fiscalYear?: number;
  trimester?: number;
  wardId?: number;
}

/** A report whose figures are final: approved, or accepted after. */
const FINAL: readonly string[] = ['approved', 'accepted'];
const NOT_FINAL_LISTED = 100;

/** The periods a dashboard's view covers: its trimester, else the year's periods ended by today. */
export function finalityPeriods(fiscalYear: number, trimester?: number, today = todayIso()) {
  if (trimester) return [trimester as ReportPeriod];
  return REPORT_PERIODS.filter((period) => periodEnded(fiscalYear, period, today));
}

/**
 * How final a dashboard's figures are (issue 39 §3): of the palikas of its place that the caller
 * may read, how many have every period of its view approved or accepted, per period too, and the
 * first palikas by name that have not, with their states. One statement; a ward's palika for a ward.
 */
export async function reportingFinality(
  db: Queryable,
  tenant: TenantScope,
  query: FinalityQuery,
): Promise<Finality> {
  const fiscalYear = query.fiscalYear ?? currentFiscalYear();
  const periods = finalityPeriods(fiscalYear, query.trimester);
  let palikaId = query.palikaId;
  if (query.wardId) {
    const ward = await queryOne<{ palika_id: number }>(
      db,
      sql`SELECT palika_id FROM wards WHERE id = ${query.wardId}`,
    );
    if (!ward) throw notFound();
    palikaId = ward.palika_id;
  }
  const area = reportingArea({ ...query, palikaId }, tenant);
  const rows = await db.query<{
    id: number;
    name_en: string;
    name_ne: string;
    states: ReportState[];
  }>(
    sql`WITH pl AS (${areaPalikas(area, tenant)})
      SELECT pl.id, pl.name_en, pl.name_ne,
        coalesce(array_agg(coalesce(r.state, 'open') ORDER BY p.period)
          FILTER (WHERE p.period IS NOT NULL), '{}') AS states
      FROM pl LEFT JOIN unnest(${periods}::int[]) AS p (period) ON TRUE
        LEFT JOIN report_periods r
          ON r.palika_id = pl.id AND r.fiscal_year = ${fiscalYear} AND r.period = p.period
      GROUP BY pl.id, pl.name_en, pl.name_ne
      ORDER BY pl.name_en, pl.id`,
  );
  if (area.named && rows.length === 0) throw notFound();
  const isFinal = (states: ReportState[]) =>
    states.length > 0 && states.every((state) => FINAL.includes(state));
  const notFinal = rows.filter((row) => !isFinal(row.states));
  return {
    fiscalYear,
    periods: periods.map((period, i) => ({
      period,
      final: rows.filter((row) => FINAL.includes(row.states[i])).length,
    })),
    palikas: rows.length,
    final: rows.length - notFinal.length,
    notFinal: notFinal.slice(0, NOT_FINAL_LISTED).map((row) => ({
      palikaId: row.id,
      nameEn: row.name_en,
      nameNe: row.name_ne,
      states: row.states.map((state, i) => ({ period: periods[i], state })),
    })),
  };
}
