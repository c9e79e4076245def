import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

type PGliteQueryable = Pick<PGlite, 'query'>;

const wrap = (pg: PGliteQueryable): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await pg.query<Row>(sql, params as unknown[]);
    return result.rows;
  },
});

/** Embedded PostgreSQL in `dataDir` (created on first start, reused after); in memory when undefined. */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
