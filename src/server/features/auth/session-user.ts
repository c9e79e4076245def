import { memberFitsGroup } from '@/server/access/group-membership';
import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { raw, sql } from '@/server/platform/sql';
import type { SessionUser } from '@/shared/api/types';

interface UserRow {
  id: string;
  username: string;
  full_name: string;
  role: SessionUser['role'];
  status: SessionUser['status'];
  user_type: SessionUser['userType'];
  batch: string | null;
  must_change_password: boolean;
}

type Place = SessionUser['palika'][number];

const PLACES_SQL = (table: string, link: string, key: string, userId: string) =>
  sql`SELECT p.id AS "_id", p.code, p.name_en AS name, p.name_ne AS "nameNe"
     FROM ${raw(`${link} l JOIN ${table} p ON p.id = l.${key}`)} WHERE l.user_id = ${userId} ORDER BY p.code`;

/** The session user (`checkUser`) of the API contract, with places, group members and group. */
export async function loadSessionUser(
  db: Queryable,
  userId: string,
  viaGroupId: string | null = null,
): Promise<SessionUser | undefined> {
  const user = await queryOne<UserRow>(
    db,
    sql`SELECT id, username, full_name, role, status, user_type, batch, must_change_password FROM users WHERE id = ${userId}`,
  );
  if (!user) return undefined;
  // One after another: inside a transaction these share one connection, which runs one query at a time.
  const province = await db.query<Place>(
    PLACES_SQL('provinces', 'user_provinces', 'province_id', userId),
  );
  const district = await db.query<Place>(
    PLACES_SQL('districts', 'user_districts', 'district_id', userId),
  );
  const palika = await db.query<Place>(PLACES_SQL('palikas', 'user_palikas', 'palika_id', userId));
  const members = await db.query<{ member_id: string }>(
    sql`SELECT member_id FROM group_members WHERE group_id = ${userId} ORDER BY added_at, member_id`,
  );
  const group = viaGroupId
    ? await queryOne<{ username: string }>(
        db,
        sql`SELECT username FROM users WHERE id = ${viaGroupId}`,
      )
    : undefined;
  const isGroup = user.user_type === 'GROUP';
  return {
    _id: user.id,
    fullname: user.full_name,
    name: user.full_name,
    username: user.username,
    role: user.role,
    status: user.status,
    userType: user.user_type,
    province,
    district,
    palika,
    groupMembers: members.map((m) => m.member_id),
    batch: user.batch,
    groupName: isGroup ? user.username : (group?.username ?? null),
    viaGroup: group?.username ?? null,
    mustChangePassword: user.must_change_password,
  };
}

/**
 * The members a group account may sign in as: active normal users who fit the group's palika (a
 * membership written before that rule, or a member whose area grew, opens nothing).
 */
export async function loadGroupMembers(db: Queryable, groupId: string) {
  return db.query<{ _id: string; name: string; role: SessionUser['role'] }>(
    sql`SELECT u.id AS "_id", u.full_name AS name, u.role FROM group_members g JOIN users u ON u.id = g.member_id
      WHERE g.group_id = ${groupId} AND u.status = 'ACTIVE' AND u.user_type = 'NORMAL'
        AND ${memberFitsGroup(sql`u.id`, sql`u.role`, sql`g.group_id`)} ORDER BY u.full_name`,
  );
}
