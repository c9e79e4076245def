import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { dueDate, periodDays, type ReportPeriod } from '@/shared/reporting/periods';
import type { ReportKey } from './report-key';

export type ReportSummary = Schemas['ReportSummary'];

interface Row extends Omit<ReportSummary, 'first' | 'last' | 'dueDate'> {
  period: ReportPeriod;
}

/** Every report of the palikas the condition keeps × the periods asked; a report with no row is open. */
function summaries(where: Sql, fiscalYear: number, periods: readonly number[]): Sql {
  return sql`SELECT pa.id AS "palikaId", pa.name_en AS "palikaNameEn", pa.name_ne AS "palikaNameNe",
      pa.district_id AS "districtId", d.province_id AS "provinceId", ${fiscalYear}::int AS "fiscalYear",
      p.period::int AS period, coalesce(r.state, 'open') AS state, coalesce(r.version, 0) AS version,
      coalesce(r.late, false) AS late, coalesce(r.state = 'open', false) AS returned,
      r.submitted_at AS "submittedAt", r.moved_at AS "movedAt", u.full_name AS "movedBy"
    FROM palikas pa JOIN districts d ON d.id = pa.district_id
    CROSS JOIN unnest(${periods}::int[]) p(period)
    LEFT JOIN report_periods r ON r.palika_id = pa.id AND r.fiscal_year = ${fiscalYear} AND r.period = p.period
    LEFT JOIN users u ON u.id = r.moved_by
    WHERE ${where}
    ORDER BY pa.name_en, pa.id, p.period`;
}

/** The days and due date of a row's period. */
function dated(row: Row, dueDays: number): ReportSummary {
  const days = periodDays(row.fiscalYear, row.period)!;
  return {
    ...row,
    first: days.first,
    last: days.last,
    dueDate: dueDate(row.fiscalYear, row.period, dueDays)!,
  };
}

/** The reports of the caller's area (narrowed to a place in it) for a fiscal year, every palika × period. */
export async function listReportSummaries(
  db: Queryable,
  tenant: TenantScope,
  {
    fiscalYear,
    provinceId,
    districtId,
    palikaId,
  }: { fiscalYear: number; provinceId?: number; districtId?: number; palikaId?: number },
  dueDays: number,
): Promise<ReportSummary[]> {
  const where = sql`${tenant.palikaSql('pa.id')}
    AND (${provinceId ?? null}::int IS NULL OR d.province_id = ${provinceId ?? null}::int)
    AND (${districtId ?? null}::int IS NULL OR pa.district_id = ${districtId ?? null}::int)
    AND (${palikaId ?? null}::int IS NULL OR pa.id = ${palikaId ?? null}::int)`;
  if (!periodDays(fiscalYear, 1)) return [];
  const rows = await db.query<Row>(summaries(where, fiscalYear, [1, 2, 3]));
  return rows.map((row) => dated(row, dueDays));
}

/** One report's summary (its palika must exist: the caller's scope was checked on the key). */
export async function reportSummary(
  db: Queryable,
  tenant: TenantScope,
  key: ReportKey,
  dueDays: number,
): Promise<ReportSummary | undefined> {
  const where = sql`${tenant.palikaSql('pa.id')} AND pa.id = ${key.palikaId}`;
  const [row] = await db.query<Row>(summaries(where, key.fiscalYear, [key.period]));
  return row && dated(row, dueDays);
}
