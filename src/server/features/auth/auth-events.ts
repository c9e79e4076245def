import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { sql } from '@/server/platform/sql';

export type AuthEvent =
  | 'login.success'
  | 'login.failed'
  | 'login.locked'
  | 'login.rateLimited'
  | 'login.slowed'
  | 'login.groupMember'
  | 'logout'
  | 'password.changed';

export interface AuthEventDetails {
  username?: string;
  userId?: string | null;
  viaGroupId?: string | null;
  ip?: string;
}

/** The sign-in log: every attempt, its outcome and the address it came from. */
export async function recordAuthEvent(
  db: Queryable,
  event: AuthEvent,
  details: AuthEventDetails,
): Promise<void> {
  await db.query(
    sql`INSERT INTO auth_events (event, username, user_id, via_group_id, ip) VALUES (${event}, ${details.username?.slice(0, 100) ?? null}, ${details.userId ?? null}, ${details.viaGroupId ?? null}, ${details.ip ?? null})`,
  );
}

/** Sign-in attempts from one address in the last 15 minutes (for the per-address rate limit). */
export async function recentLoginAttempts(db: Queryable, ip: string): Promise<number> {
  const row = await queryOne<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM auth_events
      WHERE ip = ${ip} AND event LIKE 'login.%' AND event <> 'login.groupMember' AND at > now() - interval '15 minutes'`,
  );
  return row?.count ?? 0;
}
