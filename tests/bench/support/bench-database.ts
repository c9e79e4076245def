/**
 * The database the latency benchmarks read: a throwaway PostgreSQL 15 loaded with the synthetic set
 * (started and removed here), or with --reuse an existing one at BENCH_DATABASE_URL; --keep leaves
 * the throwaway running and prints its address, to --reuse it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '@/server/app';
import { configFromEnv } from '@/server/config';
import { type Database, queryOne } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { SCALES, type ScaleName } from '@/server/seed/synthetic/scales';
import type { FastifyInstance } from 'fastify';

export interface BenchDatabase {
  db: Database;
  app: FastifyInstance;
  runs: number;
  tokenOf(username: string): Promise<string>;
  close(): Promise<void>;
}

export async function openBenchDatabase(
  defaultScale: ScaleName = 'national',
): Promise<BenchDatabase> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: defaultScale },
      reuse: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      runs: { type: 'string', default: '40' },
    },
    strict: false,
  });
  const scale = values.scale as ScaleName;
  if (!(scale in SCALES)) throw new Error(`Unknown scale ${scale}`);
  let throwaway: string | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    // Shared buffers as a production server would have them (a quarter of the memory), not the default 128 MB.
    const sharedBuffers = `shared_buffers=${Math.floor(totalmem() / 4 / 2 ** 20)}MB`;
    throwaway = execFileSync(
      'bash',
      ['scripts/postgres-throwaway.sh', 'start', '54339', sharedBuffers],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .pop();
    const admin = new pg.Client({
      connectionString: 'postgres://postgres@127.0.0.1:54339/postgres',
    });
    await admin.connect();
    await admin.query('CREATE DATABASE cbr_bench');
    await admin.end();
    url = 'postgres://postgres@127.0.0.1:54339/cbr_bench';
  }
  const db = openPostgresDatabase(url);
  const migrating = Date.now();
  const applied = await migrate(db);
  if (applied.length)
    console.log(
      `Migrations ${applied.join(', ')} applied in ${((Date.now() - migrating) / 1000).toFixed(0)} s.`,
    );
  await seedFirstStart(db, { demo: true });
  const loaded = await queryOne<{ count: number }>(
    db,
    'SELECT count(*)::int AS count FROM pwd_persons',
  );
  if (!values.reuse || (loaded?.count ?? 0) < 100) {
    const started = Date.now();
    let shown = 0;
    const result = await generate(db, scale, (stage, done, total) => {
      if (Date.now() - shown > 10_000) {
        shown = Date.now();
        console.log(
          `  loading ${stage}: ${done.toLocaleString('en-IN')} of about ${total.toLocaleString('en-IN')}`,
        );
      }
    });
    console.log(
      `Loaded ${result.persons.toLocaleString('en-IN')} persons and ${result.services.toLocaleString('en-IN')} services (scale ${scale}) in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
  return benchApp(db, Number(values.runs), async () => {
    if (throwaway && values.keep)
      console.log(
        `\nKept: BENCH_DATABASE_URL=${url} (stop with scripts/postgres-throwaway.sh stop ${throwaway})`,
      );
    else if (throwaway) execFileSync('bash', ['scripts/postgres-throwaway.sh', 'stop', throwaway]);
  });
}

/**
 * The app over a loaded database, as the benchmarks ask it (in-process, through its routes), with
 * each demo user's token; closing it closes the database, then runs `after` (a throwaway's stop).
 */
export async function benchApp(
  db: Database,
  runs: number,
  after: () => Promise<void> = async () => undefined,
): Promise<BenchDatabase> {
  const app = await buildApp({
    config: {
      ...configFromEnv({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent' }),
      logLevel: 'silent',
    },
    db,
    logger: false,
  });
  return {
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
      await after();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Times `work` `runs` times after `warmUp` runs (three unless told); answers the sorted times in ms. */
export async function timed(
  runs: number,
  work: () => Promise<unknown>,
  warmUp = 3,
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs + warmUp; run++) {
    const started = performance.now();
    await work();
    if (run >= warmUp) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The CPU time so far, from /proc/stat: all of it, and what the hypervisor took for other machines (steal). */
function cpuTimes(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

/** Starts counting CPU steal; the function it answers says what share of the CPU was stolen since. */
export function stealMeter(): () => string {
  const start = cpuTimes();
  return () => {
    const end = cpuTimes();
    const share = (end.steal - start.steal) / Math.max(1, end.total - start.total);
    return `${(share * 100).toFixed(0)}% of the CPU time was stolen by the hypervisor during the run (a shared virtual machine: latencies vary with it).`;
  };
}

/**
 * Times each request `runs` times for each user through the app and prints a line each: p50, p95
 * and the answer's total (a list's rows, a figure's total; '–' for an answer without one).
 */
export async function printLatencies(
  { app, runs }: Pick<BenchDatabase, 'app' | 'runs'>,
  users: Record<string, string>,
  requests: [name: string, path: string][],
): Promise<void> {
  console.log(
    `\n${'request'.padEnd(40)} ${'user'.padEnd(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(9)}`,
  );
  for (const [name, path] of requests) {
    for (const [user, token] of Object.entries(users)) {
      let total: number | undefined;
      const times = await timed(runs, async () => {
        const response = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        const answer = response.json();
        // A list's total, or the places a by-place answer lists.
        total = typeof answer.total === 'number' ? answer.total : answer.rows?.length;
      });
      console.log(
        `${name.padEnd(40)} ${user.padEnd(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${(total === undefined ? '–' : total.toLocaleString('en-IN')).padStart(9)}`,
      );
    }
  }
}
