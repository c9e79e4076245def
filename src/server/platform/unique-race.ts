import type { Database, Queryable } from '@/server/db/database';

/** SQLSTATE 23505: a unique index refused a row, a value another save had just taken. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Runs a save's transaction, and once more when it lost a race for a unique value (issue 37 §3).
 * On PostgreSQL two saves of one code run side by side: each checks that the code is free before
 * the other has written, and the unique index refuses the later row only when the first save has
 * committed (it waits for it). Run again, the save's own checks see the code taken and answer as
 * they would after the other save, `taken` naming the field, instead of a 500. PGlite runs one
 * transaction at a time, so there the first run always sees it.
 */
export async function retryingUniqueRace<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction(work);
  }
}
