import { raw, type Sql, sql } from '@/server/platform/sql';
import type { RowLevel } from './board-place';

/** One place × period of the board as the query answers it (key null: the whole area). */
export interface BoardCellRow {
  key: number | null;
  period: number;
  expected: number;
  submitted: number;
  on_time: number;
  late: number;
  approved: number;
  accepted: number;
  returned: number;
  /** A palika row's own state (meaningless for a larger place). */
  state: string;
  name_en: string | null;
  name_ne: string | null;
  province_id: number | null;
  district_id: number | null;
}

const KEY: Record<RowLevel, string> = {
  province: 'pl.province_id',
  district: 'pl.district_id',
  palika: 'pl.id',
};

const NAMES: Record<RowLevel, string> = {
  province:
    'SELECT id, name_en, name_ne, id AS province_id, NULL::int AS district_id FROM provinces',
  district: 'SELECT id, name_en, name_ne, province_id, id AS district_id FROM districts',
  palika: 'SELECT id, name_en, name_ne, province_id, district_id FROM pl',
};

const SUBMITTED = sql`r.state IN ('submitted', 'approved', 'accepted')`;

/**
 * The status board in one statement: the area's palikas (`palikas`, a statement of
 * `areaPalikas`) × the three periods of a fiscal year, left-joined to their reports (no row is
 * open), counted per place one level down and for the whole area (grouping sets), with the
 * places' names (provinces in their order, others by name). A report open again with a move behind it was returned or reopened.
 */
export function boardSql(palikas: Sql, rowLevel: RowLevel, fiscalYear: number): Sql {
  const key = raw(KEY[rowLevel]);
  return sql`WITH pl AS (${palikas}),
    cells AS (
      SELECT ${key} AS key, p.period,
        count(*)::int AS expected,
        count(*) FILTER (WHERE ${SUBMITTED})::int AS submitted,
        count(*) FILTER (WHERE ${SUBMITTED} AND NOT r.late)::int AS on_time,
        count(*) FILTER (WHERE ${SUBMITTED} AND r.late)::int AS late,
        count(*) FILTER (WHERE r.state IN ('approved', 'accepted'))::int AS approved,
        count(*) FILTER (WHERE r.state = 'accepted')::int AS accepted,
        count(*) FILTER (WHERE r.state = 'open' AND EXISTS (SELECT 1 FROM report_moves m
          WHERE m.palika_id = r.palika_id AND m.fiscal_year = r.fiscal_year AND m.period = r.period
            AND m.to_state = 'open'))::int AS returned,
        coalesce(min(r.state), 'open') AS state,
        GROUPING(${key}) AS whole
      FROM pl CROSS JOIN (VALUES (1), (2), (3)) AS p (period)
        LEFT JOIN report_periods r
          ON r.palika_id = pl.id AND r.fiscal_year = ${fiscalYear} AND r.period = p.period
      GROUP BY GROUPING SETS ((${key}, p.period), (p.period)))
    SELECT CASE WHEN c.whole = 1 THEN NULL ELSE c.key END AS key, c.period, c.expected,
      c.submitted, c.on_time, c.late, c.approved, c.accepted, c.returned, c.state,
      n.name_en, n.name_ne, n.province_id, n.district_id
    FROM cells c LEFT JOIN (${raw(NAMES[rowLevel])}) n ON c.whole = 0 AND n.id = c.key
    ORDER BY c.whole DESC, ${raw(rowLevel === 'province' ? 'c.key' : 'n.name_en')}, c.key, c.period`;
}
