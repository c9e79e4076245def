import type { Database } from '@/server/db/database';
import { todayIso } from '@/shared/calendar/today';

const checkedOn = new WeakMap<Database, string>();

/**
 * Before the first dashboard read of a day, moves the persons whose age band changed on a birthday
 * since the last run (`cbr_roll_ages()`); the figures then agree with the lists' "age today".
 */
export async function ensureAgesCurrent(db: Database): Promise<void> {
  const today = todayIso();
  if (checkedOn.get(db) === today) return;
  await db.transaction((tx) => tx.query('SELECT cbr_roll_ages()'));
  checkedOn.set(db, today);
}
