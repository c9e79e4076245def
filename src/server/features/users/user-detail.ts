import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import type { Schemas } from '@/shared/api/types';

type UserDetail = Schemas['UserDetail'];
type Place = Schemas['Place'];

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The places assigned to each of the given users, in one query. */
export async function placesOf(db: Queryable, userIds: string[]): Promise<Map<string, Place[]>> {
  const rows = await db.query<Place & { user_id: string }>(
    sql`SELECT l.user_id, p.id AS "_id", p.code, p.name_en AS name, p.name_ne AS "nameNe" FROM user_provinces l JOIN provinces p ON p.id = l.province_id WHERE l.user_id = ANY(${userIds}::uuid[])
     UNION ALL SELECT l.user_id, d.id, d.code, d.name_en, d.name_ne FROM user_districts l JOIN districts d ON d.id = l.district_id WHERE l.user_id = ANY(${userIds}::uuid[])
     UNION ALL SELECT l.user_id, p.id, p.code, p.name_en, p.name_ne FROM user_palikas l JOIN palikas p ON p.id = l.palika_id WHERE l.user_id = ANY(${userIds}::uuid[])
     ORDER BY 4`,
  );
  const result = new Map<string, Place[]>(userIds.map((id) => [id, []]));
  for (const { user_id: userId, ...place } of rows) result.get(userId)?.push(place);
  return result;
}

interface DetailRow {
  id: string;
  username: string;
  full_name: string;
  role: UserDetail['role'];
  status: UserDetail['status'];
  blocked_reason: string | null;
  blocked_at: Date | null;
  user_type: UserDetail['userType'];
  batch: string | null;
  phone: string | null;
  email: string | null;
  must_change_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  created_by: string | null;
  updated_at: Date;
  updated_by: string | null;
  version: number;
  province_ids: number[];
  district_ids: number[];
  palika_ids: number[];
}

export async function userDetail(db: Queryable, id: string): Promise<UserDetail | undefined> {
  const row = await queryOne<DetailRow>(
    db,
    sql`SELECT u.*, creator.username AS created_by, updater.username AS updated_by,
            ARRAY(SELECT province_id FROM user_provinces WHERE user_id = u.id ORDER BY 1) AS province_ids,
            ARRAY(SELECT district_id FROM user_districts WHERE user_id = u.id ORDER BY 1) AS district_ids,
            ARRAY(SELECT palika_id FROM user_palikas WHERE user_id = u.id ORDER BY 1) AS palika_ids
       FROM users u LEFT JOIN users creator ON creator.id = u.created_by LEFT JOIN users updater ON updater.id = u.updated_by
      WHERE u.id = ${id}`,
  );
  if (!row) return undefined;
  const places = (await placesOf(db, [id])).get(id) ?? [];
  return {
    _id: row.id,
    username: row.username,
    fullname: row.full_name,
    role: row.role,
    status: row.status,
    blockedReason: row.blocked_reason,
    blockedAt: iso(row.blocked_at),
    userType: row.user_type,
    provinceIds: row.province_ids,
    districtIds: row.district_ids,
    palikaIds: row.palika_ids,
    places,
    batch: row.batch,
    phone: row.phone,
    email: row.email,
    mustChangePassword: row.must_change_password,
    lastLoginAt: iso(row.last_login_at),
    createdAt: iso(row.created_at)!,
    createdBy: row.created_by,
    updatedAt: iso(row.updated_at)!,
    updatedBy: row.updated_by,
    version: row.version,
  };
}
