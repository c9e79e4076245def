/**
 * Latency of data quality (issue 40 §5): every rule and outlier of a palika's period, and of every
 * palika of a district (the roll-up), through the API as their own users.
 *   npm run bench:data-quality                       embedded PGlite with the demo set (default)
 *   BENCH_DATABASE_URL=… npm run bench:data-quality -- --reuse --scale demo|tenth|national
 *                                                    PostgreSQL (loaded by the shared bench support)
 * Prints p50 and p95 of each request and the set measured. It measures; it asserts nothing.
 */
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { writeDemoQualityProblems } from '@/server/seed/synthetic/quality-problems';
import { todayIso } from '@/shared/calendar/today';
import { lastEndedPeriod } from '@/shared/reporting/periods';
import { type BenchDatabase, benchApp, openBenchDatabase } from './support/bench-database';
import { machineLoad, timeRequests } from './support/bench-requests';

const BIRATNAGAR = 60;

/** The embedded database with the demo set and its data-quality problems, as `npm start` loads it. */
async function openPgliteBench(): Promise<BenchDatabase> {
  const db = await openPgliteDatabase(undefined);
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  const started = Date.now();
  const result = await generate(db, 'demo', () => undefined);
  await writeDemoQualityProblems(db);
  console.log(
    `Loaded ${result.persons.toLocaleString('en-IN')} persons and ${result.services.toLocaleString('en-IN')} services (demo set, PGlite) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 40);
  return benchApp(db, runs);
}

const kind = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const bench = process.env.BENCH_DATABASE_URL
  ? await openBenchDatabase('demo')
  : await openPgliteBench();
try {
  const last = lastEndedPeriod(todayIso());
  const [counts] = await bench.db.query<{ persons: number; services: number }>(
    `SELECT (SELECT count(*)::int FROM pwd_persons) AS persons,
       (SELECT count(*)::int FROM service_records) AS services`,
  );
  console.log(
    `${kind}: ${counts!.persons.toLocaleString('en-IN')} persons, ${counts!.services.toLocaleString('en-IN')} services; period ${last.fiscalYear}/${last.period}; ${bench.runs} runs each.`,
  );
  const loadAfter = machineLoad();
  const at = `fiscalYear=${last.fiscalYear}&period=${last.period}`;
  await timeRequests(bench, [
    [
      'palika',
      "a palika's period (Biratnagar)",
      `/api/reports/${BIRATNAGAR}/${last.fiscalYear}/${last.period}/quality`,
    ],
    ['district', "a district's palikas (Morang, 17)", `/api/data-quality?${at}`],
    ['province', "a province's districts (Koshi, 14)", `/api/data-quality?${at}`],
  ]);
  loadAfter();
} finally {
  await bench.close();
}
