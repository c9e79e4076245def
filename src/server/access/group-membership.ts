import { raw, type Sql, sql } from '@/server/platform/sql';
import { GROUP_MEMBER_ROLES } from '@/shared/group-rules';

const ROLES = raw(GROUP_MEMBER_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * Whether the member `member` (a user id) of role `role` fits the group `group` (the group's user
 * id), in SQL: a palika-level role (src/shared/group-rules.ts) assigned the group's palika and no
 * other place. Read where a member's session is opened and on every request of one, so a member
 * whose area grew (by any path) opens nothing wider than the group's palika through it.
 */
export function memberFitsGroup(member: Sql, role: Sql, group: Sql): Sql {
  return sql`(upper(${role}) IN (${ROLES})
    AND EXISTS (SELECT 1 FROM user_palikas gp JOIN user_palikas mp ON mp.palika_id = gp.palika_id
                 WHERE gp.user_id = ${group} AND mp.user_id = ${member})
    AND NOT EXISTS (SELECT 1 FROM user_palikas mp WHERE mp.user_id = ${member}
                 AND mp.palika_id NOT IN (SELECT palika_id FROM user_palikas WHERE user_id = ${group}))
    AND NOT EXISTS (SELECT 1 FROM user_districts WHERE user_id = ${member})
    AND NOT EXISTS (SELECT 1 FROM user_provinces WHERE user_id = ${member}))`;
}
