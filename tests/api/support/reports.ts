import type { Queryable } from '@/server/db/database';

type State = 'open' | 'submitted' | 'approved' | 'accepted';

export interface ReportFixture {
  palikaId: number;
  fiscalYear: number;
  period: number;
  state: State;
  late?: boolean;
  /** Who made the last move (a demo account's username). */
  by?: string;
  /** A report open again: the reason of the return that opened it. */
  returnedBecause?: string;
  movedAt?: string;
}

const MOVE_TO: Record<State, [move: string, from: string]> = {
  open: ['return', 'submitted'],
  submitted: ['submit', 'open'],
  approved: ['approve', 'submitted'],
  accepted: ['accept', 'approved'],
};

/**
 * Puts reports in the states a test needs, as the cycle would have left them (the report's row
 * and the move that brought it there), without walking every move through the API: the board,
 * the inbox and the finality read what is stored, whoever stored it.
 */
export async function putReports(db: Queryable, reports: ReportFixture[]): Promise<void> {
  for (const report of reports) {
    const by = report.by ?? 'palika';
    const at = report.movedAt ?? '2026-08-01T06:00:00Z';
    const [move, from] = MOVE_TO[report.state];
    const key = [report.palikaId, report.fiscalYear, report.period];
    await db.query(
      `INSERT INTO report_periods (palika_id, fiscal_year, period, state, submitted_at, late, moved_at, moved_by)
        VALUES ($1, $2, $3, $4, $6, $5, $6, (SELECT id FROM users WHERE username = $7))
        ON CONFLICT (palika_id, fiscal_year, period) DO UPDATE SET state = EXCLUDED.state,
          late = EXCLUDED.late, moved_at = EXCLUDED.moved_at, moved_by = EXCLUDED.moved_by`,
      [...key, report.state, report.late ?? false, at, by],
    );
    await db.query(
      `INSERT INTO report_moves (palika_id, fiscal_year, period, move, from_state, to_state, moved_by, reason, digest, late, moved_at)
        VALUES ($1, $2, $3, $4, $5, $6, (SELECT id FROM users WHERE username = $7), $8, '{}', $9, $10)`,
      [
        ...key,
        move,
        from,
        report.state,
        by,
        report.returnedBecause ?? null,
        report.late ?? false,
        at,
      ],
    );
  }
}

/** The palikas of a district, by id. */
export async function palikasOf(db: Queryable, district: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT pa.id FROM palikas pa JOIN districts d ON d.id = pa.district_id
      WHERE d.name_en = $1 ORDER BY pa.id`,
    [district],
  );
  return rows.map((row) => row.id);
}

/** Reports of a palika waiting for its district's approval and its province's acceptance. */
export const putWaitingReports = (db: Queryable, palikaId: number) =>
  putReports(db, [
    { palikaId, fiscalYear: 2082, period: 2, state: 'approved', by: 'admin' },
    { palikaId, fiscalYear: 2082, period: 3, state: 'submitted', by: 'admin' },
  ]);

/** An inbox (the reader's own, whatever is asked) holding nothing of a palika. */
export const noItemOf = (body: { items: { palikaId: number | null }[] }, palikaId: number) =>
  body.items.every((item) => item.palikaId !== palikaId);
