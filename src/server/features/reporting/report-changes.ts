import type { Queryable } from '@/server/db/database';
import { PERSON_COUNTED_FIELDS } from '@/server/domain/person-counted-fields';
import { plannedInPeriod } from '@/server/domain/planned-periods';
import { type Sql, join, raw, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { MEASURES } from '@/shared/dashboards/figures';
import type { ReportState } from '@/shared/reporting/moves';
import { periodDays } from '@/shared/reporting/periods';
import type { ReportFigures } from './report-figures';
import type { ReportMoveEntry } from './report-history';
import type { ReportKey } from './report-key';

type ReportChange = Schemas['ReportChange'];

/** A column of the record `t` in SQL, as it stands or as it was before an audit entry `a`. */
type Column = (column: string, field: string, type: string) => Sql;

const asItStands: Column = (column) => sql`t.${raw(column)}`;

/**
 * As the record stood before the audit entry `a`: an update's diff keeps the old value of each
 * field it changed (`before`, by the record's field name); the fields it did not change are as
 * they stand. A create, delete or restore keeps no field before it: the record as it stands.
 */
const asItWas: Column = (column, field, type) =>
  sql`(CASE WHEN a.before ? ${field} THEN (a.before ->> ${field})::${raw(type)} ELSE t.${raw(column)} END)`;

/**
 * The kit's records that make a palika's figures, by the audit's entity: when a record counts in
 * the report, with the meaning the lock gives it (decision 0046; each kind's `countedIn`), over
 * the record `t` read by `col`: a FROM and its WHERE, in parentheses.
 */
function countedIn({ palikaId, fiscalYear, period }: ReportKey, col: Column): Record<string, Sql> {
  const last = periodDays(fiscalYear, period)?.last ?? '0001-01-01';
  const ofPeriod = sql`${col('fiscal_year', 'fiscalYear', 'int')} = ${fiscalYear}::int
    AND ${col('trimester', 'trimester', 'int')} = ${period}::int`;
  const palika = col('palika_id', 'palikaId', 'int');
  const ofServices = (alias: string) =>
    sql`${raw(alias)}.fiscal_year = ${fiscalYear}::int AND ${raw(alias)}.trimester = ${period}::int`;
  return {
    // Its date's period, at its palika or its person's.
    service: sql`service_records t WHERE (${ofPeriod} AND (${palika} = ${palikaId}::int
      OR EXISTS (SELECT 1 FROM pwd_persons p WHERE p.id = ${col('pwd_id', 'pwdId', 'uuid')}
        AND p.palika_id = ${palikaId}::int)))`,
    activity_value: sql`activity_values t WHERE (${palika} = ${palikaId}::int AND ${ofPeriod})`,
    // Registered at the palika by the period's end, or served in the period there or elsewhere.
    pwd: sql`pwd_persons t WHERE ((${palika} = ${palikaId}::int
        AND ${col('registration_date', 'registrationDate', 'date')} <= ${last}::date)
      OR EXISTS (SELECT 1 FROM service_records s WHERE s.pwd_id = t.id AND s.deleted_at IS NULL
        AND ${ofServices('s')} AND (s.palika_id = ${palikaId}::int OR ${palika} = ${palikaId}::int)))`,
    // Planned in the period, itself or its parent (a sub-activity makes its parent a heading); as
    // it stands only.
    activity: sql`palika_activities t WHERE (t.palika_id = ${palikaId}::int
      AND t.fiscal_year = ${fiscalYear}::int AND (${plannedInPeriod('t', sql`${period}::int`)}
        OR EXISTS (SELECT 1 FROM palika_activities up WHERE up.id = t.parent_id
          AND ${plannedInPeriod('up', sql`${period}::int`)})))`,
  };
}

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

/**
 * What changed since the move compared with: the figures that differ, and the records written since
 * that count in the report (not the palika's records of other periods).
 */
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
  const tables = countedIn(key, asItStands);
  const before = countedIn(key, asItWas);
  // A record counts now, or counted before the write: one moved out of the period (a service
  // re-dated into the next) changed the period's figures too.
  const counted = join(
    Object.entries(tables).map(
      ([entity, records]) =>
        sql`(a.entity = ${entity} AND (EXISTS (SELECT 1 FROM ${records} AND t.id::text = a.entity_id)
          OR (a.action = 'update' AND EXISTS (SELECT 1 FROM ${before[entity]} AND t.id::text = a.entity_id))))`,
    ),
    ' OR ',
  );
  const rows = await db.query<ReportChange['records'][number] & { total: number }>(
    sql`SELECT a.entity, a.entity_id AS "entityId", a.action, a.at, u.full_name AS by,
        count(*) OVER ()::int AS total
      FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.at > ${since.movedAt} AND a.entity = ANY(${Object.keys(tables)}::text[])
        AND (${counted})
        -- A person's change of a field no figure reads (a phone) changes nothing of the report.
        AND (a.entity <> 'pwd' OR a.action <> 'update' OR a.after ?| ${[...PERSON_COUNTED_FIELDS]}::text[])
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
