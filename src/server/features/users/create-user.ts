import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { hashPassword } from '@/server/platform/passwords';
import { raw, sql } from '@/server/platform/sql';
import type { Role } from '@/shared/roles';

export interface NewUser {
  username: string;
  fullName: string;
  role: Role;
  password: string;
  userType?: 'NORMAL' | 'GROUP';
  provinceIds?: number[];
  districtIds?: number[];
  palikaIds?: number[];
  batch?: string | null;
  phone?: string | null;
  email?: string | null;
  mustChangePassword?: boolean;
  createdBy?: string | null;
}

const LINKS = [
  ['user_provinces', 'province_id', 'provinceIds'],
  ['user_districts', 'district_id', 'districtIds'],
  ['user_palikas', 'palika_id', 'palikaIds'],
] as const;

/** Replaces a user's assigned places with the given ones. */
export async function setUserPlaces(
  db: Queryable,
  userId: string,
  places: Pick<NewUser, 'provinceIds' | 'districtIds' | 'palikaIds'>,
): Promise<void> {
  for (const [table, column, key] of LINKS) {
    await db.query(sql`DELETE FROM ${raw(table)} WHERE user_id = ${userId}`);
    const ids = places[key] ?? [];
    if (ids.length)
      await db.query(
        sql`INSERT INTO ${raw(`${table} (user_id, ${column})`)} SELECT ${userId}::uuid, unnest(${ids}::int[])`,
      );
  }
}

/** Inserts a user with its assigned places; returns the new id. */
export async function createUser(db: Queryable, user: NewUser): Promise<string> {
  const row = await queryOne<{ id: string }>(
    db,
    sql`INSERT INTO users (username, full_name, role, user_type, password_hash, batch, phone, email, must_change_password, created_by, updated_by)
     VALUES (${user.username}, ${user.fullName}, ${user.role}, ${user.userType ?? 'NORMAL'}, ${await hashPassword(user.password)}, ${user.batch ?? null}, ${user.phone ?? null}, ${user.email ?? null}, ${user.mustChangePassword ?? false}, ${user.createdBy ?? null}, ${user.createdBy ?? null}) RETURNING id`,
  );
  if (!row) throw new Error('insert returned no row');
  await setUserPlaces(db, row.id, user);
  return row.id;
}
