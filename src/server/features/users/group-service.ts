import { revokeGroupSessions } from '@/server/access/sessions';
import type { Database, Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { writeAudit } from '@/server/platform/audit';
import { HttpError, invalid, notFound } from '@/server/platform/http-error';
import { empty, type Sql, sql } from '@/server/platform/sql';
import type { RequestBody, Schemas } from '@/shared/api/types';
import { fitsGroup } from '@/shared/group-rules';
import { createUser } from './create-user';
import { oneTimePassword } from './one-time-password';
import { userDetail } from './user-detail';
import type { Manager } from './user-service';

type GroupSummary = Schemas['GroupSummary'];

async function groupsWhere(db: Queryable, where: Sql): Promise<GroupSummary[]> {
  const groups = await db.query<{
    id: string;
    username: string;
    full_name: string;
    status: GroupSummary['status'];
    palika: GroupSummary['palika'];
  }>(
    sql`SELECT u.id, u.username, u.full_name, u.status,
            (SELECT json_build_object('_id', p.id, 'code', p.code, 'name', p.name_en, 'nameNe', p.name_ne)
               FROM user_palikas l JOIN palikas p ON p.id = l.palika_id WHERE l.user_id = u.id LIMIT 1) AS palika
       FROM users u WHERE u.user_type = 'GROUP' ${where} ORDER BY u.full_name`,
  );
  const members = await db.query<{
    group_id: string;
    _id: string;
    name: string;
    role: Schemas['Role'];
  }>(
    sql`SELECT g.group_id, u.id AS "_id", u.full_name AS name, u.role FROM group_members g JOIN users u ON u.id = g.member_id
      WHERE g.group_id = ANY(${groups.map((g) => g.id)}::uuid[]) ORDER BY u.full_name`,
  );
  return groups.map((g) => ({
    _id: g.id,
    username: g.username,
    name: g.full_name,
    status: g.status,
    palika: typeof g.palika === 'string' ? JSON.parse(g.palika) : g.palika,
    members: members.filter((m) => m.group_id === g.id).map(({ group_id: _group, ...m }) => m),
  }));
}

export const listGroups = (db: Queryable) => groupsWhere(db, empty);

async function group(db: Queryable, id: string): Promise<GroupSummary> {
  const [found] = await groupsWhere(db, sql`AND u.id = ${id}`);
  if (!found) throw notFound('No such group');
  return found;
}

export async function createGroup(
  db: Database,
  manager: Manager,
  input: RequestBody<'createGroup'>,
) {
  if (!(await queryOne(db, sql`SELECT 1 FROM palikas WHERE id = ${input.palikaId}`)))
    throw invalid([{ field: 'palikaId', code: 'unknownPlace' }]);
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
      username: input.username,
      fullName: input.name,
      role: 'GROUP',
      userType: 'GROUP',
      palikaIds: [input.palikaId],
      password,
      mustChangePassword: true,
      createdBy: manager.userId,
    });
    const created = await group(tx, id);
    await writeAudit(tx, manager, {
      entity: 'user',
      entityId: id,
      action: 'createGroup',
      after: created,
    });
    return { group: created, oneTimePassword: password };
  });
}

/**
 * Adds an active normal user who fits the group's palika: a palika officer or CBR facilitator
 * assigned that palika alone (src/shared/group-rules.ts). The group's password is shared by its
 * members, so it must open nothing wider than the group's palika: no administrator, province or
 * district official, nor staff of other palikas too.
 */
export async function addMember(db: Database, manager: Manager, groupId: string, memberId: string) {
  const before = await group(db, groupId);
  const member = await userDetail(db, memberId);
  if (!member) throw invalid([{ field: 'memberId', code: 'invalidValue' }]);
  if (member.status !== 'ACTIVE' || member.userType !== 'NORMAL')
    throw invalid([{ field: 'memberId', code: 'notAllowed' }]);
  if (!fitsGroup(member, before.palika?._id))
    throw invalid([{ field: 'memberId', code: 'group.memberOutsidePalika' }]);
  return db.transaction(async (tx) => {
    await tx.query(
      sql`INSERT INTO group_members (group_id, member_id) VALUES (${groupId}, ${memberId}) ON CONFLICT DO NOTHING`,
    );
    const after = await group(tx, groupId);
    await writeAudit(tx, manager, {
      entity: 'user',
      entityId: groupId,
      action: 'addMember',
      before: { members: before.members },
      after: { members: after.members },
    });
    return after;
  });
}

export async function removeMember(
  db: Database,
  manager: Manager,
  groupId: string,
  memberId: string,
) {
  const before = await group(db, groupId);
  if (!before.members.some((m) => m._id === memberId)) throw notFound('Not a member of this group');
  return db.transaction(async (tx) => {
    await tx.query(
      sql`DELETE FROM group_members WHERE group_id = ${groupId} AND member_id = ${memberId}`,
    );
    await revokeGroupSessions(tx, groupId, memberId);
    const after = await group(tx, groupId);
    await writeAudit(tx, manager, {
      entity: 'user',
      entityId: groupId,
      action: 'removeMember',
      before: { members: before.members },
      after: { members: after.members },
    });
    return after;
  });
}
