import type { Schemas } from '../../../shared/api/types';
import type { Queryable } from '../../db/database';

export interface UserListQuery {
  page: number;
  pageSize: number;
  search?: string;
}

/** One page of users ordered by name; `search` matches username or full name. */
export async function listUsers(db: Queryable, { page, pageSize, search }: UserListQuery): Promise<Schemas['UserPage']> {
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = 'WHERE ($1::text IS NULL OR username ILIKE $1 OR full_name ILIKE $1)';
  const [rows, totals] = await Promise.all([
    db.query<{ id: string; username: string; full_name: string; role: Schemas['Role']; status: 'ACTIVE' | 'BLOCKED'; user_type: 'NORMAL' | 'GROUP'; last_login_at: Date | null }>(
      `SELECT id, username, full_name, role, status, user_type, last_login_at FROM users ${where}
        ORDER BY full_name, username LIMIT $2 OFFSET $3`,
      [pattern, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, [pattern]),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      username: r.username,
      fullname: r.full_name,
      role: r.role,
      status: r.status,
      userType: r.user_type,
      lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
    })),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
}
