import type { Queryable } from '@/server/db/database';
import { join, raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { MEASURES } from '@/shared/dashboards/figures';
import type { ReportState } from '@/shared/reporting/moves';
import type { ReportFigures } from './report-figures';
import type { ReportMoveEntry } from './report-history';
import type { ReportKey } from './report-key';

type ReportChange = Schemas['ReportChange'];

/** The kit's records that make a palika's figures, by the audit's entity: their table. */
const COUNTED_TABLES = {
  pwd: 'pwd_persons',
  service: 'service_records',
  activity: 'palika_activities',
  activity_value: 'activity_values',
} as const;

const RECORDS_SHOWN = 100;

/**
 * The move a report's figures are compared with: the last submission or approval before the move
 * that brought the report to where it stands (a resubmission is compared with the submission that
 * was returned, an approval with the submission before it), or the last one of all while it is open.
 */
export function comparedMove(
  history: ReportMoveEntry[],
  state: ReportState,
): ReportMoveEntry | undefined {
  const before = state === 'open' ? history : history.slice(0, -1);
  return before.filter((m) => m.move === 'submit' || m.move === 'approve').at(-1);
}

/** What changed since the move compared with: the figures that differ, and the palika's records written since. */
export async function reportChanges(
  db: Queryable,
  key: ReportKey,
  since: ReportMoveEntry | undefined,
  now: ReportFigures,
): Promise<ReportChange | null> {
  if (!since) return null;
  const figures = MEASURES.filter((m) => since.figures[m] !== now[m]).map((measure) => ({
    measure,
    before: since.figures[measure],
    now: now[measure],
  }));
  const counted = join(
    Object.entries(COUNTED_TABLES).map(
      ([entity, table]) =>
        sql`(a.entity = ${entity} AND EXISTS (SELECT 1 FROM ${raw(table)} t WHERE t.id::text = a.entity_id AND t.palika_id = ${key.palikaId}))`,
    ),
    ' OR ',
  );
  const rows = await db.query<ReportChange['records'][number] & { total: number }>(
    sql`SELECT a.entity, a.entity_id AS "entityId", a.action, a.at, u.full_name AS by,
        count(*) OVER ()::int AS total
      FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.at > ${since.movedAt} AND a.entity = ANY(${Object.keys(COUNTED_TABLES)}::text[])
        AND (${counted})
      ORDER BY a.at DESC, a.id DESC LIMIT ${RECORDS_SHOWN}`,
  );
  return {
    since: since.move as ReportChange['since'],
    at: since.movedAt,
    figures,
    records: rows.map(({ total: _total, ...row }) => row),
    recordsTotal: rows[0]?.total ?? 0,
  };
}
