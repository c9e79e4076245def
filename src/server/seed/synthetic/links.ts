import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';

/**
 * Names the palika's own records where the synthetic data says only a kind (issue 18 §3): a
 * service given by a health facility or an FCHV names one of the palika (of the service's ward
 * when it has one), and an activity of a batch palika takes place at a ward, a facility or a
 * school of its palika, chosen by a hash of its id. Run after the profiles exist; answers how many
 * services and activities now name a record.
 */
export async function writeLinks(
  db: Database,
  palikaIds: number[],
): Promise<{ services: number; activities: number }> {
  const services = await db.query(
    sql`WITH live AS (
        SELECT 'health_facility' AS kind, id, palika_id, ward_no FROM health_facilities WHERE deleted_at IS NULL
        UNION ALL SELECT 'fchv', id, palika_id, ward_no FROM fchvs WHERE deleted_at IS NULL AND status = 'active'),
      choice AS (
        SELECT DISTINCT ON (l.kind, w.palika_id, w.ward_number) l.kind, w.palika_id, w.ward_number, l.id
        FROM wards w JOIN live l ON l.palika_id = w.palika_id
        WHERE w.palika_id = ANY(${palikaIds}::int[])
        ORDER BY l.kind, w.palika_id, w.ward_number, l.ward_no = w.ward_number DESC, l.id)
      UPDATE service_records r SET provider_id = c.id FROM choice c
      WHERE r.provider_type = c.kind AND r.palika_id = c.palika_id AND r.ward_no = c.ward_number
        AND r.provider_id IS NULL
      RETURNING r.id`,
  );
  const activities = await db.query(
    sql`WITH live AS (
        SELECT 'ward' AS kind, id, palika_id, row_number() OVER (PARTITION BY palika_id ORDER BY ward_no) AS n
          FROM ward_profiles WHERE deleted_at IS NULL
        UNION ALL SELECT 'health_facility', id, palika_id, row_number() OVER (PARTITION BY palika_id ORDER BY ward_no, id)
          FROM health_facilities WHERE deleted_at IS NULL
        UNION ALL SELECT 'school', id, palika_id, row_number() OVER (PARTITION BY palika_id ORDER BY ward_no, id)
          FROM schools WHERE deleted_at IS NULL),
      counted AS (SELECT *, count(*) OVER (PARTITION BY kind, palika_id) AS total FROM live),
      wanted AS (
        SELECT a.id, a.palika_id, abs(hashtext(a.id::text)) AS h FROM palika_activities a
        WHERE a.palika_id = ANY(${palikaIds}::int[]) AND a.venue_type IS NULL),
      picked AS (
        SELECT w.id, c.kind, c.id AS venue_id FROM wanted w JOIN counted c ON c.palika_id = w.palika_id
          AND c.kind = (ARRAY['ward', 'ward', 'health_facility', 'school'])[1 + w.h % 4]
          AND c.n = 1 + (w.h / 4) % c.total)
      UPDATE palika_activities a SET venue_type = p.kind, venue_id = p.venue_id
      FROM picked p WHERE a.id = p.id RETURNING a.id`,
  );
  return { services: services.length, activities: activities.length };
}
