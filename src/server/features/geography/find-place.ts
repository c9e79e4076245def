import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';

/** SQL of a place's English name as it is matched: letters only, lower case (`Sundar Haraicha` = `sundarharaicha`). */
export const placeNameKey = (column: string) =>
  `lower(regexp_replace(coalesce(${column}, ''), '[^A-Za-z]', '', 'g'))`;
const KEY = placeNameKey;

/** A palika's id by its district's and its own English name, current or alternative spelling. */
export async function findPalikaId(
  db: Queryable,
  district: string,
  palika: string,
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `SELECT p.id FROM palikas p JOIN districts d ON d.id = p.district_id
      WHERE ${KEY('d.name_en')} = ${KEY('$1')}
        AND (${KEY('p.name_en')} = ${KEY('$2')} OR ${KEY('p.name_en_alt')} = ${KEY('$2')})`,
    [district, palika],
  );
  if (!row) throw new Error(`No palika ${palika} in ${district}`);
  return row.id;
}

export async function findDistrictId(db: Queryable, district: string): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `SELECT id FROM districts WHERE ${KEY('name_en')} = ${KEY('$1')}`,
    [district],
  );
  if (!row) throw new Error(`No district ${district}`);
  return row.id;
}
