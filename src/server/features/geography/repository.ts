import type { Queryable } from '@/server/db/database';
import { raw, type Sql, sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';
import { toDevanagariDigits, toLatinDigits } from '@/shared/format/digits';

type GeoPlace = Schemas['GeoPlace'];

const PROVINCES = `SELECT id, 'province' AS level, code, name_en AS "nameEn", name_ne AS "nameNe",
    array_remove(ARRAY[name_en_alt, name_ne_alt], NULL) AS "altNames", NULL::int AS "parentId", id AS "provinceId",
    NULL::int AS "districtId", NULL::text AS "palikaType", NULL::int AS "wardCount", 1 AS depth FROM provinces`;
const DISTRICTS = `SELECT id, 'district' AS level, code, name_en AS "nameEn", name_ne AS "nameNe",
    array_remove(ARRAY[name_en_alt, name_ne_alt], NULL) AS "altNames", province_id AS "parentId", province_id AS "provinceId",
    id AS "districtId", NULL::text AS "palikaType", NULL::int AS "wardCount", 2 AS depth FROM districts`;
const PALIKAS = `SELECT p.id, 'palika' AS level, p.code, p.name_en AS "nameEn", p.name_ne AS "nameNe",
    array_remove(ARRAY[p.name_en_alt, p.name_ne_alt], NULL) AS "altNames", p.district_id AS "parentId", d.province_id AS "provinceId",
    p.district_id AS "districtId", p.palika_type AS "palikaType", p.ward_count AS "wardCount", 3 AS depth
    FROM palikas p JOIN districts d ON d.id = p.district_id`;

const strip = ({ depth: _depth, ...place }: GeoPlace & { depth?: number }): GeoPlace => place;

async function list(db: Queryable, statement: Sql): Promise<GeoPlace[]> {
  return (await db.query<GeoPlace & { depth: number }>(statement)).map(strip);
}

export const listProvinces = (db: Queryable) => list(db, sql`${raw(PROVINCES)} ORDER BY id`);
export const getProvince = async (db: Queryable, id: number) =>
  (await list(db, sql`${raw(PROVINCES)} WHERE id = ${id}`))[0];
export const listDistricts = (db: Queryable, provinceId: number) =>
  list(db, sql`${raw(DISTRICTS)} WHERE province_id = ${provinceId} ORDER BY name_en`);
export const getDistrict = async (db: Queryable, id: number) =>
  (await list(db, sql`${raw(DISTRICTS)} WHERE id = ${id}`))[0];
export const listPalikas = (db: Queryable, districtId: number) =>
  list(db, sql`${raw(PALIKAS)} WHERE p.district_id = ${districtId} ORDER BY p.name_en`);
export const getPalika = async (db: Queryable, id: number) =>
  (await list(db, sql`${raw(PALIKAS)} WHERE p.id = ${id}`))[0];

export async function listWards(db: Queryable, palika: GeoPlace): Promise<GeoPlace[]> {
  const rows = await db.query<{ id: number; ward_number: number; code: string | null }>(
    sql`SELECT id, ward_number, code FROM wards WHERE palika_id = ${palika.id} ORDER BY ward_number`,
  );
  return rows.map((w) => ({
    id: w.id,
    level: 'ward',
    code: w.code,
    nameEn: `Ward ${w.ward_number}`,
    nameNe: `वडा नं. ${toDevanagariDigits(String(w.ward_number))}`,
    altNames: [],
    parentId: palika.id,
    provinceId: palika.provinceId,
    districtId: palika.districtId,
    palikaType: null,
    wardCount: null,
  }));
}

const LEVEL_SQL = { province: PROVINCES, district: DISTRICTS, palika: PALIKAS };

/** English spellings compared without case, spaces or punctuation: "Sundar Haraicha" = "Sundarharaicha". */
const latinKey = (value: Sql) => sql`regexp_replace(lower(${value}), '[^a-z]', '', 'g')`;

/**
 * Nepali spellings compared with the common variants folded: spaces and zero-width joiners, व/ब,
 * ी/ि, ू/ु, ङ्ग/ंग/ङ, and anusvara or chandrabindu left out (मोरंग = मोरङ, विराटनगर = बिराटनगर,
 * सुन्दरहरैंचा = सुन्दरहरैचा).
 */
const devanagariKey = (value: Sql) =>
  sql`translate(replace(replace(regexp_replace(${value}, '[[:space:]\u200B-\u200D]', '', 'g'), 'ङ्ग', 'ङ'), 'ंग', 'ङ'), 'वीूंँ', 'बिु')`;

/** Whether a column's name holds the text, compared by either language's key. */
const matches = (column: string, text: string) => {
  const [name, asked] = [raw(column), sql`${text}::text`];
  return sql`(${latinKey(name)} LIKE '%' || ${latinKey(asked)} || '%' AND ${latinKey(asked)} <> ''
  OR ${devanagariKey(name)} LIKE '%' || ${devanagariKey(asked)} || '%' AND ${devanagariKey(asked)} ~ '[\u0900-\u097F]')`;
};

/**
 * Places whose name in either language, another spelling or code matches: exact and prefix matches
 * first, then larger places first. Devanagari digits in a code are read as Latin.
 */
export async function searchPlaces(
  db: Queryable,
  q: string,
  level: keyof typeof LEVEL_SQL | undefined,
  limit: number,
): Promise<GeoPlace[]> {
  const text = q.trim();
  const code = toLatinDigits(text);
  const levels = level ? [LEVEL_SQL[level]] : Object.values(LEVEL_SQL);
  const union = raw(levels.map((level) => `(${level})`).join(' UNION ALL '));
  // Every value typed: each use is its own parameter, and lower() or || cannot guess a type.
  const [asked, digits] = [sql`${text}::text`, sql`${code}::text`];
  return list(
    db,
    sql`SELECT * FROM (${union}) places
      WHERE code = ${digits} OR code LIKE ${digits} || '%' AND ${digits} ~ '^[0-9]+$'
         OR ${matches('"nameEn"', text)} OR ${matches('"nameNe"', text)}
         OR EXISTS (SELECT 1 FROM unnest("altNames") alt WHERE ${matches('alt', text)})
      ORDER BY (lower("nameEn") = lower(${asked}) OR "nameNe" = ${asked} OR code = ${digits}) DESC,
               ("nameEn" ILIKE ${asked} || '%' OR "nameNe" LIKE ${asked} || '%') DESC, depth, "nameEn"
      LIMIT ${limit}`,
  );
}
