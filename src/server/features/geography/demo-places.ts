import type { Queryable } from '../../db/database';

/**
 * The few places the demo needs until the national hierarchy lands: Koshi Province, Morang
 * district and two of its palikas. Ids and census-2021 codes are the official ones, so the
 * national import updates these rows in place.
 */
export const DEMO_PROVINCE = { id: 1, code: '1', nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' };
export const DEMO_DISTRICT = { id: 12, code: '112', provinceId: 1, nameEn: 'Morang', nameNe: 'मोरङ' };
export const DEMO_PALIKAS = [
  { id: 114, code: '11214', districtId: 12, nameEn: 'Biratnagar', nameNe: 'बिराटनगर', type: 'metropolitan', wards: 19 },
  { id: 104, code: '11204', districtId: 12, nameEn: 'Sundarharaicha', nameNe: 'सुन्दरहरैंचा', type: 'municipality', wards: 12 },
] as const;

export async function seedDemoPlaces(db: Queryable): Promise<void> {
  const p = DEMO_PROVINCE;
  await db.query('INSERT INTO provinces (id, code, name_en, name_ne) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [p.id, p.code, p.nameEn, p.nameNe]);
  const d = DEMO_DISTRICT;
  await db.query(
    'INSERT INTO districts (id, code, province_id, name_en, name_ne) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
    [d.id, d.code, d.provinceId, d.nameEn, d.nameNe],
  );
  for (const palika of DEMO_PALIKAS) {
    await db.query(
      `INSERT INTO palikas (id, code, district_id, name_en, name_ne, palika_type, ward_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [palika.id, palika.code, palika.districtId, palika.nameEn, palika.nameNe, palika.type, palika.wards],
    );
  }
}
