import type { Queryable } from '@/server/db/database';
import { join, raw, sql } from '@/server/platform/sql';
import { LOCKED_STATES } from '@/server/records/record-lock';
import type { Schemas } from '@/shared/api/types';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/** A person as the lock reads them: where they are registered, and when. */
export interface LockedPerson {
  id: string;
  palikaId: number;
  registrationDate: string;
}

export interface LockRow {
  palika_id: number;
  fiscal_year: number;
  period: number;
  state: string;
  moved_at: Date | string;
  moved_by: string | null;
}

/** A lock as a pair shows it. */
export const lockOf = (row: LockRow | null): Schemas['DuplicateLock'] | null =>
  row && {
    palikaId: row.palika_id,
    fiscalYear: row.fiscal_year,
    period: row.period,
    state: row.state,
  };

/**
 * The first submitted, approved or accepted report either person counts in (as a person counts for
 * the record kit's lock, issue 39: at their palika from the period of their registration on, and in
 * the periods of their services at the service's palika and their own), or none. A merge changes
 * every one of those figures, so it waits while one is locked. `hold` keeps the rows read
 * (FOR SHARE) to the commit, so a report cannot be submitted under a merge.
 */
export async function lockOfPersons(
  db: Queryable,
  persons: readonly LockedPerson[],
  hold = false,
): Promise<LockRow | null> {
  if (!persons.length) return null;
  const values = join(
    persons.map((p) => {
      const at = fiscalPeriodOf(p.registrationDate) ?? { fiscalYear: 0, trimester: 1 };
      return sql`(${p.id}::uuid, ${p.palikaId}::int, ${at.fiscalYear}::int, ${at.trimester}::int)`;
    }),
  );
  const rows = await db.query<LockRow>(
    sql`WITH x(id, palika_id, fiscal_year, period) AS (VALUES ${values})
      SELECT rp.palika_id, rp.fiscal_year, rp.period::int AS period, rp.state, rp.moved_at,
        u.full_name AS moved_by
      FROM report_periods rp LEFT JOIN users u ON u.id = rp.moved_by
      WHERE ${hold ? sql`true` : sql`rp.state = ANY(${[...LOCKED_STATES]}::text[])`} AND EXISTS (SELECT 1 FROM x
        WHERE (rp.palika_id = x.palika_id AND (rp.fiscal_year, rp.period) >= (x.fiscal_year, x.period))
          OR EXISTS (SELECT 1 FROM service_records s WHERE s.pwd_id = x.id AND s.deleted_at IS NULL
            AND s.fiscal_year = rp.fiscal_year AND s.trimester = rp.period
            AND rp.palika_id IN (s.palika_id, x.palika_id)))
      ORDER BY rp.fiscal_year, rp.period, rp.palika_id${raw(hold ? ' FOR SHARE OF rp' : ' LIMIT 1')}`,
  );
  const locked = (LOCKED_STATES as readonly string[]).includes.bind(LOCKED_STATES);
  return rows.find((row) => locked(row.state)) ?? null;
}
