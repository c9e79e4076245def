import type { Migration } from './migration';

/**
 * Attribute definitions widened to DOMAIN.md §7.6 (money, percent, long text, a reference to a
 * ward, disaggregated counts; help, unit, an aggregation rule, active fiscal years, order) and the
 * programmes' standard activities that palikas adopt into their hierarchy (§7.5, `palika_id` null
 * there). An activity remembers the template it came from and the attributes it reports.
 */
export const activityTemplates: Migration = {
  version: '0013-activity-templates',
  statements: [
    `ALTER TABLE attribute_definitions
      ADD COLUMN help_en text,
      ADD COLUMN help_ne text,
      ADD COLUMN unit text,
      ADD COLUMN aggregation text NOT NULL DEFAULT 'sum'
        CHECK (aggregation IN ('sum', 'avg', 'max', 'last', 'count')),
      ADD COLUMN disaggregation jsonb,
      ADD COLUMN ref_kind text CHECK (ref_kind IN ('ward')),
      ADD COLUMN active_from_fy int NOT NULL DEFAULT 2075,
      ADD COLUMN active_to_fy int,
      ADD COLUMN sort_order int NOT NULL DEFAULT 0`,
    `CREATE TABLE activity_templates (
      id serial PRIMARY KEY,
      programme text NOT NULL,
      parent_id int REFERENCES activity_templates(id),
      code text NOT NULL,
      name_en text NOT NULL,
      name_ne text NOT NULL,
      unit text NOT NULL,
      service_category_id int REFERENCES service_categories(id),
      sort_order int NOT NULL DEFAULT 0,
      active_from_fy int NOT NULL DEFAULT 2075,
      active_to_fy int,
      version int NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      UNIQUE (programme, code))`,
    `CREATE TABLE template_attributes (
      template_id int NOT NULL REFERENCES activity_templates(id),
      attribute_id int NOT NULL REFERENCES attribute_definitions(id),
      sort_order int NOT NULL DEFAULT 0,
      PRIMARY KEY (template_id, attribute_id))`,
    `ALTER TABLE palika_activities
      ADD COLUMN template_id int REFERENCES activity_templates(id),
      ADD COLUMN attribute_ids int[] NOT NULL DEFAULT '{}'`,
    // What an activity's sub-activities budget together is read with every activity.
    `CREATE INDEX palika_activities_parent ON palika_activities (parent_id) WHERE deleted_at IS NULL`,
  ],
};
