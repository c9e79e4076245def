import type { Role } from '../../../shared/roles';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { hashPassword } from '../auth/passwords';

export interface NewUser {
  username: string;
  fullName: string;
  role: Role;
  password: string;
  userType?: 'NORMAL' | 'GROUP';
  provinceIds?: number[];
  districtIds?: number[];
  palikaIds?: number[];
  createdBy?: string | null;
}

/** Inserts a user with its assigned places; returns the new id. */
export async function createUser(db: Queryable, user: NewUser): Promise<string> {
  const row = await queryOne<{ id: string }>(
    db,
    `INSERT INTO users (username, full_name, role, user_type, password_hash, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [user.username, user.fullName, user.role, user.userType ?? 'NORMAL', await hashPassword(user.password), user.createdBy ?? null],
  );
  if (!row) throw new Error('insert returned no row');
  const links: [string, string, number[] | undefined][] = [
    ['user_provinces', 'province_id', user.provinceIds],
    ['user_districts', 'district_id', user.districtIds],
    ['user_palikas', 'palika_id', user.palikaIds],
  ];
  for (const [table, column, ids] of links) {
    for (const id of ids ?? []) await db.query(`INSERT INTO ${table} (user_id, ${column}) VALUES ($1, $2)`, [row.id, id]);
  }
  return row.id;
}
