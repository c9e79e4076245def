import { bornBetween } from '@/server/domain/age-bands';
import { categorySubtree } from '@/server/domain/category-subtree';
import { SERVICE_LIST_SUMMARY } from '@/server/domain/service-list-cells';
import { type Sql, sql } from '@/server/platform/sql';
import type { ListTotals } from '@/server/records/record-read';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { fiscalRange } from '@/shared/fiscal-year';
import type { AgeBand } from '@/shared/pwd/enums';

export type RecordFilters = Omit<QueryOf<'listServiceRecords'>, 'page' | 'pageSize'>;

/** The conditions of a service list's own filters (the kit adds the scope and the place). */
export function recordFilters(filters: RecordFilters): Sql[] {
  const conditions: Sql[] = [];
  const add = (condition: Sql) => conditions.push(condition);
  if (filters.fiscalYear) add(sql`r.fiscal_year = ${filters.fiscalYear}`);
  if (filters.trimester) add(sql`r.trimester = ${filters.trimester}`);
  if (filters.throughTrimester) add(sql`r.trimester <= ${filters.throughTrimester}`);
  // The same period as a date range, so that the date index is read only over it.
  const range = filters.fiscalYear
    ? fiscalRange(filters.fiscalYear, filters.trimester as 1 | 2 | 3 | undefined)
    : undefined;
  if (range) {
    add(sql`r.service_date >= ${range.from}`);
    add(sql`r.service_date < ${range.until}`);
  }
  if (filters.categoryId) {
    add(sql`r.category_id IN (${categorySubtree(filters.categoryId)})`);
  }
  if (filters.providerType) add(sql`r.provider_type = ${filters.providerType}`);
  if (filters.pwdId) add(sql`r.pwd_id = ${filters.pwdId}`);
  if (filters.isGroup !== undefined) add(sql`r.is_group = ${filters.isGroup}`);
  if (filters.gender)
    add(sql`r.pwd_id IN (SELECT id FROM pwd_persons WHERE gender = ${filters.gender})`);
  if (filters.disabilityType)
    add(
      sql`r.pwd_id IN (SELECT id FROM pwd_persons WHERE disability_types @> ARRAY[${filters.disabilityType}]::text[])`,
    );
  if (filters.severityClass)
    add(
      sql`r.pwd_id IN (SELECT id FROM pwd_persons WHERE severity_class = ${filters.severityClass})`,
    );
  if (filters.ageBand) {
    const [born, after] = bornBetween(filters.ageBand as AgeBand);
    add(sql`r.pwd_id IN (SELECT id FROM pwd_persons WHERE dob <= ${born} AND dob > ${after})`);
  }
  if (filters.fundingSource) add(sql`r.funding_source = ${filters.fundingSource}`);
  if (filters.deviceType) add(sql`r.assistive_device_type = ${filters.deviceType}`);
  if (filters.referralStatus) add(sql`r.referral_status = ${filters.referralStatus}`);
  return conditions;
}

/**
 * Records, distinct persons, quantity, cost and group participants of a filtered list, read in the
 * pass that counts it (null when more records match than the list counts exactly).
 */
export const SERVICE_TOTALS: ListTotals = {
  reads: [
    'pwd_id',
    'quantity',
    'cost_npr',
    'participants_male',
    'participants_female',
    'participants_other',
  ],
  columns: sql`count(DISTINCT r.pwd_id)::int AS persons, sum(r.quantity) AS quantity,
    sum(r.cost_npr) AS cost, sum(coalesce(r.participants_male, 0)
      + coalesce(r.participants_female, 0) + coalesce(r.participants_other, 0))::int AS participants`,
  summary: SERVICE_LIST_SUMMARY,
  totalsOf: (t): Schemas['ServiceTotals'] => ({
    records: Number(t.total ?? 0),
    persons: Number(t.persons ?? 0),
    quantity: Number(t.quantity ?? 0),
    costNpr: Number(t.cost ?? 0),
    participants: Number(t.participants ?? 0),
  }),
};
