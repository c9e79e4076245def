import type { Migration } from './migration';

/**
 * FCHV profiles (issue 18, DOMAIN.md §7.7) on the record kit, with their trainings in a table of
 * their own. Her supervising facility is a facility of her palika (checked by the API); a user
 * account is linked to at most one live FCHV; a register code is unique within a palika.
 */
export const fchvs: Migration = {
  version: '0017-fchvs',
  statements: [
    `CREATE TABLE fchvs (
      id uuid PRIMARY KEY,
      palika_id int NOT NULL REFERENCES palikas(id),
      ward_no int NOT NULL CHECK (ward_no BETWEEN 1 AND 40),
      fchv_code text,
      name_ne text NOT NULL,
      name_en text,
      birth_date date NOT NULL,
      phone text,
      has_smartphone boolean,
      citizenship_no text,
      caste_ethnicity_code text CHECK (caste_ethnicity_code IN ('1', '2', '3', '4', '5', '6')),
      education text CHECK (education IN ('illiterate', 'literate', 'basic', 'secondary',
        'bachelor_plus')),
      marital_status text CHECK (marital_status IN ('unmarried', 'married', 'widowed',
        'divorced_separated', 'na_minor')),
      catchment_toles text,
      catchment_households int CHECK (catchment_households >= 0),
      supervising_facility_id uuid NOT NULL REFERENCES health_facilities(id),
      mothers_group_name text,
      mothers_group_members int CHECK (mothers_group_members >= 0),
      area_type text CHECK (area_type IN ('rural', 'urban')),
      selected_on date,
      appointment_year int NOT NULL CHECK (appointment_year BETWEEN 2045 AND 2100),
      basic_training_completed boolean NOT NULL,
      basic_training_date date,
      has_id_card boolean,
      has_kit boolean,
      status text NOT NULL CHECK (status IN ('active', 'retired', 'resigned', 'deceased',
        'inactive')),
      status_date date,
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text)`,
    `CREATE TABLE fchv_trainings (
      fchv_id uuid NOT NULL REFERENCES fchvs(id) ON DELETE CASCADE,
      position int NOT NULL,
      training_type text NOT NULL CHECK (training_type IN ('basic_18day', 'refresher', 'cb_imnci',
        'disability_prevention', 'cbr_orientation', 'mhealth', 'other')),
      training_date date NOT NULL,
      days int CHECK (days BETWEEN 1 AND 90),
      organiser text,
      cohort text,
      PRIMARY KEY (fchv_id, position))`,
    `CREATE INDEX fchv_trainings_type ON fchv_trainings (training_type, fchv_id)`,
    `CREATE INDEX fchvs_palika ON fchvs (palika_id, ward_no, name_ne, id) WHERE deleted_at IS NULL`,
    `CREATE INDEX fchvs_name ON fchvs (name_ne, id) WHERE deleted_at IS NULL`,
    `CREATE INDEX fchvs_facility ON fchvs (supervising_facility_id) WHERE deleted_at IS NULL`,
    `CREATE INDEX fchvs_birth ON fchvs (birth_date) WHERE deleted_at IS NULL AND status = 'active'`,
    `CREATE UNIQUE INDEX fchvs_user ON fchvs (user_id)
      WHERE user_id IS NOT NULL AND deleted_at IS NULL`,
    `CREATE UNIQUE INDEX fchvs_code ON fchvs (palika_id, lower(fchv_code))
      WHERE fchv_code IS NOT NULL AND deleted_at IS NULL`,
  ],
};
