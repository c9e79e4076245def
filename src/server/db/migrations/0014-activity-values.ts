import type { Migration } from './migration';

/**
 * What an activity achieved on a date (issue 17 part 4): the output, expenditure, participants by
 * sex, the ward it happened in, the activity's own attributes and notes. The palika and the fiscal
 * year and four-month period are copied from the activity and the date, so that lists and totals
 * read one table. Its id is made by the client: a retried save is harmless.
 */
export const activityValues: Migration = {
  version: '0014-activity-values',
  statements: [
    `CREATE TABLE activity_values (
      id uuid PRIMARY KEY,
      activity_id uuid NOT NULL REFERENCES palika_activities(id),
      palika_id int NOT NULL REFERENCES palikas(id),
      fiscal_year int NOT NULL,
      trimester int NOT NULL CHECK (trimester BETWEEN 1 AND 3),
      record_date date NOT NULL,
      achieved_output numeric(12,2),
      expenditure_npr numeric(14,2),
      participants_male int,
      participants_female int,
      participants_other int,
      ward_no int,
      attributes jsonb NOT NULL DEFAULT '{}',
      notes text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text)`,
    `CREATE INDEX activity_values_palika ON activity_values (palika_id, fiscal_year, trimester, record_date DESC, id)
      WHERE deleted_at IS NULL`,
    `CREATE INDEX activity_values_date ON activity_values (record_date DESC, id) WHERE deleted_at IS NULL`,
    `CREATE INDEX activity_values_activity ON activity_values (activity_id, record_date DESC)
      WHERE deleted_at IS NULL`,
  ],
};
