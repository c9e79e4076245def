import { type PlaceFilters, placeConditions, scopeAndPlace } from '@/server/access/place-filter';
import type { TenantScope } from '@/server/access/tenant-scope';
import { type Queryable, queryOne } from '@/server/db/database';
import { notFound } from '@/server/platform/http-error';
import { and, raw, type Sql, sql } from '@/server/platform/sql';
import { type RecordAccess, type RecordKind, type TenantRecord, ownerOfKind } from './record-kind';
import { rowLocks } from './record-row-lock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind<Rec extends TenantRecord = TenantRecord> = RecordKind<Rec, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Access<Rec extends TenantRecord> = RecordAccess<Rec, any>;

export interface ListQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface ExportQuery {
  after?: string;
  limit?: number;
}

/** A record in the caller's scope, deleted or not; 404 when absent or outside it. */
export async function getRecord<Rec extends TenantRecord>(
  { kind, db, tenant }: Access<Rec>,
  id: string,
): Promise<Rec> {
  const row = await queryOne<Record<string, unknown>>(
    db,
    sql`SELECT ${raw(kind.select)} FROM ${raw(kind.from)}
      WHERE ${raw(kind.alias)}.id = ${id} AND ${ownerCondition(kind, tenant)}`,
  );
  if (!row) throw notFound();
  return kind.recordOf(row);
}

/** The caller's scope over a kind's owner column, or over its places (decision 0029). */
export const ownerCondition = (kind: AnyKind, tenant: TenantScope) => {
  if (kind.places) return kind.places.readSql(tenant, kind.alias);
  const { level, column } = ownerOfKind(kind);
  return tenant.ownerSql(level, `${kind.alias}.${column}`);
};

/** The WHERE of a filtered list or export: the caller's scope, deleted or not, the place, the kind's own filters. */
export function recordWhere<Filters extends PlaceFilters>(
  kind: AnyKind,
  tenant: TenantScope,
  filters: Filters,
): Sql {
  if (kind.places) {
    const deleted = filters.deleted ? sql`IS NOT NULL` : sql`IS NULL`;
    return and([
      kind.places.readSql(tenant, kind.alias),
      sql`${raw(kind.alias)}.deleted_at ${deleted}`,
      ...kind.filters(filters),
    ]);
  }
  const { level } = ownerOfKind(kind);
  return and([...placeConditions(tenant, kind.alias, filters, level), ...kind.filters(filters)]);
}

/**
 * Lists count their matches exactly up to this many; beyond, the total is "more than" this. An
 * exact count of a national list reads every matching row (200 ms and more on 6.5 lakh persons);
 * nobody pages through a lakh of rows, and the dashboards give exact totals of any size.
 */
export const COUNT_CAP = 100_000;

/**
 * Sums of a list's filtered set (the services' records, persons, quantity…), read in the same pass
 * over its rows as its count: `columns` are aggregates over the kind's alias.
 */
export interface ListTotals {
  /** The columns the aggregates read (only these are fetched: a whole row costs twice the time). */
  reads: readonly string[];
  columns: Sql;
  totalsOf(row: Record<string, unknown>): object;
  /** Where the count and the same totals are kept by place, for a list filtered by place alone. */
  summary?: ListSummary;
}

/**
 * A table kept by the kind's writes (in their transaction) that holds a list's count (`total`) and
 * totals by its owner's place: a list whose only filters are places reads it instead of its rows.
 */
export interface ListSummary {
  table: string;
  /** `total` and the totals' columns, aggregated over the kind's alias. */
  columns: Sql;
}

/**
 * The summary's count and totals of a list filtered by nothing but places, live records only; else
 * null. Like a count of the rows, it reads at most COUNT_CAP of the summary's rows (a nation's
 * lakhs of persons are not summed on every page): beyond, "more than" and no totals.
 */
async function summaryCount<Filters extends PlaceFilters>(
  { kind, db, tenant }: { kind: AnyKind; db: Queryable; tenant: TenantScope },
  filters: Filters,
  totals?: ListTotals,
) {
  const summary = totals?.summary;
  if (!summary || kind.places || filters.deleted || filters.wardId) return null;
  if (kind.filters(filters).length > 0) return null;
  const { level } = ownerOfKind(kind);
  const where = and(scopeAndPlace(tenant, kind.alias, filters, level));
  const alias = raw(kind.alias);
  const [row] = await db.query<{ summed: number; total: number } & Record<string, unknown>>(
    sql`SELECT count(*)::int AS summed, ${summary.columns}
      FROM (SELECT ${alias}.* FROM ${raw(`${summary.table} ${kind.alias}`)} WHERE ${where}
        LIMIT ${COUNT_CAP + 1}) ${alias}`,
  );
  // More summary rows than the cap means more records too: "more than", as a count of the rows says.
  if (row.summed > COUNT_CAP) return { total: COUNT_CAP, totalExact: false, totals: null };
  return { total: row.total, totalExact: true, totals: totals.totalsOf(row) };
}

/**
 * How many records match, exactly up to COUNT_CAP, with the totals of the set when it was counted
 * exactly (null beyond: they would be of the first COUNT_CAP rows only).
 */
async function cappedCount(kind: AnyKind, db: Queryable, where: Sql, totals?: ListTotals) {
  const table = raw(`${kind.table} ${kind.alias}`);
  const [row] = await db.query<{ total: number } & Record<string, unknown>>(
    totals
      ? sql`SELECT count(*)::int AS total, ${totals.columns}
          FROM (SELECT ${raw(totals.reads.map((column) => `${kind.alias}.${column}`).join(', '))}
            FROM ${table} WHERE ${where} LIMIT ${COUNT_CAP + 1}) ${raw(kind.alias)}`
      : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${table}
          WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`,
  );
  const total = row?.total ?? 0;
  const totalExact = total <= COUNT_CAP;
  return {
    total: Math.min(total, COUNT_CAP),
    totalExact,
    ...(totals ? { totals: totalExact ? totals.totalsOf(row ?? {}) : null } : {}),
  };
}

function orderOf(kind: AnyKind, query: ListQuery): Sql {
  const column = query.sort ? kind.sorts?.[query.sort] : undefined;
  if (!column) return raw(kind.defaultOrder);
  const direction = query.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST';
  return raw(`${column} ${direction}, ${kind.alias}.id`);
}

/** A page's rows as the list answers them, each with the locked period it counts in, if any. */
async function itemsOf(kind: AnyKind, db: Queryable, rows: Record<string, unknown>[]) {
  const records = rows.map((row) => kind.recordOf(row));
  const itemOf = kind.itemOf ?? ((record: TenantRecord) => record);
  const locks = kind.countedIn?.listed ? await rowLocks(db, kind.countedIn, records) : undefined;
  return records.map((record) => {
    const lock = locks?.get(record._id);
    return lock ? { ...itemOf(record), periodLock: lock } : itemOf(record);
  });
}

/** One page of the records the caller may see, with a capped count of all that match (and their totals). */
export async function listRecords<Rec extends TenantRecord>(
  { kind, db, tenant }: Access<Rec>,
  query: ListQuery & PlaceFilters,
  totals?: ListTotals,
) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const where = recordWhere(kind, tenant, query);
  const [items, count] = await Promise.all([
    db
      .query(
        sql`SELECT ${raw(kind.select)} FROM ${raw(kind.from)} WHERE ${where}
          ORDER BY ${orderOf(kind, query)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      )
      .then((rows) => itemsOf(kind, db, rows)),
    summaryCount({ kind, db, tenant }, query, totals).then(
      (summed) => summed ?? cappedCount(kind, db, where, totals),
    ),
  ]);
  return { items, ...count, page, pageSize, where };
}

/**
 * A chunk of the filtered records in id order, for an export file; `next` continues after the
 * last. The whole set is counted once, on the first chunk; later chunks answer `total: null`.
 */
export async function exportRecords<Rec extends TenantRecord>(
  { kind, db, tenant }: Access<Rec>,
  query: ExportQuery & PlaceFilters,
) {
  const limit = query.limit ?? 1000;
  const where = recordWhere(kind, tenant, query);
  const after = query.after ? sql` AND ${raw(kind.alias)}.id > ${query.after}` : sql``;
  const table = raw(`${kind.table} ${kind.alias}`);
  const [rows, counted] = await Promise.all([
    db.query(
      sql`SELECT ${raw(kind.select)} FROM ${raw(kind.from)} WHERE ${where}${after}
        ORDER BY ${raw(kind.alias)}.id LIMIT ${limit}`,
    ),
    query.after
      ? Promise.resolve(undefined)
      : queryOne<{ total: number }>(
          db,
          sql`SELECT count(*)::int AS total FROM ${table} WHERE ${where}`,
        ),
  ]);
  const items = rows.map((row) => kind.recordOf(row));
  return {
    items,
    total: query.after ? null : (counted?.total ?? 0),
    next: items.length === limit ? items[items.length - 1]._id : null,
  };
}
