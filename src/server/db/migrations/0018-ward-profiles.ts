import type { Migration } from './migration';

/**
 * Ward profiles (issue 18, DOMAIN.md §7.8): one per ward, made with the ward (decision 0025), so a
 * palika finds all its wards from its first visit and only edits them. Wards already in the
 * geography get theirs here; wards loaded later get theirs when the server starts.
 */
export const wardProfiles: Migration = {
  version: '0018-ward-profiles',
  statements: [
    `CREATE TABLE ward_profiles (
      id uuid PRIMARY KEY,
      ward_id int NOT NULL UNIQUE REFERENCES wards(id),
      palika_id int NOT NULL REFERENCES palikas(id),
      ward_no int NOT NULL,
      name_ne text,
      office_address text,
      office_phone text,
      office_email text,
      chair_name text,
      chair_phone text,
      secretary_name text,
      secretary_phone text,
      area_sq_km numeric(10,2) CHECK (area_sq_km > 0),
      population_total int CHECK (population_total >= 0),
      population_male int CHECK (population_male >= 0),
      population_female int CHECK (population_female >= 0),
      population_other int CHECK (population_other >= 0),
      population_source text CHECK (population_source IN ('census_2078', 'palika_survey',
        'projection')),
      population_year int,
      households int CHECK (households >= 0),
      pwd_census_count int CHECK (pwd_census_count >= 0),
      toles_count int CHECK (toles_count >= 0),
      ecological_belt text CHECK (ecological_belt IN ('mountain', 'hill', 'terai')),
      dprp_committee_formed boolean,
      committee_formed_on date,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text,
      UNIQUE (palika_id, ward_no))`,
    `INSERT INTO ward_profiles (id, ward_id, palika_id, ward_no)
      SELECT gen_random_uuid(), w.id, w.palika_id, w.ward_number FROM wards w`,
  ],
};
