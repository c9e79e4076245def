import type { TenantScope } from '@/server/access/tenant-scope';
import type { Queryable } from '@/server/db/database';
import { empty, join, raw, type Sql, sql } from '@/server/platform/sql';
import type { RequestBody, Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { profileSummaryOf } from './profile-list';
import { FULL_PROFILE_SELECT, PROFILE_FROM, profileOf } from './profile-row';

type Check = RequestBody<'findDuplicates'>;
type Reason = Schemas['DuplicateMatch']['reasons'][number];

const folded = (name: string | null | undefined) =>
  (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The tests a check asks for, each with the reason it names. */
function testsOf(check: Check): { reason: Reason; sql: Sql }[] {
  const tests: { reason: Reason; sql: Sql }[] = [];
  const latin = (text: string) => toLatinDigits(text.trim());
  if (check.citizenshipNo?.trim() && check.citizenshipDistrictId)
    tests.push({
      reason: 'citizenship',
      sql: sql`p.citizenship_no = ${latin(check.citizenshipNo)}
        AND p.citizenship_district_id = ${check.citizenshipDistrictId}`,
    });
  if (check.nin?.trim()) tests.push({ reason: 'nin', sql: sql`p.nin = ${latin(check.nin)}` });
  if (check.cardNo?.trim() && check.palikaId)
    tests.push({
      reason: 'card',
      sql: sql`lower(p.card_no) = lower(${latin(check.cardNo)}) AND p.palika_id = ${check.palikaId}`,
    });
  const parents = [check.fatherName, check.motherName].map(folded).filter(Boolean);
  if (check.dob && check.palikaId && check.wardNo && parents.length) {
    const names = [folded(check.nameNe), folded(check.nameEn)].filter(Boolean);
    tests.push({
      reason: 'nameDobParentWard',
      sql: sql`p.palika_id = ${check.palikaId} AND p.ward_no = ${check.wardNo} AND p.dob = ${check.dob}
        AND (lower(p.name_ne) = ANY(${names}::text[]) OR lower(p.name_en) = ANY(${names}::text[]))
        AND (lower(p.father_name) = ANY(${parents}::text[]) OR lower(p.mother_name) = ANY(${parents}::text[]))`,
    });
  }
  return tests;
}

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
  const tests = testsOf(check);
  if (tests.length === 0) return { items: [] };
  const exclude = check.excludeId ? sql` AND p.id <> ${check.excludeId}` : empty;
  const flags = join(tests.map((t, i) => sql`(${t.sql}) AS ${raw(`match_${i}`)}`));
  const rows = await db.query<Record<string, unknown>>(
    sql`SELECT * FROM (SELECT ${raw(FULL_PROFILE_SELECT)}, ${flags} FROM ${raw(PROFILE_FROM)}
        WHERE p.deleted_at IS NULL AND ${tenant.palikaSql('p.palika_id')}${exclude}) m
      WHERE ${raw(tests.map((_, i) => `match_${i}`).join(' OR '))} LIMIT 20`,
  );
  return {
    items: rows.map((row) => ({
      profile: profileSummaryOf(profileOf(row)),
      reasons: tests.filter((_, i) => row[`match_${i}`]).map((t) => t.reason),
    })),
  };
}
