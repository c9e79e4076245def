import type { Database, Queryable } from '@/server/db/database';
import { matchKeysOf } from '@/server/domain/person-match-keys';
import { sql } from '@/server/platform/sql';

const BATCH = 5000;

interface KeyRow {
  id: string;
  name_ne: string;
  name_en: string | null;
  dob: string | null;
  father_name: string | null;
  mother_name: string | null;
  citizenship_no: string | null;
  citizenship_district_id: number | null;
  nin: string | null;
  card_no: string | null;
}

/** One batch of persons whose keys are missing or older than the person (made in bulk, not saved). */
async function writeStaleKeys(
  db: Queryable,
  after: string,
): Promise<{ written: number; next: string | null }> {
  const rows = await db.query<KeyRow>(
    sql`SELECT p.id, p.name_ne, p.name_en, to_char(p.dob, 'YYYY-MM-DD') AS dob, p.father_name,
        p.mother_name, p.citizenship_no, p.citizenship_district_id, p.nin, p.card_no
      FROM pwd_persons p LEFT JOIN person_match_keys k ON k.person_id = p.id
      WHERE p.id > ${after}::uuid AND (k.person_id IS NULL OR k.person_version <> p.version)
      ORDER BY p.id LIMIT ${BATCH}`,
  );
  if (!rows.length) return { written: 0, next: null };
  const keys = rows.map((r) =>
    matchKeysOf({
      nameNe: r.name_ne,
      nameEn: r.name_en,
      dob: r.dob,
      fatherName: r.father_name,
      motherName: r.mother_name,
      citizenshipNo: r.citizenship_no,
      citizenshipDistrictId: r.citizenship_district_id,
      nin: r.nin,
      cardNo: r.card_no,
    }).join(' '),
  );
  await db.query(
    sql`INSERT INTO person_match_keys (person_id, person_version, keys)
      SELECT p.id, p.version, string_to_array(nullif(k.keys, ''), ' ')
        FROM unnest(${rows.map((r) => r.id)}::uuid[], ${keys}::text[]) k(id, keys)
        JOIN pwd_persons p ON p.id = k.id
      ORDER BY p.id
      ON CONFLICT (person_id) DO UPDATE SET person_version = EXCLUDED.person_version, keys = EXCLUDED.keys`,
  );
  return { written: rows.length, next: rows.length < BATCH ? null : rows[rows.length - 1].id };
}

/** Every pair of live persons who share a key, by a grouping of the keys held more than once. */
const FOUND = `CREATE TEMP TABLE found_pairs ON COMMIT DROP AS
  WITH live AS (SELECT k.person_id, unnest(k.keys) AS key FROM person_match_keys k
      JOIN pwd_persons p ON p.id = k.person_id AND p.deleted_at IS NULL),
    shared AS (SELECT key FROM live GROUP BY key HAVING count(*) > 1),
    held AS (SELECT l.person_id, l.key FROM live l JOIN shared USING (key))
  SELECT a.person_id AS first_id, b.person_id AS second_id,
    array_agg(DISTINCT split_part(a.key, ':', 1) ORDER BY split_part(a.key, ':', 1)) AS reasons
  FROM held a JOIN held b ON a.key = b.key AND a.person_id < b.person_id
  GROUP BY 1, 2`;

export interface ScanResult {
  keysWritten: number;
  pairs: number;
  milliseconds: number;
}

/**
 * The national scan: keys for every person made or changed outside a save (the demo and synthetic
 * sets, imports of old data), then every pair found, open pairs no longer found removed, decided
 * pairs kept as decided.
 */
export async function scanCountry(db: Database): Promise<ScanResult> {
  const started = performance.now();
  let keysWritten = 0;
  for (let after: string | null = '00000000-0000-0000-0000-000000000000'; after;) {
    const batch = await writeStaleKeys(db, after);
    keysWritten += batch.written;
    after = batch.next;
  }
  const pairs = await db.transaction(async (tx) => {
    await tx.query(FOUND);
    await tx.query(
      `DELETE FROM duplicate_pairs d WHERE d.state = 'open' AND NOT EXISTS
        (SELECT 1 FROM found_pairs f WHERE f.first_id = d.first_id AND f.second_id = d.second_id)`,
    );
    await tx.query(
      `INSERT INTO duplicate_pairs (first_id, second_id, reasons)
        SELECT first_id, second_id, reasons FROM found_pairs ORDER BY 1, 2
        ON CONFLICT (first_id, second_id) DO UPDATE SET reasons = EXCLUDED.reasons
          WHERE duplicate_pairs.state = 'open'`,
    );
    const [{ open }] = await tx.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM duplicate_pairs WHERE state = 'open'`,
    );
    return open;
  });
  return { keysWritten, pairs, milliseconds: Math.round(performance.now() - started) };
}
