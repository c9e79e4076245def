/**
 * The end-of-period load (issue 20 §1): many palika, district and national users at once against
 * the real server (its own process) on the embedded database and on PostgreSQL 15, side by side,
 * each loaded with the `small` synthetic set.
 *   npm run bench:load                         every run below, about ten minutes here
 *   npm run bench:load -- --seconds 10         shorter runs
 * Runs: a read mix (dashboard summary and figures, the profile list and a profile, the service
 * list) by 50 and by 200 signed-in sessions; 20 writers saving services of one palika's persons;
 * 150 readers and 20 writers together. Prints throughput, p50 / p95 / p99 and the answers that were not 200 (503 "busy" apart),
 * then checks that every save acknowledged is in the database exactly once. It measures; it
 * asserts nothing but the saves.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Database } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { percentile } from './support/bench-database';
import { type Server, startServer } from '../api/support/server-process';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '20' } },
  strict: false,
});
const SECONDS = Number(values.seconds);
const READERS = ['admin', 'province', 'district', 'palika', 'cbrf'];

interface Tally {
  times: number[];
  statuses: Map<number, number>;
  acknowledged: string[];
}

async function loaded(db: Database): Promise<void> {
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  await generate(db, 'small', () => {});
}

const send = async (server: Server, token: string, url: string, body?: unknown) =>
  fetch(`${server.base}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });

async function signIn(server: Server, username: string): Promise<string> {
  const response = await send(server, '', '/api/auth/login', {
    username,
    password: DEMO_PASSWORD,
  });
  return ((await response.json()) as { token: string }).token;
}

/** What a reader asks, one after another, until the time is up (a profile every reader may read). */
function readsOf(profileId: string): string[] {
  return [
    '/api/dashboards/summary?fiscalYear=2083',
    '/api/dashboards/figures?fiscalYear=2083&measure=services&by=component',
    '/api/pwd/profiles?pageSize=25',
    `/api/pwd/profiles/${profileId}`,
    '/api/services/records?pageSize=25',
  ];
}

async function session(
  server: Server,
  { token, work, until }: { token: string; work: () => [string, unknown?]; until: number },
  tally: Tally,
): Promise<void> {
  while (Date.now() < until) {
    const [url, body] = work();
    const started = performance.now();
    const response = await send(server, token, url, body);
    const answer = await response.text();
    tally.times.push(performance.now() - started);
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    if (body && response.status === 200) tally.acknowledged.push(JSON.parse(answer)._id);
  }
}

async function run(
  server: Server,
  { readers, writers }: { readers: number; writers: number },
  fixtures: { profileId: string; personIds: string[]; categoryId: number; palikaId: number },
): Promise<Tally & { seconds: number }> {
  const tally: Tally = { times: [], statuses: new Map(), acknowledged: [] };
  const tokens = await Promise.all(
    Array.from({ length: readers + writers }, (_, i) =>
      signIn(server, i < readers ? READERS[i % READERS.length] : 'palika'),
    ),
  );
  const reads = readsOf(fixtures.profileId);
  const write = (): [string, unknown] => [
    '/api/services/records',
    {
      _id: randomUUID(),
      pwdId: fixtures.personIds[Math.floor(Math.random() * fixtures.personIds.length)],
      isGroup: false,
      categoryId: fixtures.categoryId,
      serviceDate: '2026-11-20',
      palikaId: fixtures.palikaId,
      wardNo: 1,
      providerType: 'cbrf',
      quantity: 1,
      unit: 'session',
      attributes: {},
    },
  ];
  const started = Date.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    tokens.map((token, i) =>
      session(
        server,
        {
          token,
          until,
          work: i < readers ? () => [reads[Math.floor(Math.random() * reads.length)]] : write,
        },
        tally,
      ),
    ),
  );
  return { ...tally, seconds: (Date.now() - started) / 1000 };
}

function line(kind: string, label: string, result: Tally & { seconds: number }): string {
  const sorted = [...result.times].sort((a, b) => a - b);
  const other = [...result.statuses].filter(([status]) => status !== 200 && status !== 503);
  const cells = [
    kind.padEnd(10),
    label.padEnd(28),
    (sorted.length / result.seconds).toFixed(0).padStart(7),
    ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(0).padStart(8)),
    String(result.statuses.get(503) ?? 0).padStart(6),
    (other.map(([status, n]) => `${n}×${status}`).join(' ') || '0').padStart(7),
  ];
  return cells.join(' ');
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
  { label: 'writes, 20 writers', readers: 0, writers: 20 },
  { label: 'both, 150 + 20', readers: 150, writers: 20 },
];

console.log(
  `${'database'.padEnd(10)} ${'run'.padEnd(28)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'busy'.padStart(6)} ${'errors'.padStart(7)}`,
);
const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-load-'));
const throwaway = execFileSync('bash', ['scripts/postgres-throwaway.sh', 'start', '54341'], {
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .pop()!;
try {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:54341/postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE cbr_load');
  await admin.end();
  const url = 'postgres://postgres@127.0.0.1:54341/cbr_load';
  const embedded = await openPgliteDatabase(path.join(dataDir, 'pglite'));
  await loaded(embedded);
  const embeddedFixtures = await fixturesOf(embedded);
  await embedded.close();
  const postgres = openPostgresDatabase(url);
  await loaded(postgres);
  for (const [kind, env, fixtures] of [
    ['PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, embeddedFixtures],
    ['PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }, await fixturesOf(postgres)],
  ] as const) {
    const server = await startServer({ ...env, LOGIN_ATTEMPTS_PER_ADDRESS: '1000000' });
    const acknowledged: string[] = [];
    try {
      for (const shape of RUNS) {
        const result = await run(server, shape, fixtures);
        acknowledged.push(...result.acknowledged);
        console.log(line(kind, shape.label, result));
      }
      // The server's peak resident memory over the four runs (Linux's high-water mark).
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
      kind === 'PGlite' ? await openPgliteDatabase(path.join(dataDir, 'pglite')) : postgres;
    const [{ present }] = await db.query<{ present: number }>(
      'SELECT count(*)::int AS present FROM service_records WHERE id = ANY($1::uuid[])',
      [acknowledged],
    );
    console.log(
      `${kind}: ${acknowledged.length} saves acknowledged, ${present} in the database${present === acknowledged.length ? '' : ' — SAVES LOST'}`,
    );
    if (kind === 'PGlite') await db.close();
  }
  await postgres.close();
} finally {
  execFileSync('bash', ['scripts/postgres-throwaway.sh', 'stop', throwaway]);
  rmSync(dataDir, { recursive: true, force: true });
}
