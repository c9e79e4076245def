import type { Migration } from './migration';

/**
 * A person's school and the FCHV who identified them (issue 18 §3; decision 0010 left them for
 * the tables they point at). The API keeps each to a live record of the person's palika.
 */
export const personLinks: Migration = {
  version: '0021-person-links',
  statements: [
    `ALTER TABLE pwd_persons ADD COLUMN school_id uuid REFERENCES schools(id)`,
    `ALTER TABLE pwd_persons ADD COLUMN registered_by_fchv_id uuid REFERENCES fchvs(id)`,
    `CREATE INDEX pwd_persons_school ON pwd_persons (school_id) WHERE school_id IS NOT NULL`,
    `CREATE INDEX pwd_persons_fchv ON pwd_persons (registered_by_fchv_id)
      WHERE registered_by_fchv_id IS NOT NULL`,
  ],
};
