import type { Migration } from './migration';

/**
 * The four-monthly reporting cycle (issue 39): one report per palika × fiscal year × period, its
 * state and version (no row is `open`), and every move made on it with who, when, through which
 * group, the reason and the digest of the period's figures at that moment.
 */
export const reportPeriods: Migration = {
  version: '0030-report-periods',
  statements: [
    `CREATE TABLE report_periods (
      palika_id integer NOT NULL REFERENCES palikas(id),
      fiscal_year integer NOT NULL,
      period smallint NOT NULL CHECK (period BETWEEN 1 AND 3),
      state text NOT NULL CHECK (state IN ('open', 'submitted', 'approved', 'accepted')),
      version integer NOT NULL DEFAULT 1,
      submitted_at timestamptz,
      late boolean NOT NULL DEFAULT false,
      moved_at timestamptz NOT NULL,
      moved_by uuid NOT NULL REFERENCES users(id),
      PRIMARY KEY (palika_id, fiscal_year, period))`,
    `CREATE INDEX report_periods_year ON report_periods (fiscal_year, period, state)`,
    `CREATE TABLE report_moves (
      id bigserial PRIMARY KEY,
      palika_id integer NOT NULL,
      fiscal_year integer NOT NULL,
      period smallint NOT NULL,
      move text NOT NULL CHECK (move IN ('submit', 'return', 'approve', 'accept', 'reopen')),
      from_state text NOT NULL,
      to_state text NOT NULL,
      moved_by uuid NOT NULL REFERENCES users(id),
      via_group_id uuid REFERENCES users(id),
      reason text,
      digest jsonb NOT NULL,
      late boolean NOT NULL DEFAULT false,
      moved_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (palika_id, fiscal_year, period)
        REFERENCES report_periods (palika_id, fiscal_year, period))`,
    `CREATE INDEX report_moves_report ON report_moves (palika_id, fiscal_year, period, id)`,
  ],
};
