import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { todayIso } from '@/server/platform/today';
import { fiscalPeriodOf } from '@/shared/fiscal-year';

/**
 * Targets of every batch palika given, for this fiscal year and the one before (issue 19): persons
 * registered, persons served and services, split evenly by four-month period; approved, but one in
 * five of this year's still proposed, and one in seven approved ones revised after a mid-year
 * review (its first revision superseded). Answers how many rows were written.
 */
export async function writeTargets(db: Database, palikaIds: number[]): Promise<number> {
  const current = fiscalPeriodOf(todayIso())?.fiscalYear ?? 2083;
  const made = await db.query(
    sql`WITH members AS (
        SELECT DISTINCT m.palika_id, pa.district_id, d.province_id FROM batch_palikas m
          JOIN batches b ON b.id = m.batch_id JOIN palikas pa ON pa.id = m.palika_id
          JOIN districts d ON d.id = pa.district_id
        WHERE b.deleted_at IS NULL AND b.batch_type = 'palika_cohort'
          AND m.palika_id = ANY(${palikaIds}::int[])
          AND NOT EXISTS (SELECT 1 FROM targets t WHERE t.palika_id = m.palika_id)),
      planned AS (
        SELECT m.*, y.fy, v.measure,
          v.base + (m.palika_id * 7 + y.fy) % v.base AS total,
          abs(hashtext(m.palika_id || v.measure || y.fy)) AS h
        FROM members m
          CROSS JOIN (VALUES (${current - 1}::int), (${current}::int)) y(fy)
          CROSS JOIN (VALUES ('registered', 60), ('personsServed', 150), ('services', 450)) v(measure, base))
      INSERT INTO targets (id, fiscal_year, scope, province_id, district_id, palika_id, measure,
        total, period_t1, period_t2, period_t3, source, status, approved_at, identity)
      SELECT gen_random_uuid(), fy, 'palika', province_id, district_id, palika_id, measure,
        total, total / 3, total / 3, total - 2 * (total / 3), 'palika_plan',
        CASE WHEN fy = ${current} AND h % 5 = 0 THEN 'proposed' ELSE 'approved' END,
        CASE WHEN fy = ${current} AND h % 5 = 0 THEN NULL ELSE now() END,
        fy || '|palika|' || palika_id || '|' || measure || '|0'
      FROM planned RETURNING id`,
  );
  const revised = await db.query(
    sql`WITH chosen AS (
        UPDATE targets SET status = 'superseded', version = version + 1
        WHERE status = 'approved' AND revision = 0 AND palika_id = ANY(${palikaIds}::int[])
          AND abs(hashtext(id::text)) % 7 = 0
        RETURNING *),
      raised AS (SELECT *, round(total * 1.2) AS new_total FROM chosen)
      INSERT INTO targets (id, fiscal_year, scope, province_id, district_id, palika_id, measure,
        total, period_t1, period_t2, period_t3, source, status, approved_at, identity, revision,
        revision_of, revision_reason)
      SELECT gen_random_uuid(), fiscal_year, scope, province_id, district_id, palika_id, measure,
        new_total, floor(new_total / 3), floor(new_total / 3), new_total - 2 * floor(new_total / 3),
        source, 'approved', now(), identity, 1, id, 'Raised after the mid-year review'
      FROM raised RETURNING id`,
  );
  return made.length + revised.length;
}
