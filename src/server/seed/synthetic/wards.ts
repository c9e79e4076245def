import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';

const TERAI = ['Jhapa', 'Morang', 'Sunsari', 'Saptari', 'Siraha', 'Dhanusha', 'Mahottari'];
const MOUNTAIN = ['Taplejung', 'Sankhuwasabha', 'Solukhumbu', 'Dolakha', 'Rasuwa', 'Humla'];

/**
 * Fills the ward profiles of the palikas given that nobody has filled (DOMAIN.md §7.8): a census
 * population of 3,000 to 12,000 split by sex, households of about four and a half persons, the
 * persons with disabilities the census counted (about 2.2 %, the coverage denominator), the
 * ecological belt of its district, and a DPRP ward committee in batch palikas' wards. Answers how
 * many were filled.
 */
export async function writeWardProfiles(db: Database, palikaIds: number[]): Promise<number> {
  const filled = await db.query(
    sql`WITH seeds AS (
        SELECT w.id, (w.palika_id * 37 + w.ward_no * 11) AS s, d.name_en AS district,
          EXISTS (SELECT 1 FROM batch_palikas b WHERE b.palika_id = w.palika_id) AS in_batch
        FROM ward_profiles w JOIN palikas p ON p.id = w.palika_id
          JOIN districts d ON d.id = p.district_id
        WHERE w.palika_id = ANY(${palikaIds}::int[]) AND w.version = 1 AND w.deleted_at IS NULL),
      figures AS (SELECT id, s, district, in_batch, 3000 + (s * 7919) % 9000 AS total FROM seeds)
      UPDATE ward_profiles w SET
        population_total = f.total,
        population_male = (f.total * 49) / 100,
        population_other = f.s % 7,
        population_female = f.total - (f.total * 49) / 100 - f.s % 7,
        population_source = 'census_2078', population_year = 2078,
        households = (f.total * 10) / 45,
        pwd_census_count = (f.total * (18 + f.s % 9)) / 1000,
        toles_count = 4 + f.s % 9,
        area_sq_km = (30 + (f.s * 13) % 370) / 10.0,
        ecological_belt = CASE WHEN f.district = ANY(${TERAI}) THEN 'terai'
          WHEN f.district = ANY(${MOUNTAIN}) THEN 'mountain' ELSE 'hill' END,
        dprp_committee_formed = f.in_batch,
        committee_formed_on = CASE WHEN f.in_batch THEN DATE '2024-01-15' END,
        version = 2, updated_at = now()
      FROM figures f WHERE w.id = f.id RETURNING w.id`,
  );
  return filled.length;
}
