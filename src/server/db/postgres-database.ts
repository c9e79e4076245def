import pg from 'pg';
import { type Database, type Queryable, statementOf } from './database';
import { isDatabaseUnavailable, unavailableOr } from './database-unavailable';

// Dates (without time) stay ISO strings; timestamps become Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts fit comfortably in a JS number for this application's sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Says once when PostgreSQL goes away and once when it answers again, not on every request between. */
function outageLog() {
  let away = false;
  return {
    failed(error: unknown) {
      if (away || !isDatabaseUnavailable(error)) return;
      away = true;
      console.warn(`PostgreSQL cannot be reached: ${(error as Error).message}`);
    },
    answered() {
      if (!away) return;
      away = false;
      console.warn('PostgreSQL answers again');
    },
  };
}

const wrap = (
  client: pg.Pool | pg.PoolClient,
  outage: ReturnType<typeof outageLog>,
): Queryable => ({
  async query<Row>(sql: Parameters<Queryable['query']>[0], params: readonly unknown[] = []) {
    try {
      const result =
        typeof sql === 'object' && 'name' in sql
          ? await client.query({ name: sql.name, text: sql.text, values: sql.values })
          : await client.query(...statementOf(sql, params));
      outage.answered();
      return result.rows as Row[];
    } catch (error) {
      outage.failed(error);
      // The database away (stopped, restarting, the connection lost): 503 with Retry-After.
      throw unavailableOr(error);
    }
  },
});

export function openPostgresDatabase(connectionString: string): Database {
  // No JIT compilation: it spends 30–50 ms compiling the dashboards' larger reads, which then run in
  // a few milliseconds (docs/decisions/0014-no-jit.md).
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  const outage = outageLog();
  // An idle connection the server ended (a restart, an administrator): the pool drops it and opens
  // another on the next query. Unhandled, node-postgres would rethrow it and stop the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL ended an idle connection: ${error.message}`),
  );
  return {
    kind: 'postgres',
    ...wrap(pool, outage),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        outage.failed(error);
        throw unavailableOr(error);
      }
      // The connection lost while this transaction holds it (between its statements, the pool's
      // listener covers idle connections only): unheard, node-postgres would stop the process.
      let lost: unknown;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client, outage));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) lost ??= error;
        // A connection still up rolls back; a lost one has nothing to roll back (PostgreSQL
        // aborts a transaction whose connection ends) and must not go back to the pool.
        if (!lost)
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            lost = rollbackError;
          });
        outage.failed(error);
        throw unavailableOr(error);
      } finally {
        client.off('error', onError);
        client.release(lost !== undefined);
      }
    },
    // Closing twice (a shutdown after a failed start) is not an error.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
