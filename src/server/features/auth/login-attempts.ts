import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { sql } from '@/server/platform/sql';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

/**
 * Whether a name is locked from one address (decision 0031): five wrong passwords for it from there
 * within 15 minutes, with no sign-in since. Counted from the sign-in log, so a name that does not
 * exist locks alike (the answer says nothing of which names exist), another address is not locked
 * out, and every process of the server sees the same count.
 */
export async function lockedFrom(db: Queryable, username: string, ip: string): Promise<boolean> {
  const name = username.slice(0, 100);
  const row = await queryOne<{ failures: number }>(
    db,
    sql`SELECT count(*)::int AS failures FROM auth_events f
      WHERE lower(f.username) = lower(${name}) AND f.ip = ${ip} AND f.event = 'login.failed'
        AND f.at > now() - make_interval(mins => ${LOCK_MINUTES}::int)
        AND NOT EXISTS (SELECT 1 FROM auth_events s WHERE lower(s.username) = lower(${name})
          AND s.ip = ${ip} AND s.event = 'login.success' AND s.at > f.at)`,
  );
  return (row?.failures ?? 0) >= MAX_FAILED_ATTEMPTS;
}

export async function recordSuccessfulLogin(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`UPDATE users SET last_login_at = now() WHERE id = ${userId}`);
}
