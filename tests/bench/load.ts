/**
 * The end-of-period load (issue 20 §1): many palika, district and national users at once against
 * the real server (its own process) on the embedded database and on PostgreSQL 15, side by side,
 * each loaded with the `small` synthetic set.
 *   npm run bench:load                         every run below, about ten minutes here
 *   npm run bench:load -- --seconds 10         shorter runs
 *   npm run bench:load -- --only pglite --run "reads, 200"   one database, the runs so named
 *   npm run bench:load -- --port 54342         the throwaway PostgreSQL's port (54341)
 *   npm run bench:load -- --data DIR           the embedded database kept in DIR, loaded on the first run only
 * Runs: a read mix (dashboard summary and figures, the profile list and a profile, the service
 * list) by 50 and by 200 signed-in sessions; 20 writers saving services of one palika's persons;
 * 150 readers and 20 writers together. Each session is a browser of its own (its own
 * connections, tests/bench/support/browsers.ts) arriving one after another over the run's first
 * half: it signs in (or, "returning", comes back signed in), then works until the time is up (issue 37 §3: sessions signed in all at once
 * opened every connection before the clock started, and hid how new connections wait). Meanwhile
 * `/healthz` is asked on a new connection every 200 ms. Prints throughput, p50 / p95 / p99 of all
 * answers and of each session's first (its sign-in), the slowest `/healthz`, the 503s "busy" and
 * the other answers that were not 200, then checks that every save acknowledged is in the
 * database exactly once. It measures; it asserts nothing but the saves. It says first which Node.js
 * it runs on (the server runs on the same) and the machine's load, and the load after each run.
 * The sessions are in support/load-runs.ts, the table in support/load-report.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { HEADER, line } from './support/load-report';
import { run } from './support/load-runs';
import { startServer } from '../api/support/server-process';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    only: { type: 'string' },
    run: { type: 'string' },
    port: { type: 'string', default: '54341' },
    data: { type: 'string' },
  },
  strict: false,
});
const SECONDS = Number(values.seconds);

async function loaded(db: Database): Promise<void> {
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  await generate(db, 'small', () => {});
}

/**
 * The palika user's first profile (read), and up to 200 persons of that palika whose services the
 * writers record, each save for one of them at random: a palika's facilitators entering the
 * period's services, all into the same palika's cells (the worst case for its shared rows).
 */
async function fixturesOf(db: Database) {
  const rows = await db.query<{ person: string; category: number; palika: number }>(
    `SELECT p.id AS person, p.palika_id AS palika,
       (SELECT id FROM service_categories WHERE code = 'HEALTH.REHAB.PHYSIO') AS category
     FROM pwd_persons p JOIN users u ON u.username = 'palika'
     JOIN user_palikas up ON up.user_id = u.id AND up.palika_id = p.palika_id
     WHERE p.deleted_at IS NULL ORDER BY p.id LIMIT 200`,
  );
  return {
    profileId: rows[0].person,
    personIds: rows.map((row) => row.person),
    categoryId: rows[0].category,
    palikaId: rows[0].palika,
  };
}

const RUNS = [
  { label: 'reads, 50 sessions', readers: 50, writers: 0 },
  { label: 'reads, 200 sessions', readers: 200, writers: 0 },
  { label: 'reads, 200 returning', readers: 200, writers: 0, returning: true },
  { label: 'writes, 20 writers', readers: 0, writers: 20 },
  { label: 'both, 150 + 20', readers: 150, writers: 20 },
];

const RUNS_CHOSEN = RUNS.filter((shape) => !values.run || shape.label.includes(String(values.run)));
const PORT = Number(values.port);
const KINDS = (['PGlite', 'PostgreSQL'] as const).filter(
  (kind) => !values.only || kind.toLowerCase() === String(values.only).toLowerCase(),
);

// What was measured on: the runtime and the machine's load (other work on it counts).
console.log(
  `Node.js ${process.version}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(HEADER);
const dataDir = values.data ? String(values.data) : mkdtempSync(path.join(tmpdir(), 'cbr-load-'));
const kept = Boolean(values.data) && existsSync(path.join(dataDir, 'pglite'));
const throwaway = KINDS.includes('PostgreSQL')
  ? execFileSync('bash', ['scripts/postgres-throwaway.sh', 'start', String(PORT)], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop()!
  : undefined;
try {
  const databases: [
    (typeof KINDS)[number],
    NodeJS.ProcessEnv,
    Awaited<ReturnType<typeof fixturesOf>>,
  ][] = [];
  let postgres: Database | undefined;
  if (KINDS.includes('PGlite')) {
    const embedded = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    if (!kept) await loaded(embedded);
    databases.push(['PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, await fixturesOf(embedded)]);
    await embedded.close();
  }
  if (throwaway) {
    const admin = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${PORT}/postgres`,
    });
    await admin.connect();
    await admin.query('CREATE DATABASE cbr_load');
    await admin.end();
    const url = `postgres://postgres@127.0.0.1:${PORT}/cbr_load`;
    postgres = openPostgresDatabase(url);
    await loaded(postgres);
    databases.push([
      'PostgreSQL',
      { DATA_DIR: dataDir, DATABASE_URL: url },
      await fixturesOf(postgres),
    ]);
  }
  for (const [kind, env, fixtures] of databases) {
    const server = await startServer({ ...env, LOGIN_ATTEMPTS_PER_ADDRESS: '1000000' });
    const acknowledged: string[] = [];
    try {
      for (const shape of RUNS_CHOSEN) {
        const result = await run(server, shape, fixtures, SECONDS);
        acknowledged.push(...result.acknowledged);
        console.log(line(kind, shape.label, result));
        console.log(
          `  (load ${os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' ')})`,
        );
      }
      // The server's peak resident memory over the runs (Linux's high-water mark).
      const peak = /VmHWM:\s+(\d+) kB/.exec(
        readFileSync(`/proc/${server.child.pid}/status`, 'utf8'),
      );
      if (peak)
        console.log(
          `${kind}: the server process peaked at ${Math.round(Number(peak[1]) / 1024)} MB`,
        );
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.on('exit', resolve));
    }
    const db =
      kind === 'PGlite' ? await openPgliteDatabase(path.join(dataDir, 'pglite')) : postgres!;
    const [{ present }] = await db.query<{ present: number }>(
      'SELECT count(*)::int AS present FROM service_records WHERE id = ANY($1::uuid[])',
      [acknowledged],
    );
    console.log(
      `${kind}: ${acknowledged.length} saves acknowledged, ${present} in the database${present === acknowledged.length ? '' : ' — SAVES LOST'}`,
    );
    if (kind === 'PGlite') await db.close();
  }
  await postgres?.close();
} finally {
  if (throwaway) execFileSync('bash', ['scripts/postgres-throwaway.sh', 'stop', throwaway]);
  if (!values.data) rmSync(dataDir, { recursive: true, force: true });
}
