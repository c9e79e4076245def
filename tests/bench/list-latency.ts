/**
 * Latency of the list and search endpoints on PostgreSQL with the synthetic data set loaded.
 *   npm run bench:lists                       national scale on a throwaway PostgreSQL (started and removed here)
 *   npm run bench:lists -- --scale small      a smaller set, for a quick look
 *   BENCH_DATABASE_URL=postgres://… npm run bench:lists -- --reuse   an existing database already loaded
 *   npm run bench:lists -- --keep             leave the throwaway PostgreSQL running and print its address, to --reuse it
 * Prints the load time, then p50 and p95 of each request for a national user and a palika user.
 * It measures; it asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { configFromEnv } from '../../src/server/config';
import { queryOne } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { openPostgresDatabase } from '../../src/server/db/postgres-database';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts';
import { seedFirstStart } from '../../src/server/seed/first-start';
import { SCALES, type ScaleName, generate } from '../../src/server/features/synthetic/generator';

const { values } = parseArgs({ options: { scale: { type: 'string', default: 'national' }, reuse: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false }, runs: { type: 'string', default: '40' } } });
const scale = values.scale as ScaleName;
if (!(scale in SCALES)) throw new Error(`Unknown scale ${scale}`);
const RUNS = Number(values.runs);

let throwaway: string | undefined;
let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  throwaway = execFileSync('bash', ['scripts/postgres-throwaway.sh', 'start', '54339'], { encoding: 'utf8' }).trim().split('\n').pop();
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:54339/postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE cbr_bench');
  await admin.end();
  url = 'postgres://postgres@127.0.0.1:54339/cbr_bench';
}

const db = openPostgresDatabase(url);
try {
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  const loaded = await queryOne<{ count: number }>(db, 'SELECT count(*)::int AS count FROM pwd_persons');
  if (!values.reuse || (loaded?.count ?? 0) < 100) {
    const started = Date.now();
    let shown = 0;
    const result = await generate(db, scale, (stage, done, total) => {
      if (Date.now() - shown > 10_000) {
        shown = Date.now();
        console.log(`  loading ${stage}: ${done.toLocaleString('en-IN')} of about ${total.toLocaleString('en-IN')}`);
      }
    });
    console.log(`Loaded ${result.persons.toLocaleString('en-IN')} persons and ${result.services.toLocaleString('en-IN')} services (scale ${scale}) in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
  const app = await buildApp({ config: { ...configFromEnv({ NODE_ENV: 'test', CLIENT_DIR: '/nonexistent' }), logLevel: 'silent' }, db, logger: false });
  const tokenOf = async (username: string) => (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD } })).json().token as string;
  const users = { national: await tokenOf('admin'), palika: await tokenOf('palika') };
  const requests: [string, string][] = [
    ['profiles: first page', '/api/pwd/profiles'],
    ['profiles: filtered (type, sex, class)', '/api/pwd/profiles?disabilityType=visual&gender=female&severityClass=B'],
    ['profiles: deep page (page 200)', '/api/pwd/profiles?page=200'],
    ['profiles: name search (Devanagari)', `/api/pwd/profiles?search=${encodeURIComponent('सीता थापा')}`],
    ['profiles: name search (Latin)', '/api/pwd/profiles?search=gurung'],
    ['services: first page with totals', '/api/services/records'],
    ['services: fiscal year and component', '/api/services/records?fiscalYear=2082&categoryId=1'],
  ];
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  console.log(`\n${'request'.padEnd(40)} ${'user'.padEnd(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'rows'.padStart(9)}`);
  for (const [name, path] of requests) {
    for (const [user, token] of Object.entries(users)) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS + 3; run++) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
        total = response.json().total;
        if (run >= 3) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      console.log(`${name.padEnd(40)} ${user.padEnd(9)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${total.toLocaleString('en-IN').padStart(9)}`);
    }
  }
  await app.close();
} finally {
  await db.close();
  if (throwaway && values.keep) console.log(`\nKept: BENCH_DATABASE_URL=${url} (stop with scripts/postgres-throwaway.sh stop ${throwaway})`);
  else if (throwaway) execFileSync('bash', ['scripts/postgres-throwaway.sh', 'stop', throwaway]);
}
