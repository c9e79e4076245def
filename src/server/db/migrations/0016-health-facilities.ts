import type { Migration } from './migration';

/**
 * Health facility profiles (issue 18, DOMAIN.md §7.10): a palika's health posts, hospitals and
 * centres, on the record kit. The HMIS code is unique among live facilities when given; the
 * enumerations are checked here as well as by the API, so no other writer can store a stray value.
 */
export const healthFacilities: Migration = {
  version: '0016-health-facilities',
  statements: [
    `CREATE TABLE health_facilities (
      id uuid PRIMARY KEY,
      palika_id int NOT NULL REFERENCES palikas(id),
      ward_no int NOT NULL CHECK (ward_no BETWEEN 1 AND 40),
      hmis_code text,
      dhis2_uid text CHECK (dhis2_uid ~ '^[A-Za-z][A-Za-z0-9]{10}$'),
      name_ne text NOT NULL,
      name_en text NOT NULL,
      facility_type text NOT NULL CHECK (facility_type IN ('central_hospital', 'specialized_hospital',
        'academic_hospital', 'provincial_hospital', 'district_hospital', 'primary_hospital',
        'community_hospital', 'private_hospital', 'phcc', 'health_post', 'bhsc', 'uhc', 'chu',
        'ayurveda', 'rehab_centre', 'private_clinic', 'ngo')),
      ownership text NOT NULL CHECK (ownership IN ('federal', 'provincial', 'local', 'community',
        'private', 'ngo', 'cooperative')),
      in_charge_name text,
      in_charge_phone text,
      email text,
      beds int CHECK (beds >= 0),
      services text[] NOT NULL DEFAULT '{}',
      catchment_wards int[] NOT NULL DEFAULT '{}',
      insurance_first_point boolean,
      operational_status text NOT NULL CHECK (operational_status IN ('functional',
        'temporarily_closed', 'closed')),
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
    `CREATE UNIQUE INDEX health_facilities_hmis ON health_facilities (lower(hmis_code))
      WHERE hmis_code IS NOT NULL AND deleted_at IS NULL`,
    `CREATE INDEX health_facilities_palika ON health_facilities (palika_id, ward_no, name_en, id)
      WHERE deleted_at IS NULL`,
    `CREATE INDEX health_facilities_name ON health_facilities (name_en, id) WHERE deleted_at IS NULL`,
  ],
};
