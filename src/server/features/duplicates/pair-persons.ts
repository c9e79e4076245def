import type { Queryable } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

type Person = Schemas['DuplicatePerson'];

const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The persons of pairs, side by side: who they are, where, and how many services they hold. */
export async function personsByIds(db: Queryable, ids: string[]): Promise<Map<string, Person>> {
  if (!ids.length) return new Map();
  const rows = await db.query<Record<string, unknown>>(
    sql`SELECT p.id, p.registration_no, to_char(p.registration_date, 'YYYY-MM-DD') AS registration_date,
        p.name_ne, p.name_en, p.gender, to_char(p.dob, 'YYYY-MM-DD') AS dob, p.father_name, p.mother_name,
        p.citizenship_no, cd.name_en AS citizenship_district, p.nin, p.card_no, p.palika_id, p.ward_no,
        pa.name_en AS palika, pa.name_ne AS palika_ne, di.name_en AS district, di.name_ne AS district_ne,
        p.deleted_at,
        (SELECT count(*)::int FROM service_records s WHERE s.pwd_id = p.id AND s.deleted_at IS NULL) AS services
      FROM pwd_persons p JOIN palikas pa ON pa.id = p.palika_id JOIN districts di ON di.id = pa.district_id
        LEFT JOIN districts cd ON cd.id = p.citizenship_district_id
      WHERE p.id = ANY(${ids}::uuid[])`,
  );
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        registrationNo: String(r.registration_no),
        registrationDate: day(r.registration_date),
        nameNe: String(r.name_ne),
        nameEn: (r.name_en as string) ?? null,
        gender: String(r.gender),
        dob: day(r.dob),
        fatherName: (r.father_name as string) ?? null,
        motherName: (r.mother_name as string) ?? null,
        citizenshipNo: (r.citizenship_no as string) ?? null,
        citizenshipDistrict: (r.citizenship_district as string) ?? null,
        nin: (r.nin as string) ?? null,
        cardNo: (r.card_no as string) ?? null,
        palikaId: Number(r.palika_id),
        palika: String(r.palika),
        palikaNe: String(r.palika_ne),
        district: String(r.district),
        districtNe: String(r.district_ne),
        wardNo: r.ward_no === null ? null : Number(r.ward_no),
        services: Number(r.services),
        deletedAt: r.deleted_at ? new Date(r.deleted_at as string).toISOString() : null,
      },
    ]),
  );
}
