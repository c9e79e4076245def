import { bornBetween } from '@/server/domain/age-bands';
import { categorySubtree } from '@/server/domain/category-subtree';
import { idCardRowSql } from '@/server/domain/id-card-row';
import { containing, empty, raw, type Sql, sql } from '@/server/platform/sql';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { type AgeBand, CARD_HELD } from '@/shared/pwd/enums';
import { foldForSearch } from './search-key';

export type ProfileFilters = Omit<QueryOf<'listProfiles'>, 'page' | 'pageSize' | 'sort' | 'order'>;

export const PROFILE_SORTS = {
  registrationNo: 'p.registration_no',
  nameNe: 'p.name_ne',
  nameEn: 'p.name_en',
  age: 'p.dob',
  registrationDate: 'p.registration_date',
  palika: 'pa.name_en',
  severityClass: 'p.severity_class',
} as const;

/** The conditions of a profile list's own filters (the kit adds the scope and the place). */
export function profileFilters(filters: ProfileFilters): Sql[] {
  const conditions: Sql[] = [];
  const search = filters.search ? foldForSearch(filters.search) : '';
  if (search) {
    const pattern = containing(search);
    conditions.push(sql`p.search_key LIKE ${pattern}`);
  }
  if (filters.disabilityType)
    conditions.push(sql`p.disability_types @> ARRAY[${filters.disabilityType}]::text[]`);
  for (const [key, column] of [
    ['severityClass', 'severity_class'],
    ['gender', 'gender'],
    ['cardStatus', 'card_status'],
    ['status', 'status'],
  ] as const) {
    if (filters[key]) conditions.push(sql`${raw(`p.${column}`)} = ${filters[key]}`);
  }
  if (filters.registeredFrom)
    conditions.push(sql`p.registration_date >= ${filters.registeredFrom}`);
  if (filters.registeredTo) conditions.push(sql`p.registration_date <= ${filters.registeredTo}`);
  if (filters.ageBand) {
    const [born, after] = bornBetween(filters.ageBand as AgeBand);
    conditions.push(sql`p.dob <= ${born}`, sql`p.dob > ${after}`);
  }
  if (filters.cardHeld !== undefined) {
    const held = sql`p.card_status = ANY(${[...CARD_HELD]}::text[])`;
    conditions.push(filters.cardHeld ? held : sql`NOT (${held})`);
  }
  if (filters.cardIssuedFrom) conditions.push(sql`p.card_issue_date >= ${filters.cardIssuedFrom}`);
  if (filters.cardIssuedTo) conditions.push(sql`p.card_issue_date <= ${filters.cardIssuedTo}`);
  if (filters.cardRow) conditions.push(sql`${idCardRowSql('p')} = ${filters.cardRow}`);
  if (filters.servedFiscalYear) conditions.push(servedIn(filters));
  return conditions;
}

/** Served in a fiscal year, its four-month period if given, and under a category if given. */
function servedIn(filters: ProfileFilters): Sql {
  const { servedFiscalYear: year, servedTrimester: period, servedCategoryId: category } = filters;
  const through = filters.servedThroughTrimester;
  return sql`EXISTS (SELECT 1 FROM service_records s WHERE s.pwd_id = p.id AND s.deleted_at IS NULL
    AND s.fiscal_year = ${year}${period ? sql` AND s.trimester = ${period}` : empty}${
      through ? sql` AND s.trimester <= ${through}` : empty
    }${category ? sql` AND s.category_id IN (${categorySubtree(category)})` : empty})`;
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
  duplicateCandidate: profile.duplicateCandidate,
});

export { summaryOf as profileSummaryOf };
