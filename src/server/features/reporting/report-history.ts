import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { MEASURES } from '@/shared/dashboards/figures';
import type { ReportFigures } from './report-figures';
import type { ReportKey } from './report-key';

export type ReportMoveEntry = Schemas['ReportMoveEntry'];

/** A stored digest as the contract answers it: every measure, 0 for one counted since it was taken. */
export function figuresOf(digest: Record<string, unknown> | null | undefined): ReportFigures {
  return Object.fromEntries(
    MEASURES.map((measure) => [measure, Number(digest?.[measure] ?? 0)]),
  ) as ReportFigures;
}

/**
 * Every move of a report, oldest first, with who made it, through which group, its reason, a
 * submission's comments on its errors (none for another move), and its digest.
 */
export async function reportHistory(db: Queryable, key: ReportKey): Promise<ReportMoveEntry[]> {
  const rows = await db.query<
    Omit<ReportMoveEntry, 'figures'> & { digest: Record<string, unknown> }
  >(
    sql`SELECT m.id::int AS id, m.move, m.from_state AS "fromState", m.to_state AS "toState",
        m.moved_at AS "movedAt", json_build_object('id', u.id, 'name', u.full_name) AS "movedBy",
        CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'name', g.full_name) END AS "viaGroup",
        m.reason, COALESCE(m.comments, '[]'::jsonb) AS comments, m.late, m.digest
      FROM report_moves m JOIN users u ON u.id = m.moved_by LEFT JOIN users g ON g.id = m.via_group_id
      WHERE m.palika_id = ${key.palikaId} AND m.fiscal_year = ${key.fiscalYear} AND m.period = ${key.period}
      ORDER BY m.id LIMIT 1000`,
  );
  return rows.map(({ digest, ...row }) => ({ ...row, figures: figuresOf(digest) }));
}
