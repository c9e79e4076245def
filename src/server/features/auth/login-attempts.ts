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

/** Wrong passwords for one name, from any address, within LOCK_MINUTES before the name is slowed. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest wait between two evaluated sign-ins of a slowed name: the owner always gets a turn. */
export const ACCOUNT_MAX_WAIT_SECONDS = 60;
/** How long a successful sign-in makes its address known to the name (never slowed for it). */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * The seconds before a sign-in of a name from an address is evaluated, or 0 to evaluate it now
 * (decision 0039). Once a name has ACCOUNT_FREE_FAILURES wrong passwords within LOCK_MINUTES, from
 * any addresses, its attempts are evaluated at most once per interval: 1 second after the tenth,
 * doubling with each further one, and never more than ACCOUNT_MAX_WAIT_SECONDS. An address the name
 * signed in from within KNOWN_ADDRESS_DAYS is not slowed: the owner at their desk is never held up
 * by another's guessing. Read from the sign-in log like the lock, so a name that does not exist is
 * slowed alike, and the database's clock decides.
 */
export async function accountWaitSeconds(
  db: Queryable,
  username: string,
  ip: string,
): Promise<number> {
  const name = username.slice(0, 100);
  const row = await queryOne<{ failures: number; since_last: number | null; known: boolean }>(
    db,
    sql`SELECT
        (SELECT count(*)::int FROM auth_events WHERE lower(username) = lower(${name})
          AND event = 'login.failed' AND at > now() - make_interval(mins => ${LOCK_MINUTES}::int)) AS failures,
        (SELECT EXTRACT(EPOCH FROM now() - max(at))::float8 FROM auth_events WHERE lower(username) = lower(${name})
          AND event IN ('login.failed', 'login.success') AND at > now() - make_interval(mins => ${LOCK_MINUTES}::int)) AS since_last,
        EXISTS (SELECT 1 FROM auth_events WHERE lower(username) = lower(${name}) AND ip = ${ip}
          AND event = 'login.success' AND at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)) AS known`,
  );
  if (!row || row.known || row.failures < ACCOUNT_FREE_FAILURES || row.since_last === null)
    return 0;
  const interval = Math.min(ACCOUNT_MAX_WAIT_SECONDS, 2 ** (row.failures - ACCOUNT_FREE_FAILURES));
  return Math.max(0, Math.ceil(interval - row.since_last));
}

export async function recordSuccessfulLogin(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`UPDATE users SET last_login_at = now() WHERE id = ${userId}`);
}
