import { type Queryable, queryOne } from '@/server/db/database';
import { linkProblems } from '@/server/domain/linked-records';
import { invalid } from '@/server/platform/http-error';
import { type Sql, sql } from '@/server/platform/sql';
import { todayIso } from '@/shared/calendar/today';
import type { FieldError } from '@/shared/errors';
import { profileProblems } from '@/shared/pwd/profile-rules';
import type { ProfileInput } from './profile-columns';

/**
 * The identifiers that belong to one person only, among records not deleted (DOMAIN.md decision 4).
 * A card number is the palika's own: `taken`. A citizenship number or NIN may be held anywhere in
 * the country: `possibleDuplicate`, the same answer wherever the holder is, naming neither the
 * person nor the place (issue 20 §4); an administrator finds the holder with the duplicates
 * finder and resolves it.
 */
async function takenIdentifiers(
  db: Queryable,
  input: ProfileInput,
  ownId: string,
): Promise<FieldError[]> {
  const held = async (condition: Sql) =>
    Boolean(
      await queryOne(
        db,
        sql`SELECT 1 FROM pwd_persons WHERE deleted_at IS NULL AND id <> ${ownId} AND ${condition} LIMIT 1`,
      ),
    );
  const { cardNo, citizenshipNo, citizenshipDistrictId: district, nin, palikaId } = input;
  const taken: FieldError[] = [];
  if (cardNo && (await held(sql`palika_id = ${palikaId} AND lower(card_no) = lower(${cardNo})`)))
    taken.push({ field: 'cardNo', code: 'taken' });
  const citizenship = sql`citizenship_district_id = ${district} AND citizenship_no = ${citizenshipNo}`;
  if (citizenshipNo && district && (await held(citizenship)))
    taken.push({ field: 'citizenshipNo', code: 'possibleDuplicate' });
  if (nin && (await held(sql`nin = ${nin}`)))
    taken.push({ field: 'nin', code: 'possibleDuplicate' });
  return taken;
}

async function placeProblems(db: Queryable, input: ProfileInput): Promise<FieldError[]> {
  const palika = await queryOne<{ ward_count: number }>(
    db,
    sql`SELECT ward_count FROM palikas WHERE id = ${input.palikaId}`,
  );
  const problems: FieldError[] = [];
  if (!palika) problems.push({ field: 'palikaId', code: 'unknownPlace' });
  else if (input.wardNo > palika.ward_count)
    problems.push({ field: 'wardNo', code: 'tooLarge', limit: palika.ward_count });
  const district = input.citizenshipDistrictId;
  if (district && !(await queryOne(db, sql`SELECT 1 FROM districts WHERE id = ${district}`)))
    problems.push({ field: 'citizenshipDistrictId', code: 'unknownPlace' });
  problems.push(
    ...(await linkProblems(db, input.palikaId, [
      { field: 'schoolId', kind: 'school', id: input.schoolId },
      { field: 'registeredByFchvId', kind: 'fchv', id: input.registeredByFchvId },
    ])),
  );
  return problems;
}

/** Every rule a profile must keep, each broken one named at its field; throws a 400 listing them all. */
export async function checkProfile(
  db: Queryable,
  input: ProfileInput,
  ownId: string,
): Promise<void> {
  const problems = [...profileProblems(input, todayIso()), ...(await placeProblems(db, input))];
  if (problems.length === 0) problems.push(...(await takenIdentifiers(db, input, ownId)));
  if (problems.length) throw invalid(problems);
}
