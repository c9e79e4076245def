import { createRequire } from 'node:module';
import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { PALIKA_CORRECTIONS, PROVINCE_NAMES, cleanDevanagari } from './national-corrections';

const require = createRequire(import.meta.url);
const data = (file: string) =>
  require(`states-nepal/lib/cjs/data/${file}.json`) as Record<string, string | number>[];

const TYPES: Record<number, string> = {
  1: 'metropolitan',
  2: 'sub_metropolitan',
  3: 'municipality',
  4: 'rural_municipality',
};
const byId = (rows: Record<string, string | number>[]) =>
  new Map(rows.map((r) => [Number(r.id), r]));

/** Inserts rows in batches of one multi-row INSERT each. */
async function insertRows(
  db: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const values = batch
      .map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, batch.flat());
  }
}

/**
 * On the first start (no provinces yet): the whole hierarchy, 7 provinces, 77 districts, 753 palikas
 * and their 6,743 wards, from `states-nepal` with the project's corrections. Codes stay empty until
 * the official import fills them.
 */
export async function seedNationalGeography(db: Queryable): Promise<boolean> {
  if (await queryOne(db, 'SELECT 1 FROM provinces LIMIT 1')) return false;
  const districtsNe = byId(data('districts/np'));
  const palikasNe = byId(data('municipalities/np'));
  const districts = data('districts/en');
  const districtName = new Map(districts.map((d) => [Number(d.id), String(d.name)]));

  const provinces = data('provinces/en').map((p) => {
    const names = PROVINCE_NAMES[Number(p.id)];
    return [p.id, names.en, names.ne, names.formerEn, names.formerNe];
  });
  await insertRows(
    db,
    'provinces',
    ['id', 'name_en', 'name_ne', 'name_en_alt', 'name_ne_alt'],
    provinces,
  );
  await insertRows(
    db,
    'districts',
    ['id', 'province_id', 'name_en', 'name_ne'],
    districts.map((d) => [
      d.id,
      d.province_id,
      d.name,
      cleanDevanagari(String(districtsNe.get(Number(d.id))!.name)),
    ]),
  );

  const palikas = data('municipalities/en').map((p) => {
    const fix = PALIKA_CORRECTIONS.find(
      (c) => c.palika === p.name && c.district === districtName.get(Number(p.district_id)),
    );
    const nameNe = cleanDevanagari(String(palikasNe.get(Number(p.id))!.name));
    const renamed = Boolean(fix?.nameEn);
    return [
      p.id,
      p.district_id,
      fix?.nameEn ?? p.name,
      fix?.nameNe ?? nameNe,
      renamed ? p.name : null,
      renamed ? nameNe : null,
      TYPES[Number(p.category_id)],
      fix?.wards ?? Number(p.wards),
    ];
  });
  await insertRows(
    db,
    'palikas',
    [
      'id',
      'district_id',
      'name_en',
      'name_ne',
      'name_en_alt',
      'name_ne_alt',
      'palika_type',
      'ward_count',
    ],
    palikas,
  );
  await db.query(
    'INSERT INTO wards (palika_id, ward_number) SELECT id, generate_series(1, ward_count) FROM palikas ORDER BY id',
  );
  return true;
}
