import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '@/server/db/migrate';
import { openPgliteDatabase } from '@/server/db/pglite-database';
import { seedFirstStart } from '@/server/seed/first-start';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded with the demo; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Once per API run on PGlite: migrate and seed one database and dump it, so each test file loads a
 * copy in about a second instead of paying initdb and seeding again (about seven seconds).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const db = await openPgliteDatabase(undefined);
  await migrate(db);
  await seedFirstStart(db, { demo: true });
  const dump = await db.dump();
  await db.close();
  const file = path.join(tmpdir(), `cbr-pglite-template-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
