import type { Database } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { FAMILY, GIVEN } from './distributions';

/** A name in Nepali from a seed (officials and facilitators of the synthetic set). */
const nameOf = (seed: number) =>
  `${GIVEN[seed % GIVEN.length][0]} ${FAMILY[(seed >> 2) % FAMILY.length][0]}`;

/**
 * Fills the profiles of the palikas given that nobody has filled (DOMAIN.md §7.11): the census
 * figures are the sums of its wards' (so palika and ward coverage agree), its belt the one most
 * of its wards have, officials and a disability focal person named, and in batch palikas the
 * coordination committee, the ID-card procedure and two CBR facilitators (one trained). Answers
 * how many were filled.
 */
export async function writePalikaProfiles(db: Database, palikaIds: number[]): Promise<number> {
  const filled = await db.query<{ id: string; palika_id: number; in_batch: boolean }>(
    sql`WITH wards AS (
        SELECT palika_id, sum(population_total)::int AS total, sum(population_male)::int AS male,
          sum(population_female)::int AS female, sum(population_other)::int AS other,
          sum(households)::int AS households, sum(pwd_census_count)::int AS pwd,
          sum(area_sq_km) AS area, mode() WITHIN GROUP (ORDER BY ecological_belt) AS belt
        FROM ward_profiles WHERE palika_id = ANY(${palikaIds}::int[]) AND deleted_at IS NULL
        GROUP BY palika_id),
      batch AS (SELECT DISTINCT palika_id FROM batch_palikas WHERE status = 'active')
      UPDATE palika_profiles pp SET
        population_total = w.total, population_male = w.male, population_female = w.female,
        population_other = w.other, population_source = 'census_2078', population_year = 2078,
        households = w.households, pwd_census_count = w.pwd, area_sq_km = w.area,
        ecological_belt = w.belt,
        committee_formed_on = CASE WHEN b.palika_id IS NOT NULL THEN DATE '2019-03-01' END,
        id_card_procedure_on = CASE WHEN b.palika_id IS NOT NULL THEN DATE '2020-07-15' END,
        version = 2, updated_at = now()
      FROM wards w LEFT JOIN batch b ON b.palika_id = w.palika_id
      WHERE pp.palika_id = w.palika_id AND pp.version = 1 AND pp.deleted_at IS NULL
      RETURNING pp.id, pp.palika_id, b.palika_id IS NOT NULL AS in_batch`,
  );
  for (const profile of filled) {
    const seed = profile.palika_id * 31;
    await db.query(
      sql`UPDATE palika_profiles SET chief_name = ${nameOf(seed)}, deputy_name = ${nameOf(seed + 7)},
        cao_name = ${nameOf(seed + 13)}, focal_person_name = ${nameOf(seed + 19)},
        focal_person_phone = ${`98${String(40000000 + ((seed * 7919) % 9999999)).padStart(8, '0')}`}
        WHERE id = ${profile.id}`,
    );
    if (!profile.in_batch) continue;
    for (const [position, trained] of [true, false].entries())
      await db.query(
        sql`INSERT INTO palika_cbrfs (profile_id, position, name, phone, appointed_on, training_completed, status)
          VALUES (${profile.id}, ${position}, ${nameOf(seed + 23 + position * 5)}, NULL,
            DATE '2024-01-15', ${trained}, 'active')`,
      );
  }
  return filled.length;
}
