import { type Queryable, queryOne } from '@/server/db/database';
import { invalid } from '@/server/platform/http-error';
import { todayIso } from '@/server/platform/today';
import type { FieldError } from '@/shared/errors';
import { profileProblems } from '@/shared/pwd/profile-rules';
import type { ProfileInput } from './profile-columns';

/** The identifiers that belong to one person only, among records not deleted (DOMAIN.md decision 4). */
async function takenIdentifiers(
  db: Queryable,
  input: ProfileInput,
  ownId: string,
): Promise<FieldError[]> {
  const taken: FieldError[] = [];
  const exists = async (sql: string, params: unknown[]) =>
    Boolean(
      await queryOne(
        db,
        `SELECT 1 FROM pwd_persons WHERE deleted_at IS NULL AND id <> $1 AND ${sql} LIMIT 1`,
        [ownId, ...params],
      ),
    );
  if (
    input.cardNo &&
    (await exists('palika_id = $2 AND lower(card_no) = lower($3)', [input.palikaId, input.cardNo]))
  )
    taken.push({ field: 'cardNo', code: 'taken' });
  if (
    input.citizenshipNo &&
    input.citizenshipDistrictId &&
    (await exists('citizenship_district_id = $2 AND citizenship_no = $3', [
      input.citizenshipDistrictId,
      input.citizenshipNo,
    ]))
  ) {
    taken.push({ field: 'citizenshipNo', code: 'taken' });
  }
  if (input.nin && (await exists('nin = $2', [input.nin])))
    taken.push({ field: 'nin', code: 'taken' });
  return taken;
}

async function placeProblems(db: Queryable, input: ProfileInput): Promise<FieldError[]> {
  const palika = await queryOne<{ ward_count: number }>(
    db,
    'SELECT ward_count FROM palikas WHERE id = $1',
    [input.palikaId],
  );
  const problems: FieldError[] = [];
  if (!palika) problems.push({ field: 'palikaId', code: 'unknownPlace' });
  else if (input.wardNo > palika.ward_count)
    problems.push({ field: 'wardNo', code: 'tooLarge', limit: palika.ward_count });
  if (
    input.citizenshipDistrictId &&
    !(await queryOne(db, 'SELECT 1 FROM districts WHERE id = $1', [input.citizenshipDistrictId]))
  ) {
    problems.push({ field: 'citizenshipDistrictId', code: 'unknownPlace' });
  }
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
