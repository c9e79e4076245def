/**
 * Latency of data quality (issue 40 §5): every rule and outlier of a palika's period, and of every
 * palika of a district (the roll-up), through the API as their own users.
 *   npm run bench:data-quality                       embedded PGlite with the demo set (default)
 *   BENCH_DATABASE_URL=… npm run bench:data-quality -- --reuse --scale demo|tenth|national
 *                                                    PostgreSQL (loaded by the shared bench support)
 * Prints p50 and p95 of each request and the set measured. It measures; it asserts nothing.
 */
import { loadavg } from 'node:os';
import { buildApp } from '@/server/app';
import { configFromEnv } from '@/server/config';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { writeDemoQualityProblems } from '@/server/seed/synthetic/quality-problems';
import { todayIso } from '@/shared/calendar/today';
import { reportPeriodOf } from '@/shared/reporting/periods';
import {
  type BenchDatabase,
  openBenchDatabase,
  percentile,
  stealMeter,
  timed,
} from './support/bench-database';

const BIRATNAGAR = 60;

/** The embedded database with the demo set and its data-quality problems, as `npm start` loads it. */
async function openPgliteBench(): Promise<BenchDatabase & { kind: string }> {
  const db = await openPgliteDatabase(undefined);
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  const started = Date.now();
  const result = await generate(db, 'demo', () => undefined);
  await writeDemoQualityProblems(db);
  console.log(
    `Loaded ${result.persons.toLocaleString('en-IN')} persons and ${result.services.toLocaleString('en-IN')} services (demo set, PGlite) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  const app = await buildApp({
    config: {
      ...configFromEnv({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent' }),
      logLevel: 'silent',
    },
    db,
    logger: false,
  });
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 40);
  return {
    kind: 'PGlite',
    db,
    app,
    runs,
    tokenOf: async (username) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: DEMO_PASSWORD },
        })
      ).json().token as string,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

const bench = process.env.BENCH_DATABASE_URL
  ? { kind: 'PostgreSQL', ...(await openBenchDatabase('demo')) }
  : await openPgliteBench();
try {
  const now = reportPeriodOf(todayIso())!;
  const last =
    now.period === 1
      ? { fiscalYear: now.fiscalYear - 1, period: 3 }
      : { fiscalYear: now.fiscalYear, period: now.period - 1 };
  const [counts] = await bench.db.query<{ persons: number; services: number }>(
    `SELECT (SELECT count(*)::int FROM pwd_persons) AS persons,
       (SELECT count(*)::int FROM service_records) AS services`,
  );
  console.log(
    `${bench.kind}: ${counts!.persons.toLocaleString('en-IN')} persons, ${counts!.services.toLocaleString('en-IN')} services; period ${last.fiscalYear}/${last.period}; ${bench.runs} runs each.`,
  );
  console.log(
    `Load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}.`,
  );
  const stolen = stealMeter();
  const at = `fiscalYear=${last.fiscalYear}&period=${last.period}`;
  const requests: [user: string, name: string, path: string][] = [
    [
      'palika',
      "a palika's period (Biratnagar)",
      `/api/reports/${BIRATNAGAR}/${last.fiscalYear}/${last.period}/quality`,
    ],
    ['district', "a district's palikas (Morang, 17)", `/api/data-quality?${at}`],
    ['province', "a province's districts (Koshi, 14)", `/api/data-quality?${at}`],
  ];
  console.log(
    `\n${'request'.padEnd(38)} ${'user'.padEnd(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  for (const [user, name, path] of requests) {
    const token = await bench.tokenOf(user);
    const times = await timed(bench.runs, async () => {
      const response = await bench.app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200)
        throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
    });
    console.log(
      `${name.padEnd(38)} ${user.padEnd(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    `Load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}. ${stolen()}`,
  );
} finally {
  await bench.close();
}
