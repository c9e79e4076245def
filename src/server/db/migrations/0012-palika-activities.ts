import type { Migration } from './migration';

/**
 * A palika's activity hierarchy for a fiscal year (DOMAIN.md §7.5): activities and their
 * sub-activities (a third level only with a recorded reason), each with its plan, budget and
 * planned output per four-month period. Its id is made by the client.
 */
export const palikaActivities: Migration = {
  version: '0012-palika-activities',
  statements: [
    `CREATE TABLE palika_activities (
      id uuid PRIMARY KEY,
      palika_id int NOT NULL REFERENCES palikas(id),
      fiscal_year int NOT NULL,
      parent_id uuid REFERENCES palika_activities(id),
      level int NOT NULL CHECK (level BETWEEN 1 AND 3),
      level_reason text,
      sort_order int NOT NULL DEFAULT 0,
      code text NOT NULL,
      name_ne text NOT NULL,
      name_en text,
      service_category_id int REFERENCES service_categories(id),
      batch_id uuid REFERENCES batches(id),
      responsible_role text CHECK (responsible_role IN ('cbrf', 'fchv', 'health_facility', 'school', 'ward', 'palika_section', 'opd')),
      planned_start date,
      planned_end date,
      actual_start date,
      actual_end date,
      unit text NOT NULL,
      budget_npr numeric(14,2),
      budget_head text,
      funding_source text,
      planned_output_t1 numeric(12,2),
      planned_output_t2 numeric(12,2),
      planned_output_t3 numeric(12,2),
      status text NOT NULL CHECK (status IN ('planned', 'ongoing', 'completed', 'postponed', 'cancelled')),
      progress_note text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text)`,
    `CREATE UNIQUE INDEX palika_activities_code ON palika_activities (palika_id, fiscal_year, code)
      WHERE deleted_at IS NULL`,
    `CREATE INDEX palika_activities_tree ON palika_activities (palika_id, fiscal_year, parent_id, sort_order)`,
  ],
};
