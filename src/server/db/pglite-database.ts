import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, type Queryable, statementOf } from './database';

type PGliteQueryable = Pick<PGlite, 'query'>;

const wrap = (pg: PGliteQueryable): Queryable => ({
  async query<Row>(sql: Parameters<Queryable['query']>[0], params: readonly unknown[] = []) {
    const result = await pg.query<Row>(...statementOf(sql, params));
    return result.rows;
  },
});

/**
 * Embedded PostgreSQL in `dataDir` (created on first start, reused after); in memory when undefined.
 * `template` is a dumped data directory to start from (the API tests' seeded database).
 */
export interface PgliteDatabase extends Database {
  /** The whole data directory, gzipped: a template for other databases. */
  dump(): Promise<Blob>;
}

export async function openPgliteDatabase(
  dataDir: string | undefined,
  template?: Blob,
): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    // Closing twice (a shutdown after a failed start) is not an error.
    close: async () => {
      if (!pg.closed) await pg.close();
    },
    dump: () => pg.dumpDataDir('gzip'),
  };
}
