import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { currentFiscalYear } from '@/shared/fiscal-year';

/**
 * Targets of every batch palika given, for this fiscal year and the one before (issue 19): persons
 * registered, persons served and services, each from what the palika did the year before (last
 * year's from what it then did), raised or lowered a little by palika so the bands differ, split
 * 30/35/35 by four-month period; approved, but one in five of this year's still proposed, and one
 * in seven approved ones revised after a mid-year review (its first revision superseded). Answers
 * how many rows were written. Each measure's figures are salted with the name it had when they were
 * first drawn (persons registered were `registered` until migration 0031), so they stay as they were.
 */
export async function writeTargets(db: Database, palikaIds: number[]): Promise<number> {
  const current = currentFiscalYear();
  const ids = sql`${palikaIds}::int[]`;
  const made = await db.query(
    sql`WITH members AS (
        SELECT DISTINCT m.palika_id, pa.district_id, d.province_id FROM batch_palikas m
          JOIN batches b ON b.id = m.batch_id JOIN palikas pa ON pa.id = m.palika_id
          JOIN districts d ON d.id = pa.district_id
        WHERE b.deleted_at IS NULL AND b.batch_type = 'palika_cohort' AND m.palika_id = ANY(${ids})
          AND NOT EXISTS (SELECT 1 FROM targets t WHERE t.palika_id = m.palika_id)),
      done AS (
        SELECT palika_id, registration_fy AS fy, 'registrations' AS measure, count(*) AS n
          FROM pwd_persons WHERE deleted_at IS NULL AND palika_id = ANY(${ids}) GROUP BY 1, 2
        UNION ALL SELECT palika_id, fiscal_year, 'services', count(*)
          FROM service_records WHERE deleted_at IS NULL AND palika_id = ANY(${ids}) GROUP BY 1, 2
        UNION ALL SELECT palika_id, fiscal_year, 'personsServed', count(DISTINCT pwd_id)
          FROM service_records WHERE deleted_at IS NULL AND palika_id = ANY(${ids}) GROUP BY 1, 2),
      planned AS (
        SELECT m.*, y.fy, v.measure,
          greatest(3, round(coalesce(done.n, 0) * (80 + abs(hashtext(m.palika_id || v.salt)) % 50) / 100.0)) AS total,
          abs(hashtext(m.palika_id || v.salt || y.fy)) AS h
        FROM members m
          CROSS JOIN (VALUES (${current - 1}::int, ${current - 1}::int), (${current}::int, ${current - 1}::int)) y(fy, basis)
          CROSS JOIN (VALUES ('registrations', 'registered'), ('personsServed', 'personsServed'),
            ('services', 'services')) v(measure, salt)
          LEFT JOIN done ON done.palika_id = m.palika_id AND done.fy = y.basis AND done.measure = v.measure)
      INSERT INTO targets (id, fiscal_year, scope, province_id, district_id, palika_id, measure,
        total, period_t1, period_t2, period_t3, source, status, approved_at, identity)
      SELECT gen_random_uuid(), fy, 'palika', province_id, district_id, palika_id, measure,
        total, round(total * 0.3), round(total * 0.35), total - round(total * 0.3) - round(total * 0.35),
        'palika_plan',
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
      raised AS (SELECT *, round(total * 1.1) AS new_total FROM chosen)
      INSERT INTO targets (id, fiscal_year, scope, province_id, district_id, palika_id, measure,
        total, period_t1, period_t2, period_t3, source, status, approved_at, identity, revision,
        revision_of, revision_reason)
      SELECT gen_random_uuid(), fiscal_year, scope, province_id, district_id, palika_id, measure,
        new_total, round(new_total * 0.3), round(new_total * 0.35),
        new_total - round(new_total * 0.3) - round(new_total * 0.35),
        source, 'approved', now(), identity, 1, id, 'Raised after the mid-year review'
      FROM raised RETURNING id`,
  );
  return made.length + revised.length;
}
