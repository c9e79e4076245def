import type { Queryable } from '@/server/db/database';
import { HttpError } from '@/server/platform/http-error';
import { type Sql, join, sql } from '@/server/platform/sql';
import { fiscalPeriodOf } from '@/shared/fiscal-year';
import type { CountedIn, CountedReport, ReportRef } from './record-kind';

/** The states in which a report's figures may no longer change (issue 39 §2). */
export const LOCKED_STATES = ['submitted', 'approved', 'accepted'] as const;

/**
 * The report of a palika that a date (ISO) falls in, with what counts there; none without a palika
 * or a date the calendar knows (the kind's own check then refuses the input).
 */
export function reportsAt(palikaId: unknown, date: unknown, counts?: unknown): CountedReport[] {
  if (typeof palikaId !== 'number' || typeof date !== 'string') return [];
  const at = fiscalPeriodOf(date);
  if (!at) return [];
  const report = { palikaId, fiscalYear: at.fiscalYear, period: at.trimester };
  return [counts === undefined ? report : { ...report, counts }];
}

/** The named fields of a record, what its reports' figures read of it. */
export const countedFields = (fields: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, fields[name] ?? null]));

/** A uuid as text, to name another record in SQL only when it is one. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value);

/** A record as it stands on one side of a write: absent before a create and after a delete. */
export interface LockSide {
  id: string;
  fields?: Record<string, unknown>;
}

/** One text for a value whatever order its keys or its list's items came in. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const items = value.map(canonical);
    return items.every((item) => typeof item !== 'object' || item === null)
      ? [...items].sort()
      : items;
  }
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const keyOf = (report: ReportRef) => `${report.palikaId}/${report.fiscalYear}/${report.period}`;
const signatureOf = (report: CountedReport) =>
  `${keyOf(report)}|${report.counts === undefined ? '*' : JSON.stringify(canonical(report.counts))}`;

/**
 * The reports a write touches: every report of a record made, deleted or restored; for an update,
 * the reports it leaves or enters and those whose counted part changes (any without `counts`).
 */
export function touchedReports(
  before: readonly CountedReport[] | undefined,
  after: readonly CountedReport[] | undefined,
): ReportRef[] {
  if (!before || !after) return [...(before ?? []), ...(after ?? [])];
  const had = new Set(before.map(signatureOf));
  const has = new Set(after.map(signatureOf));
  const changed = (others: Set<string>) => (report: CountedReport) =>
    report.counts === undefined || !others.has(signatureOf(report));
  return [...before.filter(changed(has)), ...after.filter(changed(had))];
}

interface LockedRow {
  palika_id: number;
  fiscal_year: number;
  period: number;
  state: string;
  moved_at: Date | string;
  moved_by: string | null;
}

/** The refusal of a write into a locked report: which one, its state, who moved it there and when. */
export function periodLocked(row: LockedRow): HttpError {
  const error = new HttpError(
    409,
    'periodLocked',
    `This record counts in a period that is ${row.state}: it changes only when the period is returned or reopened`,
  );
  error.details = {
    palikaId: row.palika_id,
    fiscalYear: row.fiscal_year,
    period: row.period,
    state: row.state,
    movedBy: row.moved_by ?? '',
    movedAt: new Date(row.moved_at).toISOString(),
  };
  return error;
}

const refRows = (reports: readonly ReportRef[]) =>
  join(reports.map((r) => sql`(${r.palikaId}::int, ${r.fiscalYear}::int, ${r.period}::smallint)`));

/**
 * Refuses (409 `periodLocked`) a write whose record, before or after it, counts in a submitted,
 * approved or accepted report, in one indexed read of `report_periods` for every report touched.
 * The rows read are held (FOR SHARE) to the write's commit, so a move of a report already in the
 * table waits for the write, and its digest then counts it.
 */
export async function assertReportsOpen(
  tx: Queryable,
  countedIn: CountedIn | undefined,
  before: LockSide | undefined,
  after: LockSide | undefined,
): Promise<void> {
  if (!countedIn) return;
  const own = touchedReports(
    before?.fields && countedIn.reports(before.fields),
    after?.fields && countedIn.reports(after.fields),
  );
  const sides = [before, after].filter((side): side is Required<LockSide> => !!side?.fields);
  // Through other records only when the record itself changes where or what it counts.
  const through: Sql[] =
    countedIn.through && own.length
      ? sides.flatMap((side) => countedIn.through?.(side.id, side.fields) ?? [])
      : [];
  if (!own.length && !through.length) return;
  const sources = [
    ...(own.length
      ? [sql`SELECT * FROM (VALUES ${refRows(own)}) t(palika_id, fiscal_year, period)`]
      : []),
    ...through,
  ];
  const rows = await tx.query<LockedRow>(
    sql`SELECT rp.palika_id, rp.fiscal_year, rp.period, rp.state, rp.moved_at, u.full_name AS moved_by
      FROM report_periods rp LEFT JOIN users u ON u.id = rp.moved_by
      WHERE (rp.palika_id, rp.fiscal_year, rp.period) IN (${join(sources, ' UNION ')})
      ORDER BY rp.fiscal_year, rp.period, rp.palika_id
      FOR SHARE OF rp`,
  );
  const locked = rows.find((row) => (LOCKED_STATES as readonly string[]).includes(row.state));
  if (locked) throw periodLocked(locked);
}

/**
 * A feature's own change of a record outside the kit's update (a target approved, the revision it
 * replaces superseded) passes the same lock: refused while the record counts in a locked report.
 */
export async function assertRecordChangeable(
  tx: Queryable,
  kind: { countedIn?: CountedIn },
  record: { _id: string },
): Promise<void> {
  await assertReportsOpen(tx, kind.countedIn, { id: record._id, fields: { ...record } }, undefined);
}
