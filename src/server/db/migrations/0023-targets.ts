import type { Migration } from './migration';

/**
 * Targets (issue 19, decision 0029): one row per revision. A target holds for a fiscal year, a
 * scope (the nation, a province, a district, a batch or a palika; the ids of the places containing
 * it are kept too, for reading in scope) and a measure narrowed to a category, a standard activity
 * or an attribute. `identity` names the target across its revisions; at most one approved and one
 * proposed revision of an identity are live.
 */
export const targets: Migration = {
  version: '0023-targets',
  statements: [
    `CREATE TABLE targets (
      id uuid PRIMARY KEY,
      fiscal_year int NOT NULL,
      scope text NOT NULL CHECK (scope IN ('nation', 'province', 'district', 'batch', 'palika')),
      province_id int REFERENCES provinces(id),
      district_id int REFERENCES districts(id),
      palika_id int REFERENCES palikas(id),
      batch_id uuid REFERENCES batches(id),
      measure text NOT NULL CHECK (measure IN ('services', 'personsServed', 'serviceQuantity',
        'registered', 'cardsIssued', 'activityOutput', 'attributeSum')),
      category_id int REFERENCES service_categories(id),
      template_id int REFERENCES activity_templates(id),
      attribute_id int REFERENCES attribute_definitions(id),
      total numeric(14,2) NOT NULL CHECK (total >= 0),
      period_t1 numeric(14,2) CHECK (period_t1 >= 0),
      period_t2 numeric(14,2) CHECK (period_t2 >= 0),
      period_t3 numeric(14,2) CHECK (period_t3 >= 0),
      female numeric(14,2) CHECK (female >= 0),
      male numeric(14,2) CHECK (male >= 0),
      other numeric(14,2) CHECK (other >= 0),
      baseline numeric(14,2),
      baseline_fy int,
      budget_npr numeric(14,2) CHECK (budget_npr >= 0),
      source text CHECK (source IN ('palika_plan', 'province_dprp', 'partner', 'federal')),
      notes text,
      status text NOT NULL CHECK (status IN ('proposed', 'approved', 'superseded')),
      revision int NOT NULL DEFAULT 0,
      revision_of uuid REFERENCES targets(id),
      revision_reason text,
      approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
      approved_at timestamptz,
      identity text NOT NULL,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text)`,
    `CREATE UNIQUE INDEX targets_approved ON targets (identity)
      WHERE status = 'approved' AND deleted_at IS NULL`,
    `CREATE UNIQUE INDEX targets_proposed ON targets (identity)
      WHERE status = 'proposed' AND deleted_at IS NULL`,
    `CREATE INDEX targets_year ON targets (fiscal_year, scope, palika_id) WHERE deleted_at IS NULL`,
  ],
};
