import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { raw, type Sql, sql } from '@/server/platform/sql';

const [KEY_BEFORE, KEY_AFTER] = ['lower(regexp_replace(coalesce(', ", ''), '[^A-Za-z]', '', 'g'))"];
/** SQL of a place's English name as it is matched: letters only, lower case (`Sundar Haraicha` = `sundarharaicha`). */
export const placeNameKey = (column: string) => `${KEY_BEFORE}${column}${KEY_AFTER}`;
/** The same key of a value given as a parameter. */
const keyOf = (value: string): Sql => sql`${raw(KEY_BEFORE)}${value}::text${raw(KEY_AFTER)}`;
const KEY = (column: string) => raw(placeNameKey(column));

/** A palika's id by its district's and its own English name, current or alternative spelling. */
export async function findPalikaId(
  db: Queryable,
  district: string,
  palika: string,
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    sql`SELECT p.id FROM palikas p JOIN districts d ON d.id = p.district_id
      WHERE ${KEY('d.name_en')} = ${keyOf(district)}
        AND (${KEY('p.name_en')} = ${keyOf(palika)} OR ${KEY('p.name_en_alt')} = ${keyOf(palika)})`,
  );
  if (!row) throw new Error(`No palika ${palika} in ${district}`);
  return row.id;
}

export async function findDistrictId(db: Queryable, district: string): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    sql`SELECT id FROM districts WHERE ${KEY('name_en')} = ${keyOf(district)}`,
  );
  if (!row) throw new Error(`No district ${district}`);
  return row.id;
}
