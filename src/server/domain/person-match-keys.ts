import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { toLatinDigits } from '@/shared/format/digits';
import { nameKey } from './name-key';

/** What a person is compared by across the country (issue 40 §3). */
export interface MatchFields {
  nameNe?: string | null;
  nameEn?: string | null;
  dob?: string | null;
  fatherName?: string | null;
  motherName?: string | null;
  citizenshipNo?: string | null;
  citizenshipDistrictId?: number | null;
  nin?: string | null;
  cardNo?: string | null;
}

/** An identifier in one form: Latin digits and letters only, lower case. */
const identifier = (text: string | null | undefined) =>
  toLatinDigits(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const distinct = (items: string[]) => [...new Set(items.filter(Boolean))];

/**
 * A person's keys, each prefixed by its reason: two persons who share one may be the same person.
 * No key contains a space (they travel joined by spaces).
 */
export function matchKeysOf(p: MatchFields): string[] {
  const keys: string[] = [];
  const citizenship = identifier(p.citizenshipNo);
  if (citizenship && p.citizenshipDistrictId)
    keys.push(`citizenship:${p.citizenshipDistrictId}:${citizenship}`);
  const nin = identifier(p.nin);
  if (nin) keys.push(`nin:${nin}`);
  const card = identifier(p.cardNo);
  if (card) keys.push(`card:${card}`);
  const dob = /^\d{4}-\d{2}-\d{2}/.exec(p.dob ?? '')?.[0];
  const names = distinct([nameKey(p.nameNe), nameKey(p.nameEn)]);
  const parents = distinct([nameKey(p.fatherName), nameKey(p.motherName)]);
  if (dob)
    for (const name of names)
      for (const parent of parents) keys.push(`nameDobParent:${name}|${dob}|${parent}`);
  return distinct(keys);
}

/**
 * Keeps a person's open pairs equal to the persons who now share a key with them, by the keys'
 * index: a pair already decided (not a duplicate, merged) stays as it was decided.
 */
export async function refreshPairsOf(tx: Queryable, personId: string, keys: string[]) {
  const matches = keys.length
    ? await tx.query<{ person_id: string; reasons: string[] }>(
        sql`SELECT k.person_id, ARRAY(SELECT DISTINCT split_part(key, ':', 1) FROM unnest(k.keys) key
            WHERE key = ANY(${keys}::text[]) ORDER BY 1) AS reasons
          FROM person_match_keys k JOIN pwd_persons p ON p.id = k.person_id AND p.deleted_at IS NULL
          WHERE k.keys && ${keys}::text[] AND k.person_id <> ${personId}::uuid`,
      )
    : [];
  const others = matches.map((m) => m.person_id);
  await tx.query(
    sql`DELETE FROM duplicate_pairs WHERE state = 'open'
      AND (first_id = ${personId}::uuid OR second_id = ${personId}::uuid)
      AND NOT (CASE WHEN first_id = ${personId}::uuid THEN second_id ELSE first_id END = ANY(${others}::uuid[]))`,
  );
  if (!matches.length) return;
  await tx.query(
    sql`INSERT INTO duplicate_pairs (first_id, second_id, reasons)
      SELECT least(${personId}::uuid, m.other), greatest(${personId}::uuid, m.other), string_to_array(m.reasons, ' ')
        FROM unnest(${others}::uuid[], ${matches.map((m) => m.reasons.join(' '))}::text[]) m(other, reasons)
      ORDER BY 1, 2
      ON CONFLICT (first_id, second_id) DO UPDATE SET reasons = EXCLUDED.reasons
        WHERE duplicate_pairs.state = 'open'`,
  );
}

/**
 * A person's keys as saved, and their pairs: called inside the save's transaction, after its row.
 * One indexed overlap of the keys, never a scan of the country.
 */
export async function savePersonKeys(tx: Queryable, personId: string, fields: MatchFields) {
  const keys = matchKeysOf(fields);
  await tx.query(
    sql`INSERT INTO person_match_keys (person_id, person_version, keys)
      SELECT id, version, ${keys}::text[] FROM pwd_persons WHERE id = ${personId}::uuid
      ON CONFLICT (person_id) DO UPDATE SET person_version = EXCLUDED.person_version, keys = EXCLUDED.keys`,
  );
  await refreshPairsOf(tx, personId, keys);
}
