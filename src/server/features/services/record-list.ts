import { cappedCount } from '@/server/db/capped-count';
import type { Queryable } from '@/server/db/database';
import { bornBetween } from '@/server/features/pwd/profile-list';
import type { TenantScope } from '@/server/features/scope/tenant';
import { tenantWhere } from '@/server/features/scope/tenant-where';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { fiscalRange } from '@/shared/fiscal-year';
import type { AgeBand } from '@/shared/pwd/enums';
import { CATEGORY_SUBTREE } from './category-subtree';
import { RECORD_FROM, RECORD_SELECT, recordOf } from './record-row';

export type RecordFilters = Omit<QueryOf<'listServiceRecords'>, 'page' | 'pageSize'>;

/** The WHERE clause of a filtered list of records, always inside the caller's scope. */
export function recordWhere(
  tenant: TenantScope,
  filters: RecordFilters,
): { sql: string; params: unknown[] } {
  const { add, params, sql } = tenantWhere(tenant, 'r', filters);
  if (filters.fiscalYear) add('r.fiscal_year = $N', filters.fiscalYear);
  if (filters.trimester) add('r.trimester = $N', filters.trimester);
  // The same period as a date range, so that the date index is read only over it.
  const range = filters.fiscalYear
    ? fiscalRange(filters.fiscalYear, filters.trimester as 1 | 2 | 3 | undefined)
    : undefined;
  if (range) {
    add('r.service_date >= $N', range.from);
    add('r.service_date < $N', range.until);
  }
  if (filters.categoryId) {
    add(`r.category_id IN (${CATEGORY_SUBTREE})`, filters.categoryId);
  }
  if (filters.providerType) add('r.provider_type = $N', filters.providerType);
  if (filters.pwdId) add('r.pwd_id = $N', filters.pwdId);
  if (filters.isGroup !== undefined) add('r.is_group = $N', filters.isGroup);
  if (filters.gender)
    add('r.pwd_id IN (SELECT id FROM pwd_persons WHERE gender = $N)', filters.gender);
  if (filters.disabilityType)
    add(
      'r.pwd_id IN (SELECT id FROM pwd_persons WHERE disability_types @> ARRAY[$N]::text[])',
      filters.disabilityType,
    );
  if (filters.severityClass)
    add(
      'r.pwd_id IN (SELECT id FROM pwd_persons WHERE severity_class = $N)',
      filters.severityClass,
    );
  if (filters.ageBand) {
    const [born, after] = bornBetween(filters.ageBand as AgeBand);
    add(
      'r.pwd_id IN (SELECT id FROM pwd_persons WHERE dob <= ($N::date[])[1] AND dob > ($N::date[])[2])',
      [born, after],
    );
  }
  if (filters.fundingSource) add('r.funding_source = $N', filters.fundingSource);
  if (filters.deviceType) add('r.assistive_device_type = $N', filters.deviceType);
  if (filters.referralStatus) add('r.referral_status = $N', filters.referralStatus);
  return { sql: sql(), params };
}

/** One page of records; the totals of the whole filtered set when it is small enough to count exactly. */
export async function listRecords(
  db: Queryable,
  tenant: TenantScope,
  query: QueryOf<'listServiceRecords'>,
): Promise<Schemas['ServiceRecordPage']> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const { sql, params } = recordWhere(tenant, query);
  const n = params.length;
  const [rows, count] = await Promise.all([
    db.query(
      `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE ${sql} ORDER BY r.service_date DESC, r.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    cappedCount(db, 'service_records r', sql, params),
  ]);
  return {
    items: rows.map(recordOf),
    ...count,
    page,
    pageSize,
    totals: count.totalExact ? await totalsOf(db, sql, params) : null,
  };
}

/** Records, distinct persons, quantity, cost and group participants of a filtered set small enough to count exactly. */
async function totalsOf(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<Schemas['ServiceTotals']> {
  const [t] = await db.query<{
    records: number;
    persons: number;
    quantity: string | null;
    cost: string | null;
    participants: number | null;
  }>(
    `SELECT count(*)::int AS records, count(DISTINCT r.pwd_id)::int AS persons, sum(r.quantity) AS quantity, sum(r.cost_npr) AS cost,
            sum(coalesce(r.participants_male, 0) + coalesce(r.participants_female, 0) + coalesce(r.participants_other, 0))::int AS participants
       FROM service_records r WHERE ${sql}`,
    params,
  );
  return {
    records: t?.records ?? 0,
    persons: t?.persons ?? 0,
    quantity: Number(t?.quantity ?? 0),
    costNpr: Number(t?.cost ?? 0),
    participants: t?.participants ?? 0,
  };
}

export async function exportRecords(
  db: Queryable,
  tenant: TenantScope,
  query: QueryOf<'exportServiceRecords'>,
): Promise<Schemas['ServiceRecordExportChunk']> {
  const limit = query.limit ?? 1000;
  const { sql, params } = recordWhere(tenant, query);
  const n = params.length;
  const after = query.after ? ` AND r.id > $${n + 2}` : '';
  const [rows, totals] = await Promise.all([
    db.query(
      `SELECT ${RECORD_SELECT} FROM ${RECORD_FROM} WHERE ${sql}${after} ORDER BY r.id LIMIT $${n + 1}`,
      [...params, limit, ...(query.after ? [query.after] : [])],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM service_records r WHERE ${sql}`,
      params,
    ),
  ]);
  const items = rows.map(recordOf);
  return {
    items,
    total: totals[0]?.total ?? 0,
    next: items.length === limit ? items[items.length - 1]._id : null,
  };
}
