import type { Migration } from './migration';

/**
 * Palika profiles (issue 18, DOMAIN.md §7.11): one per palika, made with the palika like a ward's
 * (decision 0025). Its names, code, type, district and ward count stay the geography's and are not
 * retyped; its CBR facilitators are a table of their own. Palikas already in the geography get
 * theirs here; palikas loaded later get theirs when the server starts.
 */
export const palikaProfiles: Migration = {
  version: '0020-palika-profiles',
  statements: [
    `CREATE TABLE palika_profiles (
      id uuid PRIMARY KEY,
      palika_id int NOT NULL UNIQUE REFERENCES palikas(id),
      headquarters text,
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
      website text,
      email text,
      phone text,
      chief_name text,
      deputy_name text,
      cao_name text,
      focal_person_name text,
      focal_person_phone text,
      committee_formed_on date,
      id_card_procedure_on date,
      ecological_belt text CHECK (ecological_belt IN ('mountain', 'hill', 'terai')),
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text)`,
    `CREATE TABLE palika_cbrfs (
      profile_id uuid NOT NULL REFERENCES palika_profiles(id) ON DELETE CASCADE,
      position int NOT NULL,
      name text NOT NULL,
      phone text,
      appointed_on date,
      training_completed boolean,
      status text NOT NULL CHECK (status IN ('active', 'left')),
      PRIMARY KEY (profile_id, position))`,
    `INSERT INTO palika_profiles (id, palika_id) SELECT gen_random_uuid(), p.id FROM palikas p`,
  ],
};
