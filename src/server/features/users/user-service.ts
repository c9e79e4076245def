import { revokeGroupSessions } from '@/server/access/sessions';
import type { Database, Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { type Actor, changes, writeAudit } from '@/server/platform/audit';
import { HttpError, forbidden, invalid, notFound } from '@/server/platform/http-error';
import { hashPassword } from '@/server/platform/passwords';
import { raw, sql } from '@/server/platform/sql';
import type { RequestBody, Schemas } from '@/shared/api/types';
import { GROUP_MEMBER_ROLES, type GroupCandidate, fitsGroup } from '@/shared/group-rules';
import type { Role } from '@/shared/roles';
import { PLACE_FIELDS, canManageRole, placesFitRole } from '@/shared/user-rules';
import { createUser, setUserPlaces } from './create-user';
import { oneTimePassword } from './one-time-password';
import { userDetail } from './user-detail';

export interface Manager extends Actor {
  role: string;
}

const sameIds = (a: number[], b: number[]) =>
  [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

type Places = Pick<Schemas['UserInput'], 'provinceIds' | 'districtIds' | 'palikaIds'>;

async function unknownPlaces(db: Queryable, places: Places) {
  const errors = [];
  for (const [field, table] of [
    ['provinceIds', 'provinces'],
    ['districtIds', 'districts'],
    ['palikaIds', 'palikas'],
  ] as const) {
    const ids = places[field] ?? [];
    if (!ids.length) continue;
    const found = await db.query(sql`SELECT id FROM ${raw(table)} WHERE id = ANY(${ids}::int[])`);
    if (found.length !== ids.length) errors.push({ field, code: 'unknownPlace' as const });
  }
  return errors;
}

/** The role and places of a new or edited user: the role the manager may give, places that fit it and exist. */
async function checkRoleAndPlaces(db: Queryable, manager: Manager, role: string, places: Places) {
  const errors = [
    ...(canManageRole(manager.role, role) ? [] : [{ field: 'role', code: 'notAllowed' as const }]),
    ...placesFitRole(role, places),
  ];
  if (errors.length === 0) errors.push(...(await unknownPlaces(db, places)));
  if (errors.length) throw invalid(errors);
}

/** The user to change, if the manager may change them (404 when absent, 403 when above the manager). */
async function manageable(db: Queryable, manager: Manager, id: string) {
  const user = await userDetail(db, id);
  if (!user) throw notFound('No such user');
  if (!canManageRole(manager.role, user.role)) throw forbidden('You may not change this account');
  return user;
}

export async function createManagedUser(
  db: Database,
  manager: Manager,
  input: RequestBody<'createUser'>,
) {
  await checkRoleAndPlaces(db, manager, input.role, input);
  if (
    await queryOne(db, sql`SELECT 1 FROM users WHERE lower(username) = lower(${input.username})`)
  ) {
    throw new HttpError(409, 'conflict', 'This username is taken', [
      { field: 'username', code: 'taken' },
    ]);
  }
  const password = oneTimePassword(input.username);
  return db.transaction(async (tx) => {
    const id = await createUser(tx, {
      ...input,
      fullName: input.fullname,
      password,
      mustChangePassword: true,
      createdBy: manager.userId,
    });
    const user = (await userDetail(tx, id))!;
    await writeAudit(tx, manager, { entity: 'user', entityId: id, action: 'create', after: user });
    return { user, oneTimePassword: password };
  });
}

/**
 * A member of a group keeps a role and places that fit the group (src/shared/group-rules.ts):
 * otherwise the group's shared password would open the wider area. The change is refused, naming
 * the group, until the member is removed from it (issue 37 §1.8).
 */
async function checkGroupsStillFit(db: Queryable, id: string, next: GroupCandidate) {
  const groups = await db.query<{ name: string; palika_id: number | null }>(
    sql`SELECT g.full_name AS name, (SELECT palika_id FROM user_palikas WHERE user_id = g.id LIMIT 1) AS palika_id
       FROM group_members m JOIN users g ON g.id = m.group_id WHERE m.member_id = ${id} ORDER BY g.full_name`,
  );
  const misfit = groups.find((group) => !fitsGroup(next, group.palika_id));
  if (!misfit) return;
  const field = GROUP_MEMBER_ROLES.includes(next.role as Role) ? 'palikaIds' : 'role';
  throw invalid([{ field, code: 'group.isMember', other: misfit.name }]);
}

export async function updateManagedUser(
  db: Database,
  manager: Manager,
  id: string,
  input: RequestBody<'updateUser'>,
) {
  const before = await manageable(db, manager, id);
  // A group account's place and members are changed on the groups page, never as a person's role.
  if (before.userType === 'GROUP') throw forbidden('A group account is not edited as a user');
  const places = {
    provinceIds: input.provinceIds ?? [],
    districtIds: input.districtIds ?? [],
    palikaIds: input.palikaIds ?? [],
  };
  const own = id === manager.userId;
  const scopeChanged = PLACE_FIELDS.some((field) => !sameIds(places[field], before[field]));
  if (own && (input.role !== before.role || scopeChanged))
    throw forbidden('Nobody changes their own role or places');
  await checkRoleAndPlaces(db, manager, input.role, places);
  await checkGroupsStillFit(db, id, { role: input.role, ...places });
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      sql`UPDATE users SET full_name = ${input.fullname}, role = ${input.role}, batch = ${input.batch ?? null}, phone = ${input.phone ?? null}, email = ${input.email ?? null}, updated_at = now(), updated_by = ${manager.userId}, version = version + 1
        WHERE id = ${id} AND version = ${input.version} RETURNING id`,
    );
    if (updated.length === 0)
      throw new HttpError(
        409,
        'conflict',
        'Someone changed this user meanwhile; reload to see their change',
      );
    await setUserPlaces(tx, id, places);
    const after = (await userDetail(tx, id))!;
    await writeAudit(tx, manager, {
      entity: 'user',
      entityId: id,
      action: 'update',
      ...changes(before, after),
    });
    return after;
  });
}

export async function setBlocked(
  db: Database,
  manager: Manager,
  id: string,
  { blocked, reason }: { blocked: boolean; reason: string },
) {
  const before = await manageable(db, manager, id);
  if (id === manager.userId) throw forbidden('Nobody blocks or unblocks their own account');
  return db.transaction(async (tx) => {
    await tx.query(
      sql`UPDATE users SET status = ${blocked ? 'BLOCKED' : 'ACTIVE'}, blocked_reason = CASE WHEN ${blocked} THEN ${reason} ELSE NULL END, blocked_at = CASE WHEN ${blocked} THEN now() ELSE NULL END,
              updated_at = now(), updated_by = ${manager.userId}, version = version + 1 WHERE id = ${id}`,
    );
    if (blocked) {
      await tx.query(
        sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${id} AND revoked_at IS NULL`,
      );
      // A blocked group account also ends its members' sessions opened through it.
      await revokeGroupSessions(tx, id);
    }
    const after = (await userDetail(tx, id))!;
    await writeAudit(tx, manager, {
      entity: 'user',
      entityId: id,
      action: blocked ? 'block' : 'unblock',
      before: { status: before.status },
      after: { status: after.status, reason },
    });
    return after;
  });
}

export async function resetManagedPassword(db: Database, manager: Manager, id: string) {
  const user = await manageable(db, manager, id);
  const password = oneTimePassword(user.username);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(
      sql`UPDATE users SET password_hash = ${hash}, must_change_password = true, updated_at = now(), updated_by = ${manager.userId}, version = version + 1 WHERE id = ${id}`,
    );
    await tx.query(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${id} AND revoked_at IS NULL`,
    );
    await writeAudit(tx, manager, { entity: 'user', entityId: id, action: 'resetPassword' });
  });
  return { oneTimePassword: password };
}

export async function managedUser(db: Queryable, id: string) {
  const user = await userDetail(db, id);
  if (!user) throw notFound('No such user');
  return user;
}
