import type { Queryable } from '@/server/db/database';
import { and, containing, raw, type Sql, sql } from '@/server/platform/sql';
import type { QueryOf, Schemas } from '@/shared/api/types';
import { placesOf } from './user-detail';

export type UserListQuery = QueryOf<'listUsers'>;

const SORTS = {
  fullname: 'full_name',
  username: 'username',
  role: 'role',
  status: 'status',
  lastLoginAt: 'last_login_at',
} as const;

/** Users assigned anywhere inside a place: the place itself or any place below it. */
const IN_PLACE = {
  palikaId: (id: number) =>
    sql`EXISTS (SELECT 1 FROM user_palikas x WHERE x.user_id = u.id AND x.palika_id = ${id})`,
  districtId: (id: number) =>
    sql`(EXISTS (SELECT 1 FROM user_districts x WHERE x.user_id = u.id AND x.district_id = ${id})
    OR EXISTS (SELECT 1 FROM user_palikas x JOIN palikas p ON p.id = x.palika_id
               WHERE x.user_id = u.id AND p.district_id = ${id}))`,
  provinceId: (id: number) =>
    sql`(EXISTS (SELECT 1 FROM user_provinces x WHERE x.user_id = u.id AND x.province_id = ${id})
    OR EXISTS (SELECT 1 FROM user_districts x JOIN districts d ON d.id = x.district_id
               WHERE x.user_id = u.id AND d.province_id = ${id})
    OR EXISTS (SELECT 1 FROM user_palikas x JOIN palikas p ON p.id = x.palika_id JOIN districts d ON d.id = p.district_id
               WHERE x.user_id = u.id AND d.province_id = ${id}))`,
};

function whereOf(query: UserListQuery): Sql {
  const conditions: Sql[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = containing(search);
    conditions.push(sql`(u.username ILIKE ${pattern} OR u.full_name ILIKE ${pattern})`);
  }
  if (query.role) conditions.push(sql`u.role = ${query.role}`);
  if (query.status) conditions.push(sql`u.status = ${query.status}`);
  for (const key of ['palikaId', 'districtId', 'provinceId'] as const) {
    const id = query[key];
    if (id) conditions.push(IN_PLACE[key](id));
  }
  return and(conditions);
}

/** One page of users, filtered and sorted on the server. */
export async function listUsers(db: Queryable, query: UserListQuery): Promise<Schemas['UserPage']> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const where = whereOf(query);
  const direction = query.order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
  const order = raw(`${SORTS[query.sort ?? 'fullname']} ${direction}, u.username`);
  const [rows, totals] = await Promise.all([
    db.query<{
      id: string;
      username: string;
      full_name: string;
      role: Schemas['Role'];
      status: 'ACTIVE' | 'BLOCKED';
      user_type: 'NORMAL' | 'GROUP';
      last_login_at: Date | null;
    }>(
      sql`SELECT u.id, u.username, u.full_name, u.role, u.status, u.user_type, u.last_login_at
        FROM users u WHERE ${where}
        ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    db.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`),
  ]);
  const places = await placesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      _id: r.id,
      username: r.username,
      fullname: r.full_name,
      role: r.role,
      status: r.status,
      userType: r.user_type,
      lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
      places: places.get(r.id) ?? [],
    })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
}
