import type { Queryable } from '@/server/db/database';

/** Gives every ward of the geography its profile (decision 0025); answers how many were made. */
export async function seedWardProfiles(db: Queryable): Promise<number> {
  const made = await db.query(
    `INSERT INTO ward_profiles (id, ward_id, palika_id, ward_no)
      SELECT gen_random_uuid(), w.id, w.palika_id, w.ward_number FROM wards w
      WHERE NOT EXISTS (SELECT 1 FROM ward_profiles p WHERE p.ward_id = w.id)
      RETURNING id`,
  );
  return made.length;
}

/** Gives every palika of the geography its profile (decision 0025); answers how many were made. */
export async function seedPalikaProfiles(db: Queryable): Promise<number> {
  const made = await db.query(
    `INSERT INTO palika_profiles (id, palika_id)
      SELECT gen_random_uuid(), p.id FROM palikas p
      WHERE NOT EXISTS (SELECT 1 FROM palika_profiles pp WHERE pp.palika_id = p.id)
      RETURNING id`,
  );
  return made.length;
}
