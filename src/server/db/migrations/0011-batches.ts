import type { Migration } from './migration';

/**
 * Programme batches (DOMAIN.md §7.4): a cohort of a province's palikas admitted together, and each
 * member's dates, agreement and status. A batch belongs to its province; its id is made by the
 * client. The one-active-cohort rule is kept by the write, under a lock (batch-checks.ts).
 */
export const batches: Migration = {
  version: '0011-batches',
  statements: [
    `CREATE TABLE batches (
      id uuid PRIMARY KEY,
      code text NOT NULL,
      name_en text NOT NULL,
      name_ne text NOT NULL,
      batch_type text NOT NULL DEFAULT 'palika_cohort'
        CHECK (batch_type IN ('palika_cohort', 'training_cohort')),
      programme_name text NOT NULL,
      province_id int NOT NULL REFERENCES provinces(id),
      selecting_authority text,
      call_for_proposal_date date,
      entry_fiscal_year int NOT NULL,
      start_date date NOT NULL,
      planned_end_date date NOT NULL,
      actual_end_date date,
      phase_schedule jsonb NOT NULL,
      cost_share jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL CHECK (status IN ('planned', 'active', 'completed', 'cancelled')),
      description text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      deleted_at timestamptz,
      deleted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      delete_reason text,
      CHECK (planned_end_date > start_date))`,
    `CREATE UNIQUE INDEX batches_code ON batches (code) WHERE deleted_at IS NULL`,
    `CREATE INDEX batches_province ON batches (province_id, entry_fiscal_year)`,
    `CREATE TABLE batch_palikas (
      batch_id uuid NOT NULL REFERENCES batches(id),
      palika_id int NOT NULL REFERENCES palikas(id),
      joined_on date NOT NULL,
      exited_on date,
      agreement_no text,
      agreement_date date,
      status text NOT NULL CHECK (status IN ('active', 'withdrawn', 'graduated')),
      PRIMARY KEY (batch_id, palika_id),
      CHECK (exited_on IS NULL OR exited_on > joined_on))`,
    `CREATE INDEX batch_palikas_palika ON batch_palikas (palika_id)`,
  ],
};
