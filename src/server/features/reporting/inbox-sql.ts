import { type Sql, join, raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

/** A period's report a palika user is asked for: its fiscal year, period and due date. */
export interface DueCandidate {
  fiscalYear: number;
  period: number;
  due: string;
}

/** One waiting thing as the inbox's statement answers it, with the count of all. */
export interface InboxRow {
  kind: string;
  palika_id: number | null;
  fiscal_year: number;
  period: number | null;
  due: string | null;
  late: boolean;
  since: Date | string | null;
  by_name: string | null;
  reason: string | null;
  comments: Schemas['ReportErrorComment'][] | null;
  target_id: string | null;
  measure: string | null;
  scope: string | null;
  province_id: number | null;
  district_id: number | null;
  batch_id: string | null;
  place_en: string;
  place_ne: string;
  total: number;
}

const COLUMNS = `kind, rank, palika_id, fiscal_year, period, due, late, since, by_id, reason,
  comments, target_id, measure, scope, province_id, district_id, batch_id`;

/**
 * Reports in one state in the reader's palikas (`pl`): submissions to approve, with the comments
 * the submission made on the period's errors (decision 0053), and approvals to accept.
 */
export const waitingIn = (kind: 'approve' | 'accept', state: string): Sql =>
  sql`SELECT ${kind}::text, 1, r.palika_id, r.fiscal_year, r.period::int, NULL::date, r.late,
      r.moved_at, r.moved_by, NULL::text, ${
        kind === 'approve'
          ? sql`(SELECT m.comments FROM report_moves m WHERE m.palika_id = r.palika_id
              AND m.fiscal_year = r.fiscal_year AND m.period = r.period ORDER BY m.id DESC LIMIT 1)`
          : sql`NULL::jsonb`
      }, NULL::uuid, NULL::text, NULL::text, NULL::int, NULL::int, NULL::uuid
    FROM report_periods r JOIN pl ON pl.id = r.palika_id WHERE r.state = ${state}`;

/** The reader's palikas' reports open again, with the reason and author of the move that opened them. */
export const returned = (): Sql =>
  sql`SELECT 'returned', 2, r.palika_id, r.fiscal_year, r.period::int, NULL::date, r.late,
      m.moved_at, m.moved_by, m.reason, NULL::jsonb, NULL::uuid, NULL::text, NULL::text, NULL::int, NULL::int, NULL::uuid
    FROM report_periods r JOIN pl ON pl.id = r.palika_id
      CROSS JOIN LATERAL (SELECT moved_at, moved_by, reason FROM report_moves m
        WHERE m.palika_id = r.palika_id AND m.fiscal_year = r.fiscal_year AND m.period = r.period
        ORDER BY m.id DESC LIMIT 1) m
    WHERE r.state = 'open'`;

/** The candidate periods no report was ever made of, in the reader's palikas: overdue, or due soon. */
export const dueIn = (candidates: DueCandidate[], today: string): Sql =>
  sql`SELECT CASE WHEN c.due < ${today}::date THEN 'overdue' ELSE 'due' END,
      CASE WHEN c.due < ${today}::date THEN 3 ELSE 4 END, pl.id, c.fiscal_year, c.period, c.due,
      false, NULL::timestamptz, NULL::uuid, NULL::text, NULL::jsonb, NULL::uuid, NULL::text, NULL::text, NULL::int, NULL::int, NULL::uuid
    FROM pl CROSS JOIN unnest(${candidates.map((c) => c.fiscalYear)}::int[],
        ${candidates.map((c) => c.period)}::int[], ${candidates.map((c) => c.due)}::date[])
        AS c (fiscal_year, period, due)
    WHERE NOT EXISTS (SELECT 1 FROM report_periods r
      WHERE r.palika_id = pl.id AND r.fiscal_year = c.fiscal_year AND r.period = c.period)`;

/** Proposed targets the reader approves: all for administrators, else those of their provinces. */
export const proposals = (provinceIds: number[] | 'all'): Sql =>
  sql`SELECT 'targetProposal', 5, t.palika_id, t.fiscal_year, NULL::int, NULL::date, false,
      t.updated_at, t.updated_by, NULL::text, NULL::jsonb, t.id, t.measure, t.scope, t.province_id, t.district_id, t.batch_id
    FROM targets t WHERE t.status = 'proposed' AND t.deleted_at IS NULL
      AND ${provinceIds === 'all' ? sql`TRUE` : sql`t.scope <> 'nation' AND t.province_id = ANY(${provinceIds}::int[])`}`;

/**
 * Everything waiting, in one statement over the reader's palikas (`palikas`): the parts the
 * reader's role has, counted in all, the first `limit` by kind then oldest first, with the names
 * of the place (a target's own place) and of whoever moved or proposed it.
 */
export function inboxSql(palikas: Sql, parts: Sql[], limit: number): Sql {
  return sql`WITH pl AS (${palikas}),
    waiting (${raw(COLUMNS)}) AS (${join(parts, ' UNION ALL ')})
    SELECT w.kind, w.palika_id, w.fiscal_year, w.period, to_char(w.due, 'YYYY-MM-DD') AS due,
      w.late, w.since, u.full_name AS by_name, w.reason, w.comments, w.target_id, w.measure, w.scope,
      w.province_id, w.district_id, w.batch_id,
      coalesce(pa.name_en, b.name_en, d.name_en, pr.name_en, 'Nepal') AS place_en,
      coalesce(pa.name_ne, b.name_ne, d.name_ne, pr.name_ne, 'नेपाल') AS place_ne,
      count(*) OVER ()::int AS total
    FROM waiting w
      LEFT JOIN users u ON u.id = w.by_id
      LEFT JOIN palikas pa ON pa.id = w.palika_id
      LEFT JOIN batches b ON b.id = w.batch_id
      LEFT JOIN districts d ON d.id = w.district_id
      LEFT JOIN provinces pr ON pr.id = w.province_id
    ORDER BY w.rank, w.since, w.due, w.fiscal_year, w.period, pa.name_en, w.target_id
    LIMIT ${limit}`;
}
