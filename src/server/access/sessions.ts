import type { Queryable } from '@/server/db/database';
import { prepared, queryOne } from '@/server/db/database';
import { sql } from '@/server/platform/sql';
import { hashToken, newToken } from '@/server/platform/tokens';
import { memberFitsGroup } from './group-membership';
import { type Scope, type ScopeColumns, scopeColumns, scopeFrom } from './scope';

export type SessionKind = 'USER' | 'GROUP';

export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export interface NewSession {
  userId: string;
  kind: SessionKind;
  viaGroupId?: string | null;
  ip?: string;
  userAgent?: string;
}

export async function createSession(
  db: Queryable,
  session: NewSession,
  limits: SessionLimits,
): Promise<string> {
  const token = newToken();
  await db.query(
    sql`INSERT INTO sessions (token_hash, user_id, kind, via_group_id, expires_at, ip, user_agent)
     VALUES (${hashToken(token)}, ${session.userId}, ${session.kind}, ${session.viaGroupId ?? null}, now() + make_interval(hours => ${limits.maxHours}::int), ${session.ip ?? null}, ${session.userAgent?.slice(0, 300) ?? null})`,
  );
  return token;
}

export interface ActiveSession {
  id: string;
  userId: string;
  kind: SessionKind;
  viaGroupId: string | null;
  role: string;
  /** After a reset or on a new account: only changing the password (or signing out) is allowed. */
  mustChangePassword: boolean;
  /** The places the user may read and change, read with the session. */
  scope: Scope;
}

/**
 * The live session of a token: not revoked, not past its absolute expiry, used within the idle
 * limit, and its user still active (blocking a user ends their sessions at once). A member's
 * session opened through a group also needs the group still active, the membership still held and
 * the member still fitting the group's palika (src/shared/group-rules.ts).
 * The user's area is read in the same statement (a request reads nothing else before its work).
 */
export async function findActiveSession(
  db: Queryable,
  token: string,
  limits: SessionLimits,
): Promise<ActiveSession | undefined> {
  const row = await queryOne<Omit<ActiveSession, 'scope'> & ScopeColumns & { stale: boolean }>(
    db,
    prepared(
      'active-session',
      sql`SELECT s.id, s.user_id AS "userId", s.kind, s.via_group_id AS "viaGroupId", u.role, u.must_change_password AS "mustChangePassword",
            s.last_used_at < now() - interval '1 minute' AS stale, area.*
       FROM sessions s JOIN users u ON u.id = s.user_id
       CROSS JOIN LATERAL (${scopeColumns(sql`s.user_id`, sql`u.role`)}) area
      WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_used_at > now() - make_interval(mins => ${limits.idleMinutes}::int) AND u.status = 'ACTIVE'
        AND (s.via_group_id IS NULL OR EXISTS (
              SELECT 1 FROM group_members m JOIN users g ON g.id = m.group_id
               WHERE m.group_id = s.via_group_id AND m.member_id = s.user_id AND g.status = 'ACTIVE'
                 AND ${memberFitsGroup(sql`s.user_id`, sql`u.role`, sql`s.via_group_id`)}))`,
    ),
  );
  if (!row) return undefined;
  if (row.stale) await db.query(sql`UPDATE sessions SET last_used_at = now() WHERE id = ${row.id}`);
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    viaGroupId: row.viaGroupId,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
    scope: scopeFrom(row.role, row),
  };
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`,
  );
}

/** Ends the sessions opened through a group: all of them, or one member's (removed from the group). */
export async function revokeGroupSessions(
  db: Queryable,
  groupId: string,
  memberId?: string,
): Promise<void> {
  await db.query(
    sql`UPDATE sessions SET revoked_at = now() WHERE via_group_id = ${groupId} AND (${memberId ?? null}::uuid IS NULL OR user_id = ${memberId ?? null}) AND revoked_at IS NULL`,
  );
}

/** Ends every session of a user except the one given (after a password change). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db.query(
    sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND id <> ${keepSessionId} AND revoked_at IS NULL`,
  );
}
