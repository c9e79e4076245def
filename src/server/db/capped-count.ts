import type { Queryable } from './database';

/**
 * Lists count their matches exactly up to this many; beyond, the total is "more than" this. An
 * exact count of a national list reads every matching row (200 ms and more on 6.5 lakh persons);
 * nobody pages through a lakh of rows, and the dashboards give exact totals of any size.
 */
export const COUNT_CAP = 100_000;

export async function cappedCount(
  db: Queryable,
  from: string,
  where: string,
  params: unknown[],
): Promise<{ total: number; totalExact: boolean }> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`,
    params,
  );
  const total = row?.total ?? 0;
  return { total: Math.min(total, COUNT_CAP), totalExact: total <= COUNT_CAP };
}
