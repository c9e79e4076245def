import type { Migration } from './migration';

/**
 * Indexes the list filters need at national scale (650,000 persons, 5 million services): each
 * filter narrows through its own index and PostgreSQL combines them, so a count of a filtered list
 * does not read every row. Measured with `npm run bench:lists`.
 */
export const listIndexes: Migration = {
  version: '0005-list-indexes',
  statements: [
    `CREATE INDEX pwd_types ON pwd_persons USING gin (disability_types)`,
    `CREATE INDEX pwd_severity ON pwd_persons (severity_class, registration_date DESC) WHERE deleted_at IS NULL`,
    `CREATE INDEX pwd_gender ON pwd_persons (gender, registration_date DESC) WHERE deleted_at IS NULL`,
    `CREATE INDEX pwd_card_status ON pwd_persons (card_status) WHERE deleted_at IS NULL`,
    `CREATE INDEX pwd_dob ON pwd_persons (dob) WHERE deleted_at IS NULL`,
    `CREATE INDEX pwd_name_ne ON pwd_persons (name_ne, id) WHERE deleted_at IS NULL`,
    `CREATE INDEX service_records_category ON service_records (category_id, service_date DESC) WHERE deleted_at IS NULL`,
  ],
};
