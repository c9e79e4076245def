import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';
import { validProfile } from './support/profiles';
import { type Server, startServer } from './support/server-process';
import { DATABASE_KIND, freshDatabase } from './support/test-app';

/**
 * Issue 20 §3: SIGTERM while palika users are saving. The real server (its own process) stops
 * accepting, finishes what is in flight, closes the database and exits 0; every save it
 * acknowledged is in the database afterwards.
 */
describe(`SIGTERM during writes (${DATABASE_KIND})`, () => {
  it('finishes the saves in flight, refuses new ones, exits 0 and loses no acknowledged save', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cbr-shutdown-'));
    const database = await freshDatabase();
    if (!database.url) await database.drop();
    let server: Server | undefined;
    try {
      server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        LOG_LEVEL: 'info',
      });
      const { child, base } = server;
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const signIn = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'palika', password: DEMO_PASSWORD }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const acknowledged: string[] = [];
      const refused: string[] = [];
      const writer = async () => {
        for (;;) {
          const profile = validProfile();
          try {
            const response = await fetch(`${base}/api/pwd/profiles`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(profile),
            });
            if (response.status === 200) acknowledged.push(profile._id);
            else {
              // Told the server is closing, a client (or a proxy) goes elsewhere.
              refused.push(`${response.status} ${await response.text()}`.slice(0, 200));
              return;
            }
          } catch {
            return; // the server no longer listens
          }
        }
      };
      const writers = [writer(), writer(), writer()];
      while (acknowledged.length < 10 && refused.length < 20)
        await new Promise((r) => setTimeout(r, 50));
      expect(refused).toEqual([]);
      child.kill('SIGTERM');
      expect([await exited, server.output()].join('\n')).toMatch(/^0\n/);
      await Promise.all(writers);
      // Whatever was refused while closing was refused as the server closing (503), never a 500.
      expect(refused.filter((answer) => !answer.startsWith('503'))).toEqual([]);
      const db = database.url
        ? openPostgresDatabase(database.url)
        : await openPgliteDatabase(path.join(dataDir, 'pglite'));
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pwd_persons WHERE id = ANY($1::uuid[])',
        [acknowledged],
      );
      await db.close();
      expect(rows[0].count).toBe(acknowledged.length);
    } finally {
      if (server?.child.exitCode === null) server.child.kill('SIGKILL');
      if (database.url) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
