import { existsSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Queryable } from '@/server/db/database';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { type Server, jsonHeaders, signInOn, startServer } from './support/server-process';
import { DATABASE_KIND, freshDatabase } from './support/test-app';

/**
 * Issue 37 §3: new connections are served while the database works. On the embedded database a
 * statement runs synchronously and resolves as a microtask, so the server once ran every request
 * it had read to its end before it accepted another connection: a visitor's first request, or a
 * proxy's `/healthz`, waited in the kernel's queue behind all of it. Here the real server (its own
 * process, over real TCP connections, each request on a connection of its own as many browsers'
 * would be) is given a long line of dashboard reads; once all are sent and the first is answered,
 * `/healthz` is asked on a new connection, and must be answered while reads are still being served.
 */
const READS = 300;

/** A GET on a connection of its own; calls `sent` once the request is written to the socket. */
function get(base: string, url: string, token: string | undefined, sent: () => void) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(
      `${base}${url}`,
      { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('finish', sent);
    request.on('error', reject);
  });
}

/** The embedded database of the run's template, copied to `dataDir` (migrated and seeded). */
async function seededDataDir(dataDir: string, prepare?: (db: Queryable) => Promise<void>) {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const db = await openPgliteDatabase(path.join(dataDir, 'pglite'), template);
  await prepare?.(db);
  await db.close();
}

/**
 * A sign-in whose statement keeps the database busy until the test lets it go: recording the
 * sign-in (`users.last_login_at`) writes `busy-begun` in the database's data directory, then runs
 * until the test writes `busy-go` there (at most 20 s; then it fails, and the sign-in with it).
 */
async function busySignIns(db: Queryable) {
  await db.query(`CREATE FUNCTION busy_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      gives_up timestamptz := clock_timestamp() + interval '20 seconds';
    BEGIN
      EXECUTE format('COPY (SELECT 1) TO %L', current_setting('data_directory') || '/busy-begun');
      WHILE pg_stat_file('busy-go', true) IS NULL LOOP
        IF clock_timestamp() > gives_up THEN RAISE EXCEPTION 'never let go'; END IF;
      END LOOP;
      RETURN NEW;
    END $$`);
  await db.query(`CREATE TRIGGER busy_sign_in BEFORE UPDATE OF last_login_at ON users
    FOR EACH ROW EXECUTE FUNCTION busy_sign_in()`);
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe(`new connections while the database works (${DATABASE_KIND})`, () => {
  it('answers /healthz on a new connection before a long line of reads is done', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-connections-'));
    const database = DATABASE_KIND === 'postgres' ? await freshDatabase() : undefined;
    if (!database) await seededDataDir(dataDir);
    let server: Server | undefined;
    try {
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });
      const { base } = server;
      const token = await signInOn(server, 'admin');
      const answered: string[] = [];
      let written = 0;
      let allWritten!: () => void;
      const sent = new Promise<void>((resolve) => (allWritten = resolve));
      let firstAnswer!: () => void;
      const first = new Promise<void>((resolve) => (firstAnswer = resolve));
      const reads = Array.from({ length: READS }, () =>
        get(base, '/api/dashboards/summary?fiscalYear=2083', token, () => {
          if (++written === READS) allWritten();
        }).then((status) => {
          answered.push('read');
          firstAnswer();
          return status;
        }),
      );
      // Every read is in the server's hands (written to its sockets) and it is serving them.
      await Promise.all([sent, first]);
      const health = await get(base, '/healthz', undefined, () => {});
      answered.push('healthz');
      const statuses = await Promise.all(reads);

      expect(health).toBe(200);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      // Reads were still being answered after /healthz was: it did not wait for the whole line.
      const readsAfter = answered.length - 1 - answered.indexOf('healthz');
      expect(readsAfter).toBeGreaterThan(0);
    } finally {
      server?.child.kill('SIGKILL');
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers /healthz on a new connection while one statement holds the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-connections-'));
    const database = DATABASE_KIND === 'postgres' ? await freshDatabase() : undefined;
    if (!database) await seededDataDir(dataDir, busySignIns);
    let server: Server | undefined;
    try {
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });
      let directory = path.join(dataDir, 'pglite');
      if (database) {
        await busySignIns(database.db);
        const [row] = await database.db.query<{ dir: string }>(
          `SELECT current_setting('data_directory') AS dir`,
        );
        directory = row.dir;
      }
      const answered: string[] = [];
      const signIn = fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
      }).then((response) => {
        answered.push('sign-in');
        return response.status;
      });
      // The sign-in's statement has begun, and holds the database until it is let go.
      await until(() => existsSync(path.join(directory, 'busy-begun')));
      const health = await get(server.base, '/healthz', undefined, () => {});
      answered.push('healthz');
      writeFileSync(path.join(directory, 'busy-go'), '');

      expect(health).toBe(200);
      expect(await signIn).toBe(200);
      expect(answered).toEqual(['healthz', 'sign-in']);
    } finally {
      server?.child.kill('SIGKILL');
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
