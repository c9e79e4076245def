import type { Queryable } from '@/server/db/database';
import { type Sql, join, sql } from '@/server/platform/sql';
import { LOCKED_STATES } from './record-lock';
import type { CountedIn, TenantRecord } from './record-kind';

/** The locked period a listed record counts in, as a list answers it (`periodLock`). */
export interface RowLock {
  palikaId: number;
  fiscalYear: number;
  period: number;
  state: (typeof LOCKED_STATES)[number];
  movedBy: string;
  movedAt: string;
  /** Only the fields the figures read are locked (a person's: decision 0046). */
  partial: boolean;
}

interface LockedRow {
  id: string;
  palika_id: number;
  fiscal_year: number;
  period: number;
  state: RowLock['state'];
  moved_at: Date | string;
  moved_by: string | null;
}

/**
 * The locked period each record of a list's page counts in, by its id (issue 39 §2), with the
 * same meaning of "counts in" as the write gate (record-lock.ts): its own reports and those it
 * counts in through other records. One read of `report_periods` for the whole page; where a record
 * counts in several locked periods, the earliest (the one a write would be refused by).
 */
export async function rowLocks(
  db: Queryable,
  countedIn: CountedIn,
  records: readonly TenantRecord[],
): Promise<Map<string, RowLock>> {
  const own: Sql[] = [];
  const through: Sql[] = [];
  const partial = new Map<string, boolean>();
  for (const record of records) {
    const fields = { ...record } as Record<string, unknown>;
    const reports = countedIn.reports(fields);
    partial.set(
      record._id,
      reports.some((report) => report.counts !== undefined),
    );
    for (const r of reports)
      own.push(
        sql`(${record._id}::text, ${r.palikaId}::int, ${r.fiscalYear}::int, ${r.period}::smallint)`,
      );
    const other = countedIn.through?.(record._id, fields);
    if (other) through.push(sql`SELECT ${record._id}::text, t.* FROM (${other}) t`);
  }
  const sources = [...(own.length ? [sql`SELECT * FROM (VALUES ${join(own)}) v`] : []), ...through];
  if (!sources.length) return new Map();
  const rows = await db.query<LockedRow>(
    sql`SELECT DISTINCT ON (x.id) x.id, rp.palika_id, rp.fiscal_year, rp.period, rp.state,
        rp.moved_at, u.full_name AS moved_by
      FROM (${join(sources, ' UNION ALL ')}) x(id, palika_id, fiscal_year, period)
      JOIN report_periods rp ON rp.palika_id = x.palika_id AND rp.fiscal_year = x.fiscal_year
        AND rp.period = x.period
      LEFT JOIN users u ON u.id = rp.moved_by
      WHERE rp.state = ANY(${[...LOCKED_STATES]}::text[])
      ORDER BY x.id, rp.fiscal_year, rp.period, rp.palika_id`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        palikaId: row.palika_id,
        fiscalYear: row.fiscal_year,
        period: row.period,
        state: row.state,
        movedBy: row.moved_by ?? '',
        movedAt: new Date(row.moved_at).toISOString(),
        partial: partial.get(row.id) ?? false,
      },
    ]),
  );
}

/**
 * A record as its read answers it, with the locked period it counts in (`periodLock`) for a kind
 * whose rows show their lock: the opened record says so before its form is.
 */
export async function withRowLock<Rec extends TenantRecord>(
  db: Queryable,
  countedIn: CountedIn | undefined,
  record: Rec,
): Promise<Rec> {
  if (!countedIn?.listed) return record;
  const lock = (await rowLocks(db, countedIn, [record])).get(record._id);
  return lock ? { ...record, periodLock: lock } : record;
}
