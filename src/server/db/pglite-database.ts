import { mkdirSync } from 'node:fs';
import { setImmediate as turn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, type Queryable, statementOf } from './database';

type PGliteQueryable = Pick<PGlite, 'query'>;

/**
 * One statement, or one transaction, at a time in the order asked (as PGlite's own lock serves
 * them), each statement after a turn of the event loop (issue 37 §3). PGlite runs a statement
 * synchronously in WASM and resolves it as a microtask: without a turn between statements a
 * request ran all of its statements, and the fair line (src/server/plugins/fair-queue.ts) every
 * request it held, to their end before Node read a socket or accepted a connection, so new visitors
 * waited in the kernel's queue unseen by the line and `/healthz` on a new connection waited up to
 * 20 s. Here a statement begun more than TURN_MS after the last turn waits for one first; in it
 * the server accepts and reads what arrived and answers what needs no database
 * (docs/decisions/0032-embedded-database-fair-queue.md). A turn for every statement would cost about
 * 0.3 ms each on a busy machine, doubling a bulk load's time; one every 10 ms costs nothing to see.
 * The server now runs this database in a thread of its own (pglite-thread.ts, decision 0044), where
 * a statement cannot hold the server's thread at all; there the turns let the worker read messages.
 */
function statementsInTurns() {
  let lastTurn = performance.now();
  const turnIfDue = async () => {
    if (performance.now() - lastTurn < TURN_MS) return;
    await turn();
    lastTurn = performance.now();
  };
  let last: Promise<unknown> = Promise.resolve();
  return {
    turnIfDue,
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      const mine = last.then(async () => {
        await turnIfDue();
        return work();
      });
      last = mine.catch(() => undefined);
      return mine;
    },
  };
}

/** The longest the statements of waiting requests run before the server reads its sockets again. */
const TURN_MS = 10;

const rowsOf = async <Row>(
  pg: PGliteQueryable,
  sql: Parameters<Queryable['query']>[0],
  params: readonly unknown[],
) => (await pg.query<Row>(...statementOf(sql, params))).rows;

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
  const { exclusive, turnIfDue } = statementsInTurns();
  return {
    kind: 'pglite',
    query: (sql, params = []) => exclusive(() => rowsOf(pg, sql, params)),
    // The transaction holds the database throughout; its statements wait for a turn when one is due.
    transaction: (work) =>
      exclusive(() =>
        pg.transaction((tx) =>
          work({
            query: async (sql, params = []) => {
              await turnIfDue();
              return rowsOf(tx, sql, params);
            },
          }),
        ),
      ),
    // Closing twice (a shutdown after a failed start) is not an error.
    close: async () => {
      if (!pg.closed) await pg.close();
    },
    dump: () => pg.dumpDataDir('gzip'),
  };
}
