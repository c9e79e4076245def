import { cappedCount } from '@/server/db/capped-count';
import type { Queryable } from '@/server/db/database';
import type { TenantScope } from '@/server/features/scope/tenant';
import { tenantWhere } from '@/server/features/scope/tenant-where';
import { CATEGORY_SUBTREE } from '@/server/features/services/category-subtree';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { AGE_BAND_LIMITS, type AgeBand, CARD_HELD } from '@/shared/pwd/enums';
import { FULL_PROFILE_SELECT, PROFILE_FROM, profileOf, todayIso } from './profile-row';
import { foldForSearch } from './search-key';

export type ProfileFilters = Omit<QueryOf<'listProfiles'>, 'page' | 'pageSize' | 'sort' | 'order'>;

const SORTS = {
  registrationNo: 'p.registration_no',
  nameNe: 'p.name_ne',
  nameEn: 'p.name_en',
  age: 'p.dob',
  registrationDate: 'p.registration_date',
  palika: 'pa.name_en',
  severityClass: 'p.severity_class',
} as const;

/** The day `years` years before `iso` (29 February falls back to the 28th). */
export function yearsBefore(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Birth dates of an age band today: born on or before the first, after the second. */
export function bornBetween(band: AgeBand): [string, string] {
  const [youngest, oldest] = AGE_BAND_LIMITS[band];
  const today = todayIso();
  return [yearsBefore(today, youngest), yearsBefore(today, oldest + 1)];
}

/** The WHERE clause of a filtered list, always inside the caller's scope. */
export function profileWhere(
  tenant: TenantScope,
  filters: ProfileFilters,
): { sql: string; params: unknown[] } {
  const { add, params, sql } = tenantWhere(tenant, 'p', filters);
  const search = filters.search ? foldForSearch(filters.search) : '';
  if (search) add(`p.search_key LIKE $N`, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filters.disabilityType)
    add('p.disability_types @> ARRAY[$N]::text[]', filters.disabilityType);
  for (const [key, column] of [
    ['severityClass', 'severity_class'],
    ['gender', 'gender'],
    ['cardStatus', 'card_status'],
    ['status', 'status'],
  ] as const) {
    if (filters[key]) add(`p.${column} = $N`, filters[key]);
  }
  if (filters.registeredFrom) add('p.registration_date >= $N', filters.registeredFrom);
  if (filters.registeredTo) add('p.registration_date <= $N', filters.registeredTo);
  if (filters.ageBand) {
    const [born, after] = bornBetween(filters.ageBand as AgeBand);
    add('p.dob <= $N', born);
    add('p.dob > $N', after);
  }
  if (filters.cardHeld !== undefined)
    add(`(p.card_status = ANY($N::text[])) = ${filters.cardHeld ? 'TRUE' : 'FALSE'}`, [
      ...CARD_HELD,
    ]);
  if (filters.servedFiscalYear) {
    // One array parameter: the fiscal year, the four-month period or null, the category or null.
    const served = `s.fiscal_year = ($N::int[])[1] AND (($N::int[])[2] IS NULL OR s.trimester = ($N::int[])[2])
      AND (($N::int[])[3] IS NULL OR s.category_id IN (${CATEGORY_SUBTREE.replace('$N::int', '($N::int[])[3]')}))`;
    add(
      `EXISTS (SELECT 1 FROM service_records s WHERE s.pwd_id = p.id AND s.deleted_at IS NULL AND ${served})`,
      [filters.servedFiscalYear, filters.servedTrimester ?? null, filters.servedCategoryId ?? null],
    );
  }
  return { sql: sql(), params };
}

const summaryOf = (profile: Schemas['Profile']): Schemas['ProfileSummary'] => ({
  _id: profile._id,
  registrationNo: profile.registrationNo,
  nameNe: profile.nameNe,
  nameEn: profile.nameEn ?? null,
  gender: profile.gender,
  age: profile.age,
  palika: profile.places.palika,
  wardNo: profile.wardNo,
  primaryDisabilityType: profile.primaryDisabilityType,
  severityClass: profile.severityClass ?? null,
  cardStatus: profile.cardStatus,
  cardNo: profile.cardNo ?? null,
  status: profile.status,
  registrationDate: profile.registrationDate,
  deletedAt: profile.deletedAt,
});

export { summaryOf as profileSummaryOf };

/** One page of the profiles the caller may see. */
export async function listProfiles(
  db: Queryable,
  tenant: TenantScope,
  query: QueryOf<'listProfiles'>,
): Promise<Schemas['ProfilePage']> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const { sql, params } = profileWhere(tenant, query);
  const direction = query.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST';
  const order = query.sort
    ? `${SORTS[query.sort]} ${direction}, p.id`
    : 'p.registration_date DESC, p.id';
  const n = params.length;
  const [rows, count] = await Promise.all([
    db.query(
      `SELECT ${FULL_PROFILE_SELECT} FROM ${PROFILE_FROM} WHERE ${sql} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    cappedCount(db, 'pwd_persons p', sql, params),
  ]);
  return { items: rows.map((row) => summaryOf(profileOf(row))), ...count, page, pageSize };
}

/** A chunk of the filtered profiles in id order, for an export file; `next` continues after the last. */
export async function exportProfiles(
  db: Queryable,
  tenant: TenantScope,
  query: QueryOf<'exportProfiles'>,
): Promise<Schemas['ProfileExportChunk']> {
  const limit = query.limit ?? 1000;
  const { sql, params } = profileWhere(tenant, query);
  const n = params.length;
  const after = query.after ? ` AND p.id > $${n + 2}` : '';
  const [rows, totals] = await Promise.all([
    db.query(
      `SELECT ${FULL_PROFILE_SELECT} FROM ${PROFILE_FROM} WHERE ${sql}${after} ORDER BY p.id LIMIT $${n + 1}`,
      [...params, limit, ...(query.after ? [query.after] : [])],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM pwd_persons p WHERE ${sql}`,
      params,
    ),
  ]);
  const items = rows.map(profileOf);
  return {
    items,
    total: totals[0]?.total ?? 0,
    next: items.length === limit ? items[items.length - 1]._id : null,
  };
}
