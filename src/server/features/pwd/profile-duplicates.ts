import type { Queryable } from '@/server/db/database';
import type { TenantScope } from '@/server/platform/tenant-scope';
import type { RequestBody, Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { profileSummaryOf } from './profile-list';
import { FULL_PROFILE_SELECT, PROFILE_FROM, profileOf } from './profile-row';

type Check = RequestBody<'findDuplicates'>;
type Reason = Schemas['DuplicateMatch']['reasons'][number];

const folded = (name: string | null | undefined) =>
  (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Records that may be the same person, among those the caller may see: the same citizenship number
 * and district, NIN, or card number in the palika; or the same name (either script), date of birth,
 * a parent's name and ward. The caller decides; nothing here refuses a save.
 */
export async function findDuplicates(
  db: Queryable,
  tenant: TenantScope,
  check: Check,
): Promise<Schemas['DuplicateList']> {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const tests: { reason: Reason; sql: string }[] = [];
  const citizenship = check.citizenshipNo && toLatinDigits(check.citizenshipNo.trim());
  if (citizenship && check.citizenshipDistrictId)
    tests.push({
      reason: 'citizenship',
      sql: `p.citizenship_no = ${add(citizenship)} AND p.citizenship_district_id = ${add(check.citizenshipDistrictId)}`,
    });
  if (check.nin?.trim())
    tests.push({ reason: 'nin', sql: `p.nin = ${add(toLatinDigits(check.nin.trim()))}` });
  if (check.cardNo?.trim() && check.palikaId)
    tests.push({
      reason: 'card',
      sql: `lower(p.card_no) = lower(${add(toLatinDigits(check.cardNo.trim()))}) AND p.palika_id = ${add(check.palikaId)}`,
    });
  const parents = [check.fatherName, check.motherName].map(folded).filter(Boolean);
  if (check.dob && check.palikaId && check.wardNo && parents.length) {
    const names = [folded(check.nameNe), folded(check.nameEn)].filter(Boolean);
    tests.push({
      reason: 'nameDobParentWard',
      sql: `p.palika_id = ${add(check.palikaId)} AND p.ward_no = ${add(check.wardNo)} AND p.dob = ${add(check.dob)}
        AND (lower(p.name_ne) = ANY(${add(names)}::text[]) OR lower(p.name_en) = ANY(${add(names)}::text[]))
        AND (lower(p.father_name) = ANY(${add(parents)}::text[]) OR lower(p.mother_name) = ANY(${add(parents)}::text[]))`,
    });
  }
  if (tests.length === 0) return { items: [] };
  const scope = tenant.palikaCondition('p.palika_id', params);
  const exclude = check.excludeId ? ` AND p.id <> ${add(check.excludeId)}` : '';
  const flags = tests.map((t, i) => `(${t.sql}) AS match_${i}`).join(', ');
  const rows = await db.query<Record<string, unknown>>(
    `SELECT * FROM (SELECT ${FULL_PROFILE_SELECT}, ${flags} FROM ${PROFILE_FROM} WHERE p.deleted_at IS NULL AND ${scope}${exclude}) m
      WHERE ${tests.map((_, i) => `match_${i}`).join(' OR ')} LIMIT 20`,
    params,
  );
  return {
    items: rows.map((row) => ({
      profile: profileSummaryOf(profileOf(row)),
      reasons: tests.filter((_, i) => row[`match_${i}`]).map((t) => t.reason),
    })),
  };
}
