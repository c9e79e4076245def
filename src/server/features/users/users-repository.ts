import type { Queryable } from '@/server/db/database';
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
  palikaId: 'EXISTS (SELECT 1 FROM user_palikas x WHERE x.user_id = u.id AND x.palika_id = $N)',
  districtId: `(EXISTS (SELECT 1 FROM user_districts x WHERE x.user_id = u.id AND x.district_id = $N)
    OR EXISTS (SELECT 1 FROM user_palikas x JOIN palikas p ON p.id = x.palika_id WHERE x.user_id = u.id AND p.district_id = $N))`,
  provinceId: `(EXISTS (SELECT 1 FROM user_provinces x WHERE x.user_id = u.id AND x.province_id = $N)
    OR EXISTS (SELECT 1 FROM user_districts x JOIN districts d ON d.id = x.district_id WHERE x.user_id = u.id AND d.province_id = $N)
    OR EXISTS (SELECT 1 FROM user_palikas x JOIN palikas p ON p.id = x.palika_id JOIN districts d ON d.id = p.district_id
               WHERE x.user_id = u.id AND d.province_id = $N))`,
};

function whereOf(query: UserListQuery): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replaceAll('$N', `$${params.length}`));
  };
  const search = query.search?.trim();
  if (search)
    add(
      '(u.username ILIKE $N OR u.full_name ILIKE $N)',
      `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  if (query.role) add('u.role = $N', query.role);
  if (query.status) add('u.status = $N', query.status);
  for (const key of ['palikaId', 'districtId', 'provinceId'] as const)
    if (query[key]) add(IN_PLACE[key], query[key]);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of users, filtered and sorted on the server. */
export async function listUsers(db: Queryable, query: UserListQuery): Promise<Schemas['UserPage']> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const { sql, params } = whereOf(query);
  const order = `${SORTS[query.sort ?? 'fullname']} ${query.order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST'}, u.username`;
  const n = params.length;
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
      `SELECT u.id, u.username, u.full_name, u.role, u.status, u.user_type, u.last_login_at FROM users u ${sql}
        ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${sql}`, params),
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
