import type { Database, Queryable } from '@/server/db/database';
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

/** Sign-in turns a name has from new addresses within LOCK_MINUTES before it is slowed. */
export const ACCOUNT_FREE_TURNS = 10;
/** The longest wait between two turns of a slowed name. */
export const ACCOUNT_MAX_WAIT_SECONDS = 60;
/** How long a successful sign-in makes its address known to the name (never slowed for it). */
export const KNOWN_ADDRESS_DAYS = 90;

/**
 * Claims a sign-in turn for a name from an address: 0 when the attempt may be checked now, or the
 * seconds to wait (decision 0039). An address the name signed in from within KNOWN_ADDRESS_DAYS is
 * not slowed: the owner at their usual desk is never held up by another's guessing. From any other
 * address, once the name has had ACCOUNT_FREE_TURNS turns within LOCK_MINUTES, the next turn comes
 * 1 second after the last, doubling with each further one, never more than
 * ACCOUNT_MAX_WAIT_SECONDS. A turn is claimed under a lock on the name and written before the
 * password is checked, so guesses sent at once (or to several processes of the server) cannot all
 * find the name unslowed. Read from the sign-in log like the lock: a name that does not exist is
 * slowed alike, and the database's clock decides. Someone who keeps guessing takes most turns, so
 * the owner at a new address may wait several turns: the cost of never locking anyone out.
 */
export async function claimSignInTurn(db: Database, username: string, ip: string): Promise<number> {
  const name = username.slice(0, 100);
  const known = await queryOne<{ known: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM auth_events WHERE lower(username) = lower(${name}) AND ip = ${ip}
      AND event = 'login.success' AND at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)) AS known`,
  );
  if (known?.known) return 0;
  return db.transaction(async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(hashtext(lower(${name})))`);
    const row = await queryOne<{ turns: number; since_last: number | null }>(
      tx,
      sql`SELECT count(*)::int AS turns,
          EXTRACT(EPOCH FROM clock_timestamp() - max(at))::float8 AS since_last
        FROM auth_events WHERE lower(username) = lower(${name}) AND event = 'signIn.turn'
          AND at > now() - make_interval(mins => ${LOCK_MINUTES}::int)`,
    );
    const turns = row?.turns ?? 0;
    if (turns >= ACCOUNT_FREE_TURNS && row?.since_last != null) {
      const interval = Math.min(ACCOUNT_MAX_WAIT_SECONDS, 2 ** (turns - ACCOUNT_FREE_TURNS));
      const wait = Math.ceil(interval - row.since_last);
      if (wait > 0) return wait;
    }
    await tx.query(
      sql`INSERT INTO auth_events (event, username, ip, at) VALUES ('signIn.turn', ${name}, ${ip}, clock_timestamp())`,
    );
    return 0;
  });
}

export async function recordSuccessfulLogin(db: Queryable, userId: string): Promise<void> {
  await db.query(sql`UPDATE users SET last_login_at = now() WHERE id = ${userId}`);
}
