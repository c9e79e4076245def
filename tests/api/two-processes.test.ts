import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { cellsUnlikeARefill } from './support/dashboard-check';
import { validProfile } from './support/profiles';
import { type Server, jsonHeaders, postOn, signInOn, startServer } from './support/server-process';
import { validService } from './support/services';
import { DATABASE_KIND, freshDatabase } from './support/test-app';

/**
 * Issue 20 §2: more than one process. On PostgreSQL two server processes share one database: a
 * session opened on one serves on the other, and palika users saving on both at once leave every
 * dashboard cell equal to a refill from the rows. The embedded database is one process's: a second
 * process on the same data directory is refused by name, and the first goes on serving.
 */
/** A palika user's saves: a person, then two services for them, `count` times over. */
async function saves(server: Server, token: string, categoryId: number, count: number) {
  for (let i = 0; i < count; i++) {
    const person = await postOn(server, token, '/api/pwd/profiles', validProfile());
    for (const serviceDate of ['2026-08-01', '2026-11-20'])
      await postOn(
        server,
        token,
        '/api/services/records',
        validService(person._id, categoryId, { serviceDate }),
      );
  }
}

describe(`more than one process (${DATABASE_KIND})`, () => {
  it(
    DATABASE_KIND === 'postgres'
      ? 'serves one session from both processes, and keeps every cell right while both write'
      : 'refuses a second process on the embedded database, and the first goes on serving',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-two-'));
      const database = await freshDatabase();
      if (!database.url) await database.drop();
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
      const servers: Server[] = [];
      try {
        servers.push(await startServer(env));
        if (!database.url) {
          await expect(startServer(env)).rejects.toThrow(/in use by process \d+/);
          expect((await fetch(`${servers[0].base}/readyz`)).status).toBe(200);
          return;
        }
        servers.push(await startServer(env));
        const [one, two] = servers;
        const token = await signInOn(one, 'palika');
        const session = await fetch(`${two.base}/api/auth/session`, {
          headers: jsonHeaders(token),
        });
        expect(((await session.json()) as { username: string }).username).toBe('palika');
        const db = openPostgresDatabase(database.url);
        try {
          const [{ id: categoryId }] = await db.query<{ id: number }>(
            `SELECT id FROM service_categories WHERE code = 'HEALTH.REHAB.PHYSIO'`,
          );
          const other = await signInOn(two, 'cbrf');
          await Promise.all([
            saves(one, token, categoryId, 8),
            saves(two, token, categoryId, 8),
            saves(two, other, categoryId, 8),
          ]);
          const [{ persons, services }] = await db.query<{ persons: number; services: number }>(
            `SELECT (SELECT count(*)::int FROM pwd_persons) AS persons,
                (SELECT count(*)::int FROM service_records) AS services`,
          );
          expect([persons, services]).toEqual([24, 48]);
          expect(await cellsUnlikeARefill(db)).toEqual([
            ['dash_person_cells', 0],
            ['dash_service_cells', 0],
            ['dash_reach_cells', 0],
            ['service_list_cells', 0],
          ]);
        } finally {
          await db.close();
        }
      } finally {
        for (const server of servers) server.child.kill('SIGKILL');
        if (database.url) await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
