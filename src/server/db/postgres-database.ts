import pg from 'pg';
import { type Database, type Queryable, statementOf } from './database';

// Dates (without time) stay ISO strings; timestamps become Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts fit comfortably in a JS number for this application's sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<Row>(sql: Parameters<Queryable['query']>[0], params: readonly unknown[] = []) {
    const result =
      typeof sql === 'object' && 'name' in sql
        ? await client.query({ name: sql.name, text: sql.text, values: sql.values })
        : await client.query(...statementOf(sql, params));
    return result.rows as Row[];
  },
});

export function openPostgresDatabase(connectionString: string): Database {
  // No JIT compilation: it spends 30–50 ms compiling the dashboards' larger reads, which then run in
  // a few milliseconds (docs/decisions/0014-no-jit.md).
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
  // An idle connection the server ended (a restart, an administrator): the pool drops it and opens
  // another on the next query. Unhandled, node-postgres would rethrow it and stop the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL ended an idle connection: ${error.message}`),
  );
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    // Closing twice (a shutdown after a failed start) is not an error.
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
