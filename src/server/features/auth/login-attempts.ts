import type { Queryable } from '@/server/db/database';
import { queryOne } from '@/server/db/database';
import { sql } from '@/server/platform/sql';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

/**
 * Counts a failed password for a user. Five failures within 15 minutes lock the account for 15
 * minutes. One UPDATE, so two instances counting at once cannot lose a failure.
 */
export async function recordFailedPassword(
  db: Queryable,
  userId: string,
): Promise<{ locked: boolean }> {
  const row = await queryOne<{ locked: boolean }>(
    db,
    sql`UPDATE users SET
        failed_login_count = CASE WHEN failed_window_started_at > now() - make_interval(mins => ${LOCK_MINUTES}::int)
                                  THEN failed_login_count + 1 ELSE 1 END,
        failed_window_started_at = CASE WHEN failed_window_started_at > now() - make_interval(mins => ${LOCK_MINUTES}::int)
                                        THEN failed_window_started_at ELSE now() END
      WHERE id = ${userId}
      RETURNING failed_login_count >= ${MAX_FAILED_ATTEMPTS} AS locked`,
  );
  if (row?.locked) {
    await db.query(
      sql`UPDATE users SET locked_until = now() + make_interval(mins => ${LOCK_MINUTES}::int), failed_login_count = 0,
              failed_window_started_at = NULL WHERE id = ${userId}`,
    );
  }
  return { locked: Boolean(row?.locked) };
}

export async function recordSuccessfulLogin(db: Queryable, userId: string): Promise<void> {
  await db.query(
    sql`UPDATE users SET failed_login_count = 0, failed_window_started_at = NULL, locked_until = NULL,
            last_login_at = now() WHERE id = ${userId}`,
  );
}
