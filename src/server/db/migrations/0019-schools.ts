import type { Migration } from './migration';

/**
 * School profiles (issue 18, DOMAIN.md §7.9) on the record kit, with the children with
 * disabilities enrolled in a table of their own (a row a disability, counts by sex). The IEMIS
 * code is unique among live schools; the enumerations are checked here as well as by the API.
 */
export const schools: Migration = {
  version: '0019-schools',
  statements: [
    `CREATE TABLE schools (
      id uuid PRIMARY KEY,
      palika_id int NOT NULL REFERENCES palikas(id),
      ward_no int NOT NULL CHECK (ward_no BETWEEN 1 AND 40),
      iemis_code text NOT NULL,
      name_ne text NOT NULL,
      name_en text,
      school_type text NOT NULL CHECK (school_type IN ('community', 'institutional', 'religious')),
      institutional_form text CHECK (institutional_form IN ('trust', 'company')),
      religious_kind text CHECK (religious_kind IN ('madrasa', 'gumba_vihar', 'gurukul_ashram')),
      levels text[] NOT NULL,
      special_education text CHECK (special_education IN ('none', 'resource_class',
        'special_school', 'inclusive')),
      resource_class_types text[] NOT NULL DEFAULT '{}',
      accessibility text[] NOT NULL DEFAULT '{}',
      head_teacher_name text,
      head_teacher_phone text,
      smc_chair_name text,
      students_female int CHECK (students_female >= 0),
      students_male int CHECK (students_male >= 0),
      students_other int CHECK (students_other >= 0),
      teachers_trained_inclusive int CHECK (teachers_trained_inclusive >= 0),
      academic_year_bs int NOT NULL CHECK (academic_year_bs BETWEEN 2070 AND 2100),
      latitude numeric(8,5),
      longitude numeric(8,5),
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text)`,
    `CREATE TABLE school_enrolments (
      school_id uuid NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
      disability_type text NOT NULL CHECK (disability_type IN ('physical', 'visual', 'hearing',
        'deaf_blind', 'voice_speech', 'psychosocial', 'intellectual', 'haemophilia', 'autism',
        'multiple')),
      female int NOT NULL DEFAULT 0 CHECK (female >= 0),
      male int NOT NULL DEFAULT 0 CHECK (male >= 0),
      other int NOT NULL DEFAULT 0 CHECK (other >= 0),
      PRIMARY KEY (school_id, disability_type))`,
    `CREATE UNIQUE INDEX schools_iemis ON schools (lower(iemis_code)) WHERE deleted_at IS NULL`,
    `CREATE INDEX schools_palika ON schools (palika_id, ward_no, name_ne, id) WHERE deleted_at IS NULL`,
    `CREATE INDEX schools_name ON schools (name_ne, id) WHERE deleted_at IS NULL`,
  ],
};
