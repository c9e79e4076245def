/**
 * What the lock of a submitted or approved period (issue 39 §2, record-lock.ts) adds to a save, on
 * PostgreSQL 15 with the synthetic set: p50 and p95 of a service's update (PUT, through the app)
 *  - without the lock check (the kind's `countedIn` taken away for the run),
 *  - with it and no report rows at all,
 *  - with it and every palika's periods of two years in `report_periods` (approved), the saved
 *    service's own period open (a row found and held),
 * and, for comparison, a save refused because its period is approved; and the lock check alone
 * (its one read of `report_periods`, a statement of its own) with no rows and with them. The saves
 * with and without the check are interleaved (one of each in turn, the order alternating), so a
 * shared machine's load falls on both alike; the difference of their p50 is what the check adds.
 *   npm run bench:lock-check                  a throwaway PostgreSQL (started and removed here)
 *   BENCH_DATABASE_URL=… npm run bench:lock-check -- --reuse
 * It measures; it asserts nothing.
 */
import type { Prepared, Queryable, SqlStatement } from '@/server/db/database';
import { serviceRecordKind } from '@/server/features/services/service-kind';
import { assertReportsOpen } from '@/server/records/record-lock';
import { openBenchDatabase, percentile, timed } from './support/bench-database';

const bench = await openBenchDatabase('demo');
try {
  const { db, app, runs } = bench;
  const token = await bench.tokenOf('palika');
  const [service] = await db.query<{ id: string; palika_id: number; fy: number; period: number }>(
    `SELECT s.id, s.palika_id, s.fiscal_year AS fy, s.trimester AS period FROM service_records s
      JOIN palikas p ON p.id = s.palika_id
     WHERE s.deleted_at IS NULL AND lower(p.name_en) = 'biratnagar' AND s.pwd_id IS NOT NULL
     ORDER BY s.service_date DESC LIMIT 1`,
  );
  const save = async (expected = 200) => {
    const read = await app.inject({
      url: `/api/services/records/${service.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const record = read.json();
    const body = Object.fromEntries(
      Object.entries(record).filter(
        ([key]) =>
          ![
            '_id',
            'fiscalYear',
            'trimester',
            'category',
            'person',
            'palika',
            'provider',
            'createdAt',
            'createdBy',
            'updatedAt',
            'updatedBy',
            'deletedAt',
            'deleteReason',
            'periodLock',
          ].includes(key),
      ),
    );
    const started = performance.now();
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/services/records/${service.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...body, notes: `saved at ${Date.now()}` },
    });
    const took = performance.now() - started;
    if (answer.statusCode !== expected)
      throw new Error(`the save answered ${answer.statusCode}: ${answer.body}`);
    return took;
  };
  const line = (name: string, times: number[]) => {
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(62)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)}`,
    );
  };
  /** p50 and p95 of the save alone (the read before it is not timed). */
  const measure = async (name: string, expected = 200) => {
    const times: number[] = [];
    await timed(runs, async () => times.push(await save(expected)));
    // The first three were the warm-up.
    times.splice(0, 3);
    line(name, times);
  };
  const countedIn = serviceRecordKind.countedIn;
  /**
   * The save without the check (the kind's `countedIn` taken away) and with it, one of each in
   * turn, which goes first alternating: p50 and p95 of each, and of the difference of each pair.
   */
  const interleaved = async (withName: string) => {
    const without: number[] = [];
    const checked: number[] = [];
    for (let run = 0; run < runs + 3; run++) {
      const pair: Record<'off' | 'on', number> = { off: 0, on: 0 };
      for (const side of run % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        serviceRecordKind.countedIn = side === 'on' ? countedIn : undefined;
        pair[side] = await save();
      }
      serviceRecordKind.countedIn = countedIn;
      // The first three pairs were the warm-up.
      if (run < 3) continue;
      without.push(pair.off);
      checked.push(pair.on);
    }
    const added = checked.map((time, i) => time - without[i]);
    line('  without the lock check (interleaved)', without);
    line(`  ${withName} (interleaved)`, checked);
    line('  added by the check, pair by pair', added);
  };
  const fields = (
    await app.inject({
      url: `/api/services/records/${service.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  /** The lock check's statement as PostgreSQL runs it: its own execution time (EXPLAIN ANALYZE). */
  const serverSide = async (name: string) => {
    const times: number[] = [];
    const explaining: Queryable = {
      async query<Row>(statement: string | SqlStatement | Prepared) {
        const { text, values } = statement as SqlStatement;
        const [plan] = await db.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
          values,
        );
        times.push(plan['QUERY PLAN'][0]['Execution Time']);
        return [] as Row[];
      },
    };
    const side = { id: service.id, fields };
    for (let run = 0; run < runs; run++)
      await assertReportsOpen(explaining, serviceRecordKind.countedIn, side, side);
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(62)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)}`,
    );
  };
  /** The lock check alone, as an update of the service runs it (before and after the same); in a
   * save it runs inside the save's transaction, here as a statement of its own. */
  const lockCheck = async (name: string) => {
    const side = { id: service.id, fields };
    const times = await timed(runs, () =>
      assertReportsOpen(db, serviceRecordKind.countedIn, side, side),
    );
    console.log(
      `${name.padEnd(62)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)}`,
    );
  };
  console.log(`\n${'a service saved'.padEnd(62)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  await db.query('DELETE FROM report_moves');
  await db.query('DELETE FROM report_periods');
  await interleaved('with the lock check, no report rows');
  await lockCheck('the lock check alone, no report rows');
  await serverSide('its statement in PostgreSQL, no report rows');
  const [{ count }] = await db.query<{ count: number }>(
    `WITH made AS (
       INSERT INTO report_periods (palika_id, fiscal_year, period, state, moved_at, moved_by)
       SELECT p.id, y, k, 'approved', now(), (SELECT id FROM users WHERE username = 'district')
         FROM palikas p, generate_series($1::int - 1, $1::int) y, generate_series(1, 3) k
       RETURNING 1)
     SELECT count(*)::int AS count FROM made`,
    [service.fy],
  );
  await db.query(
    `UPDATE report_periods SET state = 'open' WHERE palika_id = $1 AND fiscal_year = $2 AND period = $3`,
    [service.palika_id, service.fy, service.period],
  );
  await db.query('ANALYZE report_periods');
  await interleaved(
    `with the lock check, ${count.toLocaleString('en-IN')} report rows, its own open`,
  );
  await lockCheck(`the lock check alone, ${count.toLocaleString('en-IN')} report rows`);
  await serverSide(`its statement in PostgreSQL, ${count.toLocaleString('en-IN')} report rows`);
  await db.query(
    `UPDATE report_periods SET state = 'approved' WHERE palika_id = $1 AND fiscal_year = $2 AND period = $3`,
    [service.palika_id, service.fy, service.period],
  );
  await measure('refused: its period approved (409)', 409);
  await db.query('DELETE FROM report_periods');
} finally {
  await bench.close();
}
