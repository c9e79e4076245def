/**
 * The same person in two places (issue 40 §3, §5), on PostgreSQL 15 with the national synthetic set:
 *  - the national scan from nothing (every person keyed, every pair found), as the first start
 *    after a bulk load runs it in the background; and again with nothing to key;
 *  - a person's incremental comparison on save (its keys written and compared by the GIN index:
 *    savePersonKeys alone, in a transaction rolled back), p50 and p95;
 *  - a profile's save through the app (PUT, which does it inside), p50 and p95.
 *   npm run bench:duplicates -- --scale tenth   (or national, the default)
 *   BENCH_DATABASE_URL=postgres://…/cbr_bench npm run bench:duplicates -- --reuse
 *   (without BENCH_DATABASE_URL a throwaway PostgreSQL is started and removed)
 * It measures; it asserts nothing.
 */
import { savePersonKeys } from '@/server/domain/person-match-keys';
import { scanCountry } from '@/server/features/duplicates/national-scan';
import { profileUpdateOf } from '@/shared/pwd/profile-input';
import { openBenchDatabase, percentile, timed } from './support/bench-database';

const bench = await openBenchDatabase('national');
const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
try {
  const { db, app, runs } = bench;
  const [{ persons }] = await db.query<{ persons: number }>(
    'SELECT count(*)::int AS persons FROM pwd_persons',
  );
  await db.query('DELETE FROM duplicate_pairs');
  await db.query('DELETE FROM person_match_keys');
  const cold = await scanCountry(db);
  console.log(
    `National scan from nothing: ${persons.toLocaleString('en-IN')} persons, ${cold.keysWritten.toLocaleString('en-IN')} keyed, ${cold.pairs} open pairs, in ${(cold.milliseconds / 1000).toFixed(1)} s`,
  );
  const warm = await scanCountry(db);
  console.log(
    `National scan again (nothing to key): ${warm.pairs} open pairs in ${(warm.milliseconds / 1000).toFixed(1)} s`,
  );
  const sample = await db.query<Record<string, string | number | null>>(
    `SELECT id, name_ne AS "nameNe", name_en AS "nameEn", to_char(dob, 'YYYY-MM-DD') AS dob,
       father_name AS "fatherName", mother_name AS "motherName", citizenship_no AS "citizenshipNo",
       citizenship_district_id AS "citizenshipDistrictId", nin, card_no AS "cardNo"
     FROM pwd_persons WHERE deleted_at IS NULL ORDER BY random() LIMIT ${runs + 3}`,
  );
  let next = 0;
  const incremental = await timed(runs, () =>
    db
      .transaction(async (tx) => {
        const person = sample[next++ % sample.length];
        await savePersonKeys(tx, String(person.id), person);
        throw new Error('rolled back');
      })
      .catch(() => undefined),
  );
  console.log(`A person compared on save (keys written, indexed overlap): ${figures(incremental)}`);
  const [person] = await db.query<{ id: string }>(
    `SELECT p.id FROM pwd_persons p JOIN palikas pa ON pa.id = p.palika_id
      WHERE lower(pa.name_en) = 'biratnagar' AND p.deleted_at IS NULL ORDER BY p.id LIMIT 1`,
  );
  const token = await bench.tokenOf('palika');
  const headers = { authorization: `Bearer ${token}` };
  const saves = await timed(runs, async () => {
    const read = await app.inject({ url: `/api/pwd/profiles/${person.id}`, headers });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/pwd/profiles/${person.id}`,
      headers,
      payload: profileUpdateOf(read.json()),
    });
    if (saved.statusCode !== 200) throw new Error(`save answered ${saved.statusCode}`);
  });
  console.log(
    `A profile's save through the app (GET + PUT, the comparison inside): ${figures(saves)}`,
  );
} finally {
  await bench.close();
}
