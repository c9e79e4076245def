import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { migrate } from '@/server/db/migrate';
import { restorePglite, backupPglite } from '@/server/db/pglite-backup';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { openPostgresDatabase } from '@/server/db/postgres-database';
import { seedFirstStart } from '@/server/seed/first-start';
import { generate } from '@/server/seed/synthetic/generator';
import { DATABASE_KIND, freshDatabase } from './support/test-app';

/**
 * Issue 20 §3: a backup restored is the database it was taken from — the embedded one through
 * `npm run backup` (its data directory, gzipped), PostgreSQL through pg_dump and pg_restore, as
 * the README says. Every table's rows are compared, not only counted.
 */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    prints[name] = `${row.rows} ${row.digest}`;
  }
  return prints;
}

async function filled(db: Database): Promise<Record<string, string>> {
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  await generate(db, 'sample', () => {});
  const prints = await fingerprint(db);
  expect(Number(prints.pwd_persons.split(' ')[0])).toBeGreaterThan(100);
  expect(Number(prints.service_records.split(' ')[0])).toBeGreaterThan(100);
  return prints;
}

const postgresBin = () =>
  readdirSync('/usr/lib/postgresql')
    .sort()
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .pop()!;

describe(`backup and restore (${DATABASE_KIND})`, () => {
  it('restores a backup with every row of every table', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'cbr-backup-'));
    const database = await freshDatabase();
    try {
      if (!database.url) {
        await database.drop();
        const source = path.join(work, 'source');
        const db = await openPgliteDatabase(path.join(source, 'pglite'));
        const before = await filled(db);
        await db.close();
        const file = path.join(work, 'backup.tar.gz');
        await backupPglite(source, file);
        const restored = path.join(work, 'restored');
        await restorePglite(file, restored);
        await expect(restorePglite(file, restored)).rejects.toThrow(/already holds a database/);
        const again = await openPgliteDatabase(path.join(restored, 'pglite'));
        expect(await fingerprint(again)).toEqual(before);
        await again.close();
        return;
      }
      const before = await filled(database.db);
      const file = path.join(work, 'backup.dump');
      const url = new URL(database.url);
      execFileSync(`${postgresBin()}/pg_dump`, ['-Fc', '-f', file, database.url]);
      const name = `cbr_restored_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      url.pathname = `/${name}`;
      execFileSync(`${postgresBin()}/pg_restore`, ['--no-owner', '-d', url.toString(), file]);
      const restored = openPostgresDatabase(url.toString());
      try {
        expect(await fingerprint(restored)).toEqual(before);
      } finally {
        await restored.close();
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
      }
    } finally {
      if (database.url) await database.drop();
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
